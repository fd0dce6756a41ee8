/** The SQL of player accounts: customers by name or id, their updates, invitation uses. */
import { eq, sql } from 'drizzle-orm';
import type { CustomerRow } from '#server/actors.ts';
import { customers, invitations } from '#server/db/schema/index.ts';
import { accountByUsername, sameUsername, updateAccount } from '#server/db/accounts.ts';
import type { Executor } from '#server/db/transaction.ts';

export type CustomerChanges = Partial<typeof customers.$inferInsert>;

/** The customer of a username, whatever its case. */
export function customerByUsername(db: Executor, username: string): Promise<CustomerRow | undefined> {
  return accountByUsername(db, customers, username);
}

/** The customer of a 6-digit user id. */
export async function customerByUserId(db: Executor, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
  return row;
}

/** Whether a username is taken, whatever its case. */
export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sameUsername(customers.username, username));
  return rows.length > 0;
}

/** Inserts a customer; `undefined` when the user id or username is already taken. */
export async function insertCustomer(
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

/** The customer, locked for this transaction. */
export async function lockCustomer(tx: Executor, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

/** Updates a customer and returns the row after. */
export function updateCustomer(
  db: Executor,
  customerId: string,
  changes: CustomerChanges,
): Promise<CustomerRow | undefined> {
  return updateAccount(db, customers, customerId, changes);
}

/** The invitation of a code, locked for the registration that uses it. */
export async function lockInvitation(tx: Executor, code: string) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.code, code)).for('update');
  return row;
}

/** Counts one use of an invitation code. */
export async function countInvitationUse(tx: Executor, code: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(eq(invitations.code, code));
}
