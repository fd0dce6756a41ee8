/**
 * The SQL of a player's records (`records.ts`). Deposit records include transfers received and
 * withdrawal records transfers sent, so those lists are unions over two tables. Money comes back
 * as text and counts as text or numbers (the drivers differ); `records.ts` parses them.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countWhere } from '../db/paging.ts';
import { selectRows } from '../db/rows.ts';
import { ledgerEntries } from '../db/schema/index.ts';
import type { TransactionReason } from '#shared/vocabulary.ts';
import type { TransferReason } from '#shared/contract/wallet.ts';

/** A page's LIMIT and OFFSET. */
interface Window {
  limit: number;
  offset: number;
}

export interface CountRow {
  n: string | number;
}

/** The records of a union (each with `id` and `createdAt`), newest first, one page of them. */
function newestFirst(records: SQL, { limit, offset }: Window) {
  return sql`select r.* from (${records}) r order by r."createdAt" desc, r.id desc limit ${limit} offset ${offset}`;
}

export interface DepositRecordRow {
  id: string;
  amount: string;
  amountReceived: string | null;
  status: string;
  reason: string | null;
  fromUserId: string | null;
  network: string | null;
  txHash: string | null;
  reversed: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function depositRecordRows(db: Db, customerId: string, window: Window) {
  return selectRows<DepositRecordRow>(
    db,
    newestFirst(
      sql`
        select d.id::text as id, d.amount::text as amount, d.amount_received::text as "amountReceived", d.status,
               d.reason, null as "fromUserId", d.network, d.tx_hash as "txHash", d.reversed_at is not null as reversed,
               d.created_at as "createdAt", d.updated_at as "updatedAt"
        from deposits d where d.customer_id = ${customerId}
        union all
        select t.id::text, t.amount::text, t.amount::text, 'completed', 'internalTransferReceive', c.user_id, null, null,
               false, t.created_at, t.created_at
        from transfers t join customers c on c.id = t.from_customer_id where t.to_customer_id = ${customerId}
      `,
      window,
    ),
  );
}

export function depositRecordCount(db: Db, customerId: string) {
  return selectRows<CountRow>(
    db,
    sql`select (select count(*) from deposits where customer_id = ${customerId}) + (select count(*) from transfers where to_customer_id = ${customerId}) as n`,
  );
}

export interface WithdrawalRecordRow {
  id: string;
  amount: string;
  fee: string;
  actualAmount: string;
  address: string | null;
  network: string | null;
  status: string;
  reason: string | null;
  toUserId: string | null;
  txHash: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function withdrawalRecordRows(db: Db, customerId: string, window: Window) {
  return selectRows<WithdrawalRecordRow>(
    db,
    newestFirst(
      sql`
        select w.id::text as id, w.amount::text as amount, w.fee::text as fee, w.actual_amount::text as "actualAmount",
               w.address, w.network, w.status, w.reason, null as "toUserId", w.tx_hash as "txHash",
               w.created_at as "createdAt", w.updated_at as "updatedAt"
        from withdrawals w where w.customer_id = ${customerId}
        union all
        select t.id::text, t.amount::text, t.fee::text, t.amount::text, null, null, 'completed', 'internalTransferSend',
               c.user_id, null, t.created_at, t.created_at
        from transfers t join customers c on c.id = t.to_customer_id where t.from_customer_id = ${customerId}
      `,
      window,
    ),
  );
}

export function withdrawalRecordCount(db: Db, customerId: string) {
  return selectRows<CountRow>(
    db,
    sql`select (select count(*) from withdrawals where customer_id = ${customerId}) + (select count(*) from transfers where from_customer_id = ${customerId}) as n`,
  );
}

export interface TransferRecordRow {
  id: string;
  fromUserId: string;
  toUserId: string;
  amount: string;
  fee: string;
  createdAt: Date | string;
}

/** The player's side of a transfer: the sender's or the receiver's column. */
function side(reason: TransferReason) {
  return reason === 'internalTransferSend' ? sql`t.from_customer_id` : sql`t.to_customer_id`;
}

export function transferRecordRows(
  db: Db,
  customerId: string,
  reason: TransferReason,
  { limit, offset }: Window,
) {
  return selectRows<TransferRecordRow>(
    db,
    sql`
      select t.id::text as id, f.user_id as "fromUserId", r.user_id as "toUserId", t.amount::text as amount,
             t.fee::text as fee, t.created_at as "createdAt"
      from transfers t join customers f on f.id = t.from_customer_id join customers r on r.id = t.to_customer_id
      where ${side(reason)} = ${customerId}
      order by t.created_at desc, t.id desc limit ${limit} offset ${offset}
    `,
  );
}

export function transferRecordCount(db: Db, customerId: string, reason: TransferReason) {
  return selectRows<CountRow>(
    db,
    sql`select count(*) as n from transfers t where ${side(reason)} = ${customerId}`,
  );
}

/** Which of a player's ledger entries: `start` inclusive, `end` exclusive, optionally one reason. */
export interface TransactionFilter {
  start: Date;
  end: Date;
  reason?: TransactionReason | undefined;
}

function transactionWhere(customerId: string, filter: TransactionFilter) {
  return and(
    eq(ledgerEntries.customerId, customerId),
    gte(ledgerEntries.createdAt, filter.start),
    lt(ledgerEntries.createdAt, filter.end),
    filter.reason ? eq(ledgerEntries.reason, filter.reason) : undefined,
  );
}

export function transactionRows(
  db: Db,
  customerId: string,
  filter: TransactionFilter,
  { limit, offset }: Window,
) {
  return db
    .select()
    .from(ledgerEntries)
    .where(transactionWhere(customerId, filter))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
}

export function transactionCount(db: Db, customerId: string, filter: TransactionFilter) {
  return countWhere(db, ledgerEntries, transactionWhere(customerId, filter));
}
