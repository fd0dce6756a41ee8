/**
 * On-chain deposits as staff see them: the list, the watcher's status and staff's decisions.
 * Each route parses with the chain contract and calls one operation of `chain.ts`.
 */
import { z } from 'zod';
import { pageSchema } from '#shared/contract/common.ts';
import {
  chainRelease,
  chainReturn,
  chainReverse,
  chainStatus,
  staffChainDeposit,
  staffChainDepositQuery,
} from '#shared/contract/chain.ts';
import { idParams } from '#shared/contract/walletAdmin.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { ChainDeposits } from './chain.ts';
import { HELD } from './routes.ts';

const staffRoute = routeGroup({ tags: ['staff chain deposits'], auth: 'staff' });

const FLAGGED =
  ' A credited deposit whose transfer a reorganisation deeper than the confirmations removed (found while it is within the chain’s `recheckBlocks` past its confirmations) keeps `state` `credited` with `flag` `reorg` (audited as `chainDeposit.flag`, counted in `/chain/status` `flagged`; `flagged=true` lists them) until staff reverse it; its flag clears by itself if the transfer comes back.';

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
      summary: 'On-chain deposits, by state, chain and player, newest first; or the flagged ones',
      description: HELD + FLAGGED,
      query: staffChainDepositQuery,
      response: pageSchema(staffChainDeposit),
      handler: ({ query }) => deposits.staffList(query),
    }),
    staffRoute({
      method: 'post',
      path: '/chain/deposits/{id}/release',
      errors: [
        'NOT_FOUND',
        'INVALID_USER',
        'WITHDRAWAL_STATUS_CHANGED',
        'ACCOUNT_IN_TIMEOUT',
        'ACCOUNT_SELF_EXCLUDED',
        'DEPOSIT_LIMIT_EXCEEDED',
        'AMOUNT_ABOVE_MAXIMUM',
      ],
      summary: 'Credit a held on-chain deposit anyway (recharge), with a note; audited',
      description:
        'Only a `held` deposit: otherwise 409 `WITHDRAWAL_STATUS_CHANGED`. The rule of a manual confirmation applies: refused with 403 `ACCOUNT_IN_TIMEOUT` or `ACCOUNT_SELF_EXCLUDED` while the player’s block lasts, and 403 `DEPOSIT_LIMIT_EXCEEDED` (`fields`: period, limit, remaining) while the deposit would pass their deposit limit — return it instead; 400 `AMOUNT_ABOVE_MAXIMUM` for an amount the balance cannot hold (`uncreditable`). Nothing changes on a refusal.',
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
      errors: ['NOT_FOUND', 'INVALID_USER', 'WITHDRAWAL_STATUS_CHANGED'],
      summary:
        'Record that a held on-chain deposit was sent back outside the app, with the refund’s hash; audited',
      description:
        'Nothing is credited and the ledger does not move; the player is told with the note. `txHash` (the refund’s transaction) is required: 400 `VALIDATION_ERROR` without it. Only a `held` deposit: otherwise 409 `WITHDRAWAL_STATUS_CHANGED`.',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: chainReturn,
      response: staffChainDeposit,
      handler: ({ c, params, body }) => deposits.returned(staffActor(c), params.id, body),
    }),
    staffRoute({
      method: 'post',
      path: '/chain/deposits/{id}/reverse',
      errors: ['NOT_FOUND', 'INVALID_USER', 'WITHDRAWAL_STATUS_CHANGED'],
      summary: 'Reverse a credited on-chain deposit whose transfer left the chain (chargeRevoke); audited',
      description:
        'Only a `credited` deposit with a `flag`: otherwise 409 `WITHDRAWAL_STATUS_CHANGED`. The ledger takes back what the balance still holds (never below zero) and records the rest as owed (`owed`, house `receivables`); the state becomes `reversed` and the player is told with the note.',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: chainReverse,
      response: staffChainDeposit,
      handler: ({ c, params, body }) => deposits.reverse(staffActor(c), params.id, body),
    }),
  ];
}
