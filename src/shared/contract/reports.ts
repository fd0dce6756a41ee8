/** The house's figures staff read: daily betting, money in and out, and the dashboard. */
import { z } from 'zod';
import { dateQuery, moneyText, timeText } from './common.ts';
import { recordId, round } from './games.ts';

/** The longest span one money report covers. */
export const MAX_REPORT_DAYS = 400;

/** `GET /reports/daily`. */
export const dailyReportQuery = z.object({
  from: dateQuery,
  to: dateQuery,
  lotteryId: recordId.optional(),
});
export type DailyReportQuery = z.output<typeof dailyReportQuery>;

/** What a lottery took: how many bets, their stakes, what they paid out, and the house's gross (GGR). */
const bettingFigures = { bets: z.number(), turnover: moneyText, payouts: moneyText, ggr: moneyText };

/** Bets, turnover, payouts and GGR of one lottery on one UTC day (YYYY-MM-DD). */
export const dailyRow = z.object({ day: z.string(), lotteryId: z.number(), ...bettingFigures });
export type DailyRow = z.output<typeof dailyRow>;

/** `GET /reports/money`. */
export const moneyReportQuery = z
  .object({ from: dateQuery, to: dateQuery })
  .refine((q) => q.from < q.to, { path: ['to'], error: 'INVALID_VALUE' })
  .refine((q) => q.to.getTime() - q.from.getTime() <= MAX_REPORT_DAYS * 86_400_000, {
    path: ['to'],
    error: 'TOO_BIG',
  });
export type MoneyReportQuery = z.output<typeof moneyReportQuery>;

/** Money waiting for staff, or moved in a day: how many, and how much. */
export const queue = z.object({ count: z.number(), amount: moneyText });
export type Queue = z.output<typeof queue>;

/** Completed deposits and withdrawals per UTC day, and the balances players hold now. */
export const moneyReport = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      deposits: queue,
      withdrawals: queue.extend({ fees: moneyText, paidOut: moneyText }),
    }),
  ),
  balancesHeld: moneyText,
  players: z.number(),
  asOf: timeText,
});
export type MoneyReport = z.output<typeof moneyReport>;

/** `GET /dashboard`. */
export const dashboard = z.object({
  pendingDeposits: queue,
  pendingWithdrawals: queue,
  approvedWithdrawals: queue,
  balancesHeld: moneyText,
  players: z.number(),
  today: z.object({
    from: timeText,
    lotteries: z.array(
      z.object({
        lotteryId: z.number(),
        name: z.string(),
        ...bettingFigures,
        round: round.pick({ period: true, state: true, closesAt: true, drawAt: true }).nullable(),
      }),
    ),
  }),
  serverTime: z.string(),
});
export type Figures = z.output<typeof dashboard>;
