/**
 * Staff management by an admin: the list of staff, disabling and re-enabling a member, and
 * resetting their password. Each change ends the member's sessions in the same transaction, so
 * their next call is refused, and is written to the audit log.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { sessions as sessionsTable, staff } from '#server/db/schema/index.ts';
import { transaction, type Executor } from '#server/db/transaction.ts';
import type { StaffActor, StaffRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Sessions } from '#server/sessions/sessions.ts';
import { audit } from './audit.ts';
import { generatePassword, STAFF_PASSWORD_MIN_LENGTH, toStaffView } from './staff.ts';

export function toStaffListItem(row: StaffRow) {
  return { ...toStaffView(row), disabled: row.disabled, createdAt: row.createdAt.toISOString() };
}

export type StaffListItem = ReturnType<typeof toStaffListItem>;

/**
 * Sets a member's password and ends their sessions, in one transaction. Used by the admin's
 * reset and by `npm run admin -- reset-password` (which has no sessions service: it ends the
 * rows itself, which the running server reads on every call).
 */
export async function resetStaffPassword(
  executor: Executor,
  member: Pick<StaffRow, 'id'>,
  password: string,
  now: Date,
): Promise<void> {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new Error(`a staff password has at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  }
  await executor
    .update(staff)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staff.id, member.id));
  await executor
    .update(sessionsTable)
    .set({ revokedAt: now, revokedReason: 'password-reset' })
    .where(and(eq(sessionsTable.staffId, member.id), isNull(sessionsTable.revokedAt)));
}

export interface StaffAdminDeps {
  db: Db;
  clock: Clock;
  sessions: Sessions;
}

export function createStaffAdmin({ db, clock, sessions }: StaffAdminDeps) {
  /** The member, locked for this transaction, or 404. */
  async function lockMember(tx: Executor, staffId: string): Promise<StaffRow> {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Every staff member, admins first, then by name. */
  async function list(): Promise<StaffListItem[]> {
    const rows = await db
      .select()
      .from(staff)
      .orderBy(sql`${staff.role} = 'admin' desc`, asc(sql`lower(${staff.username})`));
    return rows.map(toStaffListItem);
  }

  async function setDisabled(actor: StaffActor, staffId: string, disabled: boolean): Promise<StaffListItem> {
    if (disabled && staffId === actor.staff.id) throw new AppError('STAFF_CANNOT_DISABLE_SELF');
    return transaction(db, async (tx) => {
      if (disabled) {
        // The enabled admins are locked before they are counted: two admins disabling each
        // other at once are judged one after the other, and one admin always remains.
        const admins = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.role, 'admin'), eq(staff.disabled, false)))
          .for('update');
        if (admins.length === 1 && admins[0]?.id === staffId) throw new AppError('STAFF_LAST_ADMIN');
      }
      const before = await lockMember(tx, staffId);
      const [row] = await tx.update(staff).set({ disabled }).where(eq(staff.id, staffId)).returning();
      if (!row) throw new AppError('NOT_FOUND');
      if (disabled) await sessions.revokeAll(tx, { staffId }, 'staff-disabled');
      await audit(tx, actor, {
        action: disabled ? 'staff.disable' : 'staff.enable',
        targetType: 'staff',
        targetId: staffId,
        before: { disabled: before.disabled },
        after: { disabled },
      });
      return toStaffListItem(row);
    });
  }

  /** A new generated password for a member, shown once; their sessions end. */
  async function resetPassword(actor: StaffActor, staffId: string): Promise<{ password: string }> {
    const password = generatePassword();
    await transaction(db, async (tx) => {
      const member = await lockMember(tx, staffId);
      await resetStaffPassword(tx, member, password, clock.now());
      await audit(tx, actor, {
        action: 'staff.password.reset',
        targetType: 'staff',
        targetId: staffId,
      });
    });
    return { password };
  }

  return {
    list,
    disable: (actor: StaffActor, staffId: string) => setDisabled(actor, staffId, true),
    enable: (actor: StaffActor, staffId: string) => setDisabled(actor, staffId, false),
    resetPassword,
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
