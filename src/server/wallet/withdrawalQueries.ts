/** The SQL of withdrawals (`withdrawals.ts`): every statement runs in the caller's transaction. */
import { and, eq } from 'drizzle-orm';
import { withdrawals } from '#server/db/schema/index.ts';
import { byRequestKey } from '#server/db/requestKey.ts';
import type { Executor } from '#server/db/transaction.ts';
import type { MoneyStatus } from '#shared/vocabulary.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalChange = Partial<typeof withdrawals.$inferInsert>;

/**
 * Inserts a withdrawal unless the player has one open (a partial unique index allows one):
 * `undefined` then.
 */
export async function insertOpenWithdrawal(db: Executor, values: typeof withdrawals.$inferInsert) {
  const [row] = await db.insert(withdrawals).values(values).onConflictDoNothing().returning();
  return row;
}

/** The withdrawal a request created before (its key stored with the record). */
export async function withdrawalByRequestKey(db: Executor, customerId: string, requestKey: string) {
  return byRequestKey(db, withdrawals, withdrawals.customerId, customerId, requestKey);
}

/**
 * Changes a withdrawal only if it is still in `from` (and, given `ownerId`, belongs to that
 * player); `undefined` when it is not.
 */
export async function updateWithdrawalIn(
  db: Executor,
  id: string,
  from: MoneyStatus,
  set: WithdrawalChange,
  ownerId?: string,
) {
  const [row] = await db
    .update(withdrawals)
    .set(set)
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, from),
        ownerId ? eq(withdrawals.customerId, ownerId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** A withdrawal's status (of that player's, given `ownerId`), `undefined` when there is none. */
export async function withdrawalStatus(db: Executor, id: string, ownerId?: string) {
  const [row] = await db
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), ownerId ? eq(withdrawals.customerId, ownerId) : undefined));
  return row?.status;
}
