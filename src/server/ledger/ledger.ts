/**
 * The ledger: the only code that changes a balance. A movement is a set of entries that sum to
 * zero — player legs (each a conditional update of the player's balance row plus an entry with
 * the balance after it) and house legs (entries only: no hot house row). Everything runs in the
 * caller's transaction, so the entries and the change they record commit together or not at all.
 * Two movements of betting are written set-based in SQL, for speed, with these same legs and
 * rules: the debit of bet slips (`betting/place_bet_slips.sql`) and settlement
 * (`betting/settlement.ts`).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { customers, ledgerEntries } from '#server/db/schema/index.ts';
import { type HouseAccount, type TransactionReason } from '#shared/vocabulary.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { accountStateCode } from '#server/customers/accountState.ts';
import { type AccountStatus } from '#shared/vocabulary.ts';
import type { ErrorCode } from '#shared/errorCodes.ts';

export interface PlayerLeg {
  customerId: string;
  /** Signed cents: negative debits, positive credits. */
  amount: bigint;
  reason: TransactionReason;
  fee?: bigint;
  /** A debit fails (with `insufficient`) rather than take the balance below zero. */
  insufficient?: ErrorCode;
  /** A debit also fails (403 of the state) when the account is in one of these states. */
  refuseStatuses?: readonly AccountStatus[];
}

export interface HouseLeg {
  account: HouseAccount;
  amount: bigint;
  reason: string;
}

export interface Movement {
  ref: { type: string; id: string };
  players: PlayerLeg[];
  house: HouseLeg[];
  at: Date;
}

export interface AppliedLeg {
  customerId: string;
  reason: TransactionReason;
  amount: bigint;
  balanceAfter: bigint;
}

/** The largest balance the ledger can hold, in cents: the balance columns are `bigint`. */
export const BALANCE_MAX = 2n ** 63n - 1n;

/** Thrown when a movement's legs do not sum to zero: a programming error, never a user's. */
export class UnbalancedMovementError extends Error {}

/**
 * Applies one movement. Player legs are applied in a fixed order (by account id) so that two
 * movements touching the same players cannot deadlock.
 */
export async function applyMovement(tx: Tx, movement: Movement): Promise<AppliedLeg[]> {
  const total = [...movement.players, ...movement.house].reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== 0n)
    throw new UnbalancedMovementError(`movement ${movement.ref.type}:${movement.ref.id} sums to ${total}`);
  const movementId = randomUUID();
  const applied: AppliedLeg[] = [];
  const ordered = [...movement.players].sort((a, b) =>
    a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0,
  );
  for (const leg of ordered) {
    const balanceAfter = await changeBalance(tx, leg);
    applied.push({ customerId: leg.customerId, reason: leg.reason, amount: leg.amount, balanceAfter });
  }
  const rows = [
    ...applied.map((leg, i) => ({
      movementId,
      customerId: leg.customerId,
      reason: leg.reason,
      amount: leg.amount,
      balanceAfter: leg.balanceAfter,
      fee: ordered[i]?.fee ?? 0n,
      refType: movement.ref.type,
      refId: movement.ref.id,
      createdAt: movement.at,
    })),
    ...movement.house.map((leg) => ({
      movementId,
      houseAccount: leg.account,
      reason: leg.reason,
      amount: leg.amount,
      refType: movement.ref.type,
      refId: movement.ref.id,
      createdAt: movement.at,
    })),
  ];
  await tx.insert(ledgerEntries).values(rows);
  return applied;
}

/**
 * Changes one balance with a single conditional statement: a debit only happens when the
 * balance covers it (and the account state allows it), so no concurrency can take it below zero.
 */
async function changeBalance(tx: Tx, leg: PlayerLeg): Promise<bigint> {
  const refuse = leg.refuseStatuses ?? [];
  const [row] = await tx
    .update(customers)
    .set({ balance: sql`${customers.balance} + ${leg.amount}` })
    .where(
      and(
        eq(customers.id, leg.customerId),
        leg.amount < 0n ? sql`${customers.balance} >= ${-leg.amount}` : undefined,
        refuse.length > 0 ? notInArray(customers.status, [...refuse]) : undefined,
      ),
    )
    .returning({ balance: customers.balance });
  if (row) return row.balance;
  // Say why: the account's state, or its balance.
  const [current] = await tx
    .select({ status: customers.status })
    .from(customers)
    .where(eq(customers.id, leg.customerId));
  if (!current) throw new AppError('INVALID_USER');
  const stateError = refuse.includes(current.status) ? accountStateCode(current.status) : undefined;
  throw new AppError(stateError ?? leg.insufficient ?? 'INSUFFICIENT_BALANCE');
}
