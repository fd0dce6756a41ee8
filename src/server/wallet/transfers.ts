/**
 * Internal transfers between players by 6-digit user id: one transaction debits the sender
 * (`internalTransferSend`) and credits the receiver (`internalTransferReceive`), within the
 * site's single and daily limits.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, type Executor } from '#server/db/transaction.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '#server/ledger/ledger.ts';
import { assertNotBlocked } from '#server/protection/blocks.ts';
import { assertDepositWithinLimits } from '#server/protection/limits.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import type { SiteSettings, SiteSettingsService } from '#server/site/site.ts';
import { statusesForbidding } from '#server/customers/accountState.ts';
import {
  assertProfileComplete,
  type VerifyTransactionPassword,
} from '#server/customers/transactionPassword.ts';
import { formatMoney } from '#shared/money.ts';
import { startOfDay } from '#shared/timeZone.ts';
import type { Transfer, TransferApplication } from '#shared/contract/wallet.ts';
import { toSentTransfer } from './view.ts';
import { customerByUserId } from '#server/customers/queries.ts';
import { insertTransfer, lockCustomersInOrder, sentSince, transferByRequestKey } from './transferQueries.ts';

export interface TransferDeps {
  db: Db;
  clock: Clock;
  site: SiteSettingsService;
  notifications: Notifications;
  verifyTransactionPassword: VerifyTransactionPassword;
}

/** Refuses an amount outside the site's single-transfer limits. */
function checkTransferAmount(settings: SiteSettings, amount: bigint) {
  if (amount < settings.transferMin) {
    throw new AppError('AMOUNT_BELOW_MINIMUM', {
      amounts: { min: settings.transferMin },
      fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
    });
  }
  if (settings.transferMax !== null && amount > settings.transferMax)
    throw new AppError('TRANSFER_LIMIT_EXCEEDED');
}

/** Sends money to another player; a retried request reports the transfer it made. */
export async function sendTransfer(
  deps: TransferDeps,
  customer: CustomerRow,
  body: TransferApplication,
  requestKey?: string,
): Promise<Transfer> {
  assertProfileComplete(customer);
  if (body.toUserId === customer.userId) throw new AppError('CANNOT_TRANSFER_TO_SELF');
  await deps.verifyTransactionPassword(customer, body.transactionPassword);
  const settings = await deps.site.get();
  checkTransferAmount(settings, body.amount);
  const receiver = await customerByUserId(deps.db, body.toUserId);
  if (!receiver || receiver.status === 'disabled') throw new AppError('USER_IS_NOT_EXISTS');

  return transaction(deps.db, async (tx) => {
    // Both rows locked in a fixed order: the daily total is read and added to atomically,
    // and two players sending to each other cannot deadlock.
    await lockCustomersInOrder(tx, [customer.id, receiver.id]);
    const now = deps.clock.now();
    if (requestKey) {
      // This very request already went through (its answer was lost): report it, move nothing.
      const existing = await transferByRequestKey(tx, customer.id, requestKey);
      if (existing) return toSentTransfer(existing, customer.userId, receiver.userId);
    }
    // Under the sender's lock, as a time-out or self-exclusion is written.
    await assertNotBlocked(tx, customer.id, now);
    // Money received counts as money deposited: a receiver in a time-out or self-exclusion, or
    // whose deposit limit this would pass, takes none. The sender is not told which.
    await receiverMayTake(tx, receiver.id, body.amount, now, settings.timeZone);
    if (settings.transferDailyLimit !== null) {
      const sent = await sentSince(tx, customer.id, startOfDay(now, settings.timeZone));
      if (sent + body.amount > settings.transferDailyLimit) throw new AppError('DAILY_LIMIT_EXCEEDED');
    }
    const row = await insertTransfer(tx, {
      fromCustomerId: customer.id,
      toCustomerId: receiver.id,
      amount: body.amount,
      requestKey: requestKey ?? null,
      createdAt: now,
    });
    await applyMovement(tx, {
      ref: { type: 'transfer', id: row.id },
      at: now,
      players: [
        {
          customerId: customer.id,
          amount: -body.amount,
          reason: 'internalTransferSend',
          insufficient: 'INSUFFICIENT_BALANCE',
          refuseStatuses: statusesForbidding('transfer'),
        },
        { customerId: receiver.id, amount: body.amount, reason: 'internalTransferReceive' },
      ],
      house: [],
    });
    await deps.notifications.notify(tx, receiver.id, 'transferReceived', {
      amount: formatMoney(body.amount),
      fromUserId: customer.userId,
    });
    return toSentTransfer(row, customer.userId, receiver.userId);
  });
}

/** Refuses with `TRANSFER_RECEIVER_UNAVAILABLE` a transfer the receiver's protection forbids. */
async function receiverMayTake(
  tx: Executor,
  receiverId: string,
  amount: bigint,
  now: Date,
  timeZone: string,
) {
  try {
    await assertNotBlocked(tx, receiverId, now);
    await assertDepositWithinLimits(tx, { customerId: receiverId, amount, now, timeZone });
  } catch (error) {
    if (error instanceof AppError) throw new AppError('TRANSFER_RECEIVER_UNAVAILABLE');
    throw error;
  }
}

/** Transfers with their dependencies bound. */
export function createTransfers(deps: TransferDeps) {
  return { send: sendTransfer.bind(null, deps) };
}

export type Transfers = ReturnType<typeof createTransfers>;
