/** The SQL of staff accounts: a member by name, their password and TOTP columns. */
import { sql } from 'drizzle-orm';
import type { StaffRow } from '#server/actors.ts';
import { accountByUsername, updateAccount } from '#server/db/accounts.ts';
import type { Executor } from '#server/db/transaction.ts';
import { staff } from '#server/db/schema/index.ts';

/** The member of a username, whatever its case. */
export function staffByUsername(db: Executor, username: string): Promise<StaffRow | undefined> {
  return accountByUsername(db, staff, username);
}

/** Updates a member and returns the row after. */
export function updateStaff(
  db: Executor,
  staffId: string,
  changes: Partial<typeof staff.$inferInsert>,
): Promise<StaffRow | undefined> {
  return updateAccount(db, staff, staffId, changes);
}

/**
 * Records the TOTP step a sign-in used, unless that step or a later one was used already (a
 * code works once: a step at or before the last accepted one is a replay); says whether it did.
 */
export async function claimTotpStep(db: Executor, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      sql`${staff.id} = ${staffId} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
    )
    .returning({ id: staff.id });
  return rows.length > 0;
}
