/**
 * The demo chain's routes, under `/api/demo`: mounted only when `DEMO_CHAIN=anvil
 * npm start` runs a local anvil (scripts/demo-chain/), and left out of the OpenAPI documents.
 *
 *   POST /api/demo/chain/address {userId}   a player's deposit address on the demo chain, for
 *                                           `npm run chain -- send` (the script cannot open the
 *                                           embedded database the server holds). Guarded by the
 *                                           secret the server wrote into DATA_DIR/demo-chain.json,
 *                                           sent in the `X-Demo-Chain-Secret` header: 403 without it.
 *   GET  /api/demo/chain/tx/{hash}          a transaction as the demo chain sees it (block,
 *                                           confirmations, the token's transfers): the demo
 *                                           chain's "explorer", since a local chain has none.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import {
  createPublicClient,
  formatUnits,
  getAddress,
  http,
  parseAbiItem,
  parseEventLogs,
  type Address,
} from 'viem';
import { z } from 'zod';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { AppError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/context.ts';
import { routeGroup, type RouteSpec } from '#server/http/route.ts';
import { customerByUserId } from '#server/customers/queries.ts';
import type { Db } from '#server/db/client.ts';
import type { ChainWatcher } from './watcher.ts';

/** Where the demo routes are mounted. */
export const DEMO_BASE = '/api/demo';
/** The header carrying demo-chain.json's secret. */
export const DEMO_SECRET_HEADER = 'X-Demo-Chain-Secret';

/** What the server knows of the demo chain it started. */
export interface DemoChainOptions {
  secret: string;
  chainKey: string;
  rpcUrl: string;
  token: Address;
  decimals: number;
}

export const demoAddressRequest = z.object({
  userId: z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }),
});
export const demoAddress = z.object({ chainKey: z.string(), address: z.string() });
export const demoTransaction = z.object({
  hash: z.string(),
  status: z.enum(['success', 'reverted']),
  blockNumber: z.string(),
  /** The blocks from the transaction's to the head, both included. */
  confirmations: z.number().int(),
  from: z.string(),
  to: z.string().nullable(),
  /** The demo token's transfers in the transaction, amounts in USDT. */
  transfers: z.array(z.object({ from: z.string(), to: z.string(), amount: z.string() })),
});

const demoRoute = routeGroup({ tags: ['demo'], auth: 'none' });
const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Lets through only requests carrying the secret (compared in constant time); 403 otherwise. */
function secretGuard(secret: string): MiddlewareHandler<AppEnv> {
  const expected = digest(secret);
  return async (c, next) => {
    if (!timingSafeEqual(digest(c.req.header(DEMO_SECRET_HEADER) ?? ''), expected))
      throw new AppError('FORBIDDEN');
    await next();
  };
}

export function demoChainRoutes({
  db,
  watcher,
  chain,
}: {
  db: Db;
  watcher: ChainWatcher;
  chain: DemoChainOptions;
}): RouteSpec[] {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }), cacheTime: 0 });
  return [
    demoRoute({
      method: 'post',
      path: '/chain/address',
      summary: "A player's deposit address on the demo chain (demo only; needs the demo secret)",
      middleware: [secretGuard(chain.secret)],
      body: demoAddressRequest,
      response: demoAddress,
      handler: async ({ body }) => {
        const customer = await customerByUserId(db, body.userId);
        if (!customer) throw new AppError('USER_IS_NOT_EXISTS');
        return {
          chainKey: chain.chainKey,
          address: await watcher.assignAddress(customer.id, chain.chainKey),
        };
      },
    }),
    demoRoute({
      method: 'get',
      path: '/chain/tx/{hash}',
      summary: 'A transaction on the demo chain (demo only)',
      params: z.object({ hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, { error: 'INVALID_FORMAT' }) }),
      response: demoTransaction,
      handler: async ({ params }) => {
        const hash = params.hash as `0x${string}`;
        const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
          if ((error as Error).name === 'TransactionReceiptNotFoundError') throw new AppError('NOT_FOUND');
          throw error;
        });
        const head = await client.getBlockNumber();
        const logs = parseEventLogs({ abi: [transferEvent], logs: receipt.logs }).filter(
          (log) => log.address.toLowerCase() === chain.token.toLowerCase(),
        );
        return {
          hash: receipt.transactionHash,
          status: receipt.status,
          blockNumber: receipt.blockNumber.toString(),
          confirmations: Number(head - receipt.blockNumber + 1n),
          from: getAddress(receipt.from),
          to: receipt.to && getAddress(receipt.to),
          transfers: logs.map(({ args }) => ({
            from: args.from,
            to: args.to,
            amount: formatUnits(args.value, chain.decimals),
          })),
        };
      },
    }),
  ];
}
