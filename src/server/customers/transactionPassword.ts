/**
 * The transaction password confirms money actions and profile edits. Wrong guesses are
 * limited per player, so it cannot be brute-forced through a stolen session.
 */
import type { Config } from '#server/config.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import type { RateLimiter } from '#server/rateLimits/rateLimits.ts';
import { verifyPassword } from '#server/auth/passwords.ts';

export interface TransactionPasswordDeps {
  rateLimiter: RateLimiter;
  config: Config;
}

export function createTransactionPasswordCheck({ rateLimiter, config }: TransactionPasswordDeps) {
  const limit = () => ({
    limit: config.rateLimitTransactionPasswordFailures,
    windowSeconds: config.rateLimitWindowSeconds,
  });

  /**
   * Verifies a player's current transaction password; a wrong one is
   * `CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT` and counts towards the limit, after which
   * every attempt is `RATE_LIMITED` until the window ends.
   */
  return async function verifyTransactionPassword(customer: CustomerRow, password: string): Promise<void> {
    if (!customer.transactionPasswordHash) throw new AppError('INCOMPLETE_REGISTER_INFO');
    const hash = customer.transactionPasswordHash;
    const ok = await rateLimiter.attempt(`txpw-fail:${customer.id}`, limit(), () =>
      verifyPassword(hash, password),
    );
    if (!ok) throw new AppError('CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT');
  };
}

export type VerifyTransactionPassword = ReturnType<typeof createTransactionPasswordCheck>;

/**
 * Money calls need a complete profile: real name, phone number and transaction password
 * (`INCOMPLETE_REGISTER_INFO` otherwise).
 */
export function assertProfileComplete(customer: CustomerRow): void {
  if (!customer.realName || !customer.phoneNumber || !customer.transactionPasswordHash) {
    throw new AppError('INCOMPLETE_REGISTER_INFO');
  }
}
