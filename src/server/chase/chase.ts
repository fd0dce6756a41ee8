/**
 * Chase plans: made from the bet slip, placed period by period by the scheduler
 * (`placement.ts`), stopped by the player, by staff, by a win or by their own loss limit. A plan
 * holds no money: each period is debited when it is placed, as a bet.
 */
import { localName } from '#shared/localNames.ts';
import type { Locale } from '#shared/vocabulary.ts';
import { randomUUID } from 'node:crypto';
import type { CustomerRow, StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { readPage } from '#server/db/paging.ts';
import { snapshot, transaction, type Executor } from '#server/db/transaction.ts';
import { chasePlans, customers } from '#server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { LotteryRow } from '#server/games/catalog.ts';
import { assertNotBlocked } from '#server/protection/blocks.ts';
import { lossLimitRefusal } from '#server/protection/limits.ts';
import { checkMinimum, checkOdds, checkSelection, refusalCode } from '#server/betting/placeBets.ts';
import { placeSlips } from '#server/betting/slips.ts';
import { toBet } from '#server/betting/view.ts';
import { selectCurrentRound } from '#server/rounds/queries.ts';
import { audit } from '#server/staff/audit.ts';
import { formatMoney } from '#shared/money.ts';
import { formatOdds } from '#shared/odds.ts';
import type { GameKey } from '#shared/vocabulary.ts';
import type { Page } from '#shared/contract/common.ts';
import {
  MAX_ACTIVE_CHASES,
  type ChaseDetail,
  type ChaseListQuery,
  type ChasePlan,
  type ChaseRequest,
} from '#shared/contract/chase.ts';
import type { ChaseItem } from '#server/db/schema/chase.ts';
import {
  activePlanCount,
  endPlans,
  firstRoundOf,
  ownPlan,
  periodsOf,
  planByRequestKey,
  planFilter,
  planRows,
  recordPeriods,
  type PlanProgressRow,
} from './queries.ts';
import { countWhere } from '#server/db/paging.ts';
import {
  notifyEnded,
  periodSlip,
  placeDuePeriods,
  stopPlansOfClosedLottery,
  afterRoundSettled,
  type ChaseDeps,
} from './placement.ts';

/** A plan as the API shows it. */
export function toPlan(row: PlanProgressRow, lottery: Pick<LotteryRow, 'name' | 'game'>): ChasePlan {
  return {
    id: row.id,
    lotteryId: row.lotteryId,
    lotteryName: lottery.name,
    game: lottery.game as GameKey,
    roomId: row.roomId,
    items: row.items.map((item) => ({
      key: item.key,
      amount: formatMoney(BigInt(item.amount)),
      odds: formatOdds(item.odds),
      ...(item.oddsByCount ? { oddsByCount: item.oddsByCount.map(formatOdds) } : {}),
    })),
    stake: formatMoney(row.stake),
    periods: row.periods,
    placed: row.placed,
    stopOnWin: row.stopOnWin,
    lossLimit: formatMoney(row.lossLimit),
    staked: formatMoney(row.staked),
    returned: formatMoney(row.returned),
    net: formatMoney(row.returned - row.staked),
    state: row.state,
    stopReason: row.stopReason,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** The checks a plan passes before it is stored: those of a bet, and the plan's own. */
async function checkPlan(deps: ChaseDeps, request: ChaseRequest) {
  if (request.items.length === 0) throw new AppError('BET_CANNOT_BE_EMPTY');
  const lottery = await deps.catalog.lottery(request.lotteryId);
  if (!lottery.enabled) throw new AppError('BETTING_CLOSED');
  const room = await deps.catalog.room(lottery.id, request.roomId);
  const stake = checkSelection(lottery, request);
  checkMinimum(request, room);
  const odds = await deps.catalog.odds(lottery, room.id);
  checkOdds(request, odds);
  if (stake > room.betLimit) throw new AppError('BET_AMOUNT_EXCEEDS_LIMIT');
  if (request.lossLimit < stake)
    throw new AppError('CHASE_LOSS_LIMIT_BELOW_STAKE', {
      amounts: { min: stake },
      fields: { lossLimit: 'TOO_SMALL' },
    });
  const items: ChaseItem[] = request.items.map((item) => {
    const current = odds.byKey.get(item.key);
    return {
      key: item.key,
      amount: item.amount.toString(),
      odds: current?.odds ?? 0,
      oddsByCount: current?.oddsByCount ?? null,
    };
  });
  return { lottery, room, stake, items };
}

/** Makes a plan; with `startNow`, its first period is placed on the open round at once. */
export async function createPlan(
  deps: ChaseDeps,
  customer: CustomerRow,
  request: ChaseRequest,
  requestKey?: string,
): Promise<ChaseDetail> {
  const { lottery, room, stake, items } = await checkPlan(deps, request);
  const { timeZone } = await deps.site.get();
  const at = deps.clock.now();
  const id = randomUUID();
  const made = await transaction(deps.db, async (tx) => {
    // The player's row lock: their count of running plans and their blocks hold until commit.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
    if (requestKey) {
      const earlier = await planByRequestKey(tx, customer.id, requestKey);
      if (earlier) return { id: earlier };
    }
    await assertNotBlocked(tx, customer.id, at);
    if ((await activePlanCount(tx, customer.id)) >= MAX_ACTIVE_CHASES)
      throw new AppError('TOO_MANY_ACTIVE_CHASES');
    const open = request.startNow ? await selectCurrentRound(tx, lottery.id) : undefined;
    if (request.startNow && (open?.state !== 'open' || open.closesAt <= at))
      throw new AppError('BETTING_CLOSED');
    const firstRoundId = open ? open.id : await firstRoundOf(tx, lottery.id);
    const [plan] = await tx
      .insert(chasePlans)
      .values({
        id,
        customerId: customer.id,
        lotteryId: lottery.id,
        roomId: room.id,
        items,
        stake,
        periods: request.periods,
        stopOnWin: request.stopOnWin,
        lossLimit: request.lossLimit,
        firstRoundId,
        requestKey: requestKey ?? null,
        createdAt: at,
      })
      .returning();
    if (!plan || !open) return { id };
    const due = { ...plan, returned: 0n, won: false };
    const slip = periodSlip(due, room, open, at, timeZone);
    const [outcome] = await placeSlips(tx, [slip]);
    if (outcome?.outcome === 'overLossLimit') return { refusedOverLoss: true as const };
    if (outcome?.outcome !== 'placed') {
      if (!outcome || outcome.outcome === 'replayed' || outcome.outcome === 'noCustomer')
        throw new AppError('BETTING_CLOSED');
      throw new AppError(refusalCode(outcome));
    }
    await recordPeriods(
      tx,
      [{ plan: due, slipId: slip.slipId ?? '', roundId: open.id, period: open.period }],
      at,
    );
    if (plan.periods === 1) await notifyEnded(tx, [{ ...plan, placed: 1, state: 'completed' }], lottery, at);
    return { id };
  });
  if ('refusedOverLoss' in made) throw await lossLimitRefusal(deps, customer.id, stake, at);
  return planDetail(deps, customer.id, made.id);
}

/** A page of the player's plans, newest first. */
export async function listPlans(
  deps: ChaseDeps,
  customerId: string,
  query: ChaseListQuery,
): Promise<Page<ChasePlan>> {
  const where = planFilter(customerId, query);
  const page = await readPage(
    query,
    {
      rows: (window) => planRows(deps.db, where, window),
      count: () => countWhere(deps.db, chasePlans, where),
    },
    (row) => row,
  );
  return { ...page, list: await Promise.all(page.list.map((row) => viewOf(deps, row))) };
}

async function viewOf(deps: ChaseDeps, row: PlanProgressRow): Promise<ChasePlan> {
  return toPlan(row, await deps.catalog.lottery(row.lotteryId));
}

/** One of the player's plans with each period's bets; another player's is 404. */
export async function planDetail(deps: ChaseDeps, customerId: string, id: string): Promise<ChaseDetail> {
  // One snapshot: a period placed meanwhile is in both the count and the list, or in neither.
  const { row, periods, betRows } = await snapshot(deps.db, async (tx) => {
    const plan = await ownPlan(tx, customerId, id);
    return { row: plan, ...(plan ? await periodsOf(tx, id) : { periods: [], betRows: [] }) };
  });
  if (!row) throw new AppError('NOT_FOUND');
  const lottery = await deps.catalog.lottery(row.lotteryId);
  return {
    ...toPlan(row, lottery),
    periodList: periods.map((p) => {
      const own = betRows.filter((b) => b.slipId === p.slipId);
      return {
        number: p.number,
        period: p.period,
        stake: formatMoney(p.stake),
        payout: formatMoney(own.reduce((sum, b) => sum + (b.status === 'pending' ? 0n : b.payout), 0n)),
        bets: own.map((b) => toBet(b, lottery.game as GameKey)),
      };
    }),
  };
}

/** Stops a running plan; periods already placed stay ordinary bets. A plan that ended is left as it is. */
async function stopPlan(
  deps: ChaseDeps,
  executor: Executor,
  plan: { id: string; lottery: LotteryRow },
  by: 'player' | 'staff',
): Promise<boolean> {
  const at = deps.clock.now();
  const ended = await endPlans(executor, [plan.id], { state: 'stopped', stopReason: by, at });
  if (by === 'staff') await notifyEnded(executor, ended, plan.lottery, at);
  return ended.length > 0;
}

/** One of a customer's plans with its lottery's name (read before any transaction), or 404. */
async function planOf(deps: ChaseDeps, customerId: string, id: string) {
  const row = await ownPlan(deps.db, customerId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { id: row.id, lottery: await deps.catalog.lottery(row.lotteryId) };
}

/** How often a disabled lottery's running plans are looked for. */
const CLOSED_LOOK_MS = 10_000;

/** Chase plans with their dependencies bound. */
export function createChases(deps: ChaseDeps) {
  const closedLooks = new Map<number, number>();
  /** A plan with its lottery named in the player's language (staff read the English name). */
  const named = async <P extends ChasePlan>(plan: P, locale: Locale): Promise<P> => ({
    ...plan,
    lotteryName: localName(await deps.catalog.lottery(plan.lotteryId), locale),
  });
  return {
    create: async (
      customer: CustomerRow,
      request: ChaseRequest,
      requestKey?: string,
      locale: Locale = 'en',
    ) => named(await createPlan(deps, customer, request, requestKey), locale),
    async list(customerId: string, query: ChaseListQuery, locale: Locale = 'en') {
      const page = await listPlans(deps, customerId, query);
      return { ...page, list: await Promise.all(page.list.map((plan) => named(plan, locale))) };
    },
    detail: async (customerId: string, id: string, locale: Locale = 'en') =>
      named(await planDetail(deps, customerId, id), locale),
    async stop(customerId: string, id: string, locale: Locale = 'en'): Promise<ChaseDetail> {
      await stopPlan(deps, deps.db, await planOf(deps, customerId, id), 'player');
      return named(await planDetail(deps, customerId, id), locale);
    },
    /** Staff stop a customer's plan; the stop is audited and the player told. */
    async stopAsStaff(
      actor: StaffActor,
      customerId: string,
      userId: string,
      id: string,
    ): Promise<ChaseDetail> {
      const plan = await planOf(deps, customerId, id);
      await transaction(deps.db, async (tx) => {
        const stopped = await stopPlan(deps, tx, plan, 'staff');
        if (stopped)
          await audit(tx, actor, {
            action: 'chase.stop',
            targetType: 'customer',
            targetId: userId,
            after: { planId: id },
          });
      });
      return planDetail(deps, customerId, id);
    },
    /** The scheduler's hooks: a round opened, a round settled. */
    placeDue: (lottery: LotteryRow, round: { id: number; period: string }) =>
      placeDuePeriods(deps, lottery, round),
    afterSettle: (lottery: LotteryRow, roundId: number) => afterRoundSettled(deps, lottery, roundId),
    /**
     * A disabled lottery's plans stop; its ticks (every 250 ms) look at most every 10 s, since
     * the look is idempotent and a plan there has no round to bet on meanwhile.
     */
    lotteryClosed: (lottery: LotteryRow) => {
      const now = Date.now();
      if ((closedLooks.get(lottery.id) ?? 0) > now) return Promise.resolve(0);
      closedLooks.set(lottery.id, now + CLOSED_LOOK_MS);
      return stopPlansOfClosedLottery(deps, lottery);
    },
  };
}

export type Chases = ReturnType<typeof createChases>;
