/**
 * The staff side of the money: the deposit and withdrawal queues with
 * their filters and actions, internal transfers, the ledger and its check, and notifications
 * sent by staff.
 */
import { z } from 'zod';
import { USER_ID_PATTERN } from '../accountLimits.ts';
import { HOUSE_ACCOUNTS, MONEY_STATUSES } from '../vocabulary.ts';
import { dateQuery, moneyAmount, moneyText, pageQuery, timeText, uuidParams } from './common.ts';
import { deposit, transfer, withdrawal } from './wallet.ts';

/** A record's id in the path (`/deposits/{id}/…`). */
export const idParams = uuidParams;

/** An optional filter by a player's 6-digit user id. */
const userIdFilter = z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }).optional();

/** The filters of the deposit and withdrawal queues. */
export const moneyQueueQuery = pageQuery.extend({
  status: z.enum(MONEY_STATUSES).optional(),
  userId: userIdFilter,
});
export type MoneyQueueQuery = z.output<typeof moneyQueueQuery>;

/** Why staff rejected, reversed or failed a record. */
export const staffReason = z.object({ reason: z.string().trim().min(1).max(500) });
export type StaffReason = z.output<typeof staffReason>;

export const staffDeposit = deposit
  .extend({ userId: z.string(), owed: moneyText })
  .meta({ id: 'StaffDeposit' });
export type StaffDeposit = z.output<typeof staffDeposit>;

/** `POST /deposits/{id}/confirm`: the amount that arrived. */
export const depositConfirmation = z.object({
  amount: moneyAmount,
  txHash: z.string().trim().max(100).optional(),
});
export type DepositConfirmation = z.output<typeof depositConfirmation>;

export const staffWithdrawal = withdrawal.extend({ userId: z.string() }).meta({ id: 'StaffWithdrawal' });
export type StaffWithdrawal = z.output<typeof staffWithdrawal>;

/** What staff do to a withdrawal, in the order it happens. */
export const WITHDRAWAL_ACTIONS = ['approve', 'paid', 'fail', 'reject'] as const;
export type WithdrawalAction = (typeof WITHDRAWAL_ACTIONS)[number];

/** `POST /withdrawals/{id}/paid`: the payout's hash. */
export const withdrawalPaid = z.object({ txHash: z.string().trim().min(1).max(100) });
/** What a withdrawal action may carry: the payout hash or the reason. */
export interface WithdrawalActionDetail {
  txHash?: string;
  reason?: string;
}

/** `GET /transfers`. */
export const staffTransferQuery = pageQuery.extend({ userId: userIdFilter });
export type StaffTransferQuery = z.output<typeof staffTransferQuery>;

export const staffTransfer = transfer.omit({ reason: true }).meta({ id: 'StaffTransfer' });
export type StaffTransfer = z.output<typeof staffTransfer>;

/** `GET /ledger`. */
export const ledgerQuery = pageQuery.extend({
  userId: userIdFilter,
  reason: z.string().max(40).optional(),
  refType: z.string().max(40).optional(),
  refId: z.string().max(80).optional(),
  start: dateQuery.optional(),
  end: dateQuery.optional(),
});
export type LedgerQuery = z.output<typeof ledgerQuery>;

export const ledgerEntry = z
  .object({
    id: z.number(),
    movementId: z.string(),
    account: z.string().meta({ description: "The player's user id, or the house account." }),
    userId: z.string().nullable(),
    houseAccount: z.enum(HOUSE_ACCOUNTS).nullable(),
    reason: z.string(),
    amount: moneyText,
    balanceAfter: moneyText.nullable(),
    fee: moneyText,
    ref: z.object({ type: z.string(), id: z.string() }),
    createdAt: timeText,
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.output<typeof ledgerEntry>;

export const discrepancy = z.object({
  kind: z.enum(['balance', 'balanceAfter', 'movement', 'books']),
  subject: z.string(),
  expected: moneyText,
  actual: moneyText,
});
export type Discrepancy = z.output<typeof discrepancy>;

/** `GET /ledger/check`. */
export const ledgerCheck = z
  .object({
    ok: z.boolean(),
    accounts: z.number(),
    entries: z.number(),
    houseBalances: z.record(z.string(), moneyText),
    discrepancies: z.array(discrepancy),
  })
  .meta({ id: 'LedgerCheck' });
export type LedgerCheck = z.output<typeof ledgerCheck>;

/** `POST /notifications`: to one player (`userId`) or to all (`all: true`), not both. */
export const notificationSending = z
  .object({
    userId: userIdFilter,
    all: z.boolean().optional(),
    title: z.string().trim().min(1).max(120),
    body: z.string().trim().min(1).max(4000),
  })
  .refine((b) => Boolean(b.userId) !== Boolean(b.all), { path: ['userId'], error: 'REQUIRED' });
export type NotificationSending = z.output<typeof notificationSending>;

export const notificationsSent = z.object({ sent: z.number() });
export type NotificationsSent = z.output<typeof notificationsSent>;
