/**
 * Fast 3: three dice, in throw order.
 */
import { numberAt, rulesFromTable, sumSummary, winIf, type DrawResult, type MarketRule } from './types.ts';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const SIDES_ODDS = 19_600; // 1.96
// An exact sum with n of the 216 throws pays about 210/n: an RTP near 210/216 ≈ 97.2%.
const SUM_ODDS: Record<number, number> = {
  3: 2_100_000,
  4: 700_000,
  5: 350_000,
  6: 210_000,
  7: 140_000,
  8: 100_000,
  9: 84_000,
  10: 78_000,
  11: 78_000,
  12: 84_000,
  13: 100_000,
  14: 140_000,
  15: 210_000,
  16: 350_000,
  17: 700_000,
  18: 2_100_000,
};
const FACE_ODDS_BY_COUNT: [number, number, number] = [20_000, 30_000, 130_000]; // 2 / 3 / 13 times the stake
const TRIPLE_ODDS = 2_100_000; // 210
const ANY_TRIPLE_ODDS = 350_000; // 35
const DOUBLE_ODDS = 130_000; // 13
const PAIR_ODDS = 70_000; // 7

function dice(draw: DrawResult): [number, number, number] {
  return [numberAt(draw, 1), numberAt(draw, 2), numberAt(draw, 3)];
}

function diceSum(draw: DrawResult): number {
  const [a, b, c] = dice(draw);
  return a + b + c;
}

function countOf(face: number, draw: DrawResult): number {
  return dice(draw).filter((die) => die === face).length;
}

function buildTable(): MarketRule[] {
  const table: MarketRule[] = [];
  const add = (key: string, group: string, odds: number, settle: MarketRule['settle']) =>
    table.push({ key, group, odds, settle });

  // Triples count in BIG/SMALL and ODD/EVEN (no house-wins-on-triple rule here).
  add('sum:BIG', 'sum', SIDES_ODDS, (draw) => winIf(diceSum(draw) >= 11));
  add('sum:SMALL', 'sum', SIDES_ODDS, (draw) => winIf(diceSum(draw) <= 10));
  add('sum:ODD', 'sum', SIDES_ODDS, (draw) => winIf(diceSum(draw) % 2 === 1));
  add('sum:EVEN', 'sum', SIDES_ODDS, (draw) => winIf(diceSum(draw) % 2 === 0));
  for (const [sum, odds] of Object.entries(SUM_ODDS)) {
    add(`sum:${sum}`, 'sum', odds, (draw) => winIf(diceSum(draw) === Number(sum)));
  }

  for (const face of FACES) {
    table.push({
      key: `face:${face}`,
      group: 'face',
      odds: FACE_ODDS_BY_COUNT[0],
      oddsByCount: FACE_ODDS_BY_COUNT,
      settle: (draw) => {
        const count = countOf(face, draw);
        return count > 0 ? { result: 'WIN', count } : { result: 'LOSE' };
      },
    });
  }

  for (const face of FACES) {
    add(`triple:${face}${face}${face}`, 'triple', TRIPLE_ODDS, (draw) => winIf(countOf(face, draw) === 3));
  }
  add('triple:ANY', 'triple', ANY_TRIPLE_ODDS, (draw) => {
    const [a, b, c] = dice(draw);
    return winIf(a === b && b === c);
  });

  // A double is that face on at least two dice, so a triple of it wins too.
  for (const face of FACES) {
    add(`double:${face}${face}`, 'double', DOUBLE_ODDS, (draw) => winIf(countOf(face, draw) >= 2));
  }

  for (const low of FACES) {
    for (const high of FACES) {
      if (high <= low) continue;
      add(`pair:${low}${high}`, 'pair', PAIR_ODDS, (draw) =>
        winIf(countOf(low, draw) > 0 && countOf(high, draw) > 0),
      );
    }
  }
  return table;
}

/** The rules of Fast 3 (`fast3`). */
export const fast3 = rulesFromTable(
  'fast3',
  ['sum', 'face', 'triple', 'double', 'pair'],
  buildTable(),
  (draw) => sumSummary(diceSum(draw), 11),
);
