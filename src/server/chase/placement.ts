/**
 * Placing chase periods. When a round opens, the scheduler places the period of every
 * running plan of its lottery due there, a chunk of plans per transaction: the plans are locked,
 * each is checked against its own rules (stop-on-win, its loss limit, the room's minimum and
 * the odds the player confirmed), and the slips of the rest go to `place_bet_slips` together —
 * the same placement as a player's own bet (room rules, bet limit, balance, loss limits, blocks,
 * the account's state). Each placed slip is recorded as the plan's period in the same
 * transaction; a slip refused stops its plan with the bet's error code.
 *
 * Exactly once: a period is keyed by plan and round, each slip carries the key
 * `chase:{plan}:{round}` (`place_bet_slips` answers `replayed` to a second try), and the plans
 * are locked while their periods are placed, so a second scheduler (after a takeover) waits and
 * then finds nothing due.
 */
import { nameParams, type LocalNames } from '#shared/localNames.ts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, turnOfEventLoop, type Executor } from '#server/db/transaction.ts';
import type { Catalog, EffectiveOdds, LotteryRow, RoomRow } from '#server/games/catalog.ts';
import { statusesForbidding } from '#server/customers/accountState.ts';
import { periodStarts } from '#server/protection/limitRules.ts';
import { lossLimitRefusal } from '#server/protection/limits.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { refusalCode } from '#server/betting/placeBets.ts';
import { placeSlips, type Slip } from '#server/betting/slips.ts';
import { betsOfSlipKey } from '#server/betting/queries.ts';
import type { ChaseStopReason } from '#shared/vocabulary.ts';
import { insertNotifications } from '#server/notifications/queries.ts';
import {
  endPlans,
  lockDuePlans,
  lockPlansWonIn,
  markChasesPlaced,
  openRoundOf,
  recordPeriods,
  runningPlanIds,
  type DuePlan,
  type PlanRow,
} from './queries.ts';

export interface ChaseDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  site: Pick<SiteSettingsService, 'get'>;
  log: Logger;
}

/** Plans placed per transaction: one `place_bet_slips` call each. */
export const PLANS_PER_CHUNK = 500;

/** The round a period goes on. */
export interface ChaseRound {
  id: number;
  period: string;
}

/** The slip key of a plan's period in a round: a retry of the same period is a replay. */
export const periodSlipKey = (planId: string, roundId: number) => `chase:${planId}:${roundId}`;

/** The room and its odds, or why a plan of that room cannot bet. */
type RoomState = { room: RoomRow; odds: EffectiveOdds } | { closed: true };

/**
 * The rooms of a lottery with their odds in force, read before the placement's transactions (on
 * PGlite's one connection a read outside an open transaction would wait for it to end).
 */
async function roomStates(catalog: Catalog, lottery: LotteryRow): Promise<Map<number, RoomState>> {
  const states = new Map<number, RoomState>();
  for (const room of await catalog.roomsOf(lottery.id))
    states.set(room.id, { room, odds: await catalog.odds(lottery, room.id) });
  return states;
}

/** Why a plan must stop before its period is placed, or null when it may bet. */
export function stopBeforePlacing(
  plan: Pick<DuePlan, 'stopOnWin' | 'won' | 'staked' | 'returned' | 'stake' | 'lossLimit' | 'items'>,
  lottery: Pick<LotteryRow, 'enabled'>,
  state: RoomState,
): ChaseStopReason | null {
  if (!lottery.enabled || 'closed' in state) return 'BETTING_CLOSED';
  if (plan.stopOnWin && plan.won) return 'won';
  // A pending period counts as lost: its stake is staked and nothing has come back yet.
  if (plan.staked - plan.returned + plan.stake > plan.lossLimit) return 'lossLimit';
  if (plan.items.some((item) => BigInt(item.amount) < state.room.minBet)) return 'AMOUNT_BELOW_MINIMUM';
  const changed = plan.items.some((item) => {
    const current = state.odds.byKey.get(item.key);
    if (!current || current.odds !== item.odds) return true;
    const seen = item.oddsByCount ?? null;
    const now = current.oddsByCount ?? null;
    return JSON.stringify(seen) !== JSON.stringify(now);
  });
  return changed ? 'BET_ODDS_ALREADY_CHANGED' : null;
}

