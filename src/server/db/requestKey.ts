/**
 * Requests that carry an idempotency key store it with the record they create (unique per owner,
 * `oncePerRequestKey`); a retry of the same request finds that record here.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction.ts';

/**
 * The record of `table` that `ownerId`'s request `key` created before, or `undefined`.
 * @example await byRequestKey(tx, deposits, deposits.customerId, customerId, requestKey)
 */
export async function byRequestKey<Table extends PgTable & { requestKey: PgColumn }>(
  db: Executor,
  table: Table,
  owner: PgColumn,
  ownerId: string,
  key: string,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(owner, ownerId), eq(table.requestKey, key)));
  return row as Table['$inferSelect'] | undefined;
}
