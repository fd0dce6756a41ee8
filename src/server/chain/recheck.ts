/**
 * The second look at decided chain deposits: a reorganisation deeper than a chain's
 * confirmations can remove the transfer of a deposit already credited. Every scan checks again
 * the credited and held deposits still within `recheckWindow(chain)` blocks past their
 * confirmations, and every credited one flagged:
 *
 * - its block still on the chain: nothing to do (a flag set before clears: the chain came back);
 * - its block gone but the same transaction mined again elsewhere with the same transfer (same
 *   address and token amount): the deposit moves to its new block and log index (a flag clears);
 *   the copy the scan may have recorded there, never decided, is deleted (and one confirmed
 *   before this look is dropped as a `duplicate` by `credit.ts`), so it is never credited twice;
 * - its transfer nowhere: a credited deposit is flagged `reorg` for staff (the console's queue,
 *   the audit log), who reverse it through the ledger (`chain.ts`); a held one, never
 *   credited, is dropped (`reorg`);
 * - its block not yet on the chain (a chain now shorter): decided at a later scan.
 *
 * Each change is made under the deposit's row lock, from the state it was read in, so two
 * scanners (a restart beside a running one) make it once.
 */
import type { Logger } from 'pino';
import type { Hash } from 'viem';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { transaction } from '#server/db/transaction.ts';
import { errorForLog } from '#server/log.ts';
import { auditBySystem } from '#server/staff/audit.ts';
import { formatMoney } from '#shared/money.ts';
import { recheckWindow, type ChainConfig } from './config.ts';
import type { ChainAdapter, MinedTransaction, Transfer } from './evm.ts';
import {
  decidedToRecheck,
  deleteUndecided,
  lockedAt,
  lockedInState,
  updateDeposit,
  type ChainDepositRow,
} from './watcherQueries.ts';

export interface RecheckDeps {
  db: Db;
  clock: Clock;
  log: Logger;
}

/** What a recheck changed. */
export interface RecheckResult {
  /** Credited deposits whose transfer left the chain, newly flagged for staff. */
  flagged: number;
  /** Flags cleared: the transfer is on the chain again. */
  cleared: number;
  /** Deposits moved to the block their transaction is mined in now. */
  moved: number;
  /** Held deposits whose transfer left the chain, dropped. */
  dropped: number;
  /** The first check that failed (the deposit is checked again next scan). */
  failure?: unknown;
}

/** Reads a chain's block hashes and mined transactions once per recheck. */
function chainReader(adapter: ChainAdapter) {
  const hashes = new Map<bigint, Hash | null>();
  const mined = new Map<string, MinedTransaction | null>();
  const hashAt = async (block: bigint) => {
    if (!hashes.has(block)) hashes.set(block, await adapter.blockHash(block));
    return hashes.get(block) ?? null;
  };
  return {
    hashAt,
    /** The transaction where the chain holds it now; null when nowhere, undefined when unsure. */
    async minedNow(txHash: string): Promise<MinedTransaction | null | undefined> {
      if (!mined.has(txHash)) mined.set(txHash, await adapter.transaction(txHash as Hash));
      const found = mined.get(txHash) ?? null;
      // A receipt from a block the chain no longer (or not yet) holds: the node is catching up.
      if (found && (await hashAt(found.blockNumber)) !== found.blockHash) return undefined;
      return found;
    },
  };
}

/** The transfer of `mined` that is `row`'s, unless another row of the recheck took it already. */
function matchOf(row: ChainDepositRow, mined: MinedTransaction, taken: Set<string>): Transfer | undefined {
  return mined.transfers.find(
    (transfer) =>
      transfer.to.toLowerCase() === row.address &&
      transfer.value.toString() === row.units &&
      !taken.has(`${row.txHash}:${transfer.logIndex}`),
  );
}

/** The deposit's facts for the audit log. */
const facts = (row: ChainDepositRow) => ({
  chain: row.chainKey,
  txHash: row.txHash,
  blockNumber: String(row.blockNumber),
  blockHash: row.blockHash,
  amount: formatMoney(row.cents),
});

/** Flags a credited deposit whose transfer left the chain; false when already flagged or no longer credited. */
function flag(deps: RecheckDeps, row: ChainDepositRow): Promise<boolean> {
  return transaction(deps.db, async (tx) => {
    const locked = await lockedInState(tx, row.id, 'credited');
    if (!locked || locked.flag !== null || locked.blockHash !== row.blockHash) return false;
    await updateDeposit(tx, row.id, { flag: 'reorg', flaggedAt: deps.clock.now() });
    await auditBySystem(tx, {
      action: 'chainDeposit.flag',
      targetType: 'chainDeposit',
      targetId: row.id,
      before: { state: 'credited', flag: null },
      after: { state: 'credited', flag: 'reorg', ...facts(row) },
    });
    return true;
  });
}

