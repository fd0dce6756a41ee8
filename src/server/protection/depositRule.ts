/**
 * The one rule every credit of a deposit to a player passes, whichever way the money came: a
 * claim staff confirm by hand, an on-chain transfer the watcher credits, or a held on-chain
 * deposit staff release. A time-out or self-exclusion in force refuses it (`ACCOUNT_IN_TIMEOUT`,
 * `ACCOUNT_SELF_EXCLUDED`), and so does a deposit limit it would pass (`DEPOSIT_LIMIT_EXCEEDED`,
 * with the period, the limit and what is left).
 */
import type { Executor } from '#server/db/transaction.ts';
import { assertNotBlocked } from './blocks.ts';
import { assertDepositWithinLimits, type DepositCredit } from './limits.ts';

/**
 * Refuses a deposit of `amount` cents to the player at `now` while a block or a deposit limit
 * holds (the limits' periods in the site's `timeZone`). Call it with the player's row locked in
 * the transaction that credits: a block or limit is written under the same lock.
 */
export async function assertDepositAllowed(tx: Executor, credit: DepositCredit): Promise<void> {
  await assertNotBlocked(tx, credit.customerId, credit.now);
  await assertDepositWithinLimits(tx, credit);
}
