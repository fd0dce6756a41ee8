/**
 * Staff's decisions on on-chain deposits, each in one transaction under the deposit's and the
 * player's row locks, audited (`chainDeposit.{release,return,reverse}`) and told to the player:
 *
 * - release a held deposit: credited through the ledger (`recharge`) — by the rule every deposit
 *   credit passes (`protection/depositRule.ts`): refused while the player's time-out,
 *   self-exclusion or deposit limit holds, with the same codes as a manual confirmation, and
 *   refused (`AMOUNT_ABOVE_MAXIMUM`) for an amount the balance cannot hold;
 * - return a held deposit: the operator sent it back outside the app, recorded with the refund's
 *   transaction hash; nothing moves in the ledger, since nothing was credited;
 * - reverse a credited deposit flagged because its transfer left the chain: the ledger takes
 *   the credit back (`chargeRevoke`) — what the balance still holds, down to zero and never
 *   below, the rest recorded as owed (house `receivables`), as a manual deposit's reversal does.
 *
 * A deposit no longer in the state a decision needs answers `WITHDRAWAL_STATUS_CHANGED`.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import type { StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '#server/ledger/ledger.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import { assertDepositAllowed } from '#server/protection/depositRule.ts';
import { recordDepositLimitHit } from '#server/protection/limits.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { audit } from '#server/staff/audit.ts';
import { lockedCustomer } from '#server/wallet/depositClaimQueries.ts';
import { statusChanged } from '#server/wallet/depositClaims.ts';
import { formatMoney } from '#shared/money.ts';
import type { ChainReturn, ChainReverse, StaffChainDeposit } from '#shared/contract/chain.ts';
import type { ChainConfig } from './config.ts';
import { CHAIN_DEPOSIT_REF, fitsBalance } from './credit.ts';
import type { ChainDepositRow } from './watcherQueries.ts';
import { decide, lockedDeposit, staffDepositById } from './queries.ts';
import { toStaffChainDeposit } from './view.ts';

export interface DecisionDeps {
  db: Db;
  clock: Clock;
  chains: readonly ChainConfig[];
  site: Pick<SiteSettingsService, 'get'>;
  notifications: Pick<Notifications, 'notify'>;
}

/** The deposit `id` locked with its player, if it is `state` (and `flagged` when asked). */
async function lockFor(tx: Tx, id: string, state: ChainDepositRow['state'], flagged = false) {
  const row = await lockedDeposit(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state !== state || (flagged && row.flag === null)) throw statusChanged();
  const owner = await lockedCustomer(tx, row.customerId);
  if (!owner) throw new AppError('INVALID_USER');
  return { row, balance: owner.balance };
}

/** The deposit as staff read it once decided. */
async function decided(deps: DecisionDeps, tx: Tx, id: string): Promise<StaffChainDeposit> {
  const found = await staffDepositById(tx, id);
  if (!found) throw new AppError('NOT_FOUND');
  return toStaffChainDeposit(deps.chains, found);
}

/** Writes staff's decision on `row` to the audit log (`chainDeposit.{action}`). */
function auditDecision(tx: Tx, actor: StaffActor, row: ChainDepositRow, action: string, after: object) {
  return audit(tx, actor, {
    action: `chainDeposit.${action}`,
    targetType: 'chainDeposit',
    targetId: row.id,
    before: { state: row.state, reason: row.reason, flag: row.flag },
    after,
  });
}

