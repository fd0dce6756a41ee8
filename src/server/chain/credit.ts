/**
 * Crediting a confirmed chain deposit (issue 20), exactly once: in one transaction the deposit
 * row is locked while still `seen` and the player's row after it, the blocks and deposit limits
 * are judged, and either the ledger moves (`recharge`, against `depositsReceived` as a staff
 * confirmation does) with the `depositCredited` notification and the state `credited`, or the
 * state becomes `held` with the reason — the money is never lost, staff decide later. A second
 * scanner, or the same one after a restart, finds the row no longer `seen` and does nothing.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '../ledger/ledger.ts';
import type { Notifications } from '../notifications/notifications.ts';
import { assertNotBlocked } from '../protection/blocks.ts';
import { assertDepositWithinLimits, recordDepositLimitHit } from '../protection/limits.ts';
import { lockCustomer } from '../wallet/depositQueries.ts';
import { formatMoney } from '#shared/money.ts';
import type { ChainConfig } from './config.ts';
import { lockedSeenDeposit, updateSeen } from './chainQueries.ts';

/** The ledger's reference type of a chain deposit's movement (its id the deposit's). */
export const CHAIN_DEPOSIT_REF = 'chainDeposit';

export interface CreditDeps {
  db: Db;
  clock: Clock;
  notifications: Pick<Notifications, 'notify'>;
}

/** What became of a deposit: `gone` when another scanner decided it first. */
export type CreditOutcome = { state: 'credited' } | { state: 'held'; reason: string } | { state: 'gone' };

/**
 * Credits (or holds) the confirmed deposit `id` of `chain` with `confirmations`, in one
 * transaction. `timeZone` is the site's (the limits' periods), read before.
 */
export async function creditDeposit(
  deps: CreditDeps,
  chain: Pick<ChainConfig, 'minDeposit'>,
  id: string,
  confirmations: number,
  timeZone: string,
): Promise<CreditOutcome> {
  return transaction(deps.db, async (tx): Promise<CreditOutcome> => {
    const row = await lockedSeenDeposit(tx, id);
    if (!row) return { state: 'gone' };
    await lockCustomer(tx, row.customerId);
    const now = deps.clock.now();
    let reason: string | undefined;
    if (row.cents <= 0n || (chain.minDeposit !== undefined && row.cents < chain.minDeposit)) {
      reason = 'belowMinimum';
    } else {
      try {
        await assertNotBlocked(tx, row.customerId, now);
        await assertDepositWithinLimits(tx, row.customerId, row.cents, now, timeZone);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reason = error.code;
      }
    }
    if (reason !== undefined) {
      await updateSeen(tx, id, { state: 'held', reason, confirmations });
      // A deposit limit's hold goes in the staff's limit-hits report, as a refused claim does.
      if (reason === 'DEPOSIT_LIMIT_EXCEEDED')
        await recordDepositLimitHit(tx, timeZone, row.customerId, row.cents, now);
      return { state: 'held', reason };
    }
    await applyMovement(tx, {
      ref: { type: CHAIN_DEPOSIT_REF, id },
      at: now,
      players: [{ customerId: row.customerId, amount: row.cents, reason: 'recharge' }],
      house: [{ account: 'depositsReceived', amount: -row.cents, reason: 'recharge' }],
    });
    await updateSeen(tx, id, { state: 'credited', confirmations, creditedAt: now });
    await deps.notifications.notify(tx, row.customerId, 'depositCredited', {
      amount: formatMoney(row.cents),
    });
    return { state: 'credited' };
  });
}
