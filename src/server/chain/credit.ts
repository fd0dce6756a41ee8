/**
 * Crediting a confirmed chain deposit, exactly once: in one transaction the deposit
 * row is locked while still `seen` and the player's row after it, then either the ledger moves
 * (`recharge`, against `depositsReceived` as a staff confirmation does) with the
 * `depositCredited` notification and the state `credited`, or the state becomes `held` with the
 * reason and the player is told (`depositHeld`) — the money is never lost, staff decide later.
 * Held: an amount no balance can hold (`uncreditable`), over the site's automatic ceiling
 * (`aboveCeiling`), below the chain's minimum, or refused by the player's protection (the rule
 * of `protection/depositRule.ts`, the code as the reason). A second scanner, or the same one
 * after a restart, finds the row no longer `seen` and does nothing; a transfer already decided
 * in another block (the same transaction mined again after a reorganisation, at another log
 * index) is `dropped` as a `duplicate`, never credited twice.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement, BALANCE_MAX } from '#server/ledger/ledger.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import { assertDepositAllowed } from '#server/protection/depositRule.ts';
import { recordDepositLimitHit } from '#server/protection/limits.ts';
import { lockedCustomer } from '#server/wallet/depositClaimQueries.ts';
import { formatMoney } from '#shared/money.ts';
import type { ChainConfig } from './config.ts';
import { decidedCopyOf, lockedSeenDeposit, updateSeen, type ChainDepositRow } from './watcherQueries.ts';

/** The ledger's reference type of a chain deposit's movement (its id the deposit's). */
export const CHAIN_DEPOSIT_REF = 'chainDeposit';

export interface CreditDeps {
  db: Db;
  clock: Clock;
  notifications: Pick<Notifications, 'notify'>;
}

/** The site settings a credit reads: the limits' time zone and the automatic ceiling. */
export interface CreditSettings {
  timeZone: string;
  /** Above this (cents) a deposit is held for staff; null: no ceiling. */
  chainDepositAutoMax: bigint | null;
}

/** What became of a deposit: `gone` when another scanner decided it first. */
export type CreditOutcome =
  { state: 'credited' } | { state: 'held'; reason: string } | { state: 'dropped' } | { state: 'gone' };

/** Whether a balance of `balance` cents can take `cents` more. */
export const fitsBalance = (balance: bigint, cents: bigint): boolean => cents <= BALANCE_MAX - balance;

/** Why the deposit `row` is held rather than credited to a player holding `balance`, if it is. */
async function holdReason(
  tx: Tx,
  row: ChainDepositRow,
  balance: bigint,
  chain: Pick<ChainConfig, 'minDeposit'>,
  settings: CreditSettings,
  now: Date,
): Promise<string | undefined> {
  if (!fitsBalance(balance, row.cents)) return 'uncreditable';
  if (settings.chainDepositAutoMax !== null && row.cents > settings.chainDepositAutoMax)
    return 'aboveCeiling';
  if (row.cents <= 0n || (chain.minDeposit !== undefined && row.cents < chain.minDeposit))
    return 'belowMinimum';
  try {
    await assertDepositAllowed(tx, {
      customerId: row.customerId,
      amount: row.cents,
      now,
      timeZone: settings.timeZone,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.code;
  }
  return undefined;
}

/**
 * Credits (or holds) the confirmed deposit `id` of `chain` with `confirmations`, in one
 * transaction, by the site's `settings` read before.
 */
export async function creditDeposit(
  deps: CreditDeps,
  chain: Pick<ChainConfig, 'minDeposit'>,
  id: string,
  confirmations: number,
  settings: CreditSettings,
): Promise<CreditOutcome> {
  return transaction(deps.db, async (tx): Promise<CreditOutcome> => {
    const row = await lockedSeenDeposit(tx, id);
    if (!row) return { state: 'gone' };
    if (await decidedCopyOf(tx, row)) {
      await updateSeen(tx, id, { state: 'dropped', reason: 'duplicate', confirmations });
      return { state: 'dropped' };
    }
    const owner = await lockedCustomer(tx, row.customerId);
    if (!owner) throw new Error(`chain deposit ${id} belongs to no player`);
    const now = deps.clock.now();
    const amount = formatMoney(row.cents);
    const reason = await holdReason(tx, row, owner.balance, chain, settings, now);
    if (reason !== undefined) {
      await updateSeen(tx, id, { state: 'held', reason, confirmations });
      // A deposit limit's hold goes in the staff's limit-hits report, as a refused claim does.
      if (reason === 'DEPOSIT_LIMIT_EXCEEDED')
        await recordDepositLimitHit(tx, settings.timeZone, row.customerId, row.cents, now);
      await deps.notifications.notify(tx, row.customerId, 'depositHeld', { amount, reason });
      return { state: 'held', reason };
    }
    await applyMovement(tx, {
      ref: { type: CHAIN_DEPOSIT_REF, id },
      at: now,
      players: [{ customerId: row.customerId, amount: row.cents, reason: 'recharge' }],
      house: [{ account: 'depositsReceived', amount: -row.cents, reason: 'recharge' }],
    });
    await updateSeen(tx, id, { state: 'credited', confirmations, creditedAt: now });
    await deps.notifications.notify(tx, row.customerId, 'depositCredited', { amount });
    return { state: 'credited' };
  });
}
