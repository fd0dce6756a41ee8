/**
 * Player accounts: registration by invitation, sign-in and sign-out, profile and passwords.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  changePasswordSchema,
  changeTransactionPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
} from '#shared/accountRules.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { customers, invitations } from '../db/schema/index.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import type { CustomerRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { rateLimited, type RateLimiter } from '../http/rateLimit.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { signInBuckets } from '../auth/signInLimits.ts';
import type { SessionOrigin, Sessions } from '../sessions/sessions.ts';
import type { VerifyTransactionPassword } from './transactionPassword.ts';
import { toUser, type User } from './view.ts';

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sessions: Sessions;
  tokens: TokenSigner;
  rateLimiter: RateLimiter;
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

export function createAccounts(deps: AccountsDeps) {
  const { db, clock, config, sessions, tokens, rateLimiter } = deps;
  const authLimit = () => ({
    limit: config.rateLimitAuthPerIp,
    windowSeconds: config.rateLimitWindowSeconds,
  });

  async function limitPerIp(ip: string): Promise<void> {
    const result = await rateLimiter.hit(`auth:${ip}`, authLimit());
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  }

  async function signIn(executor: Db | Tx, customer: CustomerRow, origin: SessionOrigin) {
    const sessionId = await sessions.open(executor, { customerId: customer.id }, origin);
    return { jwt: await tokens.sign({ kind: 'player', sessionId }), user: toUser(customer) };
  }

  /** Takes one use of an invitation code inside the registration's transaction. */
  async function useInvitation(tx: Tx, rawCode: string) {
    const code = normalizeInvitationCode(rawCode);
    const [invitation] = await tx.select().from(invitations).where(eq(invitations.code, code)).for('update');
    if (!invitation || invitation.disabled) throw new AppError('INVALID_INVITATION_CODE');
    if (invitation.expiresAt && invitation.expiresAt <= clock.now())
      throw new AppError('INVITATION_CODE_EXPIRED');
    if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses)
      throw new AppError('INVALID_INVITATION_CODE');
    await tx
      .update(invitations)
      .set({ uses: sql`${invitations.uses} + 1` })
      .where(eq(invitations.code, code));
    return invitation;
  }

  async function register(body: z.output<typeof registerSchema>, origin: SessionOrigin) {
    await limitPerIp(origin.ip);
    const passwordHash = await hashPassword(body.password);
    return transaction(db, async (tx) => {
      const invitation = await useInvitation(tx, body.invitationCode);
      // A 6-digit id can collide with an existing one: draw again (rarely needed).
      for (let attempt = 0; attempt < 10; attempt++) {
        const now = clock.now();
        const [customer] = await tx
          .insert(customers)
          .values({
            userId: randomUserId(),
            username: body.username,
            passwordHash,
            realName: body.realName,
            invitationCode: invitation.code,
            inviterId: invitation.inviterId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (customer) return signIn(tx, customer, origin);
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(sql`lower(${customers.username}) = lower(${body.username})`);
        if (taken) throw new AppError('USERNAME_IS_EXISTS');
      }
      throw new Error('could not draw a free user id');
    });
  }

  async function login(body: z.output<typeof loginSchema>, origin: SessionOrigin) {
    if (!body.username || !body.password) {
      throw new AppError('USERNAME_OR_PASSWORD_IS_EMPTY', {
        fields: {
          ...(body.username ? {} : { username: 'USERNAME_REQUIRED' }),
          ...(body.password ? {} : { password: 'PASSWORD_REQUIRED' }),
        },
      });
    }
    await limitPerIp(origin.ip);
    const [customer] = await db
      .select()
      .from(customers)
      .where(sql`lower(${customers.username}) = lower(${body.username})`);
    // Same answer, same time, whether the username or the password is wrong.
    const ok = await rateLimiter.attemptAll(
      signInBuckets(config, 'login-fail', body.username, origin.ip).all,
      () => verifyPassword(customer?.passwordHash, body.password),
    );
    if (!ok || !customer) throw new AppError('USERNAME_OR_PASSWORD_ERROR');
    if (customer.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
    return signIn(db, customer, origin);
  }

  async function logout(sessionId: string): Promise<void> {
    await sessions.revoke(db, sessionId, 'logout');
  }

  /**
   * Saves profile fields. Each of real name, phone number and crypto address can be set once;
   * changing a set one is refused. The transaction password confirms the change and, on the
   * first setup, is chosen by this call.
   */
  async function updateProfile(customer: CustomerRow, body: z.output<typeof profileSchema>): Promise<User> {
    let newTransactionPasswordHash: string | undefined;
    if (customer.transactionPasswordHash) {
      await deps.verifyTransactionPassword(customer, body.transactionPassword);
    } else {
      if (body.transactionPassword.length < 6) {
        throw new AppError('PASSWORD_TOO_SHORT', { fields: { transactionPassword: 'PASSWORD_TOO_SHORT' } });
      }
      newTransactionPasswordHash = await hashPassword(body.transactionPassword);
    }
    return transaction(db, async (tx) => {
      // Locked while we compare, so two first saves cannot both win.
      const [current] = await tx.select().from(customers).where(eq(customers.id, customer.id)).for('update');
      if (!current) throw new AppError('INVALID_USER');
      const changes: Partial<typeof customers.$inferInsert> = {};
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
      if (newTransactionPasswordHash && current.transactionPasswordHash === null) {
        changes.transactionPasswordHash = newTransactionPasswordHash;
      }
      if (Object.keys(changes).length === 0) return toUser(current);
      const [updated] = await tx
        .update(customers)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(customers.id, customer.id))
        .returning();
      if (!updated) throw new AppError('INVALID_USER');
      return toUser(updated);
    });
  }

  /** Changes the login password; every session ends and a new one is opened for this device. */
  async function changePassword(
    customer: CustomerRow,
    body: z.output<typeof changePasswordSchema>,
    origin: SessionOrigin,
  ): Promise<{ jwt: string }> {
    const ok = await rateLimiter.attemptAll(
      signInBuckets(config, 'login-fail', customer.username, origin.ip).all,
      () => verifyPassword(customer.passwordHash, body.currentPassword),
    );
    if (!ok) throw new AppError('CURRENT_PASSWORD_IS_NOT_CORRECT');
    const passwordHash = await hashPassword(body.newPassword);
    return transaction(db, async (tx) => {
      await tx
        .update(customers)
        .set({ passwordHash, updatedAt: clock.now() })
        .where(eq(customers.id, customer.id));
      await sessions.revokeAll(tx, { customerId: customer.id }, 'password-changed');
      const sessionId = await sessions.open(tx, { customerId: customer.id }, origin);
      return { jwt: await tokens.sign({ kind: 'player', sessionId }) };
    });
  }

  /** Sets the transaction password the first time, or changes it given the current one. */
  async function changeTransactionPassword(
    customer: CustomerRow,
    body: z.output<typeof changeTransactionPasswordSchema>,
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
    await db
      .update(customers)
      .set({ transactionPasswordHash: hash, updatedAt: clock.now() })
      .where(eq(customers.id, customer.id));
  }

  return { register, login, logout, updateProfile, changePassword, changeTransactionPassword };
}

export type Accounts = ReturnType<typeof createAccounts>;
