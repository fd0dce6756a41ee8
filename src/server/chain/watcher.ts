/**
 * The deposit watcher: reads each configured chain's token transfers to the players'
 * deposit addresses, records them (`chain_deposits`, once per tx hash and log index) and, once
 * a transfer has the chain's confirmations and its block is still canonical, credits it through
 * `credit.ts` — exactly once, whatever restarts or concurrent scanners.
 *
 * The cursor (`chain_cursors`) is the last block read and its hash. A first scan starts a few
 * blocks below the head (`startMargin`), not at genesis; every watcher's first scan of a chain
 * rewinds it by `rewindMargin` (what a crash may have left half done is read again), and so
 * does a reorg (the stored hash is no longer the chain's at that height). Ranges are read in
 * `batchSize` blocks, each recorded with the cursor in one transaction, so the cursor never
 * passes what was read; a range the provider refuses is read again in halves, the smaller size
 * kept for the chain (`ranges.ts`). A waiting deposit whose block left the chain is `dropped` (`reorg`);
 * credited and held ones are checked again for a window past their confirmations (`recheck.ts`).
 * Any amount is recorded (the cents column holds every transfer's), so no transfer can stop the
 * scan: one that cannot or must not be credited automatically is held for staff (`credit.ts`).
 * An RPC failure is recorded in the cursor's `last_error` (cleared by the next good scan).
 */
