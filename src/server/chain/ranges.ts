/**
 * How many blocks the deposit watcher asks for in one `eth_getLogs`, per chain. Real
 * providers refuse wide ranges or big answers ("block range too large", "query returned more
 * than 10000 results", HTTP 413, "limit exceeded"…), each in its own words: a range of more than
 * one block whose transfers could not be read is read again in halves, and the smaller size is
 * kept for that chain for the rest of the process. After `growAfter` good reads in a row it
 * doubles again, never past the configured size. A single block that cannot be read is a real
 * failure (the watcher records it).
 */

/** The transfers of a range could not be read (the provider's error as `cause`). */
export class TransfersFailed extends Error {
  constructor(from: bigint, to: bigint, cause: unknown) {
    super(`transfers of blocks ${from}–${to} could not be read`, { cause });
    this.name = 'TransfersFailed';
  }
}

interface ChainBatch {
  size: bigint;
  /** Good reads since the size last changed. */
  successes: number;
}

/** The batch sizes of every chain, starting at `largest` blocks. */
export function createBatchSizes(largest: bigint, growAfter = 10) {
  const chains = new Map<string, ChainBatch>();
  const of = (chainKey: string): ChainBatch => {
    let batch = chains.get(chainKey);
    if (!batch) chains.set(chainKey, (batch = { size: largest, successes: 0 }));
    return batch;
  };
  return {
    /** The blocks the next request of this chain covers at most. */
    size: (chainKey: string): bigint => of(chainKey).size,
    /** A read of `width` blocks was refused: the next is half as wide (at least one block). */
    refused(chainKey: string, width: bigint): bigint {
      const batch = of(chainKey);
      const half = width / 2n > 0n ? width / 2n : 1n;
      batch.size = half < batch.size ? half : batch.size;
      batch.successes = 0;
      return batch.size;
    },
    /** A read went through: after `growAfter` of them in a row, the size doubles again. */
    succeeded(chainKey: string): void {
      const batch = of(chainKey);
      if (batch.size >= largest || ++batch.successes < growAfter) return;
      batch.size = batch.size * 2n < largest ? batch.size * 2n : largest;
      batch.successes = 0;
    },
  };
}

export type BatchSizes = ReturnType<typeof createBatchSizes>;
