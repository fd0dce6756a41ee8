/**
 * The chain adapter of the deposit watcher (issue 20): what the watcher asks of a chain — its
 * head, a block's hash, the token's transfers in a block range — behind an interface, so that a
 * chain of another kind (TRON) can be added beside this EVM one. This one speaks JSON-RPC over
 * HTTP (WebSocket for a ws:// URL) through viem and reads the ERC-20 `Transfer` events of the
 * configured token.
 */
import { createPublicClient, http, parseAbiItem, webSocket, type Address, type Hash } from 'viem';

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

export interface ChainAdapter {
  /** The chain's latest block. */
  head(): Promise<BlockRef>;
  /** The hash of the canonical block at `number`, or null when the chain is not that long. */
  blockHash(number: bigint): Promise<Hash | null>;
  /** The token's transfers in blocks `from` to `to` (both included), in chain order. */
  transfers(from: bigint, to: bigint): Promise<Transfer[]>;
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
    },
  };
}