import type { Logger } from 'pino';
import { getAddress, type Address } from 'viem';
import { transaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { errorForLog } from '#server/log.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { accountKey, depositAddress } from './addresses.ts';
import { unitsToCents } from './amounts.ts';
import type { ChainConfig } from './config.ts';
import { creditDeposit, type CreditDeps } from './credit.ts';
import type { BlockRef, ChainAdapter } from './evm.ts';
import { createBatchSizes, TransfersFailed, type BatchSizes } from './ranges.ts';
import { recheckDecided } from './recheck.ts';
import {
  cursorOf,
  depositIndexOf,
  insertAddress,
  insertDeposits,
  ownersOf,
  rewindCursor,
  saveCursor,
  saveError,
  saveHead,
  seenDeposits,
  updateSeen,
  type CursorRow,
} from './watcherQueries.ts';

export interface ChainWatcherOptions {
  /** A chain never read starts this many blocks below its head (default 12). */
  startMargin?: number;
  /** Blocks read again on a watcher's first scan and after a reorg (default 12). */
  rewindMargin?: number;
  /** Blocks per log request at most (default 500); fewer while a provider refuses as many. */
  batchSize?: number;
}

export interface ChainWatcherDeps extends CreditDeps {
  log: Logger;
  chains: readonly ChainConfig[];
  adapterFor(chain: ChainConfig): ChainAdapter;
  site: Pick<SiteSettingsService, 'get'>;
  options?: ChainWatcherOptions;
}

/** What one scan of a chain did. */
export interface ScanResult {
  chainKey: string;
  ok: boolean;
  /** The failure recorded as the cursor's `last_error`. */
  error?: string;
  head?: bigint;
  /** The blocks read, when any were. */
  range?: { from: bigint; to: bigint };
  recorded: number;
  credited: number;
  held: number;
  dropped: number;
  /** Credited deposits whose transfer left the chain since, flagged for staff (`recheck.ts`). */
  flagged: number;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** A failure in a few words, never an RPC URL (it may hold a key): viem's short message. */
function describeError(error: unknown): string {
  const short = (error as { shortMessage?: unknown }).shortMessage;
  const text = typeof short === 'string' ? short : error instanceof Error ? error.message : String(error);
  return text.replace(/\b(https?|wss?):\/\/\S+/g, '<rpc>').slice(0, 500);
}

interface Settings {
  startMargin: bigint;
  rewindMargin: bigint;
  batchSize: bigint;
}

/** The options with their defaults. */
const settingsOf = (options: ChainWatcherOptions = {}): Settings => ({
  startMargin: BigInt(options.startMargin ?? 12),
  rewindMargin: BigInt(options.rewindMargin ?? 12),
  batchSize: BigInt(Math.max(1, options.batchSize ?? 500)),
});

/** The first block this scan reads. */
async function firstBlock(
  deps: ChainWatcherDeps,
  settings: Settings,
  chain: ChainConfig,
  adapter: ChainAdapter,
  cursor: CursorRow | undefined,
  head: BlockRef,
  firstScan: boolean,
): Promise<bigint> {
  if (cursor?.blockNumber == null || cursor.blockHash == null)
    return max(0n, head.number - settings.startMargin);
  let next = cursor.blockNumber + 1n;
  let rewind = firstScan;
  if (!rewind && (await adapter.blockHash(cursor.blockNumber)) !== cursor.blockHash) {
    deps.log.warn({ chain: chain.key, block: String(cursor.blockNumber) }, 'chain reorg: reading again');
    rewind = true;
  }
  if (rewind) next = max(0n, next - settings.rewindMargin);
  // A chain now shorter than the cursor (a reorg to a shorter chain): read its last blocks again.
  if (next > head.number + 1n) next = max(0n, head.number + 1n - settings.rewindMargin);
  return next;
}

/**
 * Deposits recorded per statement: a statement takes at most 65 535 parameters (11 a row), and a
 * busy range may hold more deposits than that.
 */
const RECORD_CHUNK = 2_000;

/** Reads blocks `from`–`to` and records the transfers to known addresses, with the cursor. */
async function readRange(
  deps: ChainWatcherDeps,
  chain: ChainConfig,
  adapter: ChainAdapter,
  range: { from: bigint; to: bigint },
  head: bigint,
): Promise<number> {
  // The hash is read before the logs: a reorg after it shows as a changed hash next scan.
  const hash = await adapter.blockHash(range.to);
  if (hash === null) throw new Error(`block ${range.to} is no longer on the chain`);
  const transfers = await adapter.transfers(range.from, range.to).catch((error: unknown) => {
    throw new TransfersFailed(range.from, range.to, error);
  });
  const owners = await ownersOf(deps.db, chain.key, [...new Set(transfers.map((t) => t.to.toLowerCase()))]);
  const rows = transfers.flatMap((transfer) => {
    const address = transfer.to.toLowerCase();
    const customerId = owners.get(address);
    if (!customerId) return [];
    const { cents, remainder } = unitsToCents(transfer.value, chain.decimals);
    return [
      {
        chainKey: chain.key,
        txHash: transfer.txHash.toLowerCase(),
        logIndex: transfer.logIndex,
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash,
        customerId,
        address,
        units: transfer.value.toString(),
        cents,
        remainder: remainder.toString(),
        confirmations: Number(head - transfer.blockNumber + 1n),
      },
    ];
  });
  const at = deps.clock.now();
  return transaction(deps.db, async (tx) => {
    let recorded = 0;
    for (let start = 0; start < rows.length; start += RECORD_CHUNK)
      recorded += await insertDeposits(tx, rows.slice(start, start + RECORD_CHUNK));
    await saveCursor(tx, chain.key, { blockNumber: range.to, blockHash: hash, head, updatedAt: at });
    return recorded;
  });
}

/**
 * Reads a range as `readRange`; when the provider refuses the transfers of more than one block,
 * shrinks the chain's batch size and resolves with nothing read (the caller asks again). A single
 * block refused throws the provider's error.
 */
async function readOrShrink(
  deps: ChainWatcherDeps,
  chain: ChainConfig,
  adapter: ChainAdapter,
  range: { from: bigint; to: bigint },
  head: bigint,
  batches: BatchSizes,
): Promise<number | undefined> {
  try {
    const recorded = await readRange(deps, chain, adapter, range, head);
    batches.succeeded(chain.key);
    return recorded;
  } catch (error) {
    if (!(error instanceof TransfersFailed)) throw error;
    if (range.to === range.from) throw error.cause;
    const size = batches.refused(chain.key, range.to - range.from + 1n);
    deps.log.info(
      {
        chain: chain.key,
        from: String(range.from),
        to: String(range.to),
        size: Number(size),
        error: describeError(error.cause),
      },
      'chain range refused: reading fewer blocks at a time',
    );
    return undefined;
  }
}

/**
 * Brings the chain's waiting deposits up to date with `head`: drops those whose block left the
 * chain, credits (or holds) those with enough confirmations, counts the others'. A deposit
 * that fails to credit waits for the next scan; the first such failure is thrown after the rest.
 */
async function confirmDeposits(
  deps: ChainWatcherDeps,
  chain: ChainConfig,
  adapter: ChainAdapter,
  head: bigint,
  result: ScanResult,
): Promise<void> {
  const waiting = await seenDeposits(deps.db, chain.key);
  if (waiting.length === 0) return;
  const { timeZone, chainDepositAutoMax } = await deps.site.get();
  const hashes = new Map<bigint, string | null>();
  let failure: unknown;
  let lowestDropped: bigint | undefined;
  for (const row of waiting) {
    if (!hashes.has(row.blockNumber)) hashes.set(row.blockNumber, await adapter.blockHash(row.blockNumber));
    const canonical = hashes.get(row.blockNumber);
    // No block there (a chain now shorter, or a node behind its peers): wait, decide later.
    if (canonical === null) continue;
    const confirmations = Number(max(0n, head - row.blockNumber + 1n));
    if (canonical !== row.blockHash) {
      if (await updateSeen(deps.db, row.id, { state: 'dropped', reason: 'reorg' })) result.dropped++;
      lowestDropped = min(lowestDropped ?? row.blockNumber, row.blockNumber);
      continue;
    }
    if (confirmations < chain.confirmations) {
      if (confirmations !== row.confirmations) await updateSeen(deps.db, row.id, { confirmations });
      continue;
    }
    try {
      const outcome = await creditDeposit(deps, chain, row.id, confirmations, {
        timeZone,
        chainDepositAutoMax,
      });
      if (outcome.state === 'credited') result.credited++;
      if (outcome.state === 'held') result.held++;
      if (outcome.state === 'dropped') result.dropped++;
    } catch (error) {
      deps.log.error(
        { chain: chain.key, deposit: row.id, err: errorForLog(error) },
        'chain deposit not credited',
      );
      failure ??= error;
    }
  }
  // The same transaction may be mined again anywhere from the dropped block on, perhaps deeper
  // than a reorg's rewind: the next scan reads again from there.
  if (lowestDropped !== undefined) await rewindBelow(deps, chain, adapter, lowestDropped);
  if (failure !== undefined) throw failure;
}

/** Moves the cursor back to just below `block` (never forward). */
async function rewindBelow(deps: ChainWatcherDeps, chain: ChainConfig, adapter: ChainAdapter, block: bigint) {
  const to = block - 1n;
  const hash = to >= 0n ? await adapter.blockHash(to) : null;
  if (hash !== null) await rewindCursor(deps.db, chain.key, to, hash, deps.clock.now());
}

/** A scan's result before it did anything. */
const emptyResult = (chainKey: string): ScanResult => ({
  chainKey,
  ok: true,
  recorded: 0,
  credited: 0,
  held: 0,
  dropped: 0,
  flagged: 0,
});

/**
 * Reads the chain from block `start` to `head` in ranges (each recorded with the cursor),
 * counting into `result`; with nothing to read, records the head seen.
 */
async function readToHead(
  deps: ChainWatcherDeps,
  chain: ChainConfig,
  adapter: ChainAdapter,
  { start, head }: { start: bigint; head: bigint },
  batches: BatchSizes,
  result: ScanResult,
): Promise<void> {
  for (let from = start; from <= head;) {
    const to = min(from + batches.size(chain.key) - 1n, head);
    const recorded = await readOrShrink(deps, chain, adapter, { from, to }, head, batches);
    if (recorded === undefined) continue; // refused: the same blocks again, fewer at a time
    result.recorded += recorded;
    result.range = { from: result.range?.from ?? from, to };
    from = to + 1n;
  }
  if (!result.range) await saveHead(deps.db, chain.key, head, deps.clock.now());
}

/** The watcher: `scanOnce(chainKey)`, `scanAll()` (the enabled chains) and `assignAddress`. */
export function createChainWatcher(deps: ChainWatcherDeps) {
  const settings = settingsOf(deps.options);
  const batches = createBatchSizes(settings.batchSize);
  const scanned = new Set<string>();
  const adapters = new Map<string, ChainAdapter>();
  const keys = new Map<string, ReturnType<typeof accountKey>>();

  const chainOf = (chainKey: string): ChainConfig => {
    const chain = deps.chains.find((c) => c.key === chainKey);
    if (!chain) throw new Error(`no chain "${chainKey}" is configured`);
    return chain;
  };
  const adapterOf = (chain: ChainConfig): ChainAdapter => {
    let adapter = adapters.get(chain.key);
    if (!adapter) adapters.set(chain.key, (adapter = deps.adapterFor(chain)));
    return adapter;
  };

  async function scanOnce(chainKey: string): Promise<ScanResult> {
    const chain = chainOf(chainKey);
    const result = emptyResult(chainKey);
    try {
      const adapter = adapterOf(chain);
      const head = await adapter.head();
      result.head = head.number;
      const cursor = await cursorOf(deps.db, chain.key);
      const start = await firstBlock(deps, settings, chain, adapter, cursor, head, !scanned.has(chain.key));
      scanned.add(chain.key);
      await readToHead(deps, chain, adapter, { start, head: head.number }, batches, result);
      // A deposit that fails its second look stops neither the others nor the credits.
      const rechecked = await recheckDecided(deps, chain, adapter, head.number);
      result.flagged = rechecked.flagged;
      result.dropped += rechecked.dropped;
      await confirmDeposits(deps, chain, adapter, head.number, result);
      if (rechecked.failure !== undefined) throw rechecked.failure;
      return result;
    } catch (error) {
      const message = describeError(error);
      // The short message only: viem's full one names the RPC URL, which may hold a key.
      deps.log.warn({ chain: chain.key, error: message }, 'chain scan failed');
      await saveError(deps.db, chain.key, message, deps.clock.now()).catch((saveFailure: unknown) =>
        deps.log.error({ chain: chain.key, err: errorForLog(saveFailure) }, 'chain scan error not recorded'),
      );
      return { ...result, ok: false, error: message };
    }
  }

  /**
   * The player's deposit address on a chain: their deposit index is taken once from the
   * sequence, and the address recorded so that the watcher knows whose transfers arrive there.
   */
  async function assignAddress(customerId: string, chainKey: string): Promise<Address> {
    const chain = chainOf(chainKey);
    let key = keys.get(chain.key);
    if (!key) keys.set(chain.key, (key = accountKey(chain.xpub)));
    const account = key;
    return transaction(deps.db, async (tx) => {
      const index = await depositIndexOf(tx, customerId);
      if (index === undefined) throw new AppError('NOT_FOUND');
      const address = depositAddress(account, index);
      await insertAddress(tx, chain.key, address.toLowerCase(), customerId);
      return getAddress(address);
    });
  }

  return {
    scanOnce,
    /** Scans every enabled chain, one after another. */
    async scanAll(): Promise<ScanResult[]> {
      const results: ScanResult[] = [];
      for (const chain of deps.chains) if (chain.enabled) results.push(await scanOnce(chain.key));
      return results;
    },
    assignAddress,
  };
}

export type ChainWatcher = ReturnType<typeof createChainWatcher>;
