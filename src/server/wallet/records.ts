/**
 * What players (and staff) read of the wallet: deposit records (with transfers received),
 * withdrawal records (with transfers sent), transfers, and ledger transactions. Every query is
 * scoped to the player asking, so ids guessed or copied from others show nothing.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerEntries } from '../db/schema/index.ts';
import { type TransactionReason } from '#shared/vocabulary.ts';
import { type Page } from '#shared/contract/common.ts';
import { pageWindow, toPage } from '#server/db/paging.ts';
import { formatMoney } from '#shared/money.ts';
import type { Deposit, Transfer, Withdrawal } from './views.ts';
import { toTransaction } from './views.ts';

interface PageQuery {
  pageNo: number;
  pageSize: number;
}

type Rows<T> = { rows: T[] };
// Drivers hand timestamps back as Date objects: String(date) would drop the milliseconds.
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const money = (value: string | null) => (value === null ? null : formatMoney(BigInt(value)));

export function createRecords(db: Db) {
  async function deposits(customerId: string, page: PageQuery): Promise<Page<Deposit>> {
    const { limit, offset } = pageWindow(page);
    const result = (await db.execute(sql`
      select r.* from (
        select d.id::text as id, d.amount::text as amount, d.amount_received::text as "amountReceived", d.status,
               d.reason, null as "fromUserId", d.network, d.tx_hash as "txHash", d.reversed_at is not null as reversed,
               d.created_at as "createdAt", d.updated_at as "updatedAt"
        from deposits d where d.customer_id = ${customerId}
        union all
        select t.id::text, t.amount::text, t.amount::text, 'completed', 'internalTransferReceive', c.user_id, null, null,
               false, t.created_at, t.created_at
        from transfers t join customers c on c.id = t.from_customer_id where t.to_customer_id = ${customerId}
      ) r order by r."createdAt" desc, r.id desc limit ${limit} offset ${offset}
    `)) as unknown as Rows<Record<string, string | boolean | null>>;
    return {
      list: result.rows.map((r) => ({
        id: String(r.id),
        amount: formatMoney(BigInt(String(r.amount))),
        amountReceived: money(r.amountReceived as string | null),
        status: r.status as Deposit['status'],
        reason: (r.reason as string | null) ?? null,
        fromUserId: (r.fromUserId as string | null) ?? null,
        network: (r.network as string | null) ?? null,
        txHash: (r.txHash as string | null) ?? null,
        reversed: r.reversed === true,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      total: await countOf(
        sql`select (select count(*) from deposits where customer_id = ${customerId}) + (select count(*) from transfers where to_customer_id = ${customerId}) as n`,
      ),
      ...page,
    };
  }

  async function withdrawals(customerId: string, page: PageQuery): Promise<Page<Withdrawal>> {
    const { limit, offset } = pageWindow(page);
    const result = (await db.execute(sql`
      select r.* from (
        select w.id::text as id, w.amount::text as amount, w.fee::text as fee, w.actual_amount::text as "actualAmount",
               w.address, w.network, w.status, w.reason, null as "toUserId", w.tx_hash as "txHash",
               w.created_at as "createdAt", w.updated_at as "updatedAt"
        from withdrawals w where w.customer_id = ${customerId}
        union all
        select t.id::text, t.amount::text, t.fee::text, t.amount::text, null, null, 'completed', 'internalTransferSend',
               c.user_id, null, t.created_at, t.created_at
        from transfers t join customers c on c.id = t.to_customer_id where t.from_customer_id = ${customerId}
      ) r order by r."createdAt" desc, r.id desc limit ${limit} offset ${offset}
    `)) as unknown as Rows<Record<string, string | null>>;
    return {
      list: result.rows.map((r) => ({
        id: String(r.id),
        amount: formatMoney(BigInt(String(r.amount))),
        fee: formatMoney(BigInt(String(r.fee))),
        actualAmount: formatMoney(BigInt(String(r.actualAmount))),
        address: r.address ?? null,
        network: r.network ?? null,
        status: r.status as Withdrawal['status'],
        reason: r.reason ?? null,
        toUserId: r.toUserId ?? null,
        txHash: r.txHash ?? null,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      total: await countOf(
        sql`select (select count(*) from withdrawals where customer_id = ${customerId}) + (select count(*) from transfers where from_customer_id = ${customerId}) as n`,
      ),
      ...page,
    };
  }

  async function transfers(
    customerId: string,
    reason: 'internalTransferSend' | 'internalTransferReceive',
    page: PageQuery,
  ): Promise<Page<Transfer>> {
    const { limit, offset } = pageWindow(page);
    const mine = reason === 'internalTransferSend' ? sql`t.from_customer_id` : sql`t.to_customer_id`;
    const result = (await db.execute(sql`
      select t.id::text as id, f.user_id as "fromUserId", r.user_id as "toUserId", t.amount::text as amount,
             t.fee::text as fee, t.created_at as "createdAt"
      from transfers t join customers f on f.id = t.from_customer_id join customers r on r.id = t.to_customer_id
      where ${mine} = ${customerId}
      order by t.created_at desc, t.id desc limit ${limit} offset ${offset}
    `)) as unknown as Rows<Record<string, string>>;
    return {
      list: result.rows.map((r) => ({
        id: String(r.id),
        fromUserId: String(r.fromUserId),
        toUserId: String(r.toUserId),
        amount: formatMoney(BigInt(String(r.amount))),
        fee: formatMoney(BigInt(String(r.fee))),
        reason,
        createdAt: iso(r.createdAt),
      })),
      total: await countOf(sql`select count(*) as n from transfers t where ${mine} = ${customerId}`),
      ...page,
    };
  }

  /** Ledger entries of one player between `start` (inclusive) and `end` (exclusive). */
  async function transactions(
    customerId: string,
    filters: PageQuery & { start: Date; end: Date; reason?: TransactionReason | undefined },
  ) {
    const where = and(
      eq(ledgerEntries.customerId, customerId),
      gte(ledgerEntries.createdAt, filters.start),
      lt(ledgerEntries.createdAt, filters.end),
      filters.reason ? eq(ledgerEntries.reason, filters.reason) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(ledgerEntries)
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db
        .select({ n: sql<string>`count(*)::text` })
        .from(ledgerEntries)
        .where(where),
    ]);
    return toPage(filters, rows.map(toTransaction), total);
  }

  /** Runs a `select … as n` count (cast: the drivers return counts as different types). */
  async function countOf(countQuery: ReturnType<typeof sql>): Promise<number> {
    const counted = (await db.execute(countQuery)) as unknown as Rows<{ n: string | number }>;
    return Number(counted.rows[0]?.n ?? 0);
  }

  return { deposits, withdrawals, transfers, transactions };
}

export type Records = ReturnType<typeof createRecords>;
