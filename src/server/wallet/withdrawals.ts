/**
 * Withdrawals: applying debits the amount at once (`withdraw`); the
 * player may cancel while pending (`withdrawCancel`); staff approve, then mark paid
 * (`withdrawSuccess`, no balance change) or failed (`withdrawFailed`), or reject
 * (`withdrawReject`). Each transition is one conditional update, so of two racing changes
 * exactly one happens, and a refund can never be paid twice.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { type MoneyStatus } from '#shared/vocabulary.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import type { CustomerRow, StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '#server/ledger/ledger.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import type { SiteSettings, SiteSettingsService } from '#server/site/site.ts';
import { audit } from '#server/staff/audit.ts';
import { statusesForbidding } from '#server/customers/accountState.ts';
import {
  assertProfileComplete,
  type VerifyTransactionPassword,
} from '#server/customers/transactionPassword.ts';
import { withdrawalFee } from '#shared/fees.ts';
import { formatMoney } from '#shared/money.ts';
import { withinDailyHours } from '#shared/timeZone.ts';
import type { Withdrawal, WithdrawalApplication } from '#shared/contract/wallet.ts';
import type { WithdrawalAction, WithdrawalActionDetail } from '#shared/contract/walletAdmin.ts';
import { statusChanged } from './depositClaims.ts';
import { toWithdrawal } from './view.ts';
import {
  insertOpenWithdrawal,
  updateWithdrawalIn,
  withdrawalByRequestKey,
  withdrawalStatus,
  type WithdrawalChange,
  type WithdrawalRow,
} from './withdrawalQueries.ts';

export interface WithdrawalDeps {
  db: Db;
  clock: Clock;
  site: SiteSettingsService;
  notifications: Notifications;
  verifyTransactionPassword: VerifyTransactionPassword;
}

/** Refuses an amount outside the site's limits, or a time outside its withdrawal hours. */
function checkWithdrawalAllowed(settings: SiteSettings, amount: bigint, now: Date) {
  if (amount < settings.withdrawMin) {
    throw new AppError('AMOUNT_BELOW_MINIMUM', {
      amounts: { min: settings.withdrawMin },
      fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
    });
  }
  if (settings.withdrawMax !== null && amount > settings.withdrawMax) {
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', {
      amounts: { max: settings.withdrawMax },
      fields: { amount: 'AMOUNT_ABOVE_MAXIMUM' },
    });
  }
  const hours = {
    start: settings.withdrawHoursStart,
    end: settings.withdrawHoursEnd,
    timeZone: settings.timeZone,
  };
  if (!withinDailyHours(now, hours)) {
    throw new AppError('OUTSIDE_WITHDRAWAL_HOURS', {
      params: { start: hours.start, end: hours.end, zone: hours.timeZone },
    });
  }
}

/** A player's withdrawal to their saved address: the amount leaves the balance at once. */
export async function applyWithdrawal(
  deps: WithdrawalDeps,
  customer: CustomerRow,
  body: WithdrawalApplication,
  requestKey?: string,
): Promise<Withdrawal> {
  if (!customer.cryptoAddress || !customer.cryptoNetwork) {
    throw new AppError('INCOMPLETE_REGISTER_INFO', { fields: { cryptoAddress: 'USDT_ADDRESS_REQUIRED' } });
  }
  assertProfileComplete(customer);
  await deps.verifyTransactionPassword(customer, body.transactionPassword);
  const settings = await deps.site.get();
  checkWithdrawalAllowed(settings, body.amount, deps.clock.now());
  const fee = withdrawalFee(body.amount, {
    fixed: settings.withdrawFeeFixed,
    percentBp: settings.withdrawFeePercentBp,
  });
  return transaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    // The partial unique index allows one open withdrawal per player: a second insert does nothing.
    const row = await insertOpenWithdrawal(tx, {
      customerId: customer.id,
      amount: body.amount,
      fee,
      actualAmount: body.amount - fee,
      address: customer.cryptoAddress ?? '',
      network: customer.cryptoNetwork ?? '',
      requestKey: requestKey ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) {
      // Either this very request already went through (a retry), or another one is open.
      const existing = requestKey ? await withdrawalByRequestKey(tx, customer.id, requestKey) : undefined;
      if (existing) return toWithdrawal(existing);
      throw new AppError('WITHDRAWAL_IS_PROCESSING');
    }
    await applyMovement(tx, {
      ref: { type: 'withdrawal', id: row.id },
      at: now,
      players: [
        {
          customerId: customer.id,
          amount: -body.amount,
          reason: 'withdraw',
          fee,
          insufficient: 'WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE',
          refuseStatuses: statusesForbidding('withdraw'),
        },
      ],
      house: [{ account: 'withdrawalsPending', amount: body.amount, reason: 'withdraw' }],
    });
    return toWithdrawal(row);
  });
}

/** Moves a withdrawal on if it is still in `from`; says what went wrong otherwise. */
async function transition(
  clock: Clock,
  tx: Tx,
  id: string,
  from: MoneyStatus,
  set: WithdrawalChange,
  ownerId?: string,
): Promise<WithdrawalRow> {
  const row = await updateWithdrawalIn(tx, id, from, { ...set, updatedAt: clock.now() }, ownerId);
  if (row) return row;
  const current = await withdrawalStatus(tx, id, ownerId);
  if (!current) throw new AppError('NOT_FOUND');
  // A player cancelling what staff already approved: it is being paid out.
  if (ownerId && current === 'approved') throw new AppError('WITHDRAWAL_IS_PROCESSING');
  throw statusChanged();
}

