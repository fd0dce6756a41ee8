/**
 * Staff accounts: creation (CLI and demo data), sign-in with an optional TOTP second factor,
 * sign-out, one's own password, and TOTP enrolment.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { type StaffRole } from '#shared/vocabulary.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import type { StaffRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { rateLimited, type RateLimiter } from '#server/limits/rateLimit.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { signInBuckets } from '../auth/signInLimits.ts';
import type { SessionOrigin, Sessions } from '../sessions/sessions.ts';
import { audit } from './audit.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import type { TotpPolicy } from './totpPolicy.ts';

import { STAFF_PASSWORD_MIN_LENGTH } from '#shared/contract/staff.ts';

export { STAFF_PASSWORD_MIN_LENGTH };

export interface StaffView {
  id: string;
  username: string;
  role: StaffRole;
  totpEnabled: boolean;
}

export function toStaffView(row: StaffRow): StaffView {
  return { id: row.id, username: row.username, role: row.role, totpEnabled: row.totpEnabled };
}

/** A generated password: 16 characters of base64url (96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface NewStaffMember {
  username: string;
  role: StaffRole;
  password?: string | undefined;
}

/**
 * Creates a staff account; without a password one is generated and returned (shown once).
 * Used by the service, the demo data and `npm run admin -- create-staff`.
 */
