/** The player's wallet routes: deposit claims, withdrawals, transfers, records. */
import { pageQuery, pageSchema } from '#shared/contract/common.ts';
import {
  deposit,
  depositApplication,
  idQuery,
  transaction,
  transactionSearchQuery,
  transfer,
  transferApplication,
  transferSearchQuery,
  withdrawal,
  withdrawalApplication,
} from '#shared/contract/wallet.ts';
import { signedInPlayer } from '../http/context.ts';
import { routeGroup } from '../http/route.ts';
import type { Deposits } from './depositClaims.ts';
import type { Records } from './records.ts';
import type { Transfers } from './transfers.ts';
import type { Withdrawals } from './withdrawals.ts';

const playerRoute = routeGroup({ tags: ['wallet'], auth: 'player' });

interface WalletServices {
  deposits: Deposits;
  withdrawals: Withdrawals;
  transfers: Transfers;
  records: Records;
}

/** Money in and out: deposit claims, withdrawals and their cancelling, transfers. */
function movementRoutes({ deposits, withdrawals, transfers }: WalletServices) {
  return [
    playerRoute({
      method: 'post',
      path: '/deposit/apply',
      summary:
        'Announce a deposit sent to the site address (pending until staff confirm it); at most the per-claim maximum, a few open claims and 20 claims an hour per player',
      idempotent: true,
      body: depositApplication,
      response: deposit,
      handler: ({ c, body }) => deposits.apply(signedInPlayer(c), body, c.get('requestKey')),
    }),
    playerRoute({
      method: 'post',
      path: '/withdraw/apply',
      summary: 'Withdraw to the saved USDT address; the amount leaves the balance at once',
      account: 'withdraw',
      idempotent: true,
      body: withdrawalApplication,
      response: withdrawal,
      handler: ({ c, body }) => withdrawals.apply(signedInPlayer(c), body, c.get('requestKey')),
    }),
    playerRoute({
      method: 'post',
      path: '/withdraw/cancel',
      summary: 'Cancel a pending withdrawal; the amount returns to the balance',
      query: idQuery,
      response: withdrawal,
      handler: ({ c, query }) => withdrawals.cancel(signedInPlayer(c), query.id),
    }),
    playerRoute({
      method: 'post',
      path: '/transfer',
      summary: 'Transfer to another player by 6-digit user ID',
      account: 'transfer',
      idempotent: true,
      body: transferApplication,
      response: transfer,
      handler: ({ c, body }) => transfers.send(signedInPlayer(c), body, c.get('requestKey')),
    }),
  ];
}

/** The player's records: deposits, withdrawals, transfers, ledger transactions. */
function recordRoutes({ records }: WalletServices) {
  return [
    playerRoute({
      method: 'get',
      path: '/deposit/search',
      summary: 'Deposit records, with internal transfers received (fromUserId)',
      query: pageQuery,
      response: pageSchema(deposit),
      handler: ({ c, query }) => records.deposits(signedInPlayer(c).id, query),
    }),
    playerRoute({
      method: 'get',
      path: '/withdraw/search',
      summary: 'Withdrawal records, with internal transfers sent (toUserId)',
      query: pageQuery,
      response: pageSchema(withdrawal),
      handler: ({ c, query }) => records.withdrawals(signedInPlayer(c).id, query),
    }),
    playerRoute({
      method: 'get',
      path: '/transfer/search',
      summary: 'Transfers sent or received',
      query: transferSearchQuery,
      response: pageSchema(transfer),
      handler: ({ c, query }) => records.transfers(signedInPlayer(c).id, query.transactionReason, query),
    }),
    playerRoute({
      method: 'get',
      path: '/game/search/transaction',
      summary: 'Transaction records (ledger) in a date range, optionally by reason',
      query: transactionSearchQuery,
      response: pageSchema(transaction),
      handler: ({ c, query }) => records.transactions(signedInPlayer(c).id, query),
    }),
  ];
}

export function walletRoutes(services: WalletServices) {
  return [...movementRoutes(services), ...recordRoutes(services)];
}
