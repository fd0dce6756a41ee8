/** The SQL of the deposit watcher (`watcher.ts`); writes run in the caller's transaction. */
import { and, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { chainAddresses, chainCursors, chainDeposits, customers } from '#server/db/schema/index.ts';
import type { Executor, Tx } from '#server/db/transaction.ts';

export type CursorRow = typeof chainCursors.$inferSelect;
export type ChainDepositRow = typeof chainDeposits.$inferSelect;
export type NewChainDeposit = typeof chainDeposits.$inferInsert;

/** A chain's cursor, if any scan ever wrote one. */
export async function cursorOf(db: Executor, chainKey: string): Promise<CursorRow | undefined> {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chainKey, chainKey));
  return row;
}

/** Writes how far a chain was read (clearing the last error). */
export async function saveCursor(
  db: Executor,
  chainKey: string,
  set: { blockNumber: bigint; blockHash: string; head: bigint; updatedAt: Date },
): Promise<void> {
  const values = { ...set, lastError: null };
  await db
    .insert(chainCursors)
    .values({ chainKey, ...values })
    .onConflictDoUpdate({ target: chainCursors.chainKey, set: values });
}

/** Moves the cursor back to `blockNumber` (with its hash) if it is past it. */
export async function rewindCursor(
  db: Executor,
  chainKey: string,
  blockNumber: bigint,
  blockHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(chainCursors)
    .set({ blockNumber, blockHash, updatedAt: at })
    .where(and(eq(chainCursors.chainKey, chainKey), sql`${chainCursors.blockNumber} > ${blockNumber}`));
}

/** Records the head seen and clears the last error, leaving the block read as it is. */
export async function saveHead(db: Executor, chainKey: string, head: bigint, at: Date): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ chainKey, head, updatedAt: at })
    .onConflictDoUpdate({ target: chainCursors.chainKey, set: { head, lastError: null, updatedAt: at } });
}

/** Records a scan's failure, leaving the block read as it is. */
export async function saveError(db: Executor, chainKey: string, message: string, at: Date): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ chainKey, lastError: message, updatedAt: at })
    .onConflictDoUpdate({ target: chainCursors.chainKey, set: { lastError: message, updatedAt: at } });
}

/** Addresses looked up per statement: a busy token's range has tens of thousands of receivers. */
const OWNER_CHUNK = 5_000;

/** The players owning `addresses` (lower-case) on a chain: address → customer id. */
export async function ownersOf(
  db: Executor,
  chainKey: string,
  addresses: string[],
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (let start = 0; start < addresses.length; start += OWNER_CHUNK) {
    const chunk = addresses.slice(start, start + OWNER_CHUNK);
    const rows = await db
      .select({ address: chainAddresses.address, customerId: chainAddresses.customerId })
      .from(chainAddresses)
      .where(and(eq(chainAddresses.chainKey, chainKey), inArray(chainAddresses.address, chunk)));
    for (const row of rows) owners.set(row.address, row.customerId);
  }
  return owners;
}

/**
 * Records transfers; one already recorded (same chain, tx hash and log index) is left alone —
 * unless it was waiting or dropped and now sits in another block: the same transaction mined
 * again after a reorg waits again, in its new block. Returns how many were new or moved.
 */
export async function insertDeposits(db: Executor, rows: NewChainDeposit[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(chainDeposits)
    .values(rows)
    .onConflictDoUpdate({
      target: [chainDeposits.chainKey, chainDeposits.txHash, chainDeposits.logIndex],
      set: {
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        confirmations: sql`excluded.confirmations`,
        state: 'seen',
        reason: null,
      },
      setWhere: sql`${chainDeposits.state} in ('seen', 'dropped') and ${chainDeposits.blockHash} <> excluded.block_hash`,
    })
    .returning({ id: chainDeposits.id });
  return inserted.length;
}

/** A chain's deposits waiting for confirmations, oldest block first. */
export async function seenDeposits(db: Executor, chainKey: string): Promise<ChainDepositRow[]> {
  return db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chainKey, chainKey), eq(chainDeposits.state, 'seen')))
    .orderBy(chainDeposits.blockNumber, chainDeposits.logIndex);
}

/** Changes a deposit that is still `seen`; false when it no longer was. */
export async function updateSeen(
  db: Executor,
  id: string,
  set: Partial<Pick<ChainDepositRow, 'confirmations' | 'state' | 'reason' | 'creditedAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(chainDeposits)
    .set(set)
    .where(and(eq(chainDeposits.id, id), eq(chainDeposits.state, 'seen')))
    .returning({ id: chainDeposits.id });
  return rows.length > 0;
}

