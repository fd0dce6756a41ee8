/**
 * Return to player, computed rather than trusted: the exact expected
 * return of one unit staked on each key, by enumerating the game's outcome space. No sampling.
 */
import { rulesOf } from './index.ts';
import type { DrawResult, GameKey, GameRules, Outcome } from './types.ts';

/** The odds of one key in an odds table, in 1/10000 (`oddsByCount` for `face:*`). */
export type OddsEntry = { odds: number; oddsByCount?: readonly number[] };

/** A draw standing for `weight` equally likely draws that settle every key in question alike. */
type Case = { weight: number; draw: DrawResult };

/** The default odds for every key of a game, in the shape `rtpOf` takes. */
export function defaultOddsTable(game: GameKey): Map<string, OddsEntry> {
  return new Map(
    rulesOf(game)
      .markets()
      .map(({ key, odds, oddsByCount }) => [key, oddsByCount ? { odds, oddsByCount } : { odds }]),
  );
}

/**
 * The RTP of every key of an odds table: Σ P(outcome) × return, where a win returns the odds
 * (a face bet those of its count), a refund returns 1 and a loss 0. Throws on an unknown key.
 * @example rtpOf('mark6', defaultOddsTable('mark6')).get('special:BIG') // 24/49 × 1.96 + 1/49 ≈ 0.9804
 */
export function rtpOf(game: GameKey, oddsTable: ReadonlyMap<string, OddsEntry>): Map<string, number> {
  const rules = rulesOf(game);
  const rtp = new Map<string, number>();
  // Fast 3 and 5 Minutes enumerate their whole space once and settle every key on it.
  const everyDraw = game === 'fast3' ? allThrows() : game === 'fiveMins' ? allBalls() : null;
  for (const [key, entry] of oddsTable) {
    if (!rules.isKey(key)) throw new Error(`Unknown ${game} market key: ${key}`);
    const cases = everyDraw ?? (game === 'lotto' ? lottoCases(key) : mark6Cases(key));
    rtp.set(key, expectedReturn(rules, key, entry, cases));
  }
  return rtp;
}

function expectedReturn(rules: GameRules, key: string, entry: OddsEntry, cases: readonly Case[]): number {
  // Sums stay integers (weight × odds in 1/10000) until the one division at the end.
  let returned = 0;
  let total = 0;
  for (const { weight, draw } of cases) {
    returned += weight * returnOf(rules.outcome(key, draw), entry, key);
    total += weight;
  }
  return returned / (total * 10_000);
}

function returnOf(outcome: Outcome, entry: OddsEntry, key: string): number {
  if (outcome.result === 'LOSE') return 0;
  if (outcome.result === 'CANCEL') return 10_000;
  if (outcome.count === undefined) return entry.odds;
  const odds = entry.oddsByCount?.[outcome.count - 1];
  if (odds === undefined) throw new Error(`No odds for ${outcome.count} matching dice on ${key}`);
  return odds;
}

function allThrows(): Case[] {
  const cases: Case[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) cases.push({ weight: 1, draw: { numbers: [a, b, c] } });
  return cases;
}

function allBalls(): Case[] {
  const cases: Case[] = [];
  for (let i = 0; i < 100_000; i++) {
    const digits = String(i).padStart(5, '0');
    cases.push({ weight: 1, draw: { numbers: [...digits].map(Number) } });
  }
  return cases;
}

/**
 * Every Lotto 10 key reads at most two positions, whose numbers are uniform over the 90 ordered
 * pairs of distinct numbers; the other eight positions take the remaining numbers in any order.
 */
function lottoCases(key: string): Case[] {
  const [p, q] = lottoPositions(key);
  const cases: Case[] = [];
  for (let a = 1; a <= 10; a++) {
    for (let b = 1; b <= 10; b++) {
      if (a === b) continue;
      const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== a && n !== b);
      // Insert at the lower position first so the second index is already final.
      const placed: [number, number][] =
        p < q
          ? [
              [p, a],
              [q, b],
            ]
          : [
              [q, b],
              [p, a],
            ];
      for (const [position, value] of placed) numbers.splice(position - 1, 0, value);
      cases.push({ weight: 1, draw: { numbers } });
    }
  }
  return cases;
}

/** The positions a Lotto 10 key reads; a one-position key is paired with any other position. */
function lottoPositions(key: string): [number, number] {
  const pos = /^pos(\d+):/.exec(key);
  if (pos) {
    const k = Number(pos[1]);
    return [k, k === 1 ? 2 : 1];
  }
  const dt = /^dt(\d+):/.exec(key);
  if (dt) return [Number(dt[1]), 11 - Number(dt[1])];
  if (key.startsWith('top12:')) return [1, 2];
  throw new Error(`No Lotto 10 positions for ${key}`);
}

/**
 * A Mark 6 key reads either the special alone (uniform over 1..49) or, for `regular:n`, only
 * whether n is among the six regular numbers (6/49), is the special (1/49) or neither (42/49).
 */
function mark6Cases(key: string): Case[] {
  const regular = /^regular:(\d+)$/.exec(key);
  if (regular) {
    const n = Number(regular[1]);
    const others = othersThan([n], 7);
    return [
      { weight: 6, draw: mark6Draw([n, ...others.slice(0, 5)], others[5]) },
      { weight: 1, draw: mark6Draw(others.slice(0, 6), n) },
      { weight: 42, draw: mark6Draw(others.slice(0, 6), others[6]) },
    ];
  }
  const cases: Case[] = [];
  for (let special = 1; special <= 49; special++) {
    cases.push({ weight: 1, draw: mark6Draw(othersThan([special], 6), special) });
  }
  return cases;
}

function mark6Draw(regular: number[], special: number | undefined): DrawResult {
  return { numbers: [...regular].sort((x, y) => x - y), special };
}

/** The first `count` numbers of 1..49 that are not excluded. */
function othersThan(excluded: readonly number[], count: number): number[] {
  const numbers: number[] = [];
  for (let n = 1; numbers.length < count; n++) if (!excluded.includes(n)) numbers.push(n);
  return numbers;
}
