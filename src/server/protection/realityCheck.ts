/**
 * Reality checks: the interval a player chose, and the figures the check shows —
 * when this session signed in, the sign-in before it, and what was staked and won since.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import { customers, ledgerEntries, sessions } from '#server/db/schema/index.ts';
import type { Executor } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { RealityCheck } from '#shared/contract/limits.ts';
import { formatMoney } from '#shared/money.ts';
import { LOSS_REASONS } from '#shared/vocabulary.ts';

export async function realityCheckMinutesOf(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: customers.realityCheckMinutes })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.minutes ?? 0;
}

/** This session's sign-in and the player's sign-in before it. */
async function signIns(db: Executor, customerId: string, sessionId: string) {
  const [current] = await db
    .select({ at: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId)));
  if (!current) throw new AppError('UNAUTHORIZED');
  const [previous] = await db
    .select({ at: sessions.createdAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        eq(sessions.kind, 'player'),
        lt(sessions.createdAt, current.at),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return { signedInAt: current.at, previousSignInAt: previous?.at ?? null };
}

/** Stakes (less refunded ones) and the net result of betting since `since`. */
async function bettingSince(db: Executor, customerId: string, since: Date) {
  const [row] = await db
    .select({
      wagered: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.reason} in ('betting', 'bettingCancel')), 0)::text`,
      net: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        inArray(ledgerEntries.reason, [...LOSS_REASONS]),
        sql`${ledgerEntries.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  // A refund since sign-in of a stake placed before it is not wagered less than nothing.
  const wagered = BigInt(row?.wagered ?? '0');
  return { wagered: wagered > 0n ? wagered : 0n, net: BigInt(row?.net ?? '0') };
}

export function createRealityChecks(deps: { db: Executor; clock: Clock }) {
  async function get(customerId: string, sessionId: string): Promise<RealityCheck> {
    const [minutes, session] = await Promise.all([
      realityCheckMinutesOf(deps.db, customerId),
      signIns(deps.db, customerId, sessionId),
    ]);
    const betting = await bettingSince(deps.db, customerId, session.signedInAt);
    return {
      minutes,
      session: {
        signedInAt: session.signedInAt.toISOString(),
        previousSignInAt: session.previousSignInAt?.toISOString() ?? null,
        wagered: formatMoney(betting.wagered),
        net: formatMoney(betting.net),
      },
    };
  }
  return {
    get,
    set: async (customerId: string, sessionId: string, minutes: number): Promise<RealityCheck> => {
      await deps.db
        .update(customers)
        .set({ realityCheckMinutes: minutes, updatedAt: deps.clock.now() })
        .where(eq(customers.id, customerId));
      return get(customerId, sessionId);
    },
  };
}

export type RealityChecks = ReturnType<typeof createRealityChecks>;
