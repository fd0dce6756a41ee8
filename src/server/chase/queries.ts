/**
 * The SQL of chase plans: plans with their progress, the periods due in a round,
 * what each period paid, and the plans a settled round won.
 */
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { ChaseState } from '#shared/vocabulary.ts';
import { bets, chasePeriods, chasePlans, rounds } from '#server/db/schema/index.ts';
import { selectRows } from '#server/db/rows.ts';
import type { Executor } from '#server/db/transaction.ts';
import { rowCount, type PageWindow } from '#server/db/paging.ts';

export type PlanRow = typeof chasePlans.$inferSelect;
/** A plan with what its settled periods returned (cents) and whether one of them won. */
export type PlanProgressRow = PlanRow & { returned: bigint };

/** What a plan's settled bets paid back: a pending bet has paid nothing yet. */
const returnedOf = sql<string>`coalesce((
    select sum(b.payout) from ${chasePeriods} cp join ${bets} b on b.slip_id = cp.slip_id
    where cp.plan_id = "chase_plans"."id" and b.status <> 'pending'), 0)::text`;

function withReturned(row: PlanRow & { returned: string }): PlanProgressRow {
  return { ...row, returned: BigInt(row.returned) };
}

/** A filter of a player's plans. */
export function planFilter(
  customerId: string,
  filter: { state?: ChaseState; lotteryId?: number },
): SQL | undefined {
  return and(
    eq(chasePlans.customerId, customerId),
    filter.state ? eq(chasePlans.state, filter.state) : undefined,
    filter.lotteryId ? eq(chasePlans.lotteryId, filter.lotteryId) : undefined,
  );
}

