/**
 * What player and staff accounts share in SQL: a username matches whatever its case, and an
 * account is changed by its id, the row after the change returned.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { customers, staff } from './schema/index.ts';
import type { Executor } from './transaction.ts';

type AccountTable = typeof customers | typeof staff;

/** Whether `column` holds `username`, whatever its case. */
export function sameUsername(column: PgColumn, username: string) {
  return sql`lower(${column}) = lower(${username})`;
}

/** The account of `table` with this username, whatever its case. */
export async function accountByUsername<Table extends AccountTable>(
  db: Executor,
  table: Table,
  username: string,
): Promise<Table['$inferSelect'] | undefined> {
  const source = table as AccountTable;
  const [row] = await db.select().from(source).where(sameUsername(source.username, username));
  return row as Table['$inferSelect'] | undefined;
}

/** Updates the account of `table` with this id and returns the row after. */
export async function updateAccount<Table extends AccountTable>(
  db: Executor,
  table: Table,
  id: string,
  changes: Partial<Table['$inferInsert']>,
): Promise<Table['$inferSelect'] | undefined> {
  const source = table as AccountTable;
  const [row] = await db.update(source).set(changes).where(eq(source.id, id)).returning();
  return row as Table['$inferSelect'] | undefined;
}