/** A deposit still `seen`, locked (undefined once another scanner has decided it). */
export async function lockedSeenDeposit(tx: Tx, id: string): Promise<ChainDepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.id, id), eq(chainDeposits.state, 'seen')))
    .for('update');
  return row;
}

/**
 * Another record of the same transfer already decided in another block: the same transaction
 * (same token amount to the same address) mined again after a reorganisation, at another log
 * index. Copies in the same block are distinct transfers (one transaction paying twice).
 */
export async function decidedCopyOf(
  db: Executor,
  row: Pick<ChainDepositRow, 'chainKey' | 'txHash' | 'address' | 'units' | 'blockHash'>,
): Promise<boolean> {
  const [found] = await db
    .select({ id: chainDeposits.id })
    .from(chainDeposits)
    .where(
      and(
        eq(chainDeposits.chainKey, row.chainKey),
        eq(chainDeposits.txHash, row.txHash),
        eq(chainDeposits.address, row.address),
        eq(chainDeposits.units, row.units),
        ne(chainDeposits.blockHash, row.blockHash),
        inArray(chainDeposits.state, ['credited', 'held', 'returned']),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * A chain's decided deposits whose transfer is checked again: credited or held ones from block
 * `from` on (within the window past their confirmations), and every credited one flagged (a
 * flag clears when its transfer is back on the chain); oldest block first.
 */
export async function decidedToRecheck(
  db: Executor,
  chainKey: string,
  from: bigint,
): Promise<ChainDepositRow[]> {
  return db
    .select()
    .from(chainDeposits)
    .where(
      and(
        eq(chainDeposits.chainKey, chainKey),
        or(
          and(inArray(chainDeposits.state, ['credited', 'held']), gte(chainDeposits.blockNumber, from)),
          and(eq(chainDeposits.state, 'credited'), isNotNull(chainDeposits.flag)),
        ),
      ),
    )
    .orderBy(chainDeposits.blockNumber, chainDeposits.logIndex);
}

/** A deposit locked while still in `state` (undefined once it no longer is). */
export async function lockedInState(
  tx: Tx,
  id: string,
  state: ChainDepositRow['state'],
): Promise<ChainDepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.id, id), eq(chainDeposits.state, state)))
    .for('update');
  return row;
}

/** Changes a deposit (in the caller's transaction, after it was locked). */
export async function updateDeposit(
  db: Executor,
  id: string,
  set: Partial<
    Pick<
      ChainDepositRow,
      'blockNumber' | 'blockHash' | 'logIndex' | 'state' | 'reason' | 'flag' | 'flaggedAt'
    >
  >,
): Promise<void> {
  await db.update(chainDeposits).set(set).where(eq(chainDeposits.id, id));
}

/** The record of a transaction's log on a chain, locked, if any. */
export async function lockedAt(
  tx: Tx,
  at: Pick<ChainDepositRow, 'chainKey' | 'txHash' | 'logIndex'>,
): Promise<ChainDepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(chainDeposits)
    .where(
      and(
        eq(chainDeposits.chainKey, at.chainKey),
        eq(chainDeposits.txHash, at.txHash),
        eq(chainDeposits.logIndex, at.logIndex),
      ),
    )
    .for('update');
  return row;
}

/** Deletes a record never decided (a copy of a transfer recorded twice). */
export async function deleteUndecided(tx: Tx, id: string): Promise<void> {
  await tx
    .delete(chainDeposits)
    .where(and(eq(chainDeposits.id, id), inArray(chainDeposits.state, ['seen', 'dropped'])));
}

/** A player's deposit index, taken from the sequence the first time; the player's row locked. */
export async function depositIndexOf(tx: Tx, customerId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ depositIndex: customers.depositIndex })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!row) return undefined;
  if (row.depositIndex !== null) return row.depositIndex;
  const [assigned] = await tx
    .update(customers)
    .set({ depositIndex: sql`nextval('customer_deposit_index_seq')::int` })
    .where(eq(customers.id, customerId))
    .returning({ depositIndex: customers.depositIndex });
  return assigned?.depositIndex ?? undefined;
}

/** Records the address handed out to a player on a chain (again: nothing changes). */
export async function insertAddress(db: Executor, chainKey: string, address: string, customerId: string) {
  await db.insert(chainAddresses).values({ chainKey, address, customerId }).onConflictDoNothing();
}