/** The slip of a plan's period. */
export function periodSlip(
  plan: DuePlan,
  room: RoomRow,
  round: ChaseRound,
  at: Date,
  timeZone: string,
): Slip {
  return {
    customerId: plan.customerId,
    lotteryId: plan.lotteryId,
    roomId: plan.roomId,
    period: round.period,
    items: plan.items.map((item) => ({
      id: randomUUID(),
      key: item.key,
      amount: BigInt(item.amount),
      odds: item.odds,
      oddsByCount: item.oddsByCount,
    })),
    total: plan.stake,
    betLimit: room.betLimit,
    balanceRequirement: room.balanceRequirement,
    refuseStatuses: statusesForbidding('bet'),
    slipKey: periodSlipKey(plan.id, round.id),
    slipId: randomUUID(),
    at,
    lossSince: periodStarts(at, timeZone),
  };
}

/** Tells each player whose plan ended why, in their language when they read it. */
export async function notifyEnded(
  db: Executor,
  ended: Pick<PlanRow, 'customerId' | 'placed' | 'periods' | 'stopReason' | 'state'>[],
  lottery: { name: string; names: LocalNames },
  at: Date,
): Promise<void> {
  await insertNotifications(
    db,
    ended.map((plan) => ({
      customerId: plan.customerId,
      kind: 'chaseEnded' as const,
      params: {
        ...nameParams('lottery', lottery),
        placed: String(plan.placed),
        periods: String(plan.periods),
        reason: plan.state === 'completed' ? 'completed' : (plan.stopReason ?? 'completed'),
      },
      createdAt: at,
    })),
  );
}

interface ChunkResult {
  /** Plans still due once locked and read again (others' placements left out). */
  due: number;
  placed: number;
  stopped: number;
  /** The round closed before every slip went in: its remaining plans wait for the next round. */
  closed: boolean;
  /** Periods a loss limit of the player refused: recorded for staff once the chunk is committed. */
  lossRefused: { customerId: string; stake: bigint; at: Date }[];
}

/** Stops plans with their reasons and tells their players. */
async function stopAll(
  tx: Executor,
  stops: Map<ChaseStopReason, string[]>,
  lottery: { name: string; names: LocalNames },
  at: Date,
): Promise<number> {
  let count = 0;
  for (const [reason, ids] of stops) {
    const ended = await endPlans(tx, ids, { state: 'stopped', stopReason: reason, at });
    await notifyEnded(tx, ended, lottery, at);
    count += ended.length;
  }
  return count;
}

/** One chunk of due plans, in the transaction that locked them. */
async function placeChunk(
  deps: ChaseDeps,
  tx: Executor,
  context: { lottery: LotteryRow; round: ChaseRound; rooms: Map<number, RoomState>; timeZone: string },
  plans: DuePlan[],
): Promise<ChunkResult> {
  const { lottery, round, rooms, timeZone } = context;
  const stops = new Map<ChaseStopReason, string[]>();
  const stop = (reason: ChaseStopReason, id: string) => stops.set(reason, [...(stops.get(reason) ?? []), id]);
  const at = deps.clock.now();
  const going: { plan: DuePlan; slip: Slip }[] = [];
  for (const plan of plans) {
    const state = rooms.get(plan.roomId) ?? { closed: true };
    const reason = stopBeforePlacing(plan, lottery, state);
    if (reason) stop(reason, plan.id);
    else if (!('closed' in state))
      going.push({ plan, slip: periodSlip(plan, state.room, round, at, timeZone) });
  }
  const outcomes = going.length
    ? await placeSlips(
        tx,
        going.map((g) => g.slip),
      )
    : [];
  const placed: { plan: DuePlan; slipId: string; roundId: number; period: string }[] = [];
  let closed = false;
  const lossRefused: ChunkResult['lossRefused'] = [];
  for (const [index, { plan, slip }] of going.entries()) {
    const outcome = outcomes[index];
    if (!outcome) continue;
    if (outcome.outcome === 'placed') {
      placed.push({ plan, slipId: slip.slipId ?? '', roundId: round.id, period: round.period });
    } else if (outcome.outcome === 'replayed') {
      const [earlier] = await betsOfSlipKey(tx, plan.customerId, slip.slipKey ?? '');
      if (earlier) placed.push({ plan, slipId: earlier.slipId, roundId: round.id, period: round.period });
    } else if (outcome.outcome === 'closed') {
      closed = true;
    } else {
      const code = outcome.outcome === 'noCustomer' ? 'ACCOUNT_DISABLED' : refusalCode(outcome);
      stop(code as ChaseStopReason, plan.id);
      if (outcome.outcome === 'overLossLimit')
        lossRefused.push({ customerId: plan.customerId, stake: plan.stake, at });
    }
  }
  const recorded = await recordPeriods(tx, placed, at);
  const moved = placed.filter((p) => recorded.has(p.plan.id));
  const completed = moved.filter((p) => p.plan.placed + 1 >= p.plan.periods);
  await notifyEnded(
    tx,
    completed.map((p) => ({ ...p.plan, placed: p.plan.placed + 1, state: 'completed', stopReason: null })),
    lottery,
    at,
  );
  const stopped = await stopAll(tx, stops, lottery, at);
  return { due: plans.length, placed: moved.length, stopped, closed, lossRefused };
}

