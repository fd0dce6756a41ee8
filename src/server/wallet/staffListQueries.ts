/** The SQL of the staff's money lists (`staffLists.ts`): each a page of rows and its count. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import type { PageQuery, PageWindow } from '#server/db/paging.ts';
import { customers, deposits, ledgerEntries, transfers, withdrawals } from '#server/db/schema/index.ts';
import type { LedgerQuery, MoneyQueueQuery } from '#shared/contract/walletAdmin.ts';

type QueueFilter = Pick<MoneyQueueQuery, 'status' | 'userId'>;
type MoneyTable = typeof deposits | typeof withdrawals;

/**
 * A money queue (deposits or withdrawals) with each request's player user id, newest first, by
 * the request's status and the player's user id, each when given.
 */
function moneyQueue<Table extends MoneyTable>(
  db: Db,
  table: Table,
  filter: QueueFilter,
): PageQuery<{ row: Table['$inferSelect']; userId: string }> {
  const source = table as MoneyTable;
  const where = and(
    filter.status ? eq(source.status, filter.status) : undefined,
    filter.userId ? eq(customers.userId, filter.userId) : undefined,
  );
  const joined = eq(customers.id, source.customerId);
  return {
    rows: ({ limit, offset }) =>
      db
        .select({ row: source, userId: customers.userId })
        .from(source)
        .innerJoin(customers, joined)
        .where(where)
        .orderBy(sql`${source.createdAt} desc`)
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: sql<string>`count(*)::text` })
        .from(source)
        .innerJoin(customers, joined)
        .where(where),
  };
}

/** Deposits with their player's user id, newest first. */
export const depositQueue = (db: Db, filter: QueueFilter) => moneyQueue(db, deposits, filter);

/** Withdrawals with their player's user id, newest first. */
export const withdrawalQueue = (db: Db, filter: QueueFilter) => moneyQueue(db, withdrawals, filter);

const sender = alias(customers, 'sender');
const receiver = alias(customers, 'receiver');

function transferWhere(userId: string | undefined) {
  return userId ? sql`(${sender.userId} = ${userId} or ${receiver.userId} = ${userId})` : undefined;
}

/** Internal transfers with both user ids, newest first; by `userId`, those it sent or received. */
export function transferRows(db: Db, userId: string | undefined, { limit, offset }: PageWindow) {
  return db
    .select({ transfer: transfers, fromUserId: sender.userId, toUserId: receiver.userId })
    .from(transfers)
    .innerJoin(sender, eq(sender.id, transfers.fromCustomerId))
    .innerJoin(receiver, eq(receiver.id, transfers.toCustomerId))
    .where(transferWhere(userId))
    .orderBy(desc(transfers.createdAt))
    .limit(limit)
    .offset(offset);
}

export function transferCount(db: Db, userId: string | undefined) {
  return db
    .select({ n: sql<string>`count(*)::text` })
    .from(transfers)
    .innerJoin(sender, eq(sender.id, transfers.fromCustomerId))
    .innerJoin(receiver, eq(receiver.id, transfers.toCustomerId))
    .where(transferWhere(userId));
}

type LedgerFilter = Omit<LedgerQuery, 'pageNo' | 'pageSize'>;

function ledgerWhere(filter: LedgerFilter) {
  return and(
    filter.userId ? eq(customers.userId, filter.userId) : undefined,
    filter.reason ? eq(ledgerEntries.reason, filter.reason) : undefined,
    filter.refType ? eq(ledgerEntries.refType, filter.refType) : undefined,
    filter.refId ? eq(ledgerEntries.refId, filter.refId) : undefined,
    filter.start ? gte(ledgerEntries.createdAt, filter.start) : undefined,
    filter.end ? lt(ledgerEntries.createdAt, filter.end) : undefined,
  );
}

/** Ledger entries with the player's user id (none for house legs), newest first. */
export function ledgerRows(db: Db, filter: LedgerFilter, { limit, offset }: PageWindow) {
  return db
    .select({ entry: ledgerEntries, userId: customers.userId })
    .from(ledgerEntries)
    .leftJoin(customers, eq(customers.id, ledgerEntries.customerId))
    .where(ledgerWhere(filter))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
}

export function ledgerCount(db: Db, filter: LedgerFilter) {
  return db
    .select({ n: sql<string>`count(*)::text` })
    .from(ledgerEntries)
    .leftJoin(customers, eq(customers.id, ledgerEntries.customerId))
    .where(ledgerWhere(filter));
}
