/** The SQL the round lifecycle and the staff round screens read with. */
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { bets, customers, lotteries, rounds } from '#server/db/schema/index.ts';
import { countWhere, readPage } from '#server/db/paging.ts';
import { UNSETTLED_ROUND_STATES } from '#shared/vocabulary.ts';
import { formatMoney } from '#shared/money.ts';
import type { Page } from '#shared/contract/common.ts';
import type { RoundListItem, RoundListQuery } from '#shared/contract/gamesAdmin.ts';
import { toRound, type RoundRow } from './view.ts';

/** The round drawn last (or to be drawn last) of a lottery. */
export async function selectLatestRound(db: Db, lotteryId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(eq(rounds.lotteryId, lotteryId))
    .orderBy(desc(rounds.drawAt))
    .limit(1);
  return row;
}

/** How many rounds a lottery has in the period day `day` (YYYYMMDD): the next period's number. */
export async function countRoundsOfDay(executor: Executor, lotteryId: number, day: string): Promise<number> {
  const [count] = await executor
    .select({ n: sql<string>`count(*)::text` })
    .from(rounds)
    .where(and(eq(rounds.lotteryId, lotteryId), sql`${rounds.period} like ${`${day}%`}`));
  return Number(count?.n ?? 0);
}

/** A lottery's rounds not settled yet that have opened by `now`, the earliest draw first. */
export function selectDueRounds(db: Db, lotteryId: number, now: Date): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.lotteryId, lotteryId),
        inArray(rounds.state, UNSETTLED_ROUND_STATES),
        lte(rounds.opensAt, now),
      ),
    )
    .orderBy(asc(rounds.drawAt));
}

/**
 * The earliest moment after which a round of any lottery has a change due: a pending round's
 * opening, an open round's close, a closed round's draw; `undefined` when no round waits for one.
 * A drawn round's settlement is not a moment: the tick that draws it settles it.
 */
export async function selectNextMoment(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({
      // Milliseconds since the epoch, as text: both drivers read it the same way.
      ms: sql<string | null>`(extract(epoch from min(case ${rounds.state}
        when 'pending' then ${rounds.opensAt}
        when 'open' then ${rounds.closesAt}
        when 'closed' then ${rounds.drawAt}
      end)) * 1000)::text`,
    })
    .from(rounds)
    .where(inArray(rounds.state, ['pending', 'open', 'closed']));
  return row?.ms ? new Date(Math.round(Number(row.ms))) : undefined;
}

/**
 * The rounds of every lottery with a moment due by `now` (a pending round that may open, an open
 * round past `closesAt`, a closed one past `drawAt`), the earliest draw first.
 */
export function selectMomentRounds(db: Db, now: Date): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(
      or(
        and(eq(rounds.state, 'pending'), lte(rounds.opensAt, now)),
        and(eq(rounds.state, 'open'), lte(rounds.closesAt, now)),
        and(eq(rounds.state, 'closed'), lte(rounds.drawAt, now)),
      ),
    )
    .orderBy(asc(rounds.drawAt));
}

/** Whether a lottery has an open round other than `roundId`. */
export async function hasOtherOpenRound(db: Db, lotteryId: number, roundId: number): Promise<boolean> {
  const [stillOpen] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.lotteryId, lotteryId), eq(rounds.state, 'open'), sql`${rounds.id} <> ${roundId}`));
  return stillOpen !== undefined;
}

/** The round players bet on now: the open one, else the next to open. */
export async function selectCurrentRound(db: Executor, lotteryId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(
      and(eq(rounds.lotteryId, lotteryId), inArray(rounds.state, ['open', 'pending', 'closed', 'drawing'])),
    )
    .orderBy(
      sql`case ${rounds.state} when 'open' then 0 when 'closed' then 1 when 'drawing' then 2 else 3 end`,
      asc(rounds.drawAt),
    )
    .limit(1);
  return row;
}

/** A page of rounds, newest first, with the count of their bets and their live stakes. */
export function selectRoundPage(db: Db, query: RoundListQuery): Promise<Page<RoundListItem>> {
  const where = and(
    query.lotteryId ? eq(rounds.lotteryId, query.lotteryId) : undefined,
    query.state ? eq(rounds.state, query.state) : undefined,
  );
  return readPage(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            round: rounds,
            // Qualified by hand: drizzle writes a lone `"id"` here, which the subquery reads as bets.id.
            betCount: sql<string>`(select count(*) from bets b where b.round_id = "rounds"."id")::text`,
            turnover: sql<string>`(select coalesce(sum(b.amount), 0) from bets b where b.round_id = "rounds"."id" and b.status in ('pending', 'settled'))::text`,
          })
          .from(rounds)
          .where(where)
          .orderBy(desc(rounds.drawAt))
          .limit(limit)
          .offset(offset),
      count: () => countWhere(db, rounds, where),
    },
    (r) => ({
      ...toRound(r.round),
      lotteryId: r.round.lotteryId,
      voidReason: r.round.voidReason,
      bets: Number(r.betCount),
      turnover: formatMoney(BigInt(r.turnover)),
    }),
  );
}

/** A round with its lottery. */
export async function selectRoundWithLottery(db: Db, roundId: number) {
  const [row] = await db
    .select({ round: rounds, lottery: lotteries })
    .from(rounds)
    .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
    .where(eq(rounds.id, roundId));
  return row;
}

/** The first `limit` bets of a round, oldest first, with the player's user id. */
export function selectRoundBets(db: Db, roundId: number, limit: number) {
  return db
    .select({ bet: bets, userId: customers.userId })
    .from(bets)
    .innerJoin(customers, eq(customers.id, bets.customerId))
    .where(eq(bets.roundId, roundId))
    .orderBy(asc(bets.createdAt))
    .limit(limit);
}
