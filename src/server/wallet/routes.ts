import { z } from 'zod';
import { USER_ID_PATTERN } from '#shared/accountRules.ts';
import { TRANSACTION_REASONS } from '#shared/vocabulary.ts';
import { signedInPlayer } from '../http/context.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { defineRoute } from '../http/route.ts';
import { moneyAmount, pageQuery } from '#shared/contract/common.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { Deposits } from './deposits.ts';
import type { Records } from './records.ts';
import type { Transfers } from './transfers.ts';
import { depositSchema, transactionSchema, transferSchema, withdrawalSchema } from './views.ts';
import type { Withdrawals } from './withdrawals.ts';

const transactionPassword = z
  .string({ error: () => 'TRANSACTION_PASSWORD_REQUIRED' })
  .min(1, { error: 'TRANSACTION_PASSWORD_REQUIRED' })
  .max(128);
const idQuery = z.object({ id: z.uuid({ error: 'INVALID_FORMAT' }) });

export function walletRoutes(deps: {
  deposits: Deposits;
  withdrawals: Withdrawals;
  transfers: Transfers;
  records: Records;
  notifications: Notifications;
}) {
  const { deposits, withdrawals, transfers, records, notifications } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/deposit/apply',
      summary:
        'Announce a deposit sent to the site address (pending until staff confirm it); at most the per-claim maximum, a few open claims and 20 claims an hour per player',
      tags: ['wallet'],
      auth: 'player',
      idempotent: true,
      body: z.object({
        amount: moneyAmount,
        network: z.enum(['TRC20', 'ERC20']).optional(),
        txHash: z
          .string()
          .trim()
          .regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: 'INVALID_FORMAT' })
          .optional(),
      }),
      response: depositSchema,
      handler: ({ c, body }) => deposits.apply(signedInPlayer(c), body, c.get('requestKey')),
    }),
    defineRoute({
      method: 'get',
      path: '/deposit/search',
      summary: 'Deposit records, with internal transfers received (fromUserId)',
      tags: ['wallet'],
      auth: 'player',
      query: pageQuery,
      response: pageSchema(depositSchema),
      handler: ({ c, query }) => records.deposits(signedInPlayer(c).id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/withdraw/apply',
      summary: 'Withdraw to the saved USDT address; the amount leaves the balance at once',
      tags: ['wallet'],
      auth: 'player',
      account: 'withdraw',
      idempotent: true,
      body: z.object({ amount: moneyAmount, transactionPassword }),
      response: withdrawalSchema,
      handler: ({ c, body }) => withdrawals.apply(signedInPlayer(c), body, c.get('requestKey')),
    }),
    defineRoute({
      method: 'post',
      path: '/withdraw/cancel',
      summary: 'Cancel a pending withdrawal; the amount returns to the balance',
      tags: ['wallet'],
      auth: 'player',
      query: idQuery,
      response: withdrawalSchema,
      handler: ({ c, query }) => withdrawals.cancel(signedInPlayer(c), query.id),
    }),
    defineRoute({
      method: 'get',
      path: '/withdraw/search',
      summary: 'Withdrawal records, with internal transfers sent (toUserId)',
      tags: ['wallet'],
      auth: 'player',
      query: pageQuery,
      response: pageSchema(withdrawalSchema),
      handler: ({ c, query }) => records.withdrawals(signedInPlayer(c).id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/transfer',
      summary: 'Transfer to another player by 6-digit user ID',
      tags: ['wallet'],
      auth: 'player',
      account: 'transfer',
      idempotent: true,
      body: z.object({
        toUserId: z
          .string({ error: () => 'USER_ID_INVALID' })
          .regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }),
        amount: moneyAmount,
        transactionPassword,
      }),
      response: transferSchema,
      handler: ({ c, body }) => transfers.send(signedInPlayer(c), body, c.get('requestKey')),
    }),
    defineRoute({
      method: 'get',
      path: '/transfer/search',
      summary: 'Transfers sent or received',
      tags: ['wallet'],
      auth: 'player',
      query: pageQuery.extend({
        transactionReason: z.enum(['internalTransferSend', 'internalTransferReceive']),
      }),
      response: pageSchema(transferSchema),
      handler: ({ c, query }) => records.transfers(signedInPlayer(c).id, query.transactionReason, query),
    }),
    defineRoute({
      method: 'get',
      path: '/game/search/transaction',
      summary: 'Transaction records (ledger) in a date range, optionally by reason',
      tags: ['wallet'],
      auth: 'player',
      query: pageQuery
        .extend({
          start: z.coerce.date(),
          end: z.coerce.date(),
          reason: z.enum(TRANSACTION_REASONS).optional(),
        })
        .refine((range) => range.start < range.end, { path: ['end'], error: 'INVALID_VALUE' }),
      response: pageSchema(transactionSchema),
      handler: ({ c, query }) => records.transactions(signedInPlayer(c).id, query),
    }),
    defineRoute({
      method: 'get',
      path: '/notification/search',
      summary: 'Notifications: all, read or unread',
      tags: ['notification'],
      auth: 'player',
      query: pageQuery.extend({
        isRead: z
          .enum(['true', 'false'])
          .transform((v) => v === 'true')
          .optional(),
      }),
      response: pageSchema(notificationSchema),
      handler: ({ c, query }) => notifications.search(signedInPlayer(c).id, query, c.get('locale')),
    }),
    defineRoute({
      method: 'get',
      path: '/notification/unread/count',
      summary: 'How many notifications are unread',
      tags: ['notification'],
      auth: 'player',
      response: z.object({ count: z.number() }),
      handler: ({ c }) => notifications.unreadCount(signedInPlayer(c).id),
    }),
    defineRoute({
      method: 'get',
      path: '/notification/{id}',
      summary: 'One notification; marks it read',
      tags: ['notification'],
      auth: 'player',
      params: z.object({ id: z.uuid({ error: 'INVALID_FORMAT' }) }),
      response: notificationSchema,
      handler: ({ c, params }) => notifications.read(signedInPlayer(c).id, params.id, c.get('locale')),
    }),
  ];
}

export const notificationSchema = z
  .object({ id: z.string(), title: z.string(), body: z.string(), isRead: z.boolean(), createdAt: z.string() })
  .meta({ id: 'Notification' });
