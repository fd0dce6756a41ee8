/**
 * Time-outs and self-exclusions, asked for by the player with the login password.
 * Each is written under the player's row lock, the lock every bet, deposit and transfer takes
 * before it checks for a block, so none of them slips past a block's start.
 *
 * Rules: a time-out during a time-out is accepted only when it ends later (it extends; the
 * earlier one stays in the history and ends when it ends); a time-out during a self-exclusion
 * is refused (`ACCOUNT_SELF_EXCLUDED`). A self-exclusion is accepted during a time-out, and
 * during a self-exclusion only when it ends later. Nothing ends a block early.
 */
import { and, eq } from 'drizzle-orm';
import type { Protection, SelfExclusionRequest, TimeoutRequest, Block } from '#shared/contract/protection.ts';
import type { CustomerRow } from '#server/actors.ts';
import { protectionBlocks } from '#server/db/schema/index.ts';
import { transaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { signInBuckets } from '#server/auth/signInLimits.ts';
import type { SessionOrigin, SignInDeps } from '#server/sessions/sessions.ts';
import { lockCustomer } from '#server/customers/queries.ts';
import {
  addMonthsUtc,
  blockError,
  blockInForce,
  blocksOf,
  protectionView,
  returnConfirmableAt,
  timeoutEnd,
  toBlock,
  type BlockRow,
} from './blocks.ts';

export type SelfExclusionDeps = Pick<SignInDeps, 'db' | 'clock' | 'config' | 'rateLimiter'>;

/** The login password again, counted like a failed sign-in when wrong. */
async function checkPassword(deps: SelfExclusionDeps, customer: CustomerRow, password: string, ip: string) {
  const ok = await deps.rateLimiter.attemptAll(
    signInBuckets(deps.config, 'login-fail', customer.username, ip).all,
    () => verifyPassword(customer.passwordHash, password),
  );
  if (!ok) throw new AppError('CURRENT_PASSWORD_IS_NOT_CORRECT');
}

/** Writes a block of `kind` from now until `end(now)` unless the rules above refuse it. */
async function startBlock(
  deps: SelfExclusionDeps,
  customer: CustomerRow,
  kind: BlockRow['kind'],
  end: (now: Date) => Date,
): Promise<Block> {
  return transaction(deps.db, async (tx) => {
    await lockCustomer(tx, customer.id);
    const now = deps.clock.now();
    const endsAt = end(now);
    const current = blockInForce(await blocksOf(tx, customer.id), now);
    if (current?.kind === 'selfExclusion' && kind === 'timeout') throw blockError(current);
    if (current?.kind === kind && endsAt <= current.endsAt) throw new AppError('INVALID_OPERATION');
    const [row] = await tx
      .insert(protectionBlocks)
      .values({ customerId: customer.id, kind, startsAt: now, endsAt })
      .returning();
    if (!row) throw new Error('protection_blocks insert returned no row');
    return toBlock(row);
  });
}

/**
 * A self-exclusion that ended: the first call asks to return, a call 24 hours or more after
 * that confirms it. Before the end it is refused with `ACCOUNT_SELF_EXCLUDED`; a confirmation
 * too early with `INVALID_OPERATION`.
 */
async function askToReturn(deps: SelfExclusionDeps, customer: CustomerRow): Promise<Protection> {
  return transaction(deps.db, async (tx) => {
    await lockCustomer(tx, customer.id);
    const now = deps.clock.now();
    const current = blockInForce(await blocksOf(tx, customer.id), now);
    if (current?.kind !== 'selfExclusion') throw new AppError('INVALID_OPERATION');
    if (current.endsAt > now) throw blockError(current);
    const set: Partial<BlockRow> =
      current.returnRequestedAt === null
        ? { returnRequestedAt: now }
        : now >= returnConfirmableAt(current.returnRequestedAt)
          ? { returnedAt: now }
          : {};
    if (Object.keys(set).length === 0) throw new AppError('INVALID_OPERATION');
    await tx
      .update(protectionBlocks)
      .set(set)
      .where(and(eq(protectionBlocks.id, current.id), eq(protectionBlocks.customerId, customer.id)));
    return protectionView(tx, customer.id, now);
  });
}

/** Player protection with its dependencies bound. */
export function createSelfExclusion(deps: SelfExclusionDeps) {
  return {
    get: (customer: CustomerRow): Promise<Protection> =>
      protectionView(deps.db, customer.id, deps.clock.now()),
    timeout: async (customer: CustomerRow, body: TimeoutRequest, origin: SessionOrigin) => {
      await checkPassword(deps, customer, body.password, origin.ip);
      return startBlock(deps, customer, 'timeout', (now) => timeoutEnd(now, body.days));
    },
    selfExclude: async (customer: CustomerRow, body: SelfExclusionRequest, origin: SessionOrigin) => {
      await checkPassword(deps, customer, body.password, origin.ip);
      return startBlock(deps, customer, 'selfExclusion', (now) => addMonthsUtc(now, body.months));
    },
    askToReturn: async (customer: CustomerRow, password: string, origin: SessionOrigin) => {
      await checkPassword(deps, customer, password, origin.ip);
      return askToReturn(deps, customer);
    },
  };
}

export type SelfExclusionService = ReturnType<typeof createSelfExclusion>;
