/**
 * Lotto 10: a permutation of the car numbers 1..10 over positions 1..10.
 */
import { numberAt, rulesFromTable, sumSummary, winIf, type DrawResult, type MarketRule } from './types.ts';

const POSITIONS = 10;
const SIDES_ODDS = 19_600; // 1.96
const NUMBER_ODDS = 97_000; // 9.70

// TOP1+2: the sum of two distinct numbers of 1..10 is 3..19; 12–19 is BIG (40 of the 90 ordered pairs).
const TOP12_BIG_ODDS = 21_800; // 2.18, P 4/9
const TOP12_SMALL_ODDS = 17_500; // 1.75, P 5/9
const TOP12_SUM_ODDS: Record<number, number> = {
  3: 435_000,
  4: 435_000,
  5: 218_000,
  6: 218_000,
  7: 145_000,
  8: 145_000,
  9: 109_000,
  10: 109_000,
  11: 87_000,
  12: 109_000,
  13: 109_000,
  14: 145_000,
  15: 145_000,
  16: 218_000,
  17: 218_000,
  18: 435_000,
  19: 435_000,
};

function top12Sum(draw: DrawResult): number {
  return numberAt(draw, 1) + numberAt(draw, 2);
}

function buildTable(): MarketRule[] {
  const table: MarketRule[] = [];
  const side = (key: string, settle: MarketRule['settle'], odds = SIDES_ODDS) =>
    table.push({ key, group: 'twoSides', odds, settle });

  for (let k = 1; k <= POSITIONS; k++) {
    side(`pos${k}:BIG`, (draw) => winIf(numberAt(draw, k) >= 6));
    side(`pos${k}:SMALL`, (draw) => winIf(numberAt(draw, k) <= 5));
    side(`pos${k}:ODD`, (draw) => winIf(numberAt(draw, k) % 2 === 1));
    side(`pos${k}:EVEN`, (draw) => winIf(numberAt(draw, k) % 2 === 0));
  }
  // Dragon/tiger pairs position k with position 11 − k; a permutation never ties.
  for (let k = 1; k <= 5; k++) {
    side(`dt${k}:DRAGON`, (draw) => winIf(numberAt(draw, k) > numberAt(draw, 11 - k)));
    side(`dt${k}:TIGER`, (draw) => winIf(numberAt(draw, k) < numberAt(draw, 11 - k)));
  }

  const top12 = (key: string, odds: number, settle: MarketRule['settle']) =>
    table.push({ key, group: 'top12', odds, settle });
  top12('top12:BIG', TOP12_BIG_ODDS, (draw) => winIf(top12Sum(draw) >= 12));
  top12('top12:SMALL', TOP12_SMALL_ODDS, (draw) => winIf(top12Sum(draw) <= 11));
  // An odd sum needs one odd and one even number: 50 of the 90 ordered pairs.
  top12('top12:ODD', TOP12_SMALL_ODDS, (draw) => winIf(top12Sum(draw) % 2 === 1));
  top12('top12:EVEN', TOP12_BIG_ODDS, (draw) => winIf(top12Sum(draw) % 2 === 0));
  for (const [sum, odds] of Object.entries(TOP12_SUM_ODDS)) {
    top12(`top12:${sum}`, odds, (draw) => winIf(top12Sum(draw) === Number(sum)));
  }

  for (let k = 1; k <= POSITIONS; k++) {
    const group = k <= 5 ? 'pos1to5' : 'pos6to10';
    for (let n = 1; n <= POSITIONS; n++) {
      table.push({
        key: `pos${k}:${n}`,
        group,
        odds: NUMBER_ODDS,
        settle: (draw) => winIf(numberAt(draw, k) === n),
      });
    }
  }
  return table;
}

/** The rules of Lotto 10 (`lotto`). */
export const lotto = rulesFromTable(
  'lotto',
  ['twoSides', 'top12', 'pos1to5', 'pos6to10'],
  buildTable(),
  (draw) => sumSummary(top12Sum(draw), 12),
);
