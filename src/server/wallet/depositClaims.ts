/**
 * Deposits: the player sends USDT to the shown address and applies;
 * staff confirm what arrived (ledger `recharge`), reject, or later reverse (`chargeRevoke`,
 * taking the balance down to zero at most and recording the rest as owed).
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import type { CustomerRow, StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '#server/ledger/ledger.ts';
import { assertDepositAllowed } from '#server/protection/depositRule.ts';
import { recordingLimitHits } from '#server/protection/limits.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { audit } from '#server/staff/audit.ts';
import { formatMoney } from '#shared/money.ts';
import type { Deposit, DepositApplication } from '#shared/contract/wallet.ts';
import type { DepositConfirmation } from '#shared/contract/walletAdmin.ts';
import { rateLimited, type RateLimiter } from '#server/rateLimits/rateLimits.ts';
import { toDeposit } from './view.ts';
import {
  depositByRequestKey,
  depositExists,
  insertDeposit,
  lockCustomer,
  lockedCustomer,
  lockedDeposit,
  openDepositCount,
  updateDeposit,
  updateDepositIn,
  type DepositChange,
  type DepositRow,
} from './depositClaimQueries.ts';

/** The error for a money state change that lost a race or comes too late. */
export function statusChanged(): AppError {
  return new AppError('WITHDRAWAL_STATUS_CHANGED');
}

/** Deposit claims one player may file: a person announcing real transfers needs few an hour. */
const CLAIM_RATE = { limit: 20, windowSeconds: 3600 };

export interface DepositDeps {
  db: Db;
  clock: Clock;
  site: SiteSettingsService;
  notifications: Notifications;
  rateLimiter: RateLimiter;
}

