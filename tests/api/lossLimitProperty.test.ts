/**
 * The loss limit has two sides that must say the same: the TypeScript rule (`limitRules.ts`:
 * the limit in force, what is left of it over the ledger's loss reasons, which limit a stake
 * would pass) and the SQL of `place_bet_slips`, which refuses the slip under the player's lock.
 * For random limits (the player's, staff's, pending increases, deposit limits beside them), random
 * ledger histories around the periods' starts and a new slip (often exactly what is left, or a
 * cent more), the function refuses the slip exactly when the rule says a limit would be passed,
 * and the refusal answers `LOSS_LIMIT_EXCEEDED` with what the rule says remains.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { protectionLimits, customers, ledgerEntries } from '#server/db/schema/index.ts';
import { placeSlip, type Slip } from '#server/betting/slips.ts';
import { statusesForbidding } from '#server/customers/accountState.ts';
import { lossLimitRefusal } from '#server/protection/limits.ts';
import { limitRowsOf, usageSince } from '#server/protection/limitQueries.ts';
import { firstPassed, inForce, periodStarts, stateOf } from '#server/protection/limitRules.ts';
import { parseMoney } from '#shared/money.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  TRANSACTION_REASONS,
  type LimitKind,
  type LimitPeriod,
} from '#shared/vocabulary.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

const amount = fc.option(fc.bigInt({ min: 1n, max: 15_000n }), { nil: null });

/** One limit row: any mix of the player's and staff's amounts, maybe a pending increase. */
const limitRow = fc.record({
  kind: fc.constantFrom(...LIMIT_KINDS),
  period: fc.constantFrom(...LIMIT_PERIODS),
  playerAmount: amount,
  operatorAmount: amount,
  pendingAmount: amount,
  pendingSet: fc.boolean(),
});

/** Where in time an entry lies: on a period's start (a millisecond either side), or anywhere. */
const when = fc.oneof(
  fc.record({ start: fc.constantFrom(...LIMIT_PERIODS), ms: fc.integer({ min: -1, max: 1 }) }),
  fc.record({ fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

/** A ledger entry of the player: any reason (only the loss reasons may count), either sign. */
const entry = fc.record({
  reason: fc.constantFrom(...TRANSACTION_REASONS),
  amount: fc.integer({ min: -6_000, max: 6_000 }).filter((n) => n !== 0),
  when,
});

const scenario = fc.record({
  limits: fc.uniqueArray(limitRow, { maxLength: 6, selector: (row) => `${row.kind}:${row.period}` }),
  history: fc.array(entry, { maxLength: 12 }),
  // The slip: what is left of the tightest loss limit, a cent more, or any stake.
  stake: fc.oneof(
    fc.constantFrom('left' as const, 'overByOne' as const),
    fc.bigInt({ min: 1n, max: 10_000n }),
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

let serial = 0;

/** A player of their own for each run (the ledger keeps every entry for ever), rich enough for any slip. */
async function newPlayer(): Promise<string> {
  serial += 1;
  const [row] = await t.runtime.database.db
    .insert(customers)
    .values({
      userId: String(100_000 + serial),
      username: `loss${serial}`,
      passwordHash: 'not used',
      realName: 'Loss Limit',
      invitationCode: 'none',
      balance: 100_000_000n,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer row');
  return row.id;
}

async function writeScenario(customerId: string, s: Scenario, now: Date, starts: Record<LimitPeriod, Date>) {
  const db = t.runtime.database.db;
  if (s.limits.length > 0) {
    await db.insert(protectionLimits).values(
      s.limits.map((row) => ({
        customerId,
        ...row,
        requestedAt: row.pendingSet ? now : null,
      })),
    );
  }
  // From three days before the earliest start up to now: nothing is written after the slip.
  const from = Math.min(...LIMIT_PERIODS.map((p) => starts[p].getTime())) - 3 * 24 * 60 * 60 * 1000;
  const instant = (w: Scenario['history'][number]['when']) =>
    'start' in w
      ? Math.min(starts[w.start].getTime() + w.ms, now.getTime())
      : from + Math.floor(w.fraction * (now.getTime() - from));
  if (s.history.length > 0) {
    await db.insert(ledgerEntries).values(
      s.history.map((e) => ({
        movementId: randomUUID(),
        customerId,
        reason: e.reason,
        amount: BigInt(e.amount),
        balanceAfter: 0n,
        refType: 'lossLimitProperty',
        refId: randomUUID(),
        createdAt: new Date(instant(e.when)),
      })),
    );
  }
}

/** The stake the scenario asks for, read off the TypeScript rule where it names one. */
function stakeOf(s: Scenario, left: bigint | null): bigint {
  if (typeof s.stake === 'bigint') return s.stake;
  if (left === null || left < 1n) return 1n;
  return s.stake === 'left' ? left : left + 1n;
}

describe('the loss limit, in TypeScript and in place_bet_slips', () => {
  it('refuses a slip exactly when the rule says a limit would be passed', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotto = (await startGames(t)).find((l) => l.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const round = await currentRound(t, lotto.id);
    const { timeZone } = await t.runtime.site.get();
    const now = t.clock.now();
    const starts = periodStarts(now, timeZone);
    const deps = { db: t.runtime.database.db, clock: t.clock, site: t.runtime.site };

    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const customerId = await newPlayer();
        await writeScenario(customerId, s, now, starts);

        // The TypeScript side: the rows and the usage the app reads, judged by limitRules.
        const rows = await limitRowsOf(deps.db, customerId);
        const usage = await usageSince(deps.db, customerId, starts);
        const kind: LimitKind = 'loss';
        const lefts = LIMIT_PERIODS.flatMap((period) => {
          const limit = inForce(stateOf(rows, kind, period));
          return limit === null ? [] : [limit - usage.loss[period]];
        });
        const left = lefts.length > 0 ? lefts.reduce((a, b) => (b < a ? b : a)) : null;
        const total = stakeOf(s, left);
        const passed = firstPassed(rows, usage, kind, total);

        // The SQL side: the slip as the bet route sends it.
        const slip: Slip = {
          customerId,
          lotteryId: lotto.id,
          roomId: 1,
          period: round.period,
          items: [{ id: randomUUID(), key: 'pos1:BIG', amount: total, odds: 19600, oddsByCount: null }],
          total,
          betLimit: 1_000_000_000n,
          balanceRequirement: 0n,
          refuseStatuses: statusesForbidding('bet'),
          slipKey: null,
          at: now,
          lossSince: starts,
        };
        const outcome = await placeSlip(deps.db, slip);
        expect(outcome.outcome).toBe(passed ? 'overLossLimit' : 'placed');

        if (passed) {
          const error = await lossLimitRefusal(deps, customerId, total, now);
          expect(error.code).toBe('LOSS_LIMIT_EXCEEDED');
          expect(error.fields?.period).toBe(passed.period);
          expect(parseMoney(error.fields?.remaining ?? '')).toBe(passed.remaining);
          expect(passed.remaining < total).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
