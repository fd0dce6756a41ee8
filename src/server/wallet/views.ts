/** The wallet shapes of API.md (`Deposit`, `Withdrawal`, `Transfer`, `Transaction`) and their schemas. */
import { z } from 'zod';
import { formatMoney } from '#shared/money.ts';
import type { deposits, withdrawals, ledgerEntries } from '../db/schema/index.ts';
import { MONEY_STATUSES, TRANSACTION_REASONS } from '#shared/vocabulary.ts';

const money = z.string().meta({ example: '25.00' });
const time = z.string().meta({ example: '2026-11-21T08:30:00.000Z' });

export const depositSchema = z
  .object({
    id: z.string(),
    amount: money,
    amountReceived: money.nullable(),
    status: z.enum(MONEY_STATUSES),
    reason: z.string().nullable(),
    fromUserId: z.string().nullable(),
    network: z.string().nullable(),
    txHash: z.string().nullable(),
    reversed: z.boolean(),
    createdAt: time,
    updatedAt: time,
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z
  .object({
    id: z.string(),
    amount: money,
    fee: money,
    actualAmount: money,
    address: z.string().nullable(),
    network: z.string().nullable(),
    status: z.enum(MONEY_STATUSES),
    reason: z.string().nullable(),
    toUserId: z.string().nullable(),
    txHash: z.string().nullable(),
    createdAt: time,
    updatedAt: time,
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const transferSchema = z
  .object({
    id: z.string(),
    fromUserId: z.string(),
    toUserId: z.string(),
    amount: money,
    fee: money,
    reason: z.enum(['internalTransferSend', 'internalTransferReceive']),
    createdAt: time,
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.infer<typeof transferSchema>;

export const transactionSchema = z
  .object({
    id: z.string(),
    reason: z.enum(TRANSACTION_REASONS),
    amount: money.meta({ description: 'Signed: negative when money left the balance.' }),
    balance: money.meta({ description: 'The balance after this transaction.' }),
    fee: money,
    createdAt: time,
    ref: z.object({ type: z.string(), id: z.string() }),
  })
  .meta({ id: 'Transaction' });

export function toDeposit(row: typeof deposits.$inferSelect): Deposit {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    amountReceived: row.amountReceived === null ? null : formatMoney(row.amountReceived),
    status: row.status,
    reason: row.reason,
    fromUserId: null,
    network: row.network,
    txHash: row.txHash,
    reversed: row.reversedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toWithdrawal(row: typeof withdrawals.$inferSelect): Withdrawal {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    actualAmount: formatMoney(row.actualAmount),
    address: row.address,
    network: row.network,
    status: row.status,
    reason: row.reason,
    toUserId: null,
    txHash: row.txHash,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTransaction(row: typeof ledgerEntries.$inferSelect) {
  return {
    id: String(row.id),
    reason: row.reason as (typeof TRANSACTION_REASONS)[number],
    amount: formatMoney(row.amount),
    balance: formatMoney(row.balanceAfter ?? 0n),
    fee: formatMoney(row.fee),
    createdAt: row.createdAt.toISOString(),
    ref: { type: row.refType, id: row.refId },
  };
}
