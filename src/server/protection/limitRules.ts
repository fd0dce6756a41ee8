/**
 * The rules of deposit and loss limits, pure: how a request changes a limit, the
 * limit in force, the periods a limit runs over, and which limit an amount would pass.
 */
import { LIMIT_INCREASE_DELAY_HOURS } from '#shared/contract/limits.ts';
import { periodBounds } from '#shared/timeZone.ts';
import {
  LIMIT_PERIODS,
  type LimitChangeAction,
  type LimitKind,
  type LimitPeriod,
} from '#shared/vocabulary.ts';
import type { LimitRow, Usage } from './limitQueries.ts';

const DELAY_MS = LIMIT_INCREASE_DELAY_HOURS * 60 * 60 * 1000;

/** A limit row's state: amounts in cents, `null` for none. */
export type LimitState = Pick<
  LimitRow,
  'playerAmount' | 'operatorAmount' | 'pendingSet' | 'pendingAmount' | 'requestedAt'
>;

const NO_LIMIT: LimitState = {
  playerAmount: null,
  operatorAmount: null,
  pendingSet: false,
  pendingAmount: null,
  requestedAt: null,
};

/** Whether `a` is a tighter limit than `b` (`null` = no limit, the loosest). */
export function tighter(a: bigint | null, b: bigint | null): boolean {
  return a !== null && (b === null || a < b);
}

/** The limit in force: the lower of the player's and staff's. */
export function inForce(state: Pick<LimitState, 'playerAmount' | 'operatorAmount'>): bigint | null {
  return tighter(state.operatorAmount, state.playerAmount) ? state.operatorAmount : state.playerAmount;
}

/** When a pending increase asked at `requestedAt` may be confirmed. */
export function confirmableAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELAY_MS);
}

/**
 * What a player's request for `requested` makes of a limit at `now`: the new state and the
 * change to record (none when nothing changes).
 */
export function playerChange(
  state: LimitState,
  requested: bigint | null,
  now: Date,
): { state: LimitState; action: LimitChangeAction | null } {
  const current = state.playerAmount;
  const cleared = { ...state, pendingSet: false, pendingAmount: null, requestedAt: null };
  if (requested === current) {
    // The limit in force again: a pending increase is withdrawn.
    return state.pendingSet ? { state: cleared, action: 'increaseCancelled' } : { state, action: null };
  }
  if (tighter(requested, current))
    return { state: { ...cleared, playerAmount: requested }, action: 'decreased' };
  // Higher, or none: pending first; the same request again once the delay is over confirms it.
  if (state.pendingSet && state.pendingAmount === requested && state.requestedAt) {
    return now >= confirmableAt(state.requestedAt)
      ? { state: { ...cleared, playerAmount: requested }, action: 'increaseConfirmed' }
      : { state, action: null };
  }
  return {
    state: { ...state, pendingSet: true, pendingAmount: requested, requestedAt: now },
    action: 'increaseRequested',
  };
}

/** The current period of each kind, in the site time zone. */
export function periods(now: Date, timeZone: string): Record<LimitPeriod, { start: Date; end: Date }> {
  return Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodBounds(now, p, timeZone)])) as Record<
    LimitPeriod,
    { start: Date; end: Date }
  >;
}

/** The last day's period starts, by zone: the same for every instant of one local day. */
let lastStarts:
  { timeZone: string; from: number; until: number; starts: Record<LimitPeriod, Date> } | undefined;

/**
 * Where the day, week and month containing `at` began in `timeZone`. Every bet asks, so the
 * answer is kept until the local day ends (a day lies inside one week and one month).
 */
export function periodStarts(at: Date, timeZone: string): Record<LimitPeriod, Date> {
  const time = at.getTime();
  const last = lastStarts;
  if (last?.timeZone === timeZone && time >= last.from && time < last.until) return last.starts;
  const bounds = periods(at, timeZone);
  const starts = { daily: bounds.daily.start, weekly: bounds.weekly.start, monthly: bounds.monthly.start };
  lastStarts = { timeZone, from: bounds.daily.start.getTime(), until: bounds.daily.end.getTime(), starts };
  return starts;
}

export function stateOf(rows: readonly LimitRow[], kind: LimitKind, period: LimitPeriod): LimitState {
  return rows.find((row) => row.kind === kind && row.period === period) ?? NO_LIMIT;
}

/** The first limit of `kind` that `amount` more would pass, with what is left of it. */
export function firstPassed(
  rows: readonly LimitRow[],
  usage: Usage,
  kind: LimitKind,
  amount: bigint,
): { period: LimitPeriod; limit: bigint; remaining: bigint } | undefined {
  for (const period of LIMIT_PERIODS) {
    const limit = inForce(stateOf(rows, kind, period));
    const used = usage[kind][period];
    if (limit !== null && used + amount > limit) {
      const left = limit - used;
      return { period, limit, remaining: left > 0n ? left : 0n };
    }
  }
  return undefined;
}

/** What staff set: their own lower limit, at once (`null` lifts theirs, never the player's). */
export function operatorChange(state: LimitState, requested: bigint | null) {
  return requested === state.operatorAmount
    ? { state, action: null }
    : { state: { ...state, operatorAmount: requested }, action: 'operatorSet' as const };
}
