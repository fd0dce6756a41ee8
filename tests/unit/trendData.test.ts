import { describe, expect, it } from 'vitest';
import { hotAndCold, roads, trendChart } from '#islands/trends/trendData.ts';
import { TREND_POSITIONS } from '#shared/games/trends.ts';
import type { Draw } from '#shared/contract/games.ts';

/** Fast 3 draws as the API lists them, newest first. */
const draws = [
  [6, 6, 5],
  [2, 1, 3],
  [6, 2, 2],
].map((numbers, i): Draw => ({
  id: 3 - i,
  lotteryId: 2,
  game: 'fast3',
  period: `20261124000${3 - i}`,
  numbers,
  summary: { sum: 0, bigSmall: 'BIG', oddEven: 'ODD' },
  drawnAt: null,
  seedHash: '',
  seed: '',
  salt: '',
  state: 'settled',
}));

describe('the figures of a trends page', () => {
  const [die1] = TREND_POSITIONS.fast3;
  if (!die1) throw new Error('no first die');
  const chart = trendChart(die1, draws);

  it('lists the chart newest first, and totals each value over the window', () => {
    expect(chart.rows.map((row) => row.period)).toEqual(['202611240003', '202611240002', '202611240001']);
    expect(chart.rows[0]?.cells.find((cell) => cell.drawn)?.value).toBe(6);
    expect(chart.totals.find((v) => v.value === 6)).toEqual({
      value: 6,
      appearances: 2,
      maxMiss: 1,
      currentMiss: 0,
    });
    expect(chart.totals.find((v) => v.value === 4)).toEqual({
      value: 4,
      appearances: 0,
      maxMiss: 3,
      currentMiss: 3,
    });
  });

  it('calls hot only what was drawn, and cold what has been missing longest', () => {
    const { hot, cold } = hotAndCold(chart.totals);
    expect(hot.map((v) => v.value)).toEqual([6, 2]);
    expect(cold.map((v) => v.value)).toEqual([1, 3, 4]);
  });

  it('lays a bead per draw, oldest first, on every road of the game', () => {
    const [sumBigSmall] = roads('fast3', draws);
    // Sums oldest first: 10 (SMALL), 6 (SMALL), 17 (BIG).
    expect(sumBigSmall?.road).toEqual([['SMALL', 'SMALL', 'BIG']]);
    expect(sumBigSmall?.counts.get('SMALL')).toBe(2);
  });
});
