/**
 * What players read of the wallet: deposit records (with transfers received), withdrawal
 * records (with transfers sent), transfers, and ledger transactions. Every query is scoped to
 * the player asking, so ids guessed or copied from others show nothing.
 */
import type { Db } from '#server/db/client.ts';
import { readPage } from '#server/db/paging.ts';
import type { Page, PageRequest } from '#shared/contract/common.ts';
import type { Deposit, Transaction, Transfer, TransferReason, Withdrawal } from '#shared/contract/wallet.ts';
import { formatMoney } from '#shared/money.ts';
import {
  depositRecordQuery,
  transactionQuery,
  transferRecordQuery,
  withdrawalRecordQuery,
  type DepositRecordRow,
  type TransactionFilter,
  type WithdrawalRecordRow,
} from './recordQueries.ts';
import { toTransaction } from './view.ts';

// Drivers hand timestamps back as Date objects: String(date) would drop the milliseconds.
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const money = (value: string) => formatMoney(BigInt(String(value)));

function toDepositRecord(r: DepositRecordRow): Deposit {
  return {
    id: String(r.id),
    amount: money(r.amount),
    amountReceived: r.amountReceived === null ? null : money(r.amountReceived),
    status: r.status as Deposit['status'],
    reason: r.reason ?? null,
    fromUserId: r.fromUserId ?? null,
    network: r.network ?? null,
    txHash: r.txHash ?? null,
    reversed: r.reversed === true,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

function toWithdrawalRecord(r: WithdrawalRecordRow): Withdrawal {
  return {
    id: String(r.id),
    amount: money(r.amount),
    fee: money(r.fee),
    actualAmount: money(r.actualAmount),
    address: r.address ?? null,
    network: r.network ?? null,
    status: r.status as Withdrawal['status'],
    reason: r.reason ?? null,
    toUserId: r.toUserId ?? null,
    txHash: r.txHash ?? null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** A player's deposits and the transfers they received, newest first. */
export function depositRecords(db: Db, customerId: string, page: PageRequest): Promise<Page<Deposit>> {
  return readPage(page, depositRecordQuery(db, customerId), toDepositRecord);
}

/** A player's withdrawals and the transfers they sent, newest first. */
export function withdrawalRecords(db: Db, customerId: string, page: PageRequest): Promise<Page<Withdrawal>> {
  return readPage(page, withdrawalRecordQuery(db, customerId), toWithdrawalRecord);
}

/** A player's transfers sent or received, newest first. */
export function transferRecords(
  db: Db,
  customerId: string,
  reason: TransferReason,
  page: PageRequest,
): Promise<Page<Transfer>> {
  return readPage(page, transferRecordQuery(db, customerId, reason), (r) => ({
    id: String(r.id),
    fromUserId: String(r.fromUserId),
    toUserId: String(r.toUserId),
    amount: money(r.amount),
    fee: money(r.fee),
    reason,
    createdAt: iso(r.createdAt),
  }));
}

/** Ledger entries of one player between `start` (inclusive) and `end` (exclusive). */
export function transactionRecords(
  db: Db,
  customerId: string,
  filters: PageRequest & TransactionFilter,
): Promise<Page<Transaction>> {
  return readPage(filters, transactionQuery(db, customerId, filters), toTransaction);
}

/** Records with the database bound. */
export function createRecords({ db }: { db: Db }) {
  return {
    deposits: depositRecords.bind(null, db),
    withdrawals: withdrawalRecords.bind(null, db),
    transfers: transferRecords.bind(null, db),
    transactions: transactionRecords.bind(null, db),
  };
}

export type Records = ReturnType<typeof createRecords>;
