/**
 * The SQL of a player's records (`records.ts`). Deposit records include transfers received and
 * withdrawal records transfers sent, so those lists are unions over two tables. Money comes back
 * as text and counts as text or numbers (the drivers differ); `records.ts` parses them.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tableRows, type PageQuery, type PageWindow } from '#server/db/paging.ts';
import { selectRows } from '#server/db/rows.ts';
import { ledgerEntries } from '#server/db/schema/index.ts';
import type { TransactionReason } from '#shared/vocabulary.ts';
import type { TransferReason } from '#shared/contract/wallet.ts';

export interface CountRow {
  n: string | number;
}

/** The records of a union (each with `id` and `createdAt`), newest first, one page of them. */
function newestFirst(records: SQL, { limit, offset }: PageWindow) {
  return sql`select r.* from (${records}) r order by r."createdAt" desc, r.id desc limit ${limit} offset ${offset}`;
}

/**
 * A player's own requests (deposits or withdrawals) and the transfers on their side of them, as
 * one list: `own` and `transfers` select the same columns, the player's rows of each.
 */
function withTransfers<Row>(
  db: Db,
  customerId: string,
  own: { table: 'deposits' | 'withdrawals'; select: SQL },
  transfers: { side: 'to_customer_id' | 'from_customer_id'; select: SQL },
): PageQuery<Row> {
  return {
    rows: (window) =>
      selectRows<Row>(db, newestFirst(sql`${own.select} union all ${transfers.select}`, window)),
    count: () =>
      selectRows<CountRow>(
        db,
        sql`select (select count(*) from ${sql.raw(own.table)} where customer_id = ${customerId}) + (select count(*) from transfers where ${sql.raw(transfers.side)} = ${customerId}) as n`,
      ),
  };
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

/** A player's deposits and the transfers they received. */
export function depositRecordQuery(db: Db, customerId: string) {
  return withTransfers<DepositRecordRow>(
    db,
    customerId,
    {
      table: 'deposits',
      select: sql`
        select d.id::text as id, d.amount::text as amount, d.amount_received::text as "amountReceived", d.status,
               d.reason, null as "fromUserId", d.network, d.tx_hash as "txHash", d.reversed_at is not null as reversed,
               d.created_at as "createdAt", d.updated_at as "updatedAt"
        from deposits d where d.customer_id = ${customerId}`,
    },
    {
      side: 'to_customer_id',
      select: sql`
        select t.id::text, t.amount::text, t.amount::text, 'completed', 'internalTransferReceive', c.user_id, null, null,
               false, t.created_at, t.created_at
        from transfers t join customers c on c.id = t.from_customer_id where t.to_customer_id = ${customerId}`,
    },
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

/** A player's withdrawals and the transfers they sent. */
export function withdrawalRecordQuery(db: Db, customerId: string) {
  return withTransfers<WithdrawalRecordRow>(
    db,
    customerId,
    {
      table: 'withdrawals',
      select: sql`
        select w.id::text as id, w.amount::text as amount, w.fee::text as fee, w.actual_amount::text as "actualAmount",
               w.address, w.network, w.status, w.reason, null as "toUserId", w.tx_hash as "txHash",
               w.created_at as "createdAt", w.updated_at as "updatedAt"
        from withdrawals w where w.customer_id = ${customerId}`,
    },
    {
      side: 'from_customer_id',
      select: sql`
        select t.id::text, t.amount::text, t.fee::text, t.amount::text, null, null, 'completed', 'internalTransferSend',
               c.user_id, null, t.created_at, t.created_at
        from transfers t join customers c on c.id = t.to_customer_id where t.from_customer_id = ${customerId}`,
    },
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

/** A player's transfers sent or received. */
export function transferRecordQuery(
  db: Db,
  customerId: string,
  reason: TransferReason,
): PageQuery<TransferRecordRow> {
  return {
    rows: ({ limit, offset }) =>
      selectRows<TransferRecordRow>(
        db,
        sql`
          select t.id::text as id, f.user_id as "fromUserId", r.user_id as "toUserId", t.amount::text as amount,
                 t.fee::text as fee, t.created_at as "createdAt"
          from transfers t join customers f on f.id = t.from_customer_id join customers r on r.id = t.to_customer_id
          where ${side(reason)} = ${customerId}
          order by t.created_at desc, t.id desc limit ${limit} offset ${offset}
        `,
      ),
    count: () =>
      selectRows<CountRow>(
        db,
        sql`select count(*) as n from transfers t where ${side(reason)} = ${customerId}`,
      ),
  };
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

/** A player's ledger entries, newest first. */
export function transactionQuery(db: Db, customerId: string, filter: TransactionFilter) {
  return tableRows(db, ledgerEntries, transactionWhere(customerId, filter), desc(ledgerEntries.id));
}
