/**
 * On-chain deposits as players see them: their addresses and deposits. Each route parses with
 * the chain contract and calls one operation of `chain.ts`.
 */
import { z } from 'zod';
import { pageSchema } from '#shared/contract/common.ts';
import { chainAddress, chainDeposit, chainDepositQuery } from '#shared/contract/chain.ts';
import { signedInPlayer } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { ChainDeposits } from './chain.ts';

const playerRoute = routeGroup({ tags: ['chain deposits'], auth: 'player' });

export const HELD =
  'Held deposits wait for staff: `reason` is `belowMinimum` (under the chain’s minimum), `aboveCeiling` (over the site’s `chainDepositAutoMax`), `uncreditable` (more than the player’s balance can hold: only a return is possible) or the code of the player’s protection that refused it (`DEPOSIT_LIMIT_EXCEEDED`, `ACCOUNT_IN_TIMEOUT`, `ACCOUNT_SELF_EXCLUDED`); the player is notified (`depositHeld`). A dropped deposit’s `reason` is `reorg` (its block left the chain) or `duplicate` (the same transfer, mined again after a reorganisation, already decided).';

export function chainRoutes(deposits: ChainDeposits) {
  return [
    playerRoute({
      method: 'get',
      path: '/chain/addresses',
      summary: 'My USDT deposit address on each enabled chain (handed out the first time)',
      description:
        'A transfer of the chain’s USDT token to the address is credited once it has the chain’s confirmations. Empty when no chain is watched: deposits are then claimed with `POST /deposit/apply`.',
      response: z.array(chainAddress),
      handler: ({ c }) => deposits.addresses(signedInPlayer(c)),
    }),
    playerRoute({
      method: 'get',
      path: '/chain/deposits',
      summary: 'My USDT transfers seen on chain, newest first, with confirmations and state',
      description: HELD,
      query: chainDepositQuery,
      response: pageSchema(chainDeposit),
      handler: ({ c, query }) => deposits.deposits(signedInPlayer(c).id, query),
    }),
  ];
}
