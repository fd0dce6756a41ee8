/**
 * Deposit and loss limits. The rules of a change are pure (`playerChange`); the checks
 * run under the player's row lock in the transaction of the movement they guard: a deposit's
 * credit here (`assertDepositWithinLimits`), a bet's debit in `place_bet_slips.sql`. A limit is
 * changed under the same lock, so no deposit or bet slips between a change and its check.
 *
 * A lower limit applies at once. A higher one, or none, is held as pending for 24 hours and
 * applies only when the player sends it again after that; sending the limit in force again
 * withdraws a pending increase. Staff may impose a lower limit of their own (audited); the limit
 * in force is the lower of the two, so the player can never raise it past staff's.
 */
import type { StaffActor } from '#server/actors.ts';
import { audit } from '#server/staff/audit.ts';
import type { Clock } from '#server/clock.ts';
import { lockCustomer } from '#server/customers/queries.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, type Executor } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import {
  type Limit,
  type LimitHitsQuery,
  type Limits,
  type LimitsRequest,
  type StaffProtection,
} from '#shared/contract/limits.ts';
import { formatMoney } from '#shared/money.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitChangeAction,
  type LimitKind,
  type LimitPeriod,
} from '#shared/vocabulary.ts';
import {
  insertLimitChanges,
  insertLimitHit,
  limitChangesOf,
  limitHitsOf,
  limitHitsReport,
  limitRowsOf,
  saveLimitRow,
  usageSince,
  type LimitChangeRow,
  type LimitRow,
  type Usage,
} from './limitQueries.ts';
import {
  confirmableAt,
  firstPassed,
  inForce,
  operatorChange,
  periods,
  periodStarts,
  playerChange,
  stateOf,
  type LimitState,
} from './limitRules.ts';
import { realityCheckMinutesOf } from './realityCheck.ts';

const money = (cents: bigint | null) => (cents === null ? null : formatMoney(cents));

/** A player's limits as the API shows them. */
function toLimits(rows: readonly LimitRow[], usage: Usage, now: Date, timeZone: string): Limits {
  const bounds = periods(now, timeZone);
  const one = (kind: LimitKind, period: LimitPeriod): Limit => {
    const state = stateOf(rows, kind, period);
    const used = usage[kind][period];
    const amount = inForce(state);
    const left = amount === null ? null : amount - used;
    return {
      amount: money(amount),
      playerAmount: money(state.playerAmount),
      operatorAmount: money(state.operatorAmount),
      pending:
        state.pendingSet && state.requestedAt
          ? {
              amount: money(state.pendingAmount),
              requestedAt: state.requestedAt.toISOString(),
              confirmableAt: confirmableAt(state.requestedAt).toISOString(),
            }
          : null,
      // A loss is net: winnings of the period lower it, below zero when the player is ahead.
      used: formatMoney(used),
      remaining: left === null ? null : formatMoney(left > 0n ? left : 0n),
      periodStart: bounds[period].start.toISOString(),
      periodEnd: bounds[period].end.toISOString(),
    };
  };
  const kindLimits = (kind: LimitKind) => ({
    daily: one(kind, 'daily'),
    weekly: one(kind, 'weekly'),
    monthly: one(kind, 'monthly'),
  });
  return { deposit: kindLimits('deposit'), loss: kindLimits('loss'), timeZone };
}

async function readLimits(db: Executor, customerId: string, now: Date, timeZone: string): Promise<Limits> {
  const [rows, usage] = await Promise.all([
    limitRowsOf(db, customerId),
    usageSince(db, customerId, periodStarts(now, timeZone)),
  ]);
  return toLimits(rows, usage, now, timeZone);
}

/** The error a passed limit answers with: which period, the limit and what is left of it. */
function limitError(kind: LimitKind, passed: { period: LimitPeriod; limit: bigint; remaining: bigint }) {
  return new AppError(kind === 'deposit' ? 'DEPOSIT_LIMIT_EXCEEDED' : 'LOSS_LIMIT_EXCEEDED', {
    fields: {
      period: passed.period,
      limit: formatMoney(passed.limit),
      remaining: formatMoney(passed.remaining),
    },
  });
}

