/**
 * 5 Minutes: five balls, each a digit 0–9, in order.
 */
import { numberAt, rulesFromTable, sumSummary, winIf, type DrawResult, type MarketRule } from './types.ts';

const BALLS = 5;
const SIDES_ODDS = 19_600; // 1.96
const DIGIT_ODDS = 97_000; // 9.70
const DRAGON_TIGER_ODDS = 21_600; // 2.16, P 9/20
const TIE_ODDS = 96_000; // 9.60, P 1/10
// The lottery convention, not arithmetic: 1 counts as prime and 0 as composite, five digits a side.
const PRIME_DIGITS: ReadonlySet<number> = new Set([1, 2, 3, 5, 7]);

function ballSum(draw: DrawResult): number {
  let sum = 0;
  for (let k = 1; k <= BALLS; k++) sum += numberAt(draw, k);
  return sum;
}

function buildTable(): MarketRule[] {
  const table: MarketRule[] = [];
  const add = (key: string, group: string, odds: number, settle: MarketRule['settle']) =>
    table.push({ key, group, odds, settle });

  for (let k = 1; k <= BALLS; k++) {
    add(`ball${k}:BIG`, 'twoSides', SIDES_ODDS, (draw) => winIf(numberAt(draw, k) >= 5));
    add(`ball${k}:SMALL`, 'twoSides', SIDES_ODDS, (draw) => winIf(numberAt(draw, k) <= 4));
    add(`ball${k}:ODD`, 'twoSides', SIDES_ODDS, (draw) => winIf(numberAt(draw, k) % 2 === 1));
    add(`ball${k}:EVEN`, 'twoSides', SIDES_ODDS, (draw) => winIf(numberAt(draw, k) % 2 === 0));
    add(`ball${k}:PRIME`, 'twoSides', SIDES_ODDS, (draw) => winIf(PRIME_DIGITS.has(numberAt(draw, k))));
    add(`ball${k}:COMPOSITE`, 'twoSides', SIDES_ODDS, (draw) => winIf(!PRIME_DIGITS.has(numberAt(draw, k))));
  }

  for (let k = 1; k <= BALLS; k++) {
    for (let digit = 0; digit <= 9; digit++) {
      add(`ball${k}:${digit}`, 'numbers', DIGIT_ODDS, (draw) => winIf(numberAt(draw, k) === digit));
    }
  }

  // The sum of five digits is 0..45, symmetric about 22.5: 23–45 is exactly half.
  add('sum:BIG', 'sum', SIDES_ODDS, (draw) => winIf(ballSum(draw) >= 23));
  add('sum:SMALL', 'sum', SIDES_ODDS, (draw) => winIf(ballSum(draw) <= 22));
  add('sum:ODD', 'sum', SIDES_ODDS, (draw) => winIf(ballSum(draw) % 2 === 1));
  add('sum:EVEN', 'sum', SIDES_ODDS, (draw) => winIf(ballSum(draw) % 2 === 0));

  // Ball 1 against ball 5; a tie loses both DRAGON and TIGER (no refund) and wins TIE.
  add('dt:DRAGON', 'dragonTiger', DRAGON_TIGER_ODDS, (draw) => winIf(numberAt(draw, 1) > numberAt(draw, 5)));
  add('dt:TIGER', 'dragonTiger', DRAGON_TIGER_ODDS, (draw) => winIf(numberAt(draw, 1) < numberAt(draw, 5)));
  add('dt:TIE', 'dragonTiger', TIE_ODDS, (draw) => winIf(numberAt(draw, 1) === numberAt(draw, 5)));
  return table;
}

/** The rules of 5 Minutes (`fiveMins`). */
export const fiveMins = rulesFromTable(
  'fiveMins',
  ['twoSides', 'numbers', 'sum', 'dragonTiger'],
  buildTable(),
  (draw) => sumSummary(ballSum(draw), 23),
);
