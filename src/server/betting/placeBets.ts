/**
 * Placing a slip: the checks that need no lock (keys, summary, the minimum of
 * each pick, the odds the player saw against the odds in force) here, then the slip goes to the
 * desk (`slips.ts`), whose `place_bet_slips` call judges the round, the account, the room's
 * requirement and limit and the balance under lock, debits the total through a ledger movement
 * and records the bets, each at its own amount.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import type { ErrorCode } from '#shared/errorCodes.ts';
import { accountStateCode, statusesForbidding } from '#server/customers/accountState.ts';
import type { Catalog, EffectiveOdds, LotteryRow, RoomRow } from '#server/games/catalog.ts';
import type { BetReply, BetRequest } from '#shared/contract/betting.ts';
import { rulesOf } from '#shared/games/index.ts';
import { formatMoney } from '#shared/money.ts';
import { formatOdds, parseOdds } from '#shared/odds.ts';
import { lossLimitRefusal } from '#server/protection/limits.ts';
import { periodStarts } from '#server/protection/limitRules.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { toBet } from './view.ts';
import { betsOfSlipKey } from './queries.ts';
import type { SlipDesk, SlipItem, SlipOutcome } from './slips.ts';

export interface PlaceDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  slips: SlipDesk;
  /** The site time zone: loss limits' periods follow it. */
  site: Pick<SiteSettingsService, 'get'>;
}

/** The picks of a slip and their summary: a bet's, or a chase plan's. */
export type Selection = Pick<BetRequest, 'items' | 'summary'>;

/**
 * Every key known to the game and picked once, and the summary true: `count` the items, `total`
 * the sum of their amounts, and `amount`, when the slip sends one, the amount of every item (one
 * stake for all picks). A slip without `summary.amount` gives each pick its own amount.
 */
export function checkSelection(lottery: LotteryRow, request: Selection): bigint {
  const rules = rulesOf(lottery.game);
  const keys = new Set<string>();
  const { summary } = request;
  for (const item of request.items) {
    if (!rules.isKey(item.key) || keys.has(item.key))
      throw new AppError('INVALID_BET', { fields: { key: item.key } });
    keys.add(item.key);
    if (summary.amount !== undefined && item.amount !== summary.amount)
      throw new AppError('INVALID_BET', { fields: { 'summary.amount': 'INVALID_VALUE' } });
  }
  const total = request.items.reduce((sum, item) => sum + item.amount, 0n);
  if (summary.count !== request.items.length || summary.total !== total) {
    throw new AppError('INVALID_BET', { fields: { summary: 'INVALID_VALUE' } });
  }
  return total;
}

/**
 * The room's minimum bet holds for each pick. The refusal names `summary.amount` when the slip
 * has one amount for all picks, else each item below it (`items.{index}.amount`).
 */
export function checkMinimum(request: Selection, room: RoomRow): void {
  const below = request.items.flatMap((item, index) => (item.amount < room.minBet ? [index] : []));
  if (below.length === 0) return;
  const fields: Record<string, string> =
    request.summary.amount !== undefined
      ? { 'summary.amount': 'AMOUNT_BELOW_MINIMUM' }
      : Object.fromEntries(below.map((index) => [`items.${index}.amount`, 'AMOUNT_BELOW_MINIMUM']));
  throw new AppError('AMOUNT_BELOW_MINIMUM', { amounts: { min: room.minBet }, fields });
}

/** The odds the player confirmed must be the odds in force; else they see the new ones. */
export function checkOdds(request: Pick<Selection, 'items'>, odds: EffectiveOdds): void {
  const changed: Record<string, string> = {};
  for (const item of request.items) {
    const current = odds.byKey.get(item.key);
    if (!current) throw new AppError('INVALID_BET', { fields: { key: item.key } });
    const sawByCount = item.oddsByCount?.map((o) => parseOdds(o));
    const byCountChanged =
      sawByCount !== undefined && sawByCount.some((o, i) => o !== (current.oddsByCount?.[i] ?? null));
    if (parseOdds(item.odds) !== current.odds || byCountChanged) changed[item.key] = formatOdds(current.odds);
  }
  if (Object.keys(changed).length > 0) throw new AppError('BET_ODDS_ALREADY_CHANGED', { fields: changed });
}

export type Refused = Exclude<SlipOutcome, { outcome: 'placed' | 'replayed' }>;

