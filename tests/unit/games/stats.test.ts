import { describe, expect, it } from 'vitest';
import { fast3 } from '#shared/games/fast3.ts';
import { mark6 } from '#shared/games/mark6.ts';
import { isExactSumKey, marketStats, statsKeys } from '#shared/games/stats.ts';

const figures = (stats: ReturnType<typeof marketStats>, key: string) => stats.find((s) => s.key === key);

describe('market statistics of a window of draws, newest first', () => {
  // Sums, newest first: 17 (BIG), 16 (BIG), 5 (SMALL), 12 (BIG), 4 (SMALL), 3 (SMALL).
  const window = [
    [6, 6, 5],
    [6, 5, 5],
    [1, 2, 2],
    [4, 4, 4],
    [1, 1, 2],
    [1, 1, 1],
  ].map((numbers) => ({ numbers }));
  const stats = marketStats(fast3, window);

  it('counts hits, the miss since the last win, the longest miss and the running streak', () => {
    expect(figures(stats, 'sum:BIG')).toEqual({
      key: 'sum:BIG',
      hits: 3,
      currentMiss: 0,
      maxMiss: 2,
      streak: 2,
    });
    expect(figures(stats, 'sum:SMALL')).toEqual({
      key: 'sum:SMALL',
      hits: 3,
      currentMiss: 2,
      maxMiss: 2,
      streak: 0,
    });
    // Any triple: the draws 4 4 4 and 1 1 1, third and sixth newest.
    expect(figures(stats, 'triple:ANY')).toEqual({
      key: 'triple:ANY',
      hits: 2,
      currentMiss: 3,
      maxMiss: 3,
      streak: 0,
    });
  });

  it('counts a face as won when it shows at least once, and a key that never won as missing the whole window', () => {
    expect(figures(stats, 'face:1')).toMatchObject({ hits: 3, currentMiss: 2, streak: 0 });
    expect(figures(stats, 'face:3')).toEqual({
      key: 'face:3',
      hits: 0,
      currentMiss: 6,
      maxMiss: 6,
      streak: 0,
    });
  });

  it('does not count a refund as a win: 49 as the Mark 6 special refunds BIG and SMALL alike', () => {
    const refunded = marketStats(mark6, [{ numbers: [1, 2, 3, 4, 5, 6], special: 49 }]);
    expect(figures(refunded, 'special:BIG')).toMatchObject({ hits: 0, currentMiss: 1, streak: 0 });
    expect(figures(refunded, 'special:SMALL')).toMatchObject({ hits: 0, currentMiss: 1, streak: 0 });
    expect(figures(refunded, 'colour:GREEN')).toMatchObject({ hits: 1, currentMiss: 0, streak: 1 });
  });

  it('keeps every key but the exact sums', () => {
    expect(isExactSumKey('sum:10')).toBe(true);
    expect(isExactSumKey('top12:3')).toBe(true);
    expect(isExactSumKey('sum:BIG')).toBe(false);
    expect(isExactSumKey('special:10')).toBe(false);
    const keys = statsKeys(fast3);
    expect(keys).not.toContain('sum:10');
    expect(keys).toContain('pair:12');
    expect(keys).toHaveLength(fast3.markets().length - 16);
  });
});
