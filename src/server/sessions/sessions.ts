/**
 * Server-side sessions of players and staff: created at sign-in, checked on every request,
 * ended by logout, a password change, a staff action or idleness.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';
import { customers, sessions, staff } from '../db/schema/index.ts';
import type { CustomerRow, StaffRow } from '../actors.ts';
import { createBatcher } from '../db/batcher.ts';

/** Refresh `last_seen_at` at most this often, so a busy player does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionOrigin {
  ip: string;
  userAgent: string | undefined;
}

/**
 * `lookupConcurrency`: player-session reads in flight at most (more wait and go together);
 * `gatherTurn`: see createBatcher; `staffTtlHours`: a staff session ends this long after sign-in,
 * as its token does (judged by the server's clock, not only by the token's expiry).
 */
export function createSessions(
  db: Db,
  clock: Clock,
  idleMinutes: number,
  lookupConcurrency = 1,
  gatherTurn = false,
  staffTtlHours = 12,
) {
  const idleMs = idleMinutes * 60_000;
  const staffTtlMs = staffTtlHours * 3_600_000;

  async function open(
    executor: Executor,
    owner: { customerId: string } | { staffId: string },
    origin: SessionOrigin,
  ) {
    const now = clock.now();
    const [row] = await executor
      .insert(sessions)
      .values({
        kind: 'customerId' in owner ? 'player' : 'staff',
        ...owner,
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 512),
        createdAt: now,
        lastSeenAt: now,
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /** Ends one session. */
  async function revoke(executor: Executor, sessionId: string, reason: string): Promise<void> {
    await executor
      .update(sessions)
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a player or staff member, except `keep` if given; returns how many. */
  async function revokeAll(
    executor: Executor,
    owner: { customerId: string } | { staffId: string },
    reason: string,
    keep?: string,
  ): Promise<number> {
    const ownerCondition =
      'customerId' in owner ? eq(sessions.customerId, owner.customerId) : eq(sessions.staffId, owner.staffId);
    const rows = await executor
      .update(sessions)
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where(and(ownerCondition, isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** Whether a session is still usable: not revoked and not idle too long. Ends idle ones. */
  async function checkAlive(session: typeof sessions.$inferSelect): Promise<boolean> {
    if (session.revokedAt) return false;
    const now = clock.now();
    if (now.getTime() - session.lastSeenAt.getTime() > idleMs) {
      await revoke(db, session.id, 'idle');
      return false;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    }
    return true;
  }

  // Read on every authenticated call: built once and prepared on each connection, so a call
  // costs neither the query builder's work nor the server's parse and plan. Lookups that arrive
  // while another is with the database go together in one query (see createBatcher).
  const playersQuery = db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`, eq(sessions.kind, 'player')),
    )
    .prepare('session_players');
  type PlayerRow = Awaited<ReturnType<typeof playersQuery.execute>>[number];
  async function playerRows(sessionIds: readonly string[]): Promise<(PlayerRow | undefined)[]> {
    const rows = await playersQuery.execute({ sessionIds: [...new Set(sessionIds)] });
    const byId = new Map(rows.map((row) => [row.session.id, row]));
    return sessionIds.map((id) => byId.get(id));
  }
  const lookUpPlayer = createBatcher<string, PlayerRow | undefined>({
    concurrency: lookupConcurrency,
    gatherTurn,
    max: 64,
    alone: async (sessionId) => (await playerRows([sessionId]))[0],
    together: playerRows,
  });
  const staffQuery = db
    .select({ session: sessions, staff })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.kind, 'staff')))
    .prepare('session_staff');

  /** The player behind a live player session, or null. */
  async function player(sessionId: string): Promise<{ customer: CustomerRow; sessionId: string } | null> {
    const row = await lookUpPlayer(sessionId);
    if (!row || !(await checkAlive(row.session))) return null;
    // A disabled account cannot use a session, even one a race left open.
    if (row.customer.status === 'disabled') return null;
    return { customer: row.customer, sessionId };
  }

  /** The staff member behind a live staff session, or null. */
  async function staffMember(sessionId: string): Promise<{ staff: StaffRow; sessionId: string } | null> {
    const [row] = await staffQuery.execute({ sessionId });
    if (!row || row.staff.disabled || !(await checkAlive(row.session))) return null;
    if (clock.now().getTime() - row.session.createdAt.getTime() > staffTtlMs) {
      await revoke(db, sessionId, 'expired');
      return null;
    }
    return { staff: row.staff, sessionId };
  }

  /** Records what the session ping reported about the device. */
  async function recordDevice(sessionId: string, visitorId: string, meta: unknown): Promise<void> {
    await db
      .update(sessions)
      .set({ visitorId, meta: sql`${JSON.stringify(meta)}::jsonb` })
      .where(eq(sessions.id, sessionId));
  }

  return { open, revoke, revokeAll, player, staffMember, recordDevice };
}

export type Sessions = ReturnType<typeof createSessions>;