export async function createStaffMember(db: Db, input: NewStaffMember) {
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(input.username)) {
    throw new Error('a staff username has 3 to 32 letters, digits, _ . or -');
  }
  const password = input.password ?? generatePassword();
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new Error(`a staff password has at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  }
  const [row] = await db
    .insert(staff)
    .values({ username: input.username, role: input.role, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Error(`a staff account named ${input.username} already exists`);
  return { staff: toStaffView(row), password };
}

export interface StaffAccountsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: Sessions;
  tokens: TokenSigner;
  rateLimiter: RateLimiter;
  totpPolicy: TotpPolicy;
  siteName: () => Promise<string>;
}

export function createStaffAccounts(deps: StaffAccountsDeps) {
  const { db, clock, config, sessions, tokens, rateLimiter, totpPolicy } = deps;
  const failureLimit = () => ({
    limit: config.rateLimitLoginFailuresPerUserIp,
    windowSeconds: config.rateLimitWindowSeconds,
  });

  /** The member as the console sees them, with whether they must enrol TOTP before working. */
  async function view(row: StaffRow) {
    return { ...toStaffView(row), totpRequired: await totpPolicy.required(row) };
  }

  /**
   * A signed-in member proves they are at the keyboard by typing their password again; wrong
   * guesses are counted like failed sign-ins, so a left-open console cannot be used to guess it.
   */
  async function confirmPassword(member: StaffRow, password: string): Promise<void> {
    const ok = await rateLimiter.attempt(`staff-password-fail:${member.id}`, failureLimit(), () =>
      verifyPassword(member.passwordHash, password),
    );
    if (!ok) throw new AppError('CURRENT_PASSWORD_IS_NOT_CORRECT');
  }

  /** Opens a session for the member, audits why, and returns its token (inside `tx`). */
  async function openSession(tx: Tx, member: StaffRow, action: string, origin: SessionOrigin) {
    const sessionId = await sessions.open(tx, { staffId: member.id }, origin);
    await audit(tx, { staff: member, action, targetType: 'staff', targetId: member.id, ip: origin.ip });
    return tokens.sign({ kind: 'staff', sessionId });
  }

  async function login(
    body: { username: string; password: string; totp?: string | undefined },
    origin: SessionOrigin,
  ) {
    const ipLimit = await rateLimiter.hit(`staff-auth:${origin.ip}`, {
      limit: config.rateLimitAuthPerIp,
      windowSeconds: config.rateLimitWindowSeconds,
    });
    if (!ipLimit.allowed) throw rateLimited(ipLimit.retryAfterSeconds);
    // Every attempt is counted before it is judged (parallel guesses cannot pass the limit);
    // only a complete sign-in, password and code, clears the count.
    const failures = signInBuckets(config, 'staff-login-fail', body.username, origin.ip);
    await rateLimiter.hitAll(failures.all);
    const [row] = await db
      .select()
      .from(staff)
      .where(sql`lower(${staff.username}) = lower(${body.username})`);
    if (!(await verifyPassword(row?.passwordHash, body.password)) || !row) {
      throw new AppError('USERNAME_OR_PASSWORD_ERROR');
    }
    if (row.disabled) throw new AppError('ACCOUNT_DISABLED');
    if (row.totpEnabled) {
      if (!body.totp) throw new AppError('TOTP_REQUIRED');
      const step = row.totpSecret ? matchTotp(row.totpSecret, body.totp, clock.now()) : null;
      // A code works once: a step at or before the last accepted one is a replay.
      const updated =
        step === null
          ? []
          : await db
              .update(staff)
              .set({ totpLastStep: step })
              .where(
                sql`${staff.id} = ${row.id} and (${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
              )
              .returning({ id: staff.id });
      if (updated.length === 0) throw new AppError('TOTP_INVALID');
    }
    await rateLimiter.reset(failures.source.bucket);
    await rateLimiter.forgive(failures.user.bucket);
    // Read before the transaction: on PGlite a read outside it would wait for it to end.
    const member = await view(row);
    return transaction(db, async (tx) => ({
      jwt: await openSession(tx, row, 'staff.login', origin),
      staff: member,
    }));
  }

  /** Changes one's own password: the other sessions end, this one continues under a new token. */
  async function changePassword(
    member: StaffRow,
    body: { currentPassword: string; newPassword: string },
    origin: SessionOrigin,
  ) {
    await confirmPassword(member, body.currentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    const changed = await view(member);
    return transaction(db, async (tx) => {
      await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id));
      await sessions.revokeAll(tx, { staffId: member.id }, 'password-changed');
      return { jwt: await openSession(tx, member, 'staff.password.change', origin), staff: changed };
    });
  }

  async function logout(member: StaffRow, sessionId: string, ip: string): Promise<void> {
    await transaction(db, async (tx) => {
      await sessions.revoke(tx, sessionId, 'logout');
      await audit(tx, {
        staff: member,
        action: 'staff.logout',
        targetType: 'staff',
        targetId: member.id,
        ip,
      });
    });
  }

  /**
   * Starts TOTP enrolment, given the password again: a new secret, not yet required until
   * confirmed with a code.
   */
  async function setupTotp(member: StaffRow, password: string, ip: string) {
    if (member.totpEnabled) throw new AppError('INVALID_OPERATION');
    await confirmPassword(member, password);
    const secret = newTotpSecret();
    await transaction(db, async (tx) => {
      await tx.update(staff).set({ totpSecret: secret }).where(eq(staff.id, member.id));
      await audit(tx, {
        staff: member,
        action: 'staff.totp.setup',
        targetType: 'staff',
        targetId: member.id,
        ip,
      });
    });
    return { secret, otpauthUrl: otpauthUri(await deps.siteName(), member.username, secret) };
  }

  /** Confirms enrolment with a code from the app; from then on sign-in needs a code. */
  async function enableTotp(member: StaffRow, code: string, ip: string) {
    const step =
      member.totpSecret && !member.totpEnabled ? matchTotp(member.totpSecret, code, clock.now()) : null;
    if (step === null) throw new AppError('TOTP_INVALID');
    const row = await transaction(db, async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({ totpEnabled: true, totpLastStep: step })
        .where(eq(staff.id, member.id))
        .returning();
      if (!row) throw new AppError('INVALID_USER');
      await audit(tx, {
        staff: member,
        action: 'staff.totp.enable',
        targetType: 'staff',
        targetId: member.id,
        ip,
      });
      return row;
    });
    return view(row);
  }

  /** Turns the second factor off, given a current code. */
  async function disableTotp(member: StaffRow, code: string, ip: string) {
    const step =
      member.totpSecret && member.totpEnabled ? matchTotp(member.totpSecret, code, clock.now()) : null;
    if (step === null) throw new AppError('TOTP_INVALID');
    const row = await transaction(db, async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
        .where(eq(staff.id, member.id))
        .returning();
      if (!row) throw new AppError('INVALID_USER');
      await audit(tx, {
        staff: member,
        action: 'staff.totp.disable',
        targetType: 'staff',
        targetId: member.id,
        ip,
      });
      return row;
    });
    return view(row);
  }

  return {
    create: (input: NewStaffMember) => createStaffMember(db, input),
    login,
    logout,
    view,
    changePassword,
    setupTotp,
    enableTotp,
    disableTotp,
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
