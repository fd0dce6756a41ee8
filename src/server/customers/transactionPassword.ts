/**
 * The transaction password confirms money actions and profile edits. Wrong guesses are
 * limited per player, so it cannot be brute-forced through a stolen session.
 */
import type { Config } from '../config.ts';
import type { CustomerRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import type { RateLimiter } from '#server/rateLimits/rateLimits.ts';
import { verifyPassword } from '../auth/passwords.ts';

export function createTransactionPasswordCheck(rateLimiter: RateLimiter, config: Config) {
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
