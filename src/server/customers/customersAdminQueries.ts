/** The SQL of what staff read about customers: the searched list, one customer's detail, bets. */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomersQuery, CustomerBetsQuery } from '#shared/contract/staff.ts';
import type { CustomerRow } from '#server/actors.ts';
import type { Db } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { bets, customers, lotteries, sessions } from '#server/db/schema/index.ts';

const inviter = alias(customers, 'inviter');

export { customerByUserId } from './queries.ts';

/** The customer of a user id, locked for this transaction. */
export async function lockCustomerByUserId(tx: Executor, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.userId, userId)).for('update');
  return row;
}

/** The filter of the customer search: a user id, or part of a username, real name or phone. */
function customerFilter(filters: CustomersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(customers.status, filters.status));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const match = or(
      eq(customers.userId, filters.q),
      ilike(customers.username, like),
      ilike(customers.realName, like),
      ilike(customers.phoneNumber, like),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The customer search, newest first: rows with their inviter's user id, and the count. */
export function customerSearch(db: Db, filters: CustomersQuery) {
  const where = customerFilter(filters);
  return {
    rows: ({ limit, offset }: { limit: number; offset: number }) =>
      db
        .select({ customer: customers, inviterUserId: inviter.userId })
        .from(customers)
        .leftJoin(inviter, eq(inviter.id, customers.inviterId))
        .where(where)
        .orderBy(desc(customers.createdAt))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(customers).where(where),
  };
}

/** One customer's bets, newest first, with the lottery's game and name; and their count. */
export function customerBets(db: Db, customerId: string, filters: CustomerBetsQuery) {
  const where = and(
    eq(bets.customerId, customerId),
    filters.lotteryId ? eq(bets.lotteryId, filters.lotteryId) : undefined,
    filters.status ? eq(bets.status, filters.status) : undefined,
  );
  return {
    rows: ({ limit, offset }: { limit: number; offset: number }) =>
      db
        .select({ bet: bets, game: lotteries.game, lotteryName: lotteries.name })
        .from(bets)
        .innerJoin(lotteries, eq(lotteries.id, bets.lotteryId))
        .where(where)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(bets).where(where),
  };
}

/** The user id and name of a customer's inviter. */
export async function inviterOf(db: Db, inviterId: string | null) {
  if (!inviterId) return null;
  const [row] = await db
    .select({ userId: customers.userId, username: customers.username })
    .from(customers)
    .where(eq(customers.id, inviterId));
  return row ?? null;
}

/** The customers a customer invited, newest first. */
export function inviteesOf(db: Db, customerId: string) {
  return db
    .select({ userId: customers.userId, username: customers.username, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.inviterId, customerId))
    .orderBy(desc(customers.createdAt));
}

/** A customer's latest 50 sessions. */
export function sessionsOf(db: Db, customerId: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.customerId, customerId))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
}

/** Sets a customer's password hash by user id; the row's id, or undefined when none. */
export async function setPasswordByUserId(tx: Executor, userId: string, passwordHash: string, now: Date) {
  const [row] = await tx
    .update(customers)
    .set({ passwordHash, updatedAt: now })
    .where(eq(customers.userId, userId))
    .returning({ id: customers.id });
  return row;
}