/** A player's claim of a deposit sent: pending until staff confirm it. */
export async function applyDeposit(
  deps: DepositDeps,
  customer: CustomerRow,
  body: DepositApplication,
  requestKey: string | undefined,
): Promise<Deposit> {
  // Counted before anything else, refused claims too: a flood of claims is what it stops.
  const rate = await deps.rateLimiter.hit(`deposit-claim:${customer.id}`, CLAIM_RATE);
  if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
  const settings = await deps.site.get();
  if (body.amount < settings.depositMin) {
    throw new AppError('AMOUNT_BELOW_MINIMUM', {
      amounts: { min: settings.depositMin },
      fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
    });
  }
  if (settings.depositMax !== null && body.amount > settings.depositMax) {
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', {
      amounts: { max: settings.depositMax },
      fields: { amount: 'AMOUNT_ABOVE_MAXIMUM' },
    });
  }
  const claim = () =>
    transaction(deps.db, async (tx) => {
      // The player's row is locked so that parallel claims are counted one after another.
      await lockCustomer(tx, customer.id);
      if (requestKey) {
        // The same request already created it (a retry after its first answer was lost).
        const existing = await depositByRequestKey(tx, customer.id, requestKey);
        if (existing) return toDeposit(existing);
      }
      // Under the player's lock, as a time-out or self-exclusion is written. A claim
      // that would pass a deposit limit already is refused at once; staff's confirmation checks
      // again with the amount that arrived.
      await assertDepositAllowed(tx, {
        customerId: customer.id,
        amount: body.amount,
        now: deps.clock.now(),
        timeZone: settings.timeZone,
      });
      if ((await openDepositCount(tx, customer.id)) >= settings.depositOpenClaimsMax) {
        throw new AppError('TOO_MANY_OPEN_DEPOSITS', { params: { max: settings.depositOpenClaimsMax } });
      }
      const now = deps.clock.now();
      const row = await insertDeposit(tx, {
        customerId: customer.id,
        amount: body.amount,
        network: body.network ?? null,
        txHash: body.txHash ?? null,
        requestKey: requestKey ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return toDeposit(row);
    });
  return recordingLimitHits(deps, customer.id, body.amount, claim);
}

/** Moves a deposit from one status to the next if (and only if) it is still in `from`. */
async function transition(
  clock: Clock,
  tx: Tx,
  id: string,
  from: DepositRow['status'],
  set: DepositChange,
): Promise<DepositRow> {
  const row = await updateDepositIn(tx, id, from, { ...set, updatedAt: clock.now() });
  if (row) return row;
  throw (await depositExists(tx, id)) ? statusChanged() : new AppError('NOT_FOUND');
}

/** Staff confirm a pending deposit with the amount that arrived: the player is credited. */
export async function confirmDeposit(
  deps: DepositDeps,
  actor: StaffActor,
  id: string,
  body: DepositConfirmation,
): Promise<Deposit> {
  const { clock, notifications } = deps;
  const { timeZone } = await deps.site.get();
  let customerId: string | undefined;
  const confirm = () =>
    transaction(deps.db, async (tx) => {
      const row = await transition(clock, tx, id, 'pending', {
        status: 'completed',
        amountReceived: body.amount,
        ...(body.txHash ? { txHash: body.txHash } : {}),
        reviewedBy: actor.staff.id,
      });
      customerId = row.customerId;
      // A player in a time-out or self-exclusion takes no deposit, nor one past their deposit
      // limit: the claim stays pending and staff read the code (they may reject it). The same
      // rule refuses staff's release of a held on-chain deposit.
      await lockCustomer(tx, row.customerId);
      await assertDepositAllowed(tx, {
        customerId: row.customerId,
        amount: body.amount,
        now: clock.now(),
        timeZone,
      });
      await applyMovement(tx, {
        ref: { type: 'deposit', id },
        at: clock.now(),
        players: [{ customerId: row.customerId, amount: body.amount, reason: 'recharge' }],
        house: [{ account: 'depositsReceived', amount: -body.amount, reason: 'recharge' }],
      });
      await notifications.notify(tx, row.customerId, 'depositCredited', { amount: formatMoney(body.amount) });
      await audit(tx, actor, {
        action: 'deposit.confirm',
        targetType: 'deposit',
        targetId: id,
        before: { status: 'pending', amount: formatMoney(row.amount) },
        after: { status: 'completed', amountReceived: formatMoney(body.amount), txHash: row.txHash },
      });
      return toDeposit(row);
    });
  return recordingLimitHits(deps, () => customerId, body.amount, confirm);
}

/** Staff reject a pending deposit. */
export async function rejectDeposit(
  deps: DepositDeps,
  actor: StaffActor,
  id: string,
  reason: string,
): Promise<Deposit> {
  return transaction(deps.db, async (tx) => {
    const row = await transition(deps.clock, tx, id, 'pending', {
      status: 'rejected',
      reason,
      reviewedBy: actor.staff.id,
    });
    await deps.notifications.notify(tx, row.customerId, 'depositRejected', {
      amount: formatMoney(row.amount),
      reason,
    });
    await audit(tx, actor, {
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    return toDeposit(row);
  });
}

/**
 * Reverses a completed deposit: takes back what the balance still holds (down to zero) and
 * records the rest as owed, so the books still balance.
 */
export async function reverseDeposit(
  deps: DepositDeps,
  actor: StaffActor,
  id: string,
  reason: string,
): Promise<Deposit> {
  const { clock } = deps;
  return transaction(deps.db, async (tx) => {
    const found = await lockedDeposit(tx, id);
    if (!found) throw new AppError('NOT_FOUND');
    if (found.status !== 'completed' || found.reversedAt) throw statusChanged();
    const received = found.amountReceived ?? found.amount;
    const owner = await lockedCustomer(tx, found.customerId);
    if (!owner) throw new AppError('INVALID_USER');
    const taken = owner.balance < received ? owner.balance : received;
    const owed = received - taken;
    await applyMovement(tx, {
      ref: { type: 'deposit', id },
      at: clock.now(),
      players: [{ customerId: found.customerId, amount: -taken, reason: 'chargeRevoke' }],
      house: [
        { account: 'depositsReceived', amount: received, reason: 'chargeRevoke' },
        ...(owed > 0n ? [{ account: 'receivables' as const, amount: -owed, reason: 'chargeRevoke' }] : []),
      ],
    });
    const row = await updateDeposit(tx, id, {
      reversedAt: clock.now(),
      owed,
      reason,
      updatedAt: clock.now(),
    });
    if (!row) throw new AppError('NOT_FOUND');
    await deps.notifications.notify(tx, row.customerId, 'depositReversed', {
      amount: formatMoney(received),
      reason,
    });
    await audit(tx, actor, {
      action: 'deposit.reverse',
      targetType: 'deposit',
      targetId: id,
      before: { status: 'completed', reversed: false },
      after: { reversed: true, taken: formatMoney(taken), owed: formatMoney(owed), reason },
    });
    return toDeposit(row);
  });
}

/** Deposit claims with their dependencies bound. */
export function createDepositClaims(deps: DepositDeps) {
  return {
    apply: applyDeposit.bind(null, deps),
    confirm: confirmDeposit.bind(null, deps),
    reject: rejectDeposit.bind(null, deps),
    reverse: reverseDeposit.bind(null, deps),
  };
}

export type DepositClaims = ReturnType<typeof createDepositClaims>;
