/**
 * What a trends page draws from a lottery's recent draws: the trend chart (a row per draw, a column
 * per number of each position, the drawn number marked and the others showing how long they have
 * been missing), the road maps of the two-sided markets, and the long-dragon list of running
 * streaks. Every side is read from the game's own `outcome`, so a road never disagrees with what
 * a bet on it was paid; a refund (Mark 6's 49) is a tie.
 */
import type { GameKey } from '../vocabulary.ts';
import type { DrawResult, GameRules } from './types.ts';

/** A number place of a draw the trend chart has columns for. */
export type TrendPosition = {
  /** `pos3`, `ball2`, `die1`, `special`: a message key suffix for its label. */
  name: string;
  /** The values the place can take, in column order. */
  values: readonly number[];
  /** The value of this place in a draw. */
  valueOf: (draw: DrawResult) => number | undefined;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function positions(prefix: string, count: number, values: readonly number[]): TrendPosition[] {
  return range(1, count).map((k) => ({
    name: `${prefix}${k}`,
    values,
    valueOf: (draw: DrawResult) => draw.numbers[k - 1],
  }));
}

/** The places of each game's draw shown in its trend chart. */
export const TREND_POSITIONS: Record<GameKey, readonly TrendPosition[]> = {
  lotto: positions('pos', 10, range(1, 10)),
  fast3: positions('die', 3, range(1, 6)),
  fiveMins: positions('ball', 5, range(0, 9)),
  mark6: [{ name: 'special', values: range(1, 49), valueOf: (draw) => draw.special }],
};

/** One cell of the trend chart: the drawn number, or how many draws the number has been missing. */
export type TrendCell = { value: number; drawn: boolean; miss: number };

/**
 * The trend chart of one place over draws, oldest first: a row per draw, a cell per value. A
 * value's miss counts the draws since it was last drawn at this place (from the first draw shown
 * when it has not been), 0 in the row it is drawn.
 * @example trendRows(TREND_POSITIONS.fast3[0], [{ numbers: [2, 5, 5] }, { numbers: [4, 1, 6] }])[1]
 * // cells of value 2: { value: 2, drawn: false, miss: 1 }; of value 4: { value: 4, drawn: true, miss: 0 }
 */
export function trendRows(position: TrendPosition, oldestFirst: readonly DrawResult[]): TrendCell[][] {
  const misses = new Map(position.values.map((value) => [value, 0]));
  return oldestFirst.map((draw) => {
    const drawnValue = position.valueOf(draw);
    return position.values.map((value) => {
      const miss = value === drawnValue ? 0 : (misses.get(value) ?? 0) + 1;
      misses.set(value, miss);
      return { value, drawn: miss === 0, miss };
    });
  });
}

/** Two markets that split every draw between them (BIG/SMALL, ODD/EVEN, DRAGON/TIGER…). */
export type SidePair = { market: string; sides: readonly [string, string] };

const SIDE_PAIRS: readonly (readonly [string, string])[] = [
  ['BIG', 'SMALL'],
  ['ODD', 'EVEN'],
  ['DRAGON', 'TIGER'],
  ['PRIME', 'COMPOSITE'],
];

/**
 * Every two-sided pair of a game's markets, in market order: a key `m:BIG` whose `m:SMALL` exists
 * makes the pair `m` BIG/SMALL, and so on.
 * @example sidePairs(fast3) // [{ market: 'sum', sides: ['BIG', 'SMALL'] }, { market: 'sum', sides: ['ODD', 'EVEN'] }]
 */
export function sidePairs(rules: GameRules): SidePair[] {
  const keys = new Set(rules.markets().map((market) => market.key));
  const pairs: SidePair[] = [];
  for (const key of keys) {
    const [market, side] = key.split(':');
    const pair = SIDE_PAIRS.find(([first]) => first === side);
    if (market && pair && keys.has(`${market}:${pair[1]}`)) pairs.push({ market, sides: pair });
  }
  return pairs;
}

/** The side a draw fell on for a pair: one of its two sides, or `TIE` when neither won. */
export function sideOf(rules: GameRules, pair: SidePair, draw: DrawResult): string {
  const [first, second] = pair.sides;
  if (rules.outcome(`${pair.market}:${first}`, draw).result === 'WIN') return first;
  if (rules.outcome(`${pair.market}:${second}`, draw).result === 'WIN') return second;
  return 'TIE';
}

/**
 * A bead road: the sides of draws, oldest first, filled down columns of `rows` cells, left to
 * right (the grid players of these games read).
 * @example beadRoad(['BIG', 'SMALL', 'BIG'], 2) // [['BIG', 'SMALL'], ['BIG']]
 */
export function beadRoad<T>(oldestFirst: readonly T[], rows = 6): T[][] {
  const columns: T[][] = [];
  oldestFirst.forEach((value, index) => {
    if (index % rows === 0) columns.push([]);
    columns[columns.length - 1]?.push(value);
  });
  return columns;
}

/** A running streak of one side of a pair: `sum:BIG` won the newest 5 draws. */
export type Dragon = { key: string; streak: number };

/**
 * The long-dragon list: every two-sided key on a streak of at least `min` draws, longest first
 * (ties in market order), from the statistics of the lottery.
 */
export function longDragons(
  rules: GameRules,
  stats: readonly { key: string; streak: number }[],
  min = 2,
): Dragon[] {
  const twoSided = new Set(
    sidePairs(rules).flatMap((pair) => pair.sides.map((side) => `${pair.market}:${side}`)),
  );
  return stats
    .filter((entry) => twoSided.has(entry.key) && entry.streak >= min)
    .map(({ key, streak }) => ({ key, streak }))
    .sort((a, b) => b.streak - a.streak);
}