/**
 * Places the period due in `round` of every running plan of the lottery, chunk by chunk, then
 * marks the round so that later ticks need not look again. Safe to repeat and to run on two
 * instances at once: each plan gets at most one period per round.
 */
export async function placeDuePeriods(
  deps: ChaseDeps,
  lottery: LotteryRow,
  round: ChaseRound,
): Promise<{ placed: number; stopped: number }> {
  const totals = { placed: 0, stopped: 0 };
  const context = {
    lottery,
    round,
    rooms: await roomStates(deps.catalog, lottery),
    timeZone: (await deps.site.get()).timeZone,
  };
  for (;;) {
    const result = await transaction(deps.db, async (tx) => {
      const due = await lockDuePlans(tx, lottery.id, round.id, PLANS_PER_CHUNK);
      if (due.locked === 0) return undefined;
      return placeChunk(deps, tx, context, due.plans);
    });
    if (!result) break;
    // As for a player's own bet: the refusal is in the staff's report of limit hits.
    for (const refused of result.lossRefused)
      await lossLimitRefusal(deps, refused.customerId, refused.stake, refused.at);
    totals.placed += result.placed;
    totals.stopped += result.stopped;
    if (result.closed) break;
    // Seconds of chunks on PGlite would hold up the scheduler's next moment and every request.
    await turnOfEventLoop();
    if (result.due > 0 && result.placed + result.stopped === 0) {
      // Plans due that were neither placed nor stopped: never loop on them; the next tick retries.
      deps.log.error({ lotteryId: lottery.id, period: round.period }, 'chase placement made no progress');
      return totals;
    }
  }
  await markChasesPlaced(deps.db, round.id, deps.clock.now());
  if (totals.placed + totals.stopped > 0)
    deps.log.info({ lotteryId: lottery.id, period: round.period, ...totals }, 'chase periods placed');
  return totals;
}

/**
 * After a round settled: every running stop-on-win plan whose period there paid more than its
 * stake stops (`won`) and its player is told. Its own transaction, after the settlement's: the
 * settlement locks players before plans could be, the placement plans before players. Then the
 * stop-on-win plans that waited for this result are placed on the round open now, if it is
 * still taking bets; when the result came after that round closed, they go on the next one.
 */
export async function afterRoundSettled(
  deps: ChaseDeps,
  lottery: LotteryRow,
  roundId: number,
): Promise<number> {
  const stopped = await stopPlansWonIn(deps, lottery, roundId);
  const open = await openRoundOf(deps.db, lottery.id, deps.clock.now());
  if (open) await placeDuePeriods(deps, lottery, open);
  return stopped;
}

/** The stop-on-win plans a settled round's period won stop (`won`), and their players are told. */
export async function stopPlansWonIn(deps: ChaseDeps, lottery: LotteryRow, roundId: number): Promise<number> {
  return transaction(deps.db, async (tx) => {
    const won = await lockPlansWonIn(tx, roundId);
    const at = deps.clock.now();
    const ended = await endPlans(
      tx,
      won.map((p) => p.id),
      { state: 'stopped', stopReason: 'won', at },
    );
    await notifyEnded(tx, ended, lottery, at);
    return ended.length;
  });
}

/** Stops every running plan of a disabled lottery (`BETTING_CLOSED`): no round is left to bet on. */
export async function stopPlansOfClosedLottery(deps: ChaseDeps, lottery: LotteryRow): Promise<number> {
  const ids = await runningPlanIds(deps.db, lottery.id);
  if (ids.length === 0) return 0;
  return transaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const ended = await endPlans(tx, ids, { state: 'stopped', stopReason: 'BETTING_CLOSED', at });
    await notifyEnded(tx, ended, lottery, at);
    return ended.length;
  });
}
