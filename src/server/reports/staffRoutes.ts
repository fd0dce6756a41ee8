/** Staff reports: betting per day and lottery, money in and out per day. */
import { z } from 'zod';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { defineRoute } from '#server/http/route.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import { dailyReportQuery, dailyRow, moneyReport, moneyReportQuery } from '#shared/contract/reports.ts';
import { dailyReport, moneyReport as readMoneyReport } from './reports.ts';

export function reportStaffRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return [
    defineRoute({
      method: 'get',
      path: '/reports/daily',
      summary: 'Per day and lottery: bets, turnover, payouts and GGR',
      tags: ['staff games'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      query: dailyReportQuery,
      response: z.array(dailyRow),
      handler: ({ query }) => dailyReport(db, query),
    }),
    defineRoute({
      method: 'get',
      path: '/reports/money',
      summary: 'Per day: completed deposits and withdrawals; the balances players hold now',
      tags: ['staff games'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      query: moneyReportQuery,
      response: moneyReport,
      handler: ({ query }) => readMoneyReport(db, query, clock.now()),
    }),
  ];
}
