/** The SQL of staff accounts: a member by name, their password and TOTP columns. */
import { eq, sql } from 'drizzle-orm';
import type { StaffRow } from '#server/actors.ts';
import type { Executor } from '#server/db/transaction.ts';
import { staff } from '#server/db/schema/index.ts';

/** The member of a username, whatever its case. */
export async function staffByUsername(db: Executor, username: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.username}) = lower(${username})`);
  return row;
}

/** Updates a member and returns the row after. */
export async function updateStaff(
  db: Executor,
  staffId: string,
  changes: Partial<typeof staff.$inferInsert>,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set(changes).where(eq(staff.id, staffId)).returning();
  return row;
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