/** A page of plans, newest first, with their returns. */
export async function planRows(db: Executor, where: SQL | undefined, window: PageWindow) {
  const rows = await db
    .select({ plan: chasePlans, returned: returnedOf })
    .from(chasePlans)
    .where(where)
    .orderBy(desc(chasePlans.createdAt), desc(chasePlans.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => withReturned({ ...r.plan, returned: r.returned }));
}

/** One plan of a player (another player's: none), with its returns. */
export async function ownPlan(db: Executor, customerId: string, id: string) {
  const [row] = await db
    .select({ plan: chasePlans, returned: returnedOf })
    .from(chasePlans)
    .where(and(eq(chasePlans.id, id), eq(chasePlans.customerId, customerId)));
  return row ? withReturned({ ...row.plan, returned: row.returned }) : undefined;
}

/** The plan a request key made before, if any. */
export async function planByRequestKey(db: Executor, customerId: string, key: string) {
  const [row] = await db
    .select({ id: chasePlans.id })
    .from(chasePlans)
    .where(and(eq(chasePlans.customerId, customerId), eq(chasePlans.requestKey, key)));
  return row?.id;
}

/** How many plans of a player are running. */
export async function activePlanCount(db: Executor, customerId: string): Promise<number> {
  return rowCount(db, chasePlans, and(eq(chasePlans.customerId, customerId), eq(chasePlans.state, 'active')));
}

/** A plan's periods, newest first, and the bets of each. */
export async function periodsOf(db: Executor, planId: string) {
  const periods = await db
    .select()
    .from(chasePeriods)
    .where(eq(chasePeriods.planId, planId))
    .orderBy(desc(chasePeriods.number));
  const slipIds = periods.map((p) => p.slipId);
  const betRows = slipIds.length
    ? await db.select().from(bets).where(inArray(bets.slipId, slipIds)).orderBy(bets.key)
    : [];
  return { periods, betRows };
}

/**
 * The first round of a lottery a plan may bet on: the open one when it starts now, else the
 * first round still to open (rounds are made ahead, so there is one), else any later round.
 */
export async function firstRoundOf(db: Executor, lotteryId: number): Promise<number> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select coalesce(
          (select min(id) from ${rounds} where lottery_id = ${lotteryId} and state = 'pending'),
          (select coalesce(max(id), 0) + 1 from ${rounds})
        )::text as id`,
  );
  return Number(row?.id ?? 0);
}

/** A plan's state change, only while it runs; the rows it ended. */
export function endPlans(
  db: Executor,
  ids: string[],
  end: { state: 'completed' | 'stopped'; stopReason: PlanRow['stopReason']; at: Date },
) {
  if (ids.length === 0) return Promise.resolve([] as PlanRow[]);
  return db
    .update(chasePlans)
    .set({ state: end.state, stopReason: end.stopReason, endedAt: end.at })
    .where(and(inArray(chasePlans.id, ids), eq(chasePlans.state, 'active')))
    .returning();
}

/**
 * A running plan of a lottery with no period yet in `roundId`, the plan being `p`. A stop-on-win
 * plan whose last period is not settled yet is not due: it waits for that result (the round
 * before is drawn while this one is still open), and is placed after the settlement.
 */
const dueIn = (lotteryId: number, roundId: number) =>
  sql`p.lottery_id = ${lotteryId} and p.state = 'active' and p.first_round_id <= ${roundId}
      and not exists (select 1 from ${chasePeriods} cp where cp.plan_id = p.id and cp.round_id = ${roundId})
      and not (p.stop_on_win and exists (
        select 1 from ${chasePeriods} cp join ${bets} b on b.slip_id = cp.slip_id
        where cp.plan_id = p.id and b.status = 'pending'))`;

/**
 * The running plans of a lottery due a period in `roundId` (none placed there yet), the lowest
 * ids first, locked: a stop waits for the placement, and a second placer for the first. Each
 * comes with what its settled periods returned and whether one of them won (paid more than its
 * stake). Locked first, then read again: a plan another placer was holding is judged on what
 * that placer committed (its period there), not on the lock's older snapshot.
 */
export async function lockDuePlans(db: Executor, lotteryId: number, roundId: number, limit: number) {
  const locked = await selectRows<{ id: string }>(
    db,
    sql`select p.id from ${chasePlans} p where ${dueIn(lotteryId, roundId)} order by p.id limit ${limit} for update of p`,
  );
  if (locked.length === 0) return { locked: 0, plans: [] };
  const rows = await selectRows<PlanRow & { returned: string; won: boolean }>(
    db,
    sql`select p.id, p.customer_id as "customerId", p.lottery_id as "lotteryId", p.room_id as "roomId",
          p.items, p.stake::text as stake, p.periods, p.stop_on_win as "stopOnWin",
          p.loss_limit::text as "lossLimit", p.first_round_id as "firstRoundId", p.placed,
          p.staked::text as staked, p.state,
          coalesce(t.returned, 0)::text as returned, coalesce(t.won, false) as won
        from ${chasePlans} p
        left join lateral (
          select sum(s.paid) as returned, bool_or(s.settled and s.paid > s.stake) as won
          from (
            select cp.stake, sum(b.payout) filter (where b.status <> 'pending') as paid,
                   bool_and(b.status <> 'pending') as settled
            from ${chasePeriods} cp join ${bets} b on b.slip_id = cp.slip_id
            where cp.plan_id = p.id group by cp.slip_id, cp.stake
          ) s
        ) t on true
        where p.id in (${sql.join(
          locked.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )}) and ${dueIn(lotteryId, roundId)}
        order by p.id`,
  );
  const plans = rows.map((r) => ({
    ...r,
    stake: BigInt(r.stake),
    lossLimit: BigInt(r.lossLimit),
    staked: BigInt(r.staked),
    firstRoundId: Number(r.firstRoundId),
    returned: BigInt(r.returned),
  }));
  // How many were locked, and those still due once read again (a plan another placer placed
  // while this one waited for its lock is not).
  return { locked: locked.length, plans };
}
export type DuePlan = Awaited<ReturnType<typeof lockDuePlans>>['plans'][number];

/**
 * Records placed periods and moves their plans on (one more placed, its stake staked, completed
 * at the last). A period already recorded (a replay) moves nothing.
 */
export async function recordPeriods(
  db: Executor,
  placed: { plan: DuePlan; slipId: string; roundId: number; period: string }[],
  at: Date,
): Promise<Set<string>> {
  if (placed.length === 0) return new Set();
  const inserted = await db
    .insert(chasePeriods)
    .values(
      placed.map((p) => ({
        planId: p.plan.id,
        roundId: p.roundId,
        number: p.plan.placed + 1,
        period: p.period,
        slipId: p.slipId,
        stake: p.plan.stake,
        createdAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ planId: chasePeriods.planId });
  if (inserted.length === 0) return new Set();
  await selectRows(
    db,
    sql`update ${chasePlans} p set placed = p.placed + 1, staked = p.staked + p.stake,
          state = case when p.placed + 1 >= p.periods then 'completed' else p.state end,
          ended_at = case when p.placed + 1 >= p.periods then ${at.toISOString()}::timestamptz else p.ended_at end
        where p.id in (${sql.join(
          inserted.map((row) => sql`${row.planId}::uuid`),
          sql`, `,
        )})`,
  );
  return new Set(inserted.map((row) => row.planId));
}

/**
 * The running stop-on-win plans a settled round's period won (it paid more than its stake),
 * locked in id order.
 */
export async function lockPlansWonIn(db: Executor, roundId: number) {
  return selectRows<{ id: string; customerId: string; lotteryId: number; placed: number; periods: number }>(
    db,
    sql`select p.id, p.customer_id as "customerId", p.lottery_id as "lotteryId", p.placed, p.periods
        from ${chasePlans} p join ${chasePeriods} cp on cp.plan_id = p.id
        where cp.round_id = ${roundId} and p.state = 'active' and p.stop_on_win
          and (select sum(b.payout) from ${bets} b where b.slip_id = cp.slip_id and b.status <> 'pending') > cp.stake
        order by p.id
        for update of p`,
  );
}

/** Marks a round's chase periods as placed (the scheduler need not look again). */
export async function markChasesPlaced(db: Executor, roundId: number, at: Date): Promise<void> {
  await db.update(rounds).set({ chasesPlacedAt: at }).where(eq(rounds.id, roundId));
}

/** The running plans of a lottery (read through the partial index of running plans). */
export async function runningPlanIds(db: Executor, lotteryId: number): Promise<string[]> {
  const rows = await db
    .select({ id: chasePlans.id })
    .from(chasePlans)
    .where(and(eq(chasePlans.lotteryId, lotteryId), eq(chasePlans.state, 'active')));
  return rows.map((r) => r.id);
}

/** The lottery's round taking bets at `at`, if any. */
export async function openRoundOf(
  db: Executor,
  lotteryId: number,
  at: Date,
): Promise<{ id: number; period: string } | undefined> {
  const [row] = await db
    .select({ id: rounds.id, period: rounds.period })
    .from(rounds)
    .where(and(eq(rounds.lotteryId, lotteryId), eq(rounds.state, 'open'), gt(rounds.closesAt, at)))
    .limit(1);
  return row;
}
