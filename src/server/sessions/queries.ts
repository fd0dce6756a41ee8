/** The SQL of sessions: open, end, touch, and the lookups every authenticated call makes. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { customers, sessions, staff } from '#server/db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionOwner = { customerId: string } | { staffId: string };

/** Inserts a session and returns its id. */
export async function insertSession(
  executor: Executor,
  values: { owner: SessionOwner; ip: string; userAgent: string | undefined; now: Date },
): Promise<string> {
  const [row] = await executor
    .insert(sessions)
    .values({
      kind: 'customerId' in values.owner ? 'player' : 'staff',
      ...values.owner,
      ip: values.ip,
      userAgent: values.userAgent,
      createdAt: values.now,
      lastSeenAt: values.now,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** Ends one session, unless it already ended. */
export async function revokeSession(executor: Executor, sessionId: string, reason: string, now: Date) {
  await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends the live sessions of an owner except `keep`; returns how many. */
export async function revokeSessions(
  executor: Executor,
  owner: SessionOwner,
  reason: string,
  now: Date,
  keep?: string,
): Promise<number> {
  const ownerCondition =
    'customerId' in owner ? eq(sessions.customerId, owner.customerId) : eq(sessions.staffId, owner.staffId);
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(ownerCondition, isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Records what the session ping reported about the device. */
export async function setSessionDevice(db: Db, sessionId: string, visitorId: string, meta: unknown) {
  await db
    .update(sessions)
    .set({ visitorId, meta: sql`${JSON.stringify(meta)}::jsonb` })
    .where(eq(sessions.id, sessionId));
}

/**
 * Read on every authenticated call: built once and prepared on each connection, so a call
 * costs neither the query builder's work nor the server's parse and plan.
 */
export function preparePlayerLookup(db: Db) {
  return db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`, eq(sessions.kind, 'player')),
    )
    .prepare('session_players');
}

export function prepareStaffLookup(db: Db) {
  return db
    .select({ session: sessions, staff })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.kind, 'staff')))
    .prepare('session_staff');
}

export type PlayerLookup = ReturnType<typeof preparePlayerLookup>;
export type PlayerSessionRow = Awaited<ReturnType<PlayerLookup['execute']>>[number];
export type StaffLookup = ReturnType<typeof prepareStaffLookup>;
