import { describe, expect, it } from 'vitest';
import { fast3 } from '#shared/games/fast3.ts';
import { fiveMins } from '#shared/games/fiveMins.ts';
import { lotto } from '#shared/games/lotto.ts';
import { mark6 } from '#shared/games/mark6.ts';
import { marketStats } from '#shared/games/stats.ts';
import {
  beadRoad,
  longDragons,
  sideOf,
  sidePairs,
  TREND_POSITIONS,
  trendRows,
} from '#shared/games/trends.ts';

describe('the trend chart', () => {
  it('marks the drawn number of each row and counts how long every other number has been missing', () => {
    const [die1] = TREND_POSITIONS.fast3;
    if (!die1) throw new Error('no first die');
    const rows = trendRows(
      die1,
      [
        [2, 5, 5],
        [4, 1, 6],
        [2, 3, 3],
      ].map((numbers) => ({ numbers })),
    );
    const at = (row: number, value: number) => rows[row]?.find((cell) => cell.value === value);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.map((cell) => cell.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(at(0, 2)).toEqual({ value: 2, drawn: true, miss: 0 });
    expect(at(0, 6)).toEqual({ value: 6, drawn: false, miss: 1 });
    expect(at(1, 2)).toEqual({ value: 2, drawn: false, miss: 1 });
    expect(at(1, 4)).toEqual({ value: 4, drawn: true, miss: 0 });
    expect(at(2, 2)).toEqual({ value: 2, drawn: true, miss: 0 });
    expect(at(2, 4)).toEqual({ value: 4, drawn: false, miss: 1 });
    expect(at(2, 6)).toEqual({ value: 6, drawn: false, miss: 3 });
    expect(rows.every((row) => row.filter((cell) => cell.drawn).length === 1)).toBe(true);
  });

  it('has a column per number of every place: ten cars, three dice, five balls, the Mark 6 special', () => {
    expect(TREND_POSITIONS.lotto.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `pos${i + 1}`),
    );
    expect(TREND_POSITIONS.fiveMins[0]?.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(TREND_POSITIONS.mark6[0]?.values).toHaveLength(49);
    expect(TREND_POSITIONS.mark6[0]?.valueOf({ numbers: [1, 2, 3, 4, 5, 6], special: 49 })).toBe(49);
  });
});

describe('road maps', () => {
  it('find every two-sided pair of a game from its markets', () => {
    expect(sidePairs(fast3)).toEqual([
      { market: 'sum', sides: ['BIG', 'SMALL'] },
      { market: 'sum', sides: ['ODD', 'EVEN'] },
    ]);
    const lottoPairs = sidePairs(lotto).map((p) => `${p.market}:${p.sides.join('/')}`);
    expect(lottoPairs).toContain('pos1:BIG/SMALL');
    expect(lottoPairs).toContain('dt5:DRAGON/TIGER');
    expect(lottoPairs).toContain('top12:ODD/EVEN');
    expect(lottoPairs).toHaveLength(10 * 2 + 5 + 2);
    expect(sidePairs(fiveMins).map((p) => `${p.market}:${p.sides.join('/')}`)).toContain(
      'ball3:PRIME/COMPOSITE',
    );
  });

  it('read the side of a draw from the settlement outcome, a refund being a tie', () => {
    const [bigSmall] = sidePairs(mark6);
    if (!bigSmall) throw new Error('no pair');
    expect(sideOf(mark6, bigSmall, { numbers: [1, 2, 3, 4, 5, 6], special: 30 })).toBe('BIG');
    expect(sideOf(mark6, bigSmall, { numbers: [1, 2, 3, 4, 5, 6], special: 49 })).toBe('TIE');
    const dragon = sidePairs(fiveMins).find((p) => p.market === 'dt');
    if (!dragon) throw new Error('no dragon/tiger');
    expect(sideOf(fiveMins, dragon, { numbers: [7, 0, 0, 0, 7] })).toBe('TIE');
    expect(sideOf(fiveMins, dragon, { numbers: [8, 0, 0, 0, 7] })).toBe('DRAGON');
  });

  it('fill a bead road down columns of six, left to right', () => {
    const sides = Array.from({ length: 14 }, (_, i) => (i % 3 === 0 ? 'BIG' : 'SMALL'));
    const road = beadRoad(sides);
    expect(road.map((column) => column.length)).toEqual([6, 6, 2]);
    expect(road[1]?.[0]).toBe(sides[6]);
    expect(road.flat()).toEqual(sides);
  });
});

describe('the long-dragon list', () => {
  it('lists every two-sided key on a streak of two or more, longest first', () => {
    // Sums newest first: 17, 16, 12, 5: BIG three in a row; EVEN (16, 12) none (17 is odd).
    const draws = [
      [6, 6, 5],
      [6, 5, 5],
      [4, 4, 4],
      [1, 2, 2],
    ].map((numbers) => ({ numbers }));
    const dragons = longDragons(fast3, marketStats(fast3, draws));
    expect(dragons).toEqual([{ key: 'sum:BIG', streak: 3 }]);
    // Face and number keys run streaks too, but are not two-sided and are not listed.
    expect(marketStats(fast3, draws).find((s) => s.key === 'face:6')?.streak).toBe(2);
  });
});
