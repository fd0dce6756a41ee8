/**
 * The SQL of betting beyond the slips (`slips.ts`) and settlement (`settlement.ts`): reading a
 * player's bets, the rows a cancellation changes, the search with its totals.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Executor, Tx } from '#server/db/transaction.ts';
import { bets, lotteries, roundStakes, rounds } from '#server/db/schema/index.ts';
import type { BetSearchQuery } from '#shared/contract/betting.ts';

export type BetRow = typeof bets.$inferSelect;

/** The bets an earlier request with this Idempotency-Key placed. */
export function betsOfSlipKey(db: Executor, customerId: string, slipKey: string) {
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.customerId, customerId), eq(bets.slipKey, slipKey)));
}

/** One of the player's own bets with its round and game, locked for a change. */
export async function lockOwnBet(tx: Tx, customerId: string, betUid: string) {
  const [row] = await tx
    .select({ bet: bets, round: rounds, game: lotteries.game })
    .from(bets)
    .innerJoin(rounds, eq(rounds.id, bets.roundId))
    .innerJoin(lotteries, eq(lotteries.id, bets.lotteryId))
    .where(and(eq(bets.id, betUid), eq(bets.customerId, customerId)))
    .for('update', { of: bets });
  return row;
}

/** Marks a pending bet cancelled with its stake as the payout; `undefined` if it was not pending. */
export async function markCancelled(tx: Tx, bet: BetRow, at: Date): Promise<BetRow | undefined> {
  const [row] = await tx
    .update(bets)
    .set({ status: 'cancelled', result: 'CANCEL', payout: bet.amount, settledAt: at })
    .where(and(eq(bets.id, bet.id), eq(bets.status, 'pending')))
    .returning();
  return row;
}

/** Takes a cancelled bet's stake out of the player's total on its round and room. */
export async function releaseStake(tx: Tx, bet: BetRow): Promise<void> {
  await tx
    .update(roundStakes)
    .set({ staked: sql`${roundStakes.staked} - ${bet.amount}` })
    .where(
      and(
        eq(roundStakes.roundId, bet.roundId),
        eq(roundStakes.customerId, bet.customerId),
        eq(roundStakes.roomId, bet.roomId),
      ),
    );
}

/** The filter of a bet search: the player's bets created in [start, end), by lottery and round. */
export function searchFilter(customerId: string, query: BetSearchQuery): SQL | undefined {
  return and(
    eq(bets.customerId, customerId),
    gte(bets.createdAt, query.start),
    lt(bets.createdAt, query.end),
    query.lotteryId ? eq(bets.lotteryId, query.lotteryId) : undefined,
    query.period ? eq(bets.period, query.period) : undefined,
  );
}

/** A window of the search's bets, newest first, each with its game. */
export function searchRows(db: Db, where: SQL | undefined, window: { limit: number; offset: number }) {
  return db
    .select({ bet: bets, game: lotteries.game })
    .from(bets)
    .innerJoin(lotteries, eq(lotteries.id, bets.lotteryId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The count and money totals (in cents, as text) of the whole filter, in one row. */
export function searchTotals(db: Db, where: SQL | undefined) {
  return db
    .select({
      n: sql<string>`count(*)::text`,
      staked: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.status} in ('pending', 'settled')), 0)::text`,
      winnings: sql<string>`coalesce(sum(${bets.payout}) filter (where ${bets.result} = 'WIN'), 0)::text`,
      losses: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.result} = 'LOSE'), 0)::text`,
      wonStakes: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.result} = 'WIN'), 0)::text`,
    })
    .from(bets)
    .where(where);
}

export type SearchTotalsRow = Awaited<ReturnType<typeof searchTotals>>[number];
