import { createHash, createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveDraw, type Hmac } from '#shared/games/draw.ts';
import type { DrawResult, GameKey } from '#shared/games/types.ts';

/**
 * Pearson chi-square goodness of fit on 100 000 draws per game from one fixed seed, a new period
 * per draw. The significance level is 0.001: the critical values are the 99.9th percentiles of
 * chi-square with df = categories − 1 (df 5: 20.515, df 9: 27.877, df 48: 85.351). The seed is
 * fixed, so the outcome is deterministic; a biased derivation (e.g. `w mod n` without rejection on
 * a small range, an off-by-one shuffle) fails it by far.
 */
const DRAWS = 100_000;
// Each game's 100 000 draws take 2–4 s here; the default 10 s hook timeout is too tight under load.
const SIMULATION_TIMEOUT = 60_000;
const CRITICAL = { 5: 20.515, 9: 27.877, 48: 85.351 } as const;

const SEED = createHash('sha256').update('fairdraw uniformity').digest();
// node:crypto's synchronous HMAC: Web Crypto is correct too (see draw.test.ts) but slower here.
const nodeHmac: Hmac = (key, message) => createHmac('sha256', key).update(message).digest();

async function simulate(game: GameKey): Promise<DrawResult[]> {
  const draws: DrawResult[] = [];
  for (let i = 0; i < DRAWS; i++) {
    const period = `2026${String(i).padStart(8, '0')}`;
    draws.push(await deriveDraw({ game, lotteryId: 1, period, salt: '', seed: SEED }, nodeHmac));
  }
  return draws;
}

/** Pearson's statistic for observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** How often each value from `low` to `high` occurs among the picked values. */
function tally(values: Iterable<number>, low: number, high: number): number[] {
  const counts: number[] = Array(high - low + 1).fill(0);
  for (const value of values) {
    if (value < low || value > high) throw new Error(`${value} is outside ${low}..${high}`);
    counts[value - low] = (counts[value - low] ?? 0) + 1;
  }
  return counts;
}

function* at(draws: readonly DrawResult[], position: number): Generator<number> {
  for (const draw of draws) yield draw.numbers[position - 1] ?? Number.NaN;
}

describe('Lotto 10 over 100 000 draws', () => {
  let draws: DrawResult[] = [];
  beforeAll(async () => {
    draws = await simulate('lotto');
  }, SIMULATION_TIMEOUT);

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'puts each number at position %i uniformly (chi-square, df 9, significance 0.001)',
    (position) => {
      expect(chiSquare(tally(at(draws, position), 1, 10))).toBeLessThan(CRITICAL[9]);
    },
  );
});

describe('Fast 3 over 100 000 throws', () => {
  let draws: DrawResult[] = [];
  beforeAll(async () => {
    draws = await simulate('fast3');
  }, SIMULATION_TIMEOUT);

  it.each([1, 2, 3])('throws die %i uniformly (chi-square, df 5, significance 0.001)', (die) => {
    expect(chiSquare(tally(at(draws, die), 1, 6))).toBeLessThan(CRITICAL[5]);
  });
});

describe('5 Minutes over 100 000 draws', () => {
  let draws: DrawResult[] = [];
  beforeAll(async () => {
    draws = await simulate('fiveMins');
  }, SIMULATION_TIMEOUT);

  it.each([1, 2, 3, 4, 5])('draws ball %i uniformly (chi-square, df 9, significance 0.001)', (ball) => {
    expect(chiSquare(tally(at(draws, ball), 0, 9))).toBeLessThan(CRITICAL[9]);
  });
});

describe('Mark 6 over 100 000 draws', () => {
  let draws: DrawResult[] = [];
  beforeAll(async () => {
    draws = await simulate('mark6');
  }, SIMULATION_TIMEOUT);

  it('draws the special uniformly over 1..49 (chi-square, df 48, significance 0.001)', () => {
    const specials = draws.map((draw) => draw.special ?? Number.NaN);
    expect(chiSquare(tally(specials, 1, 49))).toBeLessThan(CRITICAL[48]);
  });

  it('draws every number equally often among the regular six (chi-square, df 48, significance 0.001)', () => {
    // 600 000 regular numbers. Six distinct per draw make the counts slightly less variable than
    // a multinomial's (by 43/48), so this test is, if anything, conservative.
    const regular = draws.flatMap((draw) => draw.numbers);
    expect(regular).toHaveLength(6 * DRAWS);
    expect(chiSquare(tally(regular, 1, 49))).toBeLessThan(CRITICAL[48]);
  });
});
