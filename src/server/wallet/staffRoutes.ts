/** The staff's money routes: the deposit and withdrawal queues, transfers, the ledger. */
import type { z } from 'zod';
import { pageSchema } from '#shared/contract/common.ts';
import { deposit, withdrawal } from '#shared/contract/wallet.ts';
import {
  depositConfirmation,
  idParams,
  ledgerCheck,
  ledgerEntry,
  ledgerQuery,
  moneyQueueQuery,
  staffDeposit,
  staffReason,
  staffTransfer,
  staffTransferQuery,
  staffWithdrawal,
  withdrawalPaid,
  type WithdrawalAction,
  type WithdrawalActionDetail,
} from '#shared/contract/walletAdmin.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { checkLedger } from '#server/ledger/check.ts';
import type { DepositClaims } from './depositClaims.ts';
import { listDeposits, listLedger, listTransfers, listWithdrawals } from './staffLists.ts';
import type { Withdrawals } from './withdrawals.ts';

const staffRoute = routeGroup({ tags: ['staff wallet'], auth: 'staff' });

interface StaffWalletServices {
  db: Db;
  depositClaims: DepositClaims;
  withdrawals: Withdrawals;
}

function depositClaimRoutes({ db, depositClaims }: StaffWalletServices) {
  return [
    staffRoute({
      method: 'get',
      path: '/deposits',
      summary: 'Deposits, by status and player',
      query: moneyQueueQuery,
      response: pageSchema(staffDeposit),
      handler: ({ query }) => listDeposits(db, query),
    }),
    staffRoute({
      method: 'post',
      path: '/deposits/{id}/confirm',
      errors: ['ACCOUNT_SELF_EXCLUDED', 'DEPOSIT_LIMIT_EXCEEDED', 'WITHDRAWAL_STATUS_CHANGED'],
      summary: 'Confirm a deposit with the amount received: credits the player (recharge)',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: depositConfirmation,
      response: deposit,
      handler: ({ c, params, body }) => depositClaims.confirm(staffActor(c), params.id, body),
    }),
    staffRoute({
      method: 'post',
      path: '/deposits/{id}/reject',
      errors: ['WITHDRAWAL_STATUS_CHANGED'],
      summary: 'Reject a pending deposit',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: staffReason,
      response: deposit,
      handler: ({ c, params, body }) => depositClaims.reject(staffActor(c), params.id, body.reason),
    }),
    staffRoute({
      method: 'post',
      path: '/deposits/{id}/reverse',
      errors: ['WITHDRAWAL_STATUS_CHANGED'],
      summary: 'Reverse a completed deposit (chargeRevoke, down to a zero balance; the rest is owed)',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      body: staffReason,
      response: deposit,
      handler: ({ c, params, body }) => depositClaims.reverse(staffActor(c), params.id, body.reason),
    }),
  ];
}

function withdrawalAdminRoutes({ db, withdrawals }: StaffWalletServices) {
  const action = (name: WithdrawalAction, summary: string, body?: z.ZodObject) =>
    staffRoute({
      method: 'post',
      path: `/withdrawals/{id}/${name}`,
      errors: ['NOT_FOUND', 'WITHDRAWAL_STATUS_CHANGED'],
      summary,
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParams,
      ...(body ? { body } : {}),
      response: withdrawal,
      handler: ({ c, params, body: detail }) =>
        withdrawals.staffAction(staffActor(c), params.id, name, (detail ?? {}) as WithdrawalActionDetail),
    });
  return [
    staffRoute({
      method: 'get',
      path: '/withdrawals',
      summary: 'Withdrawals, by status and player',
      query: moneyQueueQuery,
      response: pageSchema(staffWithdrawal),
      handler: ({ query }) => listWithdrawals(db, query),
    }),
    action('approve', 'Approve a pending withdrawal (Approved, pending payout)'),
    action('paid', 'Mark an approved withdrawal paid (withdrawSuccess)', withdrawalPaid),
    action('fail', 'Mark an approved withdrawal failed: refunds the player (withdrawFailed)', staffReason),
    action('reject', 'Reject a pending withdrawal: refunds the player (withdrawReject)', staffReason),
  ];
}

function bookRoutes({ db }: StaffWalletServices) {
  return [
    staffRoute({
      method: 'get',
      path: '/transfers',
      summary: 'Internal transfers, newest first',
      query: staffTransferQuery,
      response: pageSchema(staffTransfer),
      handler: ({ query }) => listTransfers(db, query),
    }),
    staffRoute({
      method: 'get',
      path: '/ledger',
      summary: 'Ledger entries, by player, reason, reference and time',
      roles: FINANCE_ROLES,
      query: ledgerQuery,
      response: pageSchema(ledgerEntry),
      handler: ({ query }) => listLedger(db, query),
    }),
    staffRoute({
      method: 'get',
      path: '/ledger/check',
      summary: 'Prove every balance equals the sum of its entries and the books balance',
      roles: FINANCE_ROLES,
      response: ledgerCheck,
      handler: () => checkLedger(db),
    }),
  ];
}

export function walletStaffRoutes(services: StaffWalletServices) {
  return [...depositClaimRoutes(services), ...withdrawalAdminRoutes(services), ...bookRoutes(services)];
}
