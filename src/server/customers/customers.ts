/**
 * Player accounts: registration by invitation, sign-in and sign-out, profile and passwords.
 * Each operation takes its dependencies; `createAccounts` binds them once.
 */
import { randomInt } from 'node:crypto';
import type {
  LoginRequest,
  PasswordChange,
  ProfileUpdate,
  RegisterRequest,
  SignedIn,
  TransactionPasswordChange,
  User,
} from '#shared/contract/account.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { transaction, type Executor, type Tx } from '#server/db/transaction.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { rateLimited } from '#server/rateLimits/rateLimits.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { signInBuckets } from '#server/auth/signInLimits.ts';
import type { SessionOrigin, SignInDeps } from '#server/sessions/sessions.ts';
import type { VerifyTransactionPassword } from './transactionPassword.ts';
import {
  countInvitationUse,
  customerByUsername,
  insertCustomer,
  lockCustomer,
  lockInvitation,
  updateCustomer,
  usernameTaken,
  type CustomerChanges,
} from './queries.ts';
import { toUser } from './view.ts';

export interface AccountsDeps extends SignInDeps {
  verifyTransactionPassword: VerifyTransactionPassword;
}

/** A random public user id: six digits, not sequential, not starting with 0. */
export function randomUserId(): string {
  return String(randomInt(100_000, 1_000_000));
}

/** Invitation codes are matched without regard to case or surrounding spaces. */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}

async function limitPerIp({ rateLimiter, config }: AccountsDeps, ip: string): Promise<void> {
  const result = await rateLimiter.hit(`auth:${ip}`, {
    limit: config.rateLimitAuthPerIp,
    windowSeconds: config.rateLimitWindowSeconds,
  });
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

async function signIn(
  { sessions, tokens }: AccountsDeps,
  executor: Executor,
  customer: CustomerRow,
  origin: SessionOrigin,
): Promise<SignedIn> {
  const sessionId = await sessions.open(executor, { customerId: customer.id }, origin);
  return { jwt: await tokens.sign({ kind: 'player', sessionId }), user: toUser(customer) };
}

/** Takes one use of an invitation code inside the registration's transaction. */
async function useInvitation(tx: Tx, now: Date, rawCode: string) {
  const code = normalizeInvitationCode(rawCode);
  const invitation = await lockInvitation(tx, code);
  if (!invitation || invitation.disabled) throw new AppError('INVALID_INVITATION_CODE');
  if (invitation.expiresAt && invitation.expiresAt <= now) throw new AppError('INVITATION_CODE_EXPIRED');
  if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses)
    throw new AppError('INVALID_INVITATION_CODE');
  await countInvitationUse(tx, code);
  return invitation;
}

export async function register(deps: AccountsDeps, body: RegisterRequest, origin: SessionOrigin) {
  const { db, clock } = deps;
  await limitPerIp(deps, origin.ip);
  const passwordHash = await hashPassword(body.password);
  return transaction(db, async (tx) => {
    const invitation = await useInvitation(tx, clock.now(), body.invitationCode);
    // A 6-digit id can collide with an existing one: draw again (rarely needed).
    for (let attempt = 0; attempt < 10; attempt++) {
      const now = clock.now();
      const customer = await insertCustomer(tx, {
        userId: randomUserId(),
        username: body.username,
        passwordHash,
        realName: body.realName,
        invitationCode: invitation.code,
        inviterId: invitation.inviterId,
        createdAt: now,
        updatedAt: now,
      });
      if (customer) return signIn(deps, tx, customer, origin);
      if (await usernameTaken(tx, body.username)) throw new AppError('USERNAME_IS_EXISTS');
    }
    throw new Error('could not draw a free user id');
  });
}

