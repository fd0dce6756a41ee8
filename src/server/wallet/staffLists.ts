/** What staff read of the money: the deposit and withdrawal queues, transfers, the ledger. */
import type { Db } from '#server/db/client.ts';
import { readPage } from '#server/db/paging.ts';
import type { Page } from '#shared/contract/common.ts';
import type {
  LedgerEntry,
  LedgerQuery,
  MoneyQueueQuery,
  StaffDeposit,
  StaffTransfer,
  StaffTransferQuery,
  StaffWithdrawal,
} from '#shared/contract/walletAdmin.ts';
import { formatMoney } from '#shared/money.ts';
import {
  depositQueue,
  ledgerCount,
  ledgerRows,
  transferCount,
  transferRows,
  withdrawalQueue,
} from './staffListQueries.ts';
import { toDeposit, toWithdrawal } from './view.ts';

/** Deposits for staff, newest first, optionally by status and player. */
export function listDeposits(db: Db, query: MoneyQueueQuery): Promise<Page<StaffDeposit>> {
  return readPage(query, depositQueue(db, query), (r) => ({
    ...toDeposit(r.row),
    userId: r.userId,
    owed: formatMoney(r.row.owed),
  }));
}

/** Withdrawals for staff, newest first, optionally by status and player. */
export function listWithdrawals(db: Db, query: MoneyQueueQuery): Promise<Page<StaffWithdrawal>> {
  return readPage(query, withdrawalQueue(db, query), (r) => ({ ...toWithdrawal(r.row), userId: r.userId }));
}

/** Internal transfers, newest first, optionally those of one player. */
export function listTransfers(db: Db, query: StaffTransferQuery): Promise<Page<StaffTransfer>> {
  return readPage(
    query,
    {
      rows: (window) => transferRows(db, query.userId, window),
      count: () => transferCount(db, query.userId),
    },
    (r) => ({
      id: r.transfer.id,
      fromUserId: r.fromUserId,
      toUserId: r.toUserId,
      amount: formatMoney(r.transfer.amount),
      fee: formatMoney(r.transfer.fee),
      createdAt: r.transfer.createdAt.toISOString(),
    }),
  );
}

/** Ledger entries, newest first, by player, reason, reference and time. */
export function listLedger(db: Db, query: LedgerQuery): Promise<Page<LedgerEntry>> {
  return readPage(
    query,
    { rows: (window) => ledgerRows(db, query, window), count: () => ledgerCount(db, query) },
    ({ entry, userId }) => ({
      id: entry.id,
      movementId: entry.movementId,
      account: userId ?? entry.houseAccount ?? '',
      userId,
      houseAccount: entry.houseAccount,
      reason: entry.reason,
      amount: formatMoney(entry.amount),
      balanceAfter: entry.balanceAfter === null ? null : formatMoney(entry.balanceAfter),
      fee: formatMoney(entry.fee),
      ref: { type: entry.refType, id: entry.refId },
      createdAt: entry.createdAt.toISOString(),
    }),
  );
}
