/** The SQL of the staff's money lists (`staffLists.ts`): each a page of rows and its count. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { customers, deposits, ledgerEntries, transfers, withdrawals } from '../db/schema/index.ts';
import type { LedgerQuery, MoneyQueueQuery } from '#shared/contract/walletAdmin.ts';

/** A page's LIMIT and OFFSET. */
interface Window {
  limit: number;
  offset: number;
}

type QueueFilter = Pick<MoneyQueueQuery, 'status' | 'userId'>;

/** A queue's filter: the request's status and the player's user id, each when given. */
function queueWhere(status: typeof deposits.status | typeof withdrawals.status, filter: QueueFilter) {
  return and(
    filter.status ? eq(status, filter.status) : undefined,
    filter.userId ? eq(customers.userId, filter.userId) : undefined,
  );
}

/** Deposits with their player's user id, newest first. */
export function depositQueueRows(db: Db, filter: QueueFilter, { limit, offset }: Window) {
  return db
    .select({ deposit: deposits, userId: customers.userId })
    .from(deposits)
    .innerJoin(customers, eq(customers.id, deposits.customerId))
    .where(queueWhere(deposits.status, filter))
    .orderBy(sql`${deposits.createdAt} desc`)
    .limit(limit)
    .offset(offset);
}

export function depositQueueCount(db: Db, filter: QueueFilter) {
  return db
    .select({ n: sql<string>`count(*)::text` })
    .from(deposits)
    .innerJoin(customers, eq(customers.id, deposits.customerId))
    .where(queueWhere(deposits.status, filter));
}

/** Withdrawals with their player's user id, newest first. */
export function withdrawalQueueRows(db: Db, filter: QueueFilter, { limit, offset }: Window) {
  return db
    .select({ withdrawal: withdrawals, userId: customers.userId })
    .from(withdrawals)
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .where(queueWhere(withdrawals.status, filter))
    .orderBy(sql`${withdrawals.createdAt} desc`)
    .limit(limit)
    .offset(offset);
}

export function withdrawalQueueCount(db: Db, filter: QueueFilter) {
  return db
    .select({ n: sql<string>`count(*)::text` })
    .from(withdrawals)
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .where(queueWhere(withdrawals.status, filter));
}

const sender = alias(customers, 'sender');
const receiver = alias(customers, 'receiver');

function transferWhere(userId: string | undefined) {
  return userId ? sql`(${sender.userId} = ${userId} or ${receiver.userId} = ${userId})` : undefined;
}

/** Internal transfers with both user ids, newest first; by `userId`, those it sent or received. */
export function transferRows(db: Db, userId: string | undefined, { limit, offset }: Window) {
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
export function ledgerRows(db: Db, filter: LedgerFilter, { limit, offset }: Window) {
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