/** The error of each refusal but the account's state (frozen and disabled are told apart). */
const REFUSAL_CODES: Record<Exclude<Refused['outcome'], 'refusedStatus'>, ErrorCode> = {
  closed: 'BETTING_CLOSED',
  inTimeout: 'ACCOUNT_IN_TIMEOUT',
  selfExcluded: 'ACCOUNT_SELF_EXCLUDED',
  belowRoomRequirement: 'INSUFFICIENT_FOR_THIS_ROOM',
  overLimit: 'BET_AMOUNT_EXCEEDS_LIMIT',
  // placeBets answers with the limit's figures (`lossLimitRefusal`); this is the bare code.
  overLossLimit: 'LOSS_LIMIT_EXCEEDED',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  noCustomer: 'UNAUTHORIZED',
};

/** The error code of a refused slip. */
export function refusalCode(placed: Refused): ErrorCode {
  // Only a state that forbids betting refuses a slip, so an active account never comes here.
  if (placed.outcome === 'refusedStatus') return accountStateCode(placed.status) ?? 'ACCOUNT_DISABLED';
  return REFUSAL_CODES[placed.outcome];
}

/** A refused slip as the error the player reads. */
function refusal(placed: Refused): AppError {
  return new AppError(refusalCode(placed));
}

/** The reply to a placed slip, from what was sent: nothing needs reading back. */
function placedReply(
  lottery: LotteryRow,
  room: RoomRow,
  period: string,
  items: SlipItem[],
  at: Date,
  balance: bigint,
): BetReply {
  return {
    bets: items.map((item) => ({
      betUid: item.id,
      lotteryId: lottery.id,
      game: lottery.game,
      roomId: room.id,
      period,
      key: item.key,
      amount: formatMoney(item.amount),
      odds: formatOdds(item.odds),
      ...(item.oddsByCount ? { oddsByCount: item.oddsByCount.map(formatOdds) } : {}),
      status: 'pending' as const,
      result: null,
      payout: '0.00',
      createdAt: at.toISOString(),
      settledAt: null,
    })),
    balance: formatMoney(balance),
  };
}

/** Places a player's slip on the open round of a room. */
export async function placeBets(
  { db, clock, catalog, slips, site }: PlaceDeps,
  customer: CustomerRow,
  request: BetRequest,
  requestKey?: string,
): Promise<BetReply> {
  if (request.items.length === 0) throw new AppError('BET_CANNOT_BE_EMPTY');
  const lottery = await catalog.lottery(request.lotteryId);
  if (!lottery.enabled) throw new AppError('BETTING_CLOSED');
  const room = await catalog.room(lottery.id, request.roomId);
  const total = checkSelection(lottery, request);
  checkMinimum(request, room);
  const odds = await catalog.odds(lottery, room.id);
  checkOdds(request, odds);

  const items: SlipItem[] = request.items.map((item) => {
    const current = odds.byKey.get(item.key);
    return {
      id: randomUUID(),
      key: item.key,
      amount: item.amount,
      odds: current?.odds ?? 0,
      oddsByCount: current?.oddsByCount ?? null,
    };
  });
  const { timeZone } = await site.get();
  // The bet's moment is read as late as possible: the round's close is judged against it.
  const at = clock.now();
  const placed = await slips.place({
    customerId: customer.id,
    lotteryId: lottery.id,
    roomId: room.id,
    period: request.period,
    items,
    total,
    betLimit: room.betLimit,
    balanceRequirement: room.balanceRequirement,
    refuseStatuses: statusesForbidding('bet'),
    slipKey: requestKey ?? null,
    at,
    lossSince: periodStarts(at, timeZone),
  });
  if (placed.outcome === 'replayed') {
    // This very slip went through before (its answer was lost): report it as it stands now.
    const earlier = await betsOfSlipKey(db, customer.id, requestKey ?? '');
    return { bets: earlier.map((row) => toBet(row, lottery.game)), balance: formatMoney(placed.balance) };
  }
  // Which loss limit and what is left of it are read again, after the refusal, for the answer.
  if (placed.outcome === 'overLossLimit')
    throw await lossLimitRefusal({ db, clock, site }, customer.id, total, at);
  if (placed.outcome !== 'placed') throw refusal(placed);
  return placedReply(lottery, room, request.period, items, at, placed.balance);
}
