import { z } from 'zod';
import { USER_ID_PATTERN } from '#shared/accountRules.ts';
import { formatMoney } from '#shared/money.ts';
import { customers, ledgerEntries, transfers } from '../db/schema/index.ts';
import { FINANCE_ROLES, MONEY_STATUSES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { staffActor } from '../http/context.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { toPage } from '#server/db/paging.ts';
import { defineRoute } from '../http/route.ts';
import { moneyAmount, pageQuery } from '#shared/contract/common.ts';
import { checkLedger } from '../ledger/check.ts';
import type { Notifications } from '../notifications/notifications.ts';
import { audit } from '../staff/audit.ts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deposits } from './deposits.ts';
import { depositSchema, transferSchema, withdrawalSchema } from './views.ts';
import type { Withdrawals } from './withdrawals.ts';

const idParam = z.object({ id: z.uuid({ error: 'INVALID_FORMAT' }) });
const reason = z.object({ reason: z.string().trim().min(1).max(500) });
const userIdFilter = z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }).optional();

export function walletAdminRoutes(deps: {
  db: Db;
  deposits: Deposits;
  withdrawals: Withdrawals;
  notifications: Notifications;
}) {
  const { db, deposits, withdrawals, notifications } = deps;
  const withdrawalAction = (
    action: 'approve' | 'paid' | 'fail' | 'reject',
    summary: string,
    body?: z.ZodObject,
  ) =>
    defineRoute({
      method: 'post',
      path: `/withdrawals/{id}/${action}`,
      summary,
      tags: ['staff wallet'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParam,
      ...(body ? { body } : {}),
      response: withdrawalSchema,
      handler: ({ c, params, body: detail }) =>
        withdrawals.staffAction(
          staffActor(c),
          params.id,
          action,
          (detail ?? {}) as { txHash?: string; reason?: string },
        ),
    });

  return [
    defineRoute({
      method: 'get',
      path: '/deposits',
      summary: 'Deposits, by status and player',
      tags: ['staff wallet'],
      auth: 'staff',
      query: pageQuery.extend({ status: z.enum(MONEY_STATUSES).optional(), userId: userIdFilter }),
      response: pageSchema(depositSchema.extend({ userId: z.string(), owed: z.string() })),
      handler: ({ query }) => deposits.list(query),
    }),
    defineRoute({
      method: 'post',
      path: '/deposits/{id}/confirm',
      summary: 'Confirm a deposit with the amount received: credits the player (recharge)',
      tags: ['staff wallet'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParam,
      body: z.object({ amount: moneyAmount, txHash: z.string().trim().max(100).optional() }),
      response: depositSchema,
      handler: ({ c, params, body }) => deposits.confirm(staffActor(c), params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/deposits/{id}/reject',
      summary: 'Reject a pending deposit',
      tags: ['staff wallet'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParam,
      body: reason,
      response: depositSchema,
      handler: ({ c, params, body }) => deposits.reject(staffActor(c), params.id, body.reason),
    }),
    defineRoute({
      method: 'post',
      path: '/deposits/{id}/reverse',
      summary: 'Reverse a completed deposit (chargeRevoke, down to a zero balance; the rest is owed)',
      tags: ['staff wallet'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      idempotent: true,
      params: idParam,
      body: reason,
      response: depositSchema,
      handler: ({ c, params, body }) => deposits.reverse(staffActor(c), params.id, body.reason),
    }),
    defineRoute({
      method: 'get',
      path: '/withdrawals',
      summary: 'Withdrawals, by status and player',
      tags: ['staff wallet'],
      auth: 'staff',
      query: pageQuery.extend({ status: z.enum(MONEY_STATUSES).optional(), userId: userIdFilter }),
      response: pageSchema(withdrawalSchema.extend({ userId: z.string() })),
      handler: ({ query }) => withdrawals.list(query),
    }),
    withdrawalAction('approve', 'Approve a pending withdrawal (Approved, pending payout)'),
    withdrawalAction(
      'paid',
      'Mark an approved withdrawal paid (withdrawSuccess)',
      z.object({ txHash: z.string().trim().min(1).max(100) }),
    ),
    withdrawalAction(
      'fail',
      'Mark an approved withdrawal failed: refunds the player (withdrawFailed)',
      reason,
    ),
    withdrawalAction('reject', 'Reject a pending withdrawal: refunds the player (withdrawReject)', reason),
    defineRoute({
      method: 'get',
      path: '/transfers',
      summary: 'Internal transfers, newest first',
      tags: ['staff wallet'],
      auth: 'staff',
      query: pageQuery.extend({ userId: userIdFilter }),
      response: pageSchema(transferSchema.omit({ reason: true })),
      handler: async ({ query }) => {
        const from = alias(customers, 'sender');
        const to = alias(customers, 'receiver');
        const where = query.userId
          ? sql`(${from.userId} = ${query.userId} or ${to.userId} = ${query.userId})`
          : undefined;
        const base = db
          .select({ transfer: transfers, fromUserId: from.userId, toUserId: to.userId })
          .from(transfers)
          .innerJoin(from, eq(from.id, transfers.fromCustomerId))
          .innerJoin(to, eq(to.id, transfers.toCustomerId))
          .where(where);
        const [rows, [total]] = await Promise.all([
          base
            .orderBy(desc(transfers.createdAt))
            .limit(query.pageSize)
            .offset((query.pageNo - 1) * query.pageSize),
          db
            .select({ n: sql<string>`count(*)::text` })
            .from(transfers)
            .innerJoin(from, eq(from.id, transfers.fromCustomerId))
            .innerJoin(to, eq(to.id, transfers.toCustomerId))
            .where(where),
        ]);
        return toPage(
          query,
          rows.map((r) => ({
            id: r.transfer.id,
            fromUserId: r.fromUserId,
            toUserId: r.toUserId,
            amount: formatMoney(r.transfer.amount),
            fee: formatMoney(r.transfer.fee),
            createdAt: r.transfer.createdAt.toISOString(),
          })),
          total,
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ledger',
      summary: 'Ledger entries, by player, reason, reference and time',
      tags: ['staff wallet'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      query: pageQuery.extend({
        userId: userIdFilter,
        reason: z.string().max(40).optional(),
        refType: z.string().max(40).optional(),
        refId: z.string().max(80).optional(),
        start: z.coerce.date().optional(),
        end: z.coerce.date().optional(),
      }),
      response: pageSchema(z.looseObject({ id: z.number(), reason: z.string(), amount: z.string() })),
      handler: async ({ query }) => {
        const where = and(
          query.userId ? eq(customers.userId, query.userId) : undefined,
          query.reason ? eq(ledgerEntries.reason, query.reason) : undefined,
          query.refType ? eq(ledgerEntries.refType, query.refType) : undefined,
          query.refId ? eq(ledgerEntries.refId, query.refId) : undefined,
          query.start ? gte(ledgerEntries.createdAt, query.start) : undefined,
          query.end ? lt(ledgerEntries.createdAt, query.end) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          db
            .select({ entry: ledgerEntries, userId: customers.userId })
            .from(ledgerEntries)
            .leftJoin(customers, eq(customers.id, ledgerEntries.customerId))
            .where(where)
            .orderBy(desc(ledgerEntries.id))
            .limit(query.pageSize)
            .offset((query.pageNo - 1) * query.pageSize),
          db
            .select({ n: sql<string>`count(*)::text` })
            .from(ledgerEntries)
            .leftJoin(customers, eq(customers.id, ledgerEntries.customerId))
            .where(where),
        ]);
        return toPage(
          query,
          rows.map(({ entry, userId }) => ({
            id: entry.id,
            movementId: entry.movementId,
            account: userId ?? entry.houseAccount,
            userId,
            houseAccount: entry.houseAccount,
            reason: entry.reason,
            amount: formatMoney(entry.amount),
            balanceAfter: entry.balanceAfter === null ? null : formatMoney(entry.balanceAfter),
            fee: formatMoney(entry.fee),
            ref: { type: entry.refType, id: entry.refId },
            createdAt: entry.createdAt.toISOString(),
          })),
          total,
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ledger/check',
      summary: 'Prove every balance equals the sum of its entries and the books balance',
      tags: ['staff wallet'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      response: z.object({
        ok: z.boolean(),
        accounts: z.number(),
        entries: z.number(),
        houseBalances: z.record(z.string(), z.string()),
        discrepancies: z.array(
          z.object({ kind: z.string(), subject: z.string(), expected: z.string(), actual: z.string() }),
        ),
      }),
      handler: () => checkLedger(db),
    }),
    defineRoute({
      method: 'post',
      path: '/notifications',
      summary: 'Send a notification to one player or to all',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT_ROLES,
      body: z
        .object({
          userId: userIdFilter,
          all: z.boolean().optional(),
          title: z.string().trim().min(1).max(120),
          body: z.string().trim().min(1).max(4000),
        })
        .refine((b) => Boolean(b.userId) !== Boolean(b.all), { path: ['userId'], error: 'REQUIRED' }),
      response: z.object({ sent: z.number() }),
      handler: async ({ c, body }) => {
        const sent = await notifications.send(body, body.title, body.body);
        const who = staffActor(c);
        await audit(db, {
          staff: who.staff,
          action: 'notification.send',
          targetType: body.all ? 'all' : 'customer',
          targetId: body.userId ?? 'all',
          after: { title: body.title, sent },
          ip: who.ip,
        });
        return { sent };
      },
    }),
  ];
}