/**
 * Moves a deposit to where its transfer is now (block and log index), clearing its flag (audited)
 * if it had one. The scan may have recorded the transfer there already as a new deposit: that
 * copy, never decided, is deleted, so the transfer keeps one record and is never credited twice.
 */
function move(
  deps: RecheckDeps,
  row: ChainDepositRow,
  to: { blockNumber: bigint; blockHash: string; logIndex: number },
) {
  return transaction(deps.db, async (tx) => {
    const locked = await lockedInState(tx, row.id, row.state);
    if (!locked || locked.blockHash !== row.blockHash) return false;
    let logIndex = to.logIndex;
    if (logIndex !== locked.logIndex) {
      const copy = await lockedAt(tx, { chainKey: row.chainKey, txHash: row.txHash, logIndex });
      if (copy && (copy.state === 'seen' || copy.state === 'dropped')) await deleteUndecided(tx, copy.id);
      else if (copy) logIndex = locked.logIndex; // a decided record holds that place: keep ours
    }
    const place = { blockNumber: to.blockNumber, blockHash: to.blockHash, logIndex };
    await updateDeposit(tx, row.id, { ...place, flag: null, flaggedAt: null });
    if (locked.flag !== null)
      await auditBySystem(tx, {
        action: 'chainDeposit.flagCleared',
        targetType: 'chainDeposit',
        targetId: row.id,
        before: { state: row.state, flag: locked.flag, ...facts(row) },
        after: {
          state: row.state,
          flag: null,
          blockNumber: String(place.blockNumber),
          blockHash: place.blockHash,
        },
      });
    return true;
  });
}

/** Drops a held deposit whose transfer left the chain (nothing was credited). */
function dropHeld(deps: RecheckDeps, row: ChainDepositRow) {
  return transaction(deps.db, async (tx) => {
    const locked = await lockedInState(tx, row.id, 'held');
    if (!locked || locked.blockHash !== row.blockHash) return false;
    await updateDeposit(tx, row.id, { state: 'dropped', reason: 'reorg' });
    return true;
  });
}

type ChainReader = ReturnType<typeof chainReader>;

/** Checks one decided deposit again, counting what it changed into `result`. */
async function recheckOne(
  deps: RecheckDeps,
  reader: ChainReader,
  row: ChainDepositRow,
  taken: Set<string>,
  result: RecheckResult,
): Promise<void> {
  const canonical = await reader.hashAt(row.blockNumber);
  if (canonical === null) return;
  if (canonical === row.blockHash) {
    if (row.flag !== null && (await move(deps, row, row))) result.cleared++;
    return;
  }
  const mined = await reader.minedNow(row.txHash);
  if (mined === undefined) return;
  const match = mined && matchOf(row, mined, taken);
  if (mined && match) {
    taken.add(`${row.txHash}:${match.logIndex}`);
    const place = { blockNumber: mined.blockNumber, blockHash: mined.blockHash, logIndex: match.logIndex };
    if (await move(deps, row, place)) {
      if (row.flag !== null) result.cleared++;
      else result.moved++;
    }
    return;
  }
  if (row.state === 'held') {
    if (await dropHeld(deps, row)) result.dropped++;
  } else if (row.flag === null && (await flag(deps, row))) {
    result.flagged++;
    deps.log.error(
      { chain: row.chainKey, deposit: row.id, tx: row.txHash, block: String(row.blockNumber) },
      'chain deposit credited but its transfer left the chain: flagged for staff',
    );
  }
}

/**
 * Checks again the decided deposits of `chain` against the chain at `head` (see above). A
 * deposit whose check fails is left for the next scan and the others are checked: the first
 * failure is returned (`failure`), for the scan to report after it credited what it could.
 */
export async function recheckDecided(
  deps: RecheckDeps,
  chain: ChainConfig,
  adapter: ChainAdapter,
  head: bigint,
): Promise<RecheckResult> {
  const result: RecheckResult = { flagged: 0, cleared: 0, moved: 0, dropped: 0 };
  // A deposit at block b has head − b + 1 confirmations: kept while they are at most the
  // chain's confirmations and the window.
  const from = head + 1n - BigInt(chain.confirmations + recheckWindow(chain));
  const rows = await decidedToRecheck(deps.db, chain.key, from > 0n ? from : 0n);
  const reader = chainReader(adapter);
  const taken = new Set<string>();
  for (const row of rows) {
    try {
      await recheckOne(deps, reader, row, taken, result);
    } catch (error) {
      deps.log.error(
        { chain: chain.key, deposit: row.id, err: errorForLog(error) },
        'chain deposit not rechecked',
      );
      result.failure ??= error;
    }
  }
  return result;
}