export async function login(deps: AccountsDeps, body: LoginRequest, origin: SessionOrigin) {
  if (!body.username || !body.password) {
    throw new AppError('USERNAME_OR_PASSWORD_IS_EMPTY', {
      fields: {
        ...(body.username ? {} : { username: 'USERNAME_REQUIRED' }),
        ...(body.password ? {} : { password: 'PASSWORD_REQUIRED' }),
      },
    });
  }
  await limitPerIp(deps, origin.ip);
  const customer = await customerByUsername(deps.db, body.username);
  // Same answer, same time, whether the username or the password is wrong.
  const ok = await deps.rateLimiter.attemptAll(
    signInBuckets(deps.config, 'login-fail', body.username, origin.ip).all,
    () => verifyPassword(customer?.passwordHash, body.password),
  );
  if (!ok || !customer) throw new AppError('USERNAME_OR_PASSWORD_ERROR');
  if (customer.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  return signIn(deps, deps.db, customer, origin);
}

/** The profile fields a save changes; a field already set cannot change. */
function profileChanges(current: CustomerRow, body: ProfileUpdate): CustomerChanges {
  const changes: CustomerChanges = {};
  if (body.realName !== undefined && body.realName !== current.realName) {
    if (current.realName !== '') throw new AppError('REAL_NAME_CAN_NOT_BE_CHANGED');
    changes.realName = body.realName;
  }
  if (body.phoneNumber !== undefined && body.phoneNumber !== current.phoneNumber) {
    if (current.phoneNumber !== null) throw new AppError('PHONE_NUMBER_CAN_NOT_BE_CHANGED');
    changes.phoneNumber = body.phoneNumber;
  }
  if (body.cryptoAddress !== undefined && body.cryptoAddress !== current.cryptoAddress) {
    if (current.cryptoAddress !== null) throw new AppError('CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED');
    changes.cryptoAddress = body.cryptoAddress;
    changes.cryptoNetwork = cryptoNetworkOf(body.cryptoAddress);
  }
  return changes;
}

/**
 * Saves profile fields. Each of real name, phone number and crypto address can be set once;
 * changing a set one is refused. The transaction password confirms the change and, on the
 * first setup, is chosen by this call.
 */
export async function updateProfile(
  deps: AccountsDeps,
  customer: CustomerRow,
  body: ProfileUpdate,
): Promise<User> {
  let newTransactionPasswordHash: string | undefined;
  if (customer.transactionPasswordHash) {
    await deps.verifyTransactionPassword(customer, body.transactionPassword);
  } else {
    if (body.transactionPassword.length < 6) {
      throw new AppError('PASSWORD_TOO_SHORT', { fields: { transactionPassword: 'PASSWORD_TOO_SHORT' } });
    }
    newTransactionPasswordHash = await hashPassword(body.transactionPassword);
  }
  return transaction(deps.db, async (tx) => {
    // Locked while we compare, so two first saves cannot both win.
    const current = await lockCustomer(tx, customer.id);
    if (!current) throw new AppError('INVALID_USER');
    const changes = profileChanges(current, body);
    if (newTransactionPasswordHash && current.transactionPasswordHash === null) {
      changes.transactionPasswordHash = newTransactionPasswordHash;
    }
    if (Object.keys(changes).length === 0) return toUser(current);
    const updated = await updateCustomer(tx, customer.id, { ...changes, updatedAt: deps.clock.now() });
    if (!updated) throw new AppError('INVALID_USER');
    return toUser(updated);
  });
}

/** Changes the login password; every session ends and a new one is opened for this device. */
export async function changePassword(
  deps: AccountsDeps,
  customer: CustomerRow,
  body: PasswordChange,
  origin: SessionOrigin,
): Promise<{ jwt: string }> {
  const { db, clock, sessions, tokens } = deps;
  const ok = await deps.rateLimiter.attemptAll(
    signInBuckets(deps.config, 'login-fail', customer.username, origin.ip).all,
    () => verifyPassword(customer.passwordHash, body.currentPassword),
  );
  if (!ok) throw new AppError('CURRENT_PASSWORD_IS_NOT_CORRECT');
  const passwordHash = await hashPassword(body.newPassword);
  return transaction(db, async (tx) => {
    await updateCustomer(tx, customer.id, { passwordHash, updatedAt: clock.now() });
    await sessions.revokeAll(tx, { customerId: customer.id }, 'password-changed');
    const sessionId = await sessions.open(tx, { customerId: customer.id }, origin);
    return { jwt: await tokens.sign({ kind: 'player', sessionId }) };
  });
}

/** Sets the transaction password the first time, or changes it given the current one. */
export async function changeTransactionPassword(
  deps: AccountsDeps,
  customer: CustomerRow,
  body: TransactionPasswordChange,
): Promise<void> {
  if (customer.transactionPasswordHash) {
    if (!body.currentPassword) {
      throw new AppError('VALIDATION_ERROR', {
        fields: { currentPassword: 'TRANSACTION_PASSWORD_REQUIRED' },
      });
    }
    await deps.verifyTransactionPassword(customer, body.currentPassword);
  }
  const hash = await hashPassword(body.newPassword);
  await updateCustomer(deps.db, customer.id, { transactionPasswordHash: hash, updatedAt: deps.clock.now() });
}

export function createAccounts(deps: AccountsDeps) {
  return {
    register: (body: RegisterRequest, origin: SessionOrigin) => register(deps, body, origin),
    login: (body: LoginRequest, origin: SessionOrigin) => login(deps, body, origin),
    logout: async (sessionId: string) => {
      await deps.sessions.revoke(deps.db, sessionId, 'logout');
    },
    updateProfile: (customer: CustomerRow, body: ProfileUpdate) => updateProfile(deps, customer, body),
    changePassword: (customer: CustomerRow, body: PasswordChange, origin: SessionOrigin) =>
      changePassword(deps, customer, body, origin),
    changeTransactionPassword: (customer: CustomerRow, body: TransactionPasswordChange) =>
      changeTransactionPassword(deps, customer, body),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