export interface LimitDeps {
  db: Db;
  clock: Clock;
  site: Pick<SiteSettingsService, 'get'>;
}

/** A deposit about to be credited: `amount` cents to the player at `now`, periods in `timeZone`. */
export interface DepositCredit {
  customerId: string;
  amount: bigint;
  now: Date;
  timeZone: string;
}

/**
 * Refuses a deposit of `amount` that would pass one of the player's deposit limits in force at
 * `now`. Call it with the player's row locked in the transaction that credits the deposit.
 */
export async function assertDepositWithinLimits(
  tx: Executor,
  { customerId, amount, now, timeZone }: DepositCredit,
): Promise<void> {
  const rows = (await limitRowsOf(tx, customerId)).filter(
    (row) => row.kind === 'deposit' && inForce(row) !== null,
  );
  if (rows.length === 0) return;
  const usage = await usageSince(tx, customerId, periodStarts(now, timeZone));
  const passed = firstPassed(rows, usage, 'deposit', amount);
  if (passed) throw limitError('deposit', passed);
}

/**
 * Records a refusal by a limit for the staff's report, after the refused transaction rolled
 * back: which limit it was is read again, over the periods (in the site's `timeZone`) of the
 * refused attempt's instant `now` (it is the first one `attempted` passes).
 */
async function recordHitIn(
  db: Executor,
  timeZone: string,
  customerId: string,
  kind: LimitKind,
  attempted: bigint,
  now: Date,
): Promise<ReturnType<typeof firstPassed>> {
  const [rows, usage] = await Promise.all([
    limitRowsOf(db, customerId),
    usageSince(db, customerId, periodStarts(now, timeZone)),
  ]);
  const passed = firstPassed(rows, usage, kind, attempted);
  if (!passed) return undefined;
  await insertLimitHit(db, {
    customerId,
    kind,
    period: passed.period,
    limitAmount: passed.limit,
    attempted,
    at: now,
  });
  return passed;
}

/** `recordHitIn` with the site's time zone read. */
async function recordHit(
  deps: LimitDeps,
  customerId: string,
  kind: LimitKind,
  attempted: bigint,
  now: Date,
): Promise<ReturnType<typeof firstPassed>> {
  const { timeZone } = await deps.site.get();
  return recordHitIn(deps.db, timeZone, customerId, kind, attempted, now);
}

/**
 * Records, for the staff's report, a deposit of `attempted` that a deposit limit held at `now`
 * (an on-chain deposit is held, not refused).
 */
export async function recordDepositLimitHit(
  db: Executor,
  timeZone: string,
  customerId: string,
  attempted: bigint,
  now: Date,
): Promise<void> {
  await recordHitIn(db, timeZone, customerId, 'deposit', attempted, now);
}

/**
 * The answer to a bet `place_bet_slips` refused for a loss limit: the hit is recorded and the
 * error names the period, the limit and what is left of it (read again, after the refusal).
 */
export async function lossLimitRefusal(
  deps: LimitDeps,
  customerId: string,
  attempted: bigint,
  at: Date,
): Promise<AppError> {
  const passed = await recordHit(deps, customerId, 'loss', attempted, at).catch(() => undefined);
  return passed ? limitError('loss', passed) : new AppError('LOSS_LIMIT_EXCEEDED');
}

/**
 * Runs `work`; when a deposit limit refuses it, records the hit (for the staff's report) before
 * the error goes on to the client. `customerId` may be learnt by `work` itself (a staff
 * confirmation reads it from the deposit). The refusal stands even if the record fails.
 */
export async function recordingLimitHits<T>(
  deps: LimitDeps,
  customerId: string | (() => string | undefined),
  attempted: bigint,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const id = typeof customerId === 'function' ? customerId() : customerId;
    if (error instanceof AppError && error.code === 'DEPOSIT_LIMIT_EXCEEDED' && id !== undefined) {
      await recordHit(deps, id, 'deposit', attempted, deps.clock.now()).catch(() => undefined);
    }
    throw error;
  }
}

