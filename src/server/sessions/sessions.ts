/**
 * Server-side sessions of players and staff: created at sign-in, checked on every request,
 * ended by logout, a password change, a staff action or idleness.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/config.ts';
import type { TokenSigner } from '#server/auth/tokens.ts';
import type { RateLimiter } from '#server/rateLimits/rateLimits.ts';
import type { Executor } from '#server/db/transaction.ts';
import type { CustomerRow, StaffRow } from '#server/actors.ts';
import { createBatcher } from '#server/db/batcher.ts';
import {
  insertSession,
  preparePlayerLookup,
  prepareStaffLookup,
  revokeSession,
  revokeSessions,
  setSessionDevice,
  touchSession,
  type PlayerSessionRow,
  type SessionOwner,
  type SessionRow,
  type StaffLookup,
} from './queries.ts';

/** Refresh `last_seen_at` at most this often, so a busy player does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * What signing in (a player or a staff member) needs: the database, the clock, the config, the
 * sessions it opens, the tokens it signs and the rate limiter of failed attempts.
 */
export interface SignInDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: Sessions;
  tokens: TokenSigner;
  rateLimiter: RateLimiter;
}

export interface SessionOrigin {
  ip: string;
  userAgent: string | undefined;
}

interface SessionDeps {
  db: Db;
  clock: Clock;
  idleMs: number;
  staffTtlMs: number;
  lookUpPlayer: (sessionId: string) => Promise<PlayerSessionRow | undefined>;
  staffQuery: StaffLookup;
}

/** Whether a session is still usable: not revoked and not idle too long. Ends idle ones. */
async function checkAlive({ db, clock, idleMs }: SessionDeps, session: SessionRow): Promise<boolean> {
  if (session.revokedAt) return false;
  const now = clock.now();
  if (now.getTime() - session.lastSeenAt.getTime() > idleMs) {
    await revokeSession(db, session.id, 'idle', now);
    return false;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, session.id, now);
  return true;
}

/** The player behind a live player session, or null. */
async function player(
  deps: SessionDeps,
  sessionId: string,
): Promise<{ customer: CustomerRow; sessionId: string } | null> {
  const row = await deps.lookUpPlayer(sessionId);
  if (!row || !(await checkAlive(deps, row.session))) return null;
  // A disabled account cannot use a session, even one a race left open.
  if (row.customer.status === 'disabled') return null;
  return { customer: row.customer, sessionId };
}

/** The staff member behind a live staff session, or null. */
async function staffMember(
  deps: SessionDeps,
  sessionId: string,
): Promise<{ staff: StaffRow; sessionId: string } | null> {
  const [row] = await deps.staffQuery.execute({ sessionId });
  if (!row || row.staff.disabled || !(await checkAlive(deps, row.session))) return null;
  const now = deps.clock.now();
  if (now.getTime() - row.session.createdAt.getTime() > deps.staffTtlMs) {
    await revokeSession(deps.db, sessionId, 'expired', now);
    return null;
  }
  return { staff: row.staff, sessionId };
}

/**
 * Player-session reads that arrive while another is with the database go together in one
 * query (see createBatcher).
 */
function playerLookup(db: Db, lookupConcurrency: number, gatherTurn: boolean) {
  const playersQuery = preparePlayerLookup(db);
  async function playerRows(sessionIds: readonly string[]): Promise<(PlayerSessionRow | undefined)[]> {
    const rows = await playersQuery.execute({ sessionIds: [...new Set(sessionIds)] });
    const byId = new Map(rows.map((row) => [row.session.id, row]));
    return sessionIds.map((id) => byId.get(id));
  }
  return createBatcher<string, PlayerSessionRow | undefined>({
    concurrency: lookupConcurrency,
    gatherTurn,
    max: 64,
    alone: async (sessionId) => (await playerRows([sessionId]))[0],
    together: playerRows,
  });
}

export interface SessionsDeps {
  db: Db;
  clock: Clock;
  /** A session unused this long ends. */
  idleMinutes: number;
  /** Player-session reads in flight at most (more wait and go together). */
  lookupConcurrency?: number;
  /** See createBatcher. */
  gatherTurn?: boolean;
  /**
   * A staff session ends this long after sign-in, as its token does (judged by the server's clock,
   * not only by the token's expiry).
   */
  staffTtlHours?: number;
}

export function createSessions({
  db,
  clock,
  idleMinutes,
  lookupConcurrency = 1,
  gatherTurn = false,
  staffTtlHours = 12,
}: SessionsDeps) {
  const deps: SessionDeps = {
    db,
    clock,
    idleMs: idleMinutes * 60_000,
    staffTtlMs: staffTtlHours * 3_600_000,
    lookUpPlayer: playerLookup(db, lookupConcurrency, gatherTurn),
    staffQuery: prepareStaffLookup(db),
  };
  return {
    open: (executor: Executor, owner: SessionOwner, origin: SessionOrigin) =>
      insertSession(executor, {
        owner,
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 512),
        now: clock.now(),
      }),
    /** Ends one session. */
    revoke: (executor: Executor, sessionId: string, reason: string) =>
      revokeSession(executor, sessionId, reason, clock.now()),
    /** Ends every session of a player or staff member, except `keep` if given; returns how many. */
    revokeAll: (executor: Executor, owner: SessionOwner, reason: string, keep?: string) =>
      revokeSessions(executor, owner, reason, clock.now(), keep),
    player: (sessionId: string) => player(deps, sessionId),
    staffMember: (sessionId: string) => staffMember(deps, sessionId),
    /** Records what the session ping reported about the device. */
    recordDevice: (sessionId: string, visitorId: string, meta: unknown) =>
      setSessionDevice(db, sessionId, visitorId, meta),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
