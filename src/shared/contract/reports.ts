/** The house's figures staff read: daily betting, money in and out, and the dashboard. */
import { z } from 'zod';
import { ROUND_STATES } from '../vocabulary.ts';
import { moneyText } from './common.ts';
import { recordId } from './games.ts';

/** The longest span one money report covers. */
export const MAX_REPORT_DAYS = 400;

/** `GET /reports/daily`. */
export const dailyReportQuery = z.object({
  from: z.coerce.date(),
  to: z.coerce.date(),
  lotteryId: recordId.optional(),
});
export type DailyReportQuery = z.output<typeof dailyReportQuery>;

/** Bets, turnover, payouts and GGR of one lottery on one UTC day (YYYY-MM-DD). */
export const dailyRow = z.object({
  day: z.string(),
  lotteryId: z.number(),
  bets: z.number(),
  turnover: moneyText,
  payouts: moneyText,
  ggr: moneyText,
});
export type DailyRow = z.output<typeof dailyRow>;

/** `GET /reports/money`. */
export const moneyReportQuery = z
  .object({ from: z.coerce.date(), to: z.coerce.date() })
  .refine((q) => q.from < q.to, { path: ['to'], error: 'INVALID_VALUE' })
  .refine((q) => q.to.getTime() - q.from.getTime() <= MAX_REPORT_DAYS * 86_400_000, {
    path: ['to'],
    error: 'TOO_BIG',
  });
export type MoneyReportQuery = z.output<typeof moneyReportQuery>;

/** Completed deposits and withdrawals per UTC day, and the balances players hold now. */
export const moneyReport = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      deposits: z.object({ count: z.number(), amount: z.string() }),
      withdrawals: z.object({
        count: z.number(),
        amount: z.string(),
        fees: z.string(),
        paidOut: z.string(),
      }),
    }),
  ),
  balancesHeld: z.string(),
  players: z.number(),
  asOf: z.string(),
});
export type MoneyReport = z.output<typeof moneyReport>;

/** Money waiting for staff: how many, and how much. */
export const queue = z.object({ count: z.number(), amount: z.string() });
export type Queue = z.output<typeof queue>;

/** `GET /dashboard`. */
export const dashboard = z.object({
  pendingDeposits: queue,
  pendingWithdrawals: queue,
  approvedWithdrawals: queue,
  balancesHeld: z.string(),
  players: z.number(),
  today: z.object({
    from: z.string(),
    lotteries: z.array(
      z.object({
        lotteryId: z.number(),
        name: z.string(),
        bets: z.number(),
        turnover: z.string(),
        payouts: z.string(),
        ggr: z.string(),
        round: z
          .object({
            period: z.string(),
            state: z.enum(ROUND_STATES),
            closesAt: z.string(),
            drawAt: z.string(),
          })
          .nullable(),
      }),
    ),
  }),
  serverTime: z.string(),
});
export type Figures = z.output<typeof dashboard>;
