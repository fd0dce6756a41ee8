/**
 * Staff accounts: creation (CLI and demo data), sign-in with an optional TOTP second factor,
 * sign-out, one's own password, and TOTP enrolment.
 */
import { randomBytes } from 'node:crypto';
import type {
  StaffLoginRequest,
  StaffMember,
  StaffPasswordChange,
  StaffSignedIn,
} from '#shared/contract/staff.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { staff } from '#server/db/schema/index.ts';
import { type StaffRole } from '#shared/vocabulary.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import type { StaffRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { rateLimited } from '#server/rateLimits/rateLimits.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { signInBuckets } from '#server/auth/signInLimits.ts';
import type { SessionOrigin, SignInDeps } from '#server/sessions/sessions.ts';
import { audit } from './audit.ts';
import { matchTotp } from './totp.ts';
import { disableTotp, enableTotp, setupTotp } from './staffTotp.ts';
import { staffByUsername, updateStaff, claimTotpStep } from './queries.ts';
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

export interface StaffAccountsDeps extends SignInDeps {
  totpPolicy: TotpPolicy;
  siteName: () => Promise<string>;
}

function failureLimit(config: Config) {
  return { limit: config.rateLimitLoginFailuresPerUserIp, windowSeconds: config.rateLimitWindowSeconds };
}

/** The member as the console sees them, with whether they must enrol TOTP before working. */
export async function staffView({ totpPolicy }: StaffAccountsDeps, row: StaffRow): Promise<StaffMember> {
  return { ...toStaffView(row), totpRequired: await totpPolicy.required(row) };
}

/**
 * A signed-in member proves they are at the keyboard by typing their password again; wrong
 * guesses are counted like failed sign-ins, so a left-open console cannot be used to guess it.
 */
export async function confirmPassword(
  { rateLimiter, config }: StaffAccountsDeps,
  member: StaffRow,
  password: string,
): Promise<void> {
  const ok = await rateLimiter.attempt(`staff-password-fail:${member.id}`, failureLimit(config), () =>
    verifyPassword(member.passwordHash, password),
  );
  if (!ok) throw new AppError('CURRENT_PASSWORD_IS_NOT_CORRECT');
}

/** Opens a session for the member, audits why, and returns its token (inside `tx`). */
async function openSession(
  { sessions, tokens }: StaffAccountsDeps,
  tx: Tx,
  member: StaffRow,
  action: string,
  origin: SessionOrigin,
) {
  const sessionId = await sessions.open(tx, { staffId: member.id }, origin);
  await audit(tx, { staff: member, ip: origin.ip }, { action, targetType: 'staff', targetId: member.id });
  return tokens.sign({ kind: 'staff', sessionId });
}

/** The member a password (and code, with TOTP on) signs in, or the error of why not. */
async function checkSignIn({ db, clock }: StaffAccountsDeps, body: StaffLoginRequest): Promise<StaffRow> {
  const row = await staffByUsername(db, body.username);
  if (!(await verifyPassword(row?.passwordHash, body.password)) || !row) {
    throw new AppError('USERNAME_OR_PASSWORD_ERROR');
  }
  if (row.disabled) throw new AppError('ACCOUNT_DISABLED');
  if (row.totpEnabled) {
    if (!body.totp) throw new AppError('TOTP_REQUIRED');
    const step = row.totpSecret ? matchTotp(row.totpSecret, body.totp, clock.now()) : null;
    if (step === null || !(await claimTotpStep(db, row.id, step))) throw new AppError('TOTP_INVALID');
  }
  return row;
}

export async function staffLogin(
  deps: StaffAccountsDeps,
  body: StaffLoginRequest,
  origin: SessionOrigin,
): Promise<StaffSignedIn> {
  const { config, rateLimiter } = deps;
  const ipLimit = await rateLimiter.hit(`staff-auth:${origin.ip}`, {
    limit: config.rateLimitAuthPerIp,
    windowSeconds: config.rateLimitWindowSeconds,
  });
  if (!ipLimit.allowed) throw rateLimited(ipLimit.retryAfterSeconds);
  // Every attempt is counted before it is judged (parallel guesses cannot pass the limit);
  // only a complete sign-in, password and code, clears the count.
  const failures = signInBuckets(config, 'staff-login-fail', body.username, origin.ip);
  await rateLimiter.hitAll(failures.all);
  const row = await checkSignIn(deps, body);
  await rateLimiter.reset(failures.source.bucket);
  await rateLimiter.forgive(failures.user.bucket);
  // Read before the transaction: on PGlite a read outside it would wait for it to end.
  const member = await staffView(deps, row);
  return transaction(deps.db, async (tx) => ({
    jwt: await openSession(deps, tx, row, 'staff.login', origin),
    staff: member,
  }));
}

/** Changes one's own password: the other sessions end, this one continues under a new token. */
export async function changeStaffPassword(
  deps: StaffAccountsDeps,
  member: StaffRow,
  body: { currentPassword: string; newPassword: string },
  origin: SessionOrigin,
): Promise<StaffSignedIn> {
  await confirmPassword(deps, member, body.currentPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const changed = await staffView(deps, member);
  return transaction(deps.db, async (tx) => {
    await updateStaff(tx, member.id, { passwordHash });
    await deps.sessions.revokeAll(tx, { staffId: member.id }, 'password-changed');
    return { jwt: await openSession(deps, tx, member, 'staff.password.change', origin), staff: changed };
  });
}

export async function staffLogout(
  { db, sessions }: StaffAccountsDeps,
  member: StaffRow,
  sessionId: string,
  ip: string,
): Promise<void> {
  await transaction(db, async (tx) => {
    await sessions.revoke(tx, sessionId, 'logout');
    await audit(
      tx,
      { staff: member, ip },
      { action: 'staff.logout', targetType: 'staff', targetId: member.id },
    );
  });
}

export function createStaffAccounts(deps: StaffAccountsDeps) {
  return {
    create: (input: NewStaffMember) => createStaffMember(deps.db, input),
    login: (body: StaffLoginRequest, origin: SessionOrigin) => staffLogin(deps, body, origin),
    logout: (member: StaffRow, sessionId: string, ip: string) => staffLogout(deps, member, sessionId, ip),
    view: (row: StaffRow) => staffView(deps, row),
    changePassword: (member: StaffRow, body: StaffPasswordChange, origin: SessionOrigin) =>
      changeStaffPassword(deps, member, body, origin),
    setupTotp: (member: StaffRow, password: string, ip: string) => setupTotp(deps, member, password, ip),
    enableTotp: (member: StaffRow, code: string, ip: string) => enableTotp(deps, member, code, ip),
    disableTotp: (member: StaffRow, code: string, ip: string) => disableTotp(deps, member, code, ip),
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