/** What the player is told when their withdrawal's amount comes back. */
const REFUND_NOTICES = {
  withdrawCancel: 'withdrawalCanceled',
  withdrawReject: 'withdrawalRejected',
  withdrawFailed: 'withdrawalFailed',
} as const;

/**
 * Gives the amount back to the player (cancel, reject, failed payout) and tells them, with the
 * staff's reason where staff turned it back.
 */
async function refund(
  { clock, notifications }: WithdrawalDeps,
  tx: Tx,
  row: WithdrawalRow,
  reason: keyof typeof REFUND_NOTICES,
  staffReason?: { reason: string },
) {
  await applyMovement(tx, {
    ref: { type: 'withdrawal', id: row.id },
    at: clock.now(),
    players: [{ customerId: row.customerId, amount: row.amount, reason }],
    house: [{ account: 'withdrawalsPending', amount: -row.amount, reason }],
  });
  await notifications.notify(tx, row.customerId, REFUND_NOTICES[reason], {
    amount: formatMoney(row.amount),
    ...staffReason,
  });
}

/** The player cancels their pending withdrawal: the amount returns to the balance. */
export async function cancelWithdrawal(
  deps: WithdrawalDeps,
  customer: CustomerRow,
  id: string,
): Promise<Withdrawal> {
  return transaction(deps.db, async (tx) => {
    const row = await transition(deps.clock, tx, id, 'pending', { status: 'canceled' }, customer.id);
    await refund(deps, tx, row, 'withdrawCancel');
    return toWithdrawal(row);
  });
}

type StaffStep = (
  deps: WithdrawalDeps,
  tx: Tx,
  actor: StaffActor,
  id: string,
  detail: WithdrawalActionDetail,
) => Promise<WithdrawalRow>;

const approve: StaffStep = async ({ clock, notifications }, tx, actor, id) => {
  const row = await transition(clock, tx, id, 'pending', { status: 'approved', reviewedBy: actor.staff.id });
  await notifications.notify(tx, row.customerId, 'withdrawalApproved', { amount: formatMoney(row.amount) });
  return row;
};

const paid: StaffStep = async ({ clock, notifications }, tx, _actor, id, detail) => {
  const row = await transition(clock, tx, id, 'approved', {
    status: 'completed',
    txHash: detail.txHash ?? null,
  });
  // The money already left the balance at apply: record the payout, split into what
  // went out and the fee the house keeps.
  await applyMovement(tx, {
    ref: { type: 'withdrawal', id: row.id },
    at: clock.now(),
    players: [{ customerId: row.customerId, amount: 0n, reason: 'withdrawSuccess', fee: row.fee }],
    house: [
      { account: 'withdrawalsPending', amount: -row.amount, reason: 'withdrawSuccess' },
      { account: 'withdrawalsPaid', amount: row.actualAmount, reason: 'withdrawSuccess' },
      { account: 'fees', amount: row.fee, reason: 'withdrawSuccess' },
    ],
  });
  await notifications.notify(tx, row.customerId, 'withdrawalCompleted', {
    amount: formatMoney(row.amount),
    actualAmount: formatMoney(row.actualAmount),
    txHash: detail.txHash ?? '',
  });
  return row;
};

const fail: StaffStep = async (deps, tx, _actor, id, detail) => {
  const row = await transition(deps.clock, tx, id, 'approved', {
    status: 'failed',
    reason: detail.reason ?? null,
  });
  await refund(deps, tx, row, 'withdrawFailed', { reason: detail.reason ?? '' });
  return row;
};

const reject: StaffStep = async (deps, tx, actor, id, detail) => {
  const row = await transition(deps.clock, tx, id, 'pending', {
    status: 'rejected',
    reason: detail.reason ?? null,
    reviewedBy: actor.staff.id,
  });
  await refund(deps, tx, row, 'withdrawReject', { reason: detail.reason ?? '' });
  return row;
};

const STAFF_STEPS: Record<WithdrawalAction, StaffStep> = { approve, paid, fail, reject };

/** A staff action on a withdrawal, with its notification and audit entry, in one transaction. */
export async function withdrawalStaffAction(
  deps: WithdrawalDeps,
  actor: StaffActor,
  id: string,
  action: WithdrawalAction,
  detail: WithdrawalActionDetail,
): Promise<Withdrawal> {
  return transaction(deps.db, async (tx) => {
    const row = await STAFF_STEPS[action](deps, tx, actor, id, detail);
    await audit(tx, actor, {
      action: `withdrawal.${action}`,
      targetType: 'withdrawal',
      targetId: id,
      after: { status: row.status, ...detail },
    });
    return toWithdrawal(row);
  });
}

/** Withdrawals with their dependencies bound. */
export function createWithdrawals(deps: WithdrawalDeps) {
  return {
    apply: applyWithdrawal.bind(null, deps),
    cancel: cancelWithdrawal.bind(null, deps),
    staffAction: withdrawalStaffAction.bind(null, deps),
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
