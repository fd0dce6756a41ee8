/**
 * The protection state of a player: which time-out or self-exclusion is in force, and
 * the check every money movement makes under the player's row lock. A block is in force from its
 * start until its end; a self-exclusion stays in force after its end until the player returned.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { protectionBlocks } from '#server/db/schema/index.ts';
import type { Executor } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';

export type BlockRow = typeof protectionBlocks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a time-out of `days` whole days from `start`. */
export function timeoutEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** `months` calendar months after `start` (UTC), on the month's last day when it is shorter. */
export function addMonthsUtc(start: Date, months: number): Date {
  const target = new Date(start.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a return asked at `requestedAt` can be confirmed. */
export function returnConfirmableAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DAY_MS);
}

/** Whether `row` is in force at `at`. */
export function inForce(row: BlockRow, at: Date): boolean {
  if (row.startsAt > at) return false;
  if (row.endsAt > at) return true;
  return row.kind === 'selfExclusion' && row.returnedAt === null;
}

/** The block in force among `rows`: a self-exclusion before a time-out, then the latest end. */
export function blockInForce(rows: readonly BlockRow[], at: Date): BlockRow | undefined {
  const rank = (row: BlockRow) => (row.kind === 'selfExclusion' ? 1 : 0);
  return rows
    .filter((row) => inForce(row, at))
    .sort((a, b) => rank(b) - rank(a) || b.endsAt.getTime() - a.endsAt.getTime())[0];
}

/** Every block of a player, newest first. */
export async function blocksOf(db: Executor, customerId: string): Promise<BlockRow[]> {
  return db
    .select()
    .from(protectionBlocks)
    .where(eq(protectionBlocks.customerId, customerId))
    .orderBy(desc(protectionBlocks.startsAt), desc(protectionBlocks.id));
}

/** The error a block in force answers a bet, deposit or transfer with. */
export function blockError(row: Pick<BlockRow, 'kind'>): AppError {
  return new AppError(row.kind === 'selfExclusion' ? 'ACCOUNT_SELF_EXCLUDED' : 'ACCOUNT_IN_TIMEOUT');
}

/**
 * Refuses with the block's code when one is in force at `at`. Call it after the player's row is
 * locked in the transaction that moves the money: a block is written under the same lock, so
 * none can start between this check and the movement.
 */
export async function assertNotBlocked(db: Executor, customerId: string, at: Date): Promise<void> {
  const rows = await db
    .select()
    .from(protectionBlocks)
    .where(
      and(
        eq(protectionBlocks.customerId, customerId),
        sql`(${protectionBlocks.endsAt} > ${at.toISOString()}::timestamptz or (${protectionBlocks.kind} = 'selfExclusion' and ${protectionBlocks.returnedAt} is null))`,
      ),
    );
  // Every row left is in force, or was written after `at` was stamped (a request that raced it,
  // which it refuses too); a self-exclusion's code before a time-out's.
  const found = rows.find((row) => row.kind === 'selfExclusion') ?? rows[0];
  if (found) throw blockError(found);
}

/** A block as the API shows it. */
export function toBlock(row: BlockRow): Block {
  return {
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

/** A player's block in force at `at` and every block they took, newest first. */
export async function protectionView(db: Executor, customerId: string, at: Date): Promise<Protection> {
  const rows = await blocksOf(db, customerId);
  const current = blockInForce(rows, at);
  return { current: current ? toBlock(current) : null, history: rows.map(toBlock) };
}
