/**
 * The payout rule exists once: the set-based SQL settlement (`betting/settlement.ts`) pays every
 * bet exactly what the shared `settleBet` computes, for random draws and bets of
 * every game and market, on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { bets, customers } from '#server/db/schema/index.ts';
import { transaction } from '#server/db/transaction.ts';
import { settleRoundBets } from '#server/betting/settlement.ts';
import { rulesOf, settleBet, type SettlableBet } from '#shared/games/index.ts';
import type { DrawResult } from '#shared/games/types.ts';
import { GAME_KEYS, type GameKey } from '#shared/vocabulary.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { draws } from '../support/draws.ts';
import { registerPlayer } from '../support/accounts.ts';

const t = setupTestRuntime();

const odds = fc.integer({ min: 10_000, max: 1_000_000 });

/** Bets on any key of a game, at any stake and odds (a face bet with its three odds by count). */
function betsOf(game: GameKey): fc.Arbitrary<SettlableBet[]> {
  const keys = rulesOf(game)
    .markets()
    .map((m) => m.key);
  const one = fc.record({
    key: fc.constantFrom(...keys),
    amount: fc.bigInt({ min: 1n, max: 10_000_000n }),
    odds,
    byCount: fc.tuple(odds, odds, odds),
  });
  return fc
    .array(one, { minLength: 1, maxLength: 12 })
    .map((list) =>
      list.map(({ key, amount, odds, byCount }) =>
        key.startsWith('face:') ? { key, amount, odds, oddsByCount: byCount } : { key, amount, odds },
      ),
    );
}

const game = fc.constantFrom(...GAME_KEYS);
const drawAndBets = game.chain((key) =>
  fc.record({ game: fc.constant(key), draw: draws[key], bets: betsOf(key) }),
);

let nextRound = 1_000_000;

async function aCustomer(): Promise<string> {
  const player = await registerPlayer(t);
  const [row] = await t.runtime.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, player.userId));
  if (!row) throw new Error('no customer row');
  return row.id;
}

/** Writes the bets pending on a fresh round, settles it with SQL, returns what each bet got. */
async function settleInSql(customerId: string, game: GameKey, draw: DrawResult, list: SettlableBet[]) {
  const db = t.runtime.database.db;
  const roundId = nextRound++;
  const rows = list.map((bet) => ({
    id: randomUUID(),
    slipId: randomUUID(),
    customerId,
    lotteryId: 1,
    roomId: 1,
    roundId,
    period: String(roundId),
    key: bet.key,
    amount: bet.amount,
    odds: bet.odds,
    oddsByCount: bet.oddsByCount ? [...bet.oddsByCount] : null,
  }));
  await db.insert(bets).values(rows);
  await transaction(db, (tx) => settleRoundBets(tx, { id: roundId }, rulesOf(game), draw, t.clock.now()));
  const settled = await db
    .select({ id: bets.id, status: bets.status, result: bets.result, payout: bets.payout })
    .from(bets)
    .where(
      inArray(
        bets.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(settled.map((s) => [s.id, s]));
  return rows.map((r) => byId.get(r.id));
}

describe('settlement in SQL', () => {
  it('pays every bet of every game what settleBet computes', async () => {
    const customerId = await aCustomer();
    await fc.assert(
      fc.asyncProperty(drawAndBets, async ({ game, draw, bets: list }) => {
        const settled = await settleInSql(customerId, game, draw, list);
        const expected = list.map((bet) => settleBet(bet, draw, rulesOf(game)));
        expect(settled.map((s) => ({ status: s?.status, result: s?.result, payout: s?.payout }))).toEqual(
          expected.map((e) => ({ status: 'settled', result: e.result, payout: e.payout })),
        );
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('refuses, as settleBet does, to pay a won face bet stored without its odds by count', async () => {
    const customerId = await aCustomer();
    const draw = { numbers: [4, 4, 1] };
    const bet = { key: 'face:4', amount: 100n, odds: 20_000 };
    expect(() => settleBet(bet, draw, rulesOf('fast3'))).toThrow(/no odds for 2 matching dice/);
    await expect(settleInSql(customerId, 'fast3', draw, [bet])).rejects.toThrow(
      /no odds for 2 matching dice/,
    );
    // A lost one needs no odds: both settle it LOSE for nothing.
    expect(settleBet({ ...bet, key: 'face:6' }, draw, rulesOf('fast3'))).toEqual({
      result: 'LOSE',
      payout: 0n,
    });
    const [lost] = await settleInSql(customerId, 'fast3', draw, [{ ...bet, key: 'face:6' }]);
    expect(lost).toMatchObject({ status: 'settled', result: 'LOSE', payout: 0n });
  });
});
