/** Invitation codes: staff create them (optionally for an inviting customer), list and disable them. */
import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { customers, invitations } from '#server/db/schema/index.ts';
import { transaction, type Executor } from '#server/db/transaction.ts';
import type { Invitation, NewInvitation } from '#shared/contract/staff.ts';
import { AppError } from '#server/errors.ts';
import { normalizeInvitationCode } from '#server/customers/customers.ts';
import { audit } from './audit.ts';
import type { StaffActor } from '#server/actors.ts';

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 8-character invitation code. */
export function randomInvitationCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

type InvitationRow = typeof invitations.$inferSelect;

function toInvitation(row: InvitationRow, inviterUserId: string | null): Invitation {
  return {
    code: row.code,
    inviterUserId,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    disabled: row.disabled,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export type { NewInvitation };

/** The id of the inviting customer a new code names, or null when it names none. */
async function inviterIdOf(tx: Executor, inviterUserId: string | undefined): Promise<string | null> {
  if (!inviterUserId) return null;
  const [inviter] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, inviterUserId));
  if (!inviter) throw new AppError('USER_IS_NOT_EXISTS', { fields: { inviterUserId: 'INVALID_VALUE' } });
  return inviter.id;
}

/** Creates a code (a random one unless given); staff's are audited, the demo data's have no actor. */
export async function createInvitation(
  db: Db,
  actor: StaffActor | null,
  input: NewInvitation,
): Promise<Invitation> {
  return transaction(db, async (tx) => {
    const inviterId = await inviterIdOf(tx, input.inviterUserId);
    const code = input.code ? normalizeInvitationCode(input.code) : randomInvitationCode();
    const [row] = await tx
      .insert(invitations)
      .values({
        code,
        inviterId,
        maxUses: input.maxUses ?? null,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        note: input.note ?? null,
        createdByStaffId: actor?.staff.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('INVALID_OPERATION', { fields: { code: 'INVALID_VALUE' } });
    const view = toInvitation(row, input.inviterUserId ?? null);
    if (actor) {
      await audit(tx, actor, {
        action: 'invitation.create',
        targetType: 'invitation',
        targetId: code,
        after: view,
      });
    }
    return view;
  });
}

export function createInvitations({ db }: { db: Db }) {
  async function list() {
    const rows = await db
      .select({ invitation: invitations, inviterUserId: customers.userId })
      .from(invitations)
      .leftJoin(customers, eq(customers.id, invitations.inviterId))
      .orderBy(desc(invitations.createdAt));
    return rows.map((r) => toInvitation(r.invitation, r.inviterUserId));
  }

  async function disable(actor: StaffActor, rawCode: string) {
    const code = normalizeInvitationCode(rawCode);
    return transaction(db, async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set({ disabled: true })
        .where(eq(invitations.code, code))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      await audit(tx, actor, {
        action: 'invitation.disable',
        targetType: 'invitation',
        targetId: code,
        before: { disabled: false },
        after: { disabled: true },
      });
      const [inviter] = row.inviterId
        ? await tx.select({ userId: customers.userId }).from(customers).where(eq(customers.id, row.inviterId))
        : [];
      return toInvitation(row, inviter?.userId ?? null);
    });
  }

  /** Whether any invitation code exists (the demo data adds one when none does). */
  async function any(): Promise<boolean> {
    const rows = await db.select({ code: invitations.code }).from(invitations).limit(1);
    return rows.length > 0;
  }

  return {
    list,
    create: (actor: StaffActor | null, input: NewInvitation) => createInvitation(db, actor, input),
    disable,
    any,
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
