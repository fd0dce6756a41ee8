/**
 * The chain adapter of the deposit watcher: what the watcher asks of a chain — its
 * head, a block's hash, the token's transfers in a block range, where a transaction is mined
 * now — behind an interface, so that a chain of another kind (TRON) can be added beside this
 * EVM one. This one speaks JSON-RPC over HTTP (WebSocket for a ws:// URL) through viem and reads
 * the ERC-20 `Transfer` events of the configured token.
 */
import {
  createPublicClient,
  http,
  parseAbiItem,
  parseEventLogs,
  webSocket,
  type Address,
  type Hash,
} from 'viem';

/** A block by number and hash. */
export interface BlockRef {
  number: bigint;
  hash: Hash;
}

/** One token transfer, told apart from every other by (txHash, logIndex). */
export interface Transfer {
  txHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hash;
  from: Address;
  to: Address;
  /** Token units. */
  value: bigint;
}

/** Where a transaction is mined now, with the token's transfers it made there. */
export interface MinedTransaction {
  blockNumber: bigint;
  blockHash: Hash;
  transfers: Transfer[];
}

export interface ChainAdapter {
  /** The chain's latest block. */
  head(): Promise<BlockRef>;
  /** The hash of the canonical block at `number`, or null when the chain is not that long. */
  blockHash(number: bigint): Promise<Hash | null>;
  /** The token's transfers in blocks `from` to `to` (both included), in chain order. */
  transfers(from: bigint, to: bigint): Promise<Transfer[]>;
  /**
   * The transaction `hash` as the chain holds it now (its block and the token's transfers it
   * made, none when it failed), or null when no block of the chain holds it.
   */
  transaction(hash: Hash): Promise<MinedTransaction | null>;
}

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export interface EvmAdapterOptions {
  rpcUrl: string;
  token: Address;
  /** How long one RPC request may take (default 10 s). */
  timeoutMs?: number;
  /** Retries of a failed request (default 2): the next scan tries again anyway. */
  retryCount?: number;
}

/** The adapter of an EVM chain's JSON-RPC endpoint. */
export function evmAdapter({
  rpcUrl,
  token,
  timeoutMs = 10_000,
  retryCount = 2,
}: EvmAdapterOptions): ChainAdapter {
  const client = createPublicClient({
    transport: /^wss?:/.test(rpcUrl)
      ? webSocket(rpcUrl, { timeout: timeoutMs, retryCount, retryDelay: 100 })
      : http(rpcUrl, { timeout: timeoutMs, retryCount, retryDelay: 100 }),
    // Every read asks the node: the watcher compares heads and hashes between reads.
    cacheTime: 0,
  });
  return {
    async head() {
      const block = await client.getBlock({ blockTag: 'latest' });
      if (block.number === null || block.hash === null) throw new Error('the latest block has no number');
      return { number: block.number, hash: block.hash };
    },
    async blockHash(number) {
      try {
        const block = await client.getBlock({ blockNumber: number });
        return block.hash;
      } catch (error) {
        if ((error as Error).name === 'BlockNotFoundError') return null;
        throw error;
      }
    },
    async transfers(from, to) {
      const logs = await client.getLogs({
        address: token,
        event: transferEvent,
        fromBlock: from,
        toBlock: to,
      });
      return toTransfers(logs);
    },
    async transaction(hash) {
      let receipt;
      try {
        receipt = await client.getTransactionReceipt({ hash });
      } catch (error) {
        if ((error as Error).name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      }
      const logs = receipt.status === 'success' ? receipt.logs : [];
      const ofToken = logs.filter((log) => log.address.toLowerCase() === token.toLowerCase());
      return {
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash,
        transfers: toTransfers(parseEventLogs({ abi: [transferEvent], logs: ofToken })),
      };
    },
  };
}

/** What a decoded `Transfer` log holds, as `getLogs` and `parseEventLogs` give it. */
interface TransferLog {
  removed: boolean;
  transactionHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hash;
  args: { from?: Address; to?: Address; value?: bigint };
}

/** The token's `Transfer` logs as transfers (a log removed by a reorg, or incomplete, skipped). */
function toTransfers(logs: readonly TransferLog[]): Transfer[] {
  const transfers: Transfer[] = [];
  for (const log of logs) {
    const { from: sender, to: receiver, value } = log.args;
    if (log.removed || !sender || !receiver || value === undefined) continue;
    transfers.push({
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      from: sender,
      to: receiver,
      value,
    });
  }
  return transfers;
}
