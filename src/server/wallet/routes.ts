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
import { signedInPlayer } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { DepositClaims } from './depositClaims.ts';
import type { Records } from './records.ts';
import type { Transfers } from './transfers.ts';
import type { Withdrawals } from './withdrawals.ts';

const playerRoute = routeGroup({ tags: ['wallet'], auth: 'player' });

interface WalletServices {
  depositClaims: DepositClaims;
  withdrawals: Withdrawals;
  transfers: Transfers;
  records: Records;
}

/** Money in and out: deposit claims, withdrawals and their cancelling, transfers. */
function movementRoutes({ depositClaims, withdrawals, transfers }: WalletServices) {
  return [
    playerRoute({
      method: 'post',
      path: '/deposit/apply',
      errors: [
        'ACCOUNT_IN_TIMEOUT',
        'ACCOUNT_SELF_EXCLUDED',
        'AMOUNT_ABOVE_MAXIMUM',
        'AMOUNT_BELOW_MINIMUM',
        'DEPOSIT_LIMIT_EXCEEDED',
        'TOO_MANY_OPEN_DEPOSITS',
      ],
      summary:
        'Announce a deposit sent to the site address (pending until staff confirm it); at most the per-claim maximum, a few open claims and 20 claims an hour per player',
      idempotent: true,
      body: depositApplication,
      response: deposit,
      handler: ({ c, body }) => depositClaims.apply(signedInPlayer(c), body, c.get('requestKey')),
    }),
    playerRoute({
      method: 'post',
      path: '/withdraw/apply',
      errors: [
        'AMOUNT_ABOVE_MAXIMUM',
        'AMOUNT_BELOW_MINIMUM',
        'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
        'INCOMPLETE_REGISTER_INFO',
        'OUTSIDE_WITHDRAWAL_HOURS',
        'WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE',
        'WITHDRAWAL_IS_PROCESSING',
      ],
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
      errors: ['NOT_FOUND', 'WITHDRAWAL_IS_PROCESSING', 'WITHDRAWAL_STATUS_CHANGED'],
      summary: 'Cancel a pending withdrawal; the amount returns to the balance',
      query: idQuery,
      response: withdrawal,
      handler: ({ c, query }) => withdrawals.cancel(signedInPlayer(c), query.id),
    }),
    playerRoute({
      method: 'post',
      path: '/transfer',
      errors: [
        'ACCOUNT_IN_TIMEOUT',
        'AMOUNT_BELOW_MINIMUM',
        'CANNOT_TRANSFER_TO_SELF',
        'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
        'DAILY_LIMIT_EXCEEDED',
        'INCOMPLETE_REGISTER_INFO',
        'INSUFFICIENT_BALANCE',
        'TRANSFER_LIMIT_EXCEEDED',
        'TRANSFER_RECEIVER_UNAVAILABLE',
        'USER_IS_NOT_EXISTS',
      ],
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
