/**
 * The figures a trends page shows, from a window of draws (newest first, as the API lists them):
 * the trend chart of one place with its totals, hot and cold numbers, and the roads of the
 * two-sided markets. Pure: the page's parts only lay these out.
 */
import { rulesOf } from '#shared/games/index.ts';
import type { DrawResult } from '#shared/games/types.ts';
import {
  beadRoad,
  sideOf,
  sidePairs,
  trendRows,
  type SidePair,
  type TrendCell,
  type TrendPosition,
} from '#shared/games/trends.ts';
import type { Draw } from '#shared/contract/games.ts';
import type { GameKey } from '#shared/vocabulary.ts';

/** A draw in the shape the shared game rules (`shared/games`) settle and summarise. */
export function drawResult(draw: Pick<Draw, 'numbers' | 'special'>): DrawResult {
  return draw.special === undefined
    ? { numbers: draw.numbers }
    : { numbers: draw.numbers, special: draw.special };
}

/** Per value of a place: how often it was drawn, its longest and its current miss. */
export type ValueTotals = { value: number; appearances: number; maxMiss: number; currentMiss: number };

/** The trend chart of a place: rows newest first (each with its period) and the totals per value. */
export function trendChart(position: TrendPosition, newestFirst: readonly Draw[]) {
  const oldestFirst = [...newestFirst].reverse();
  const rows = trendRows(position, oldestFirst.map(drawResult));
  const totals: ValueTotals[] = position.values.map((value, column) => {
    const cells = rows.map((row) => row[column]).filter((cell): cell is TrendCell => cell !== undefined);
    return {
      value,
      appearances: cells.filter((cell) => cell.drawn).length,
      maxMiss: Math.max(0, ...cells.map((cell) => cell.miss)),
      currentMiss: cells.at(-1)?.miss ?? 0,
    };
  });
  const periods = oldestFirst.map((draw) => draw.period);
  return {
    rows: rows.map((cells, index) => ({ period: periods[index] ?? '', cells })).reverse(),
    totals,
  };
}

/** The most drawn and the longest missing values of a place, `count` of each. */
export function hotAndCold(totals: readonly ValueTotals[], count = 3) {
  // A value never drawn in the window is not hot, however short the window.
  const hot = totals
    .filter((v) => v.appearances > 0)
    .sort((a, b) => b.appearances - a.appearances || a.value - b.value)
    .slice(0, count);
  const cold = [...totals].sort((a, b) => b.currentMiss - a.currentMiss || a.value - b.value).slice(0, count);
  return { hot, cold };
}

/** Every two-sided market of a game with its bead road over the window, oldest draw first. */
export function roads(
  game: GameKey,
  newestFirst: readonly Draw[],
): { pair: SidePair; road: string[][]; counts: Map<string, number> }[] {
  const rules = rulesOf(game);
  const oldestFirst = [...newestFirst].reverse().map(drawResult);
  return sidePairs(rules).map((pair) => {
    const sides = oldestFirst.map((draw) => sideOf(rules, pair, draw));
    const counts = new Map<string, number>();
    for (const side of sides) counts.set(side, (counts.get(side) ?? 0) + 1);
    return { pair, road: beadRoad(sides), counts };
  });
}
