/** The SQL of transfers (`transfers.ts`). */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { customers, transfers } from '#server/db/schema/index.ts';
import { byRequestKey } from '#server/db/requestKey.ts';
import type { Executor, Tx } from '#server/db/transaction.ts';

/** Locks players' rows in a fixed order (by id), so that two such locks cannot deadlock. */
export async function lockCustomersInOrder(tx: Tx, ids: string[]) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, ids))
    .orderBy(asc(customers.id))
    .for('update');
}

/** The transfer a request created before (its key stored with the record). */
export async function transferByRequestKey(db: Executor, fromCustomerId: string, requestKey: string) {
  return byRequestKey(db, transfers, transfers.fromCustomerId, fromCustomerId, requestKey);
}

/** What a player sent since `since`, in cents. */
export async function sentSince(db: Executor, fromCustomerId: string, since: Date): Promise<bigint> {
  const [sent] = await db
    .select({ total: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` })
    .from(transfers)
    .where(and(eq(transfers.fromCustomerId, fromCustomerId), gte(transfers.createdAt, since)));
  return BigInt(sent?.total ?? '0');
}

export async function insertTransfer(db: Executor, values: typeof transfers.$inferInsert) {
  const [row] = await db.insert(transfers).values(values).returning();
  if (!row) throw new Error('transfer insert returned nothing');
  return row;
}
