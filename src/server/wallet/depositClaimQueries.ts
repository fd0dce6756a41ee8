/** The SQL of deposit claims (`depositClaims.ts`): every statement runs in the caller's transaction. */
import { and, eq } from 'drizzle-orm';
import { customers, deposits } from '#server/db/schema/index.ts';
import { byRequestKey } from '#server/db/requestKey.ts';
import { rowCount } from '#server/db/paging.ts';
import type { Executor, Tx } from '#server/db/transaction.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositChange = Partial<typeof deposits.$inferInsert>;

/** Locks a player's row, so that a player's claims are counted one after another. */
export async function lockCustomer(tx: Tx, customerId: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** A player's row, locked. */
export async function lockedCustomer(tx: Tx, customerId: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

/** The deposit a request created before (its key stored with the record). */
export async function depositByRequestKey(db: Executor, customerId: string, requestKey: string) {
  return byRequestKey(db, deposits, deposits.customerId, customerId, requestKey);
}

/** How many of a player's claims wait for staff. */
export async function openDepositCount(db: Executor, customerId: string): Promise<number> {
  return rowCount(db, deposits, and(eq(deposits.customerId, customerId), eq(deposits.status, 'pending')));
}

export async function insertDeposit(db: Executor, values: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(values).returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return row;
}

/** Changes a deposit only if it is still in `from`; `undefined` when it is not. */
export async function updateDepositIn(
  db: Executor,
  id: string,
  from: DepositRow['status'],
  set: DepositChange,
) {
  const [row] = await db
    .update(deposits)
    .set(set)
    .where(and(eq(deposits.id, id), eq(deposits.status, from)))
    .returning();
  return row;
}

export async function updateDeposit(db: Executor, id: string, set: DepositChange) {
  const [row] = await db.update(deposits).set(set).where(eq(deposits.id, id)).returning();
  return row;
}

export async function depositExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, id));
  return row !== undefined;
}

/** A deposit, locked. */
export async function lockedDeposit(tx: Tx, id: string) {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}
