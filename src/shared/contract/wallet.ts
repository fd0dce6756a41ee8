/**
 * The player's wallet: deposit and withdrawal applications, transfers,
 * and the records that list them (`Deposit`, `Withdrawal`, `Transfer`, `Transaction`).
 */
import { z } from 'zod';
import { USER_ID_PATTERN } from '../accountLimits.ts';
import { CRYPTO_NETWORKS, MONEY_STATUSES, TRANSACTION_REASONS } from '../vocabulary.ts';
import { dateQuery, moneyAmount, moneyText, pageQuery, timeText, uuidParams } from './common.ts';

export type { MoneyStatus } from '../vocabulary.ts';

/** The transaction password that confirms a withdrawal or a transfer. */
const transactionPassword = z
  .string({ error: () => 'TRANSACTION_PASSWORD_REQUIRED' })
  .min(1, { error: 'TRANSACTION_PASSWORD_REQUIRED' })
  .max(128);

/** A record's id in a query (`?id=`). */
export const idQuery = uuidParams;

export const deposit = z
  .object({
    id: z.string(),
    amount: moneyText,
    amountReceived: moneyText.nullable(),
    status: z.enum(MONEY_STATUSES),
    reason: z.string().nullable(),
    fromUserId: z.string().nullable(),
    network: z.string().nullable(),
    txHash: z.string().nullable(),
    reversed: z.boolean(),
    createdAt: timeText,
    updatedAt: timeText,
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.output<typeof deposit>;

/** `POST /deposit/apply`. */
export const depositApplication = z.object({
  amount: moneyAmount,
  network: z.enum(CRYPTO_NETWORKS).optional(),
  txHash: z
    .string()
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: 'INVALID_FORMAT' })
    .optional(),
});
export type DepositApplication = z.output<typeof depositApplication>;

export const withdrawal = z
  .object({
    id: z.string(),
    amount: moneyText,
    fee: moneyText,
    actualAmount: moneyText,
    address: z.string().nullable(),
    network: z.string().nullable(),
    status: z.enum(MONEY_STATUSES),
    reason: z.string().nullable(),
    toUserId: z.string().nullable(),
    txHash: z.string().nullable(),
    createdAt: timeText,
    updatedAt: timeText,
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.output<typeof withdrawal>;

/** `POST /withdraw/apply`. */
export const withdrawalApplication = z.object({ amount: moneyAmount, transactionPassword });
export type WithdrawalApplication = z.output<typeof withdrawalApplication>;

/** The two sides of a transfer, as its reason names them. */
export const TRANSFER_REASONS = ['internalTransferSend', 'internalTransferReceive'] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

export const transfer = z
  .object({
    id: z.string(),
    fromUserId: z.string(),
    toUserId: z.string(),
    amount: moneyText,
    fee: moneyText,
    reason: z.enum(TRANSFER_REASONS),
    createdAt: timeText,
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.output<typeof transfer>;

/** `POST /transfer`. */
export const transferApplication = z.object({
  toUserId: z.string({ error: () => 'USER_ID_INVALID' }).regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }),
  amount: moneyAmount,
  transactionPassword,
});
export type TransferApplication = z.output<typeof transferApplication>;

/** `GET /transfer/search`: the recent transfers sent or received. */
export const transferSearchQuery = pageQuery.extend({ transactionReason: z.enum(TRANSFER_REASONS) });
export type TransferSearchQuery = z.output<typeof transferSearchQuery>;

export const transaction = z
  .object({
    id: z.string(),
    reason: z.enum(TRANSACTION_REASONS),
    amount: moneyText.meta({ description: 'Signed: negative when money left the balance.' }),
    balance: moneyText.meta({ description: 'The balance after this transaction.' }),
    fee: moneyText,
    createdAt: timeText,
    ref: z.object({ type: z.string(), id: z.string() }),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.output<typeof transaction>;

/** `GET /game/search/transaction`: a date range (end exclusive), optionally one reason. */
export const transactionSearchQuery = pageQuery
  .extend({
    start: dateQuery,
    end: dateQuery,
    reason: z.enum(TRANSACTION_REASONS).optional(),
  })
  .refine((range) => range.start < range.end, { path: ['end'], error: 'INVALID_VALUE' });
export type TransactionSearchQuery = z.output<typeof transactionSearchQuery>;
