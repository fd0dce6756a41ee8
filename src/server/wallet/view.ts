/** Rows of the wallet's tables as the contract's shapes (`#shared/contract/wallet.ts`). */
import { formatMoney } from '#shared/money.ts';
import type { Deposit, Transaction, Transfer, Withdrawal } from '#shared/contract/wallet.ts';
import type { TransactionReason } from '#shared/vocabulary.ts';
import type { deposits, ledgerEntries, transfers, withdrawals } from '#server/db/schema/index.ts';

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

/** A transfer as its sender sees it. */
export function toSentTransfer(
  row: typeof transfers.$inferSelect,
  fromUserId: string,
  toUserId: string,
): Transfer {
  return {
    id: row.id,
    fromUserId,
    toUserId,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    reason: 'internalTransferSend',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTransaction(row: typeof ledgerEntries.$inferSelect): Transaction {
  return {
    id: String(row.id),
    reason: row.reason as TransactionReason,
    amount: formatMoney(row.amount),
    balance: formatMoney(row.balanceAfter ?? 0n),
    fee: formatMoney(row.fee),
    createdAt: row.createdAt.toISOString(),
    ref: { type: row.refType, id: row.refId },
  };
}
