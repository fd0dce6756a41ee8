/**
 * On-chain deposits (issue 20): the player's addresses and deposits, and staff's view, status
 * and decisions. Each route parses with the chain contract and calls one operation of
 * `deposits.ts`.
 */
import { z } from 'zod';
import { pageSchema } from '#shared/contract/common.ts';
import {
  chainAddress,
  chainDeposit,
  chainDepositQuery,
  chainRelease,
  chainReturn,
  chainStatus,
  staffChainDeposit,
  staffChainDepositQuery,
} from '#shared/contract/chain.ts';
import { idParams } from '#shared/contract/walletAdmin.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import { signedInPlayer, staffActor } from '../http/context.ts';
import { routeGroup } from '../http/route.ts';
import type { ChainDeposits } from './deposits.ts';

const playerRoute = routeGroup({ tags: ['chain deposits'], auth: 'player' });
const staffRoute = routeGroup({ tags: ['staff chain deposits'], auth: 'staff' });

const HELD =
  'Held deposits wait for staff: `reason` is `belowMinimum` or the code that refused it (`DEPOSIT_LIMIT_EXCEEDED`, `ACCOUNT_IN_TIMEOUT`, `ACCOUNT_SELF_EXCLUDED`).';

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

export function chainStaffRoutes(deposits: ChainDeposits) {
  return [
    staffRoute({
      method: 'get',
      path: '/chain/status',
      summary: 'Each configured chain: the block read, the head, the lag, the last error, deposits open',
      response: z.array(chainStatus),
      handler: () => deposits.status(),
    }),
    staffRoute({
      method: 'get',
      path: '/chain/deposits',
      summary: 'On-chain deposits, by state, chain and player, newest first',
      description: HELD,
      query: staffChainDepositQuery,
      response: pageSchema(staffChainDeposit),
      handler: ({ query }) => deposits.staffList(query),
    }),
    staffRoute({
      method: 'post',
      path: '/chain/deposits/{id}/release',
      summary: 'Credit a held on-chain deposit anyway (recharge), with a note; audited',
      description: 'Only a `held` deposit: otherwise `WITHDRAWAL_STATUS_CHANGED`.',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: chainRelease,
      response: staffChainDeposit,
      handler: ({ c, params, body }) => deposits.release(staffActor(c), params.id, body.note),
    }),
    staffRoute({
      method: 'post',
      path: '/chain/deposits/{id}/return',
      summary: 'Record that a held on-chain deposit was sent back outside the app; audited',
      description:
        'Nothing is credited; the player is told with the note. Only a `held` deposit: otherwise `WITHDRAWAL_STATUS_CHANGED`.',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: chainReturn,
      response: staffChainDeposit,
      handler: ({ c, params, body }) => deposits.returned(staffActor(c), params.id, body),
    }),
  ];
}