/** Applies `request` (player's or staff's) to every limit it names, under the player's lock. */
async function changeLimits(
  deps: LimitDeps,
  customerId: string,
  request: LimitsRequest,
  change: (
    state: LimitState,
    requested: bigint | null,
    now: Date,
  ) => { state: LimitState; action: LimitChangeAction | null },
  staffId: string | null,
  tx: Executor,
): Promise<LimitChangeRow[]> {
  if (!(await lockCustomer(tx, customerId))) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const rows = await limitRowsOf(tx, customerId);
  const changes: LimitChangeRow[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const requested = request[kind]?.[period];
      if (requested === undefined) continue;
      const before = stateOf(rows, kind, period);
      const { state, action } = change(before, requested, now);
      if (!action) continue;
      await saveLimitRow(tx, { customerId, kind, period, ...state }, now);
      const from = action === 'operatorSet' ? before.operatorAmount : before.playerAmount;
      const to =
        action === 'operatorSet'
          ? state.operatorAmount
          : action === 'increaseRequested'
            ? state.pendingAmount
            : action === 'increaseCancelled'
              ? before.pendingAmount
              : state.playerAmount;
      changes.push({ customerId, kind, period, action, fromAmount: from, toAmount: to, staffId, at: now });
    }
  }
  await insertLimitChanges(tx, changes);
  return changes;
}

/** Limits with their dependencies bound. */
export function createLimits(deps: LimitDeps) {
  const timeZone = async () => (await deps.site.get()).timeZone;
  const read = async (db: Executor, customerId: string) =>
    readLimits(db, customerId, deps.clock.now(), await timeZone());

  async function staffView(customerId: string): Promise<StaffProtection> {
    const [limits, changes, hits, minutes] = await Promise.all([
      read(deps.db, customerId),
      limitChangesOf(deps.db, customerId),
      limitHitsOf(deps.db, customerId),
      realityCheckMinutesOf(deps.db, customerId),
    ]);
    return {
      limits,
      realityCheckMinutes: minutes,
      changes: changes.map((row) => ({
        kind: row.kind,
        period: row.period,
        action: row.action,
        from: money(row.fromAmount),
        to: money(row.toAmount),
        at: row.at.toISOString(),
        staff: row.staff,
      })),
      hits: hits.map((row) => ({
        kind: row.kind,
        period: row.period,
        limit: formatMoney(row.limitAmount),
        attempted: formatMoney(row.attempted),
        at: row.at.toISOString(),
      })),
    };
  }

  return {
    get: (customerId: string) => read(deps.db, customerId),
    /** The player's own request: decreases at once, increases after the delay and again. */
    set: (customerId: string, request: LimitsRequest) =>
      transaction(deps.db, async (tx) => {
        await changeLimits(deps, customerId, request, playerChange, null, tx);
        return read(tx, customerId);
      }),
    staffView,
    /** Staff impose (or lift) their own lower limits; audited. */
    setOperator: async (actor: StaffActor, customerId: string, request: LimitsRequest) => {
      await transaction(deps.db, async (tx) => {
        const changes = await changeLimits(deps, customerId, request, operatorChange, actor.staff.id, tx);
        if (changes.length === 0) return;
        await audit(tx, actor, {
          action: 'customer.limits',
          targetType: 'customer',
          targetId: customerId,
          before: Object.fromEntries(
            changes.map((c) => [`${c.kind}.${c.period}`, money(c.fromAmount ?? null)]),
          ),
          after: Object.fromEntries(changes.map((c) => [`${c.kind}.${c.period}`, money(c.toAmount ?? null)])),
        });
      });
      return staffView(customerId);
    },
    report: (query: LimitHitsQuery) => limitHitsReport(deps.db, query, query),
  };
}

export type LimitsService = ReturnType<typeof createLimits>;
