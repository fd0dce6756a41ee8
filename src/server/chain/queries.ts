/**
 * The SQL of what players and staff read and decide about on-chain deposits (`chain.ts`);
 * the watcher's own SQL is in `watcherQueries.ts`. Writes run in the caller's transaction.
 */
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { chainAddresses, chainCursors, chainDeposits, customers, staff } from '#server/db/schema/index.ts';
import { tableRows, type PageQuery } from '#server/db/paging.ts';
import type { Executor, Tx } from '#server/db/transaction.ts';
import type { StaffChainDepositQuery } from '#shared/contract/chain.ts';
import type { ChainDepositRow, CursorRow } from './watcherQueries.ts';

/** A deposit as staff read it: with its player's user id and the deciding staff's name. */
export interface StaffDepositRow {
  row: ChainDepositRow;
  userId: string;
  decidedBy: string | null;
}

/** Newest first: by when recorded, then by place on the chain (one scan records many at once). */
const newestFirst = [
  desc(chainDeposits.createdAt),
  desc(chainDeposits.blockNumber),
  desc(chainDeposits.logIndex),
] as const;

/** The player's addresses already handed out, by chain key. */
export async function addressesOf(db: Executor, customerId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ chainKey: chainAddresses.chainKey, address: chainAddresses.address })
    .from(chainAddresses)
    .where(eq(chainAddresses.customerId, customerId));
  return new Map(rows.map((row) => [row.chainKey, row.address]));
}

/** A player's on-chain deposits, newest first. */
export function depositsOfCustomer(db: Executor, customerId: string): PageQuery<ChainDepositRow> {
  return tableRows(db, chainDeposits, eq(chainDeposits.customerId, customerId), ...newestFirst);
}

const staffColumns = {
  row: chainDeposits,
  userId: customers.userId,
  decidedBy: staff.username,
};

/**
 * Every on-chain deposit by state, chain and player (each when given), newest first; `flagged`:
 * only the credited ones flagged for staff (a reorganisation removed their transfer).
 */
export function staffDeposits(
  db: Executor,
  filter: Pick<StaffChainDepositQuery, 'state' | 'chain' | 'userId' | 'flagged'>,
): PageQuery<StaffDepositRow> {
  const where = and(
    filter.state ? eq(chainDeposits.state, filter.state) : undefined,
    filter.flagged ? and(eq(chainDeposits.state, 'credited'), isNotNull(chainDeposits.flag)) : undefined,
    filter.chain ? eq(chainDeposits.chainKey, filter.chain) : undefined,
    filter.userId ? eq(customers.userId, filter.userId) : undefined,
  );
  const owner = eq(customers.id, chainDeposits.customerId);
  return {
    rows: ({ limit, offset }) =>
      db
        .select(staffColumns)
        .from(chainDeposits)
        .innerJoin(customers, owner)
        .leftJoin(staff, eq(staff.id, chainDeposits.decidedBy))
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(chainDeposits).innerJoin(customers, owner).where(where),
  };
}

/** One deposit as staff read it. */
export async function staffDepositById(db: Executor, id: string): Promise<StaffDepositRow | undefined> {
  const [found] = await db
    .select(staffColumns)
    .from(chainDeposits)
    .innerJoin(customers, eq(customers.id, chainDeposits.customerId))
    .leftJoin(staff, eq(staff.id, chainDeposits.decidedBy))
    .where(eq(chainDeposits.id, id));
  return found;
}

/** A deposit locked for a staff decision (any state: the caller judges it). */
export async function lockedDeposit(tx: Tx, id: string): Promise<ChainDepositRow | undefined> {
  const [row] = await tx.select().from(chainDeposits).where(eq(chainDeposits.id, id)).for('update');
  return row;
}

/** Records staff's decision on a deposit (the latest one: every one is in the audit log). */
export async function decide(
  tx: Tx,
  id: string,
  set: Pick<ChainDepositRow, 'state' | 'decidedBy' | 'note' | 'decidedAt'> &
    Partial<Pick<ChainDepositRow, 'creditedAt' | 'returnTxHash' | 'owed'>>,
): Promise<void> {
  await tx.update(chainDeposits).set(set).where(eq(chainDeposits.id, id));
}

/** Each chain's cursor, by key. */
export async function cursors(db: Executor, keys: string[]): Promise<Map<string, CursorRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(chainCursors).where(inArray(chainCursors.chainKey, keys));
  return new Map(rows.map((row) => [row.chainKey, row]));
}

/** How many deposits wait (`seen`), are held, and are credited but flagged, per chain key. */
export async function openCounts(
  db: Executor,
): Promise<Map<string, { waiting: number; held: number; flagged: number }>> {
  const flagged = and(eq(chainDeposits.state, 'credited'), isNotNull(chainDeposits.flag));
  const rows = await db
    .select({
      chainKey: chainDeposits.chainKey,
      waiting: sql<number>`count(*) filter (where ${chainDeposits.state} = 'seen')::int`,
      held: sql<number>`count(*) filter (where ${chainDeposits.state} = 'held')::int`,
      flagged: sql<number>`count(*) filter (where ${flagged})::int`,
    })
    .from(chainDeposits)
    .where(sql`${chainDeposits.state} in ('seen', 'held') or ${flagged}`)
    .groupBy(chainDeposits.chainKey);
  return new Map(rows.map(({ chainKey, ...counts }) => [chainKey, counts]));
}