/** Staff credit a held deposit (their decision, with a note): `recharge`, notified. */
export async function releaseHeld(
  deps: DecisionDeps,
  actor: StaffActor,
  id: string,
  note: string,
): Promise<StaffChainDeposit> {
  const { timeZone } = await deps.site.get();
  let refused: { customerId: string; cents: bigint; at: Date } | undefined;
  try {
    return await transaction(deps.db, async (tx) => {
      const { row, balance } = await lockFor(tx, id, 'held');
      const now = deps.clock.now();
      if (!fitsBalance(balance, row.cents)) throw new AppError('AMOUNT_ABOVE_MAXIMUM');
      refused = { customerId: row.customerId, cents: row.cents, at: now };
      await assertDepositAllowed(tx, { customerId: row.customerId, amount: row.cents, now, timeZone });
      refused = undefined;
      await applyMovement(tx, {
        ref: { type: CHAIN_DEPOSIT_REF, id },
        at: now,
        players: [{ customerId: row.customerId, amount: row.cents, reason: 'recharge' }],
        house: [{ account: 'depositsReceived', amount: -row.cents, reason: 'recharge' }],
      });
      await decide(tx, id, {
        state: 'credited',
        creditedAt: now,
        decidedBy: actor.staff.id,
        note,
        decidedAt: now,
      });
      const amount = formatMoney(row.cents);
      await deps.notifications.notify(tx, row.customerId, 'depositCredited', { amount });
      await auditDecision(tx, actor, row, 'release', { state: 'credited', amount, note });
      return decided(deps, tx, id);
    });
  } catch (error) {
    // A deposit limit's refusal goes in the limit-hits report, as a refused confirmation's does.
    if (error instanceof AppError && error.code === 'DEPOSIT_LIMIT_EXCEEDED' && refused) {
      const { customerId, cents, at } = refused;
      await recordDepositLimitHit(deps.db, timeZone, customerId, cents, at).catch(() => undefined);
    }
    throw error;
  }
}

/** Staff record that the operator sent a held deposit back (the refund's hash): nothing is credited. */
export function returnHeld(
  deps: DecisionDeps,
  actor: StaffActor,
  id: string,
  body: ChainReturn,
): Promise<StaffChainDeposit> {
  return transaction(deps.db, async (tx) => {
    const { row } = await lockFor(tx, id, 'held');
    const now = deps.clock.now();
    const { note, txHash } = body;
    await decide(tx, id, {
      state: 'returned',
      decidedBy: actor.staff.id,
      note,
      decidedAt: now,
      returnTxHash: txHash,
    });
    await deps.notifications.notify(tx, row.customerId, 'depositRejected', {
      amount: formatMoney(row.cents),
      reason: note,
    });
    await auditDecision(tx, actor, row, 'return', { state: 'returned', note, txHash });
    return decided(deps, tx, id);
  });
}

/**
 * Staff reverse a credited deposit flagged because its transfer left the chain: what the balance
 * holds of it is taken back, the rest recorded as owed; the player is told with the note.
 */
export function reverseFlagged(
  deps: DecisionDeps,
  actor: StaffActor,
  id: string,
  body: ChainReverse,
): Promise<StaffChainDeposit> {
  return transaction(deps.db, async (tx) => {
    const { row, balance } = await lockFor(tx, id, 'credited', true);
    const now = deps.clock.now();
    const taken = balance < row.cents ? balance : row.cents;
    const owed = row.cents - taken;
    await applyMovement(tx, {
      ref: { type: CHAIN_DEPOSIT_REF, id },
      at: now,
      players: [{ customerId: row.customerId, amount: -taken, reason: 'chargeRevoke' }],
      house: [
        { account: 'depositsReceived', amount: row.cents, reason: 'chargeRevoke' },
        ...(owed > 0n ? [{ account: 'receivables' as const, amount: -owed, reason: 'chargeRevoke' }] : []),
      ],
    });
    const { note } = body;
    await decide(tx, id, { state: 'reversed', decidedBy: actor.staff.id, note, decidedAt: now, owed });
    await deps.notifications.notify(tx, row.customerId, 'depositReversed', {
      amount: formatMoney(row.cents),
      reason: note,
    });
    await auditDecision(tx, actor, row, 'reverse', {
      state: 'reversed',
      taken: formatMoney(taken),
      owed: formatMoney(owed),
      note,
    });
    return decided(deps, tx, id);
  });
}
