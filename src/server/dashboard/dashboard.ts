/**
 * The staff dashboard's figures in one call: money waiting for staff (pending deposits, open
 * withdrawals), today's betting per lottery (turnover, payouts, GGR), the balances players hold,
 * and each lottery's current round.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { defineRoute } from '../http/route.ts';
import type { Catalog } from '../games/catalog.ts';
import type { Rounds } from '../rounds/rounds.ts';
import { formatMoney } from '#shared/money.ts';
import { balancesHeld, bettingFigures } from '../reports/figures.ts';

const queueSchema = z.object({ count: z.number(), amount: z.string() });

export const dashboardSchema = z.object({
  pendingDeposits: queueSchema,
  pendingWithdrawals: queueSchema,
  approvedWithdrawals: queueSchema,
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
          .object({ period: z.string(), state: z.string(), closesAt: z.string(), drawAt: z.string() })
          .nullable(),
      }),
    ),
  }),
  serverTime: z.string(),
});

type Row = Record<string, string | number | null>;

export function dashboardRoutes(deps: { db: Db; clock: Clock; catalog: Catalog; rounds: Rounds }) {
  const { db, clock, catalog, rounds } = deps;

  async function figures() {
    const now = clock.now();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const [queues, held, betting, lotteries] = await Promise.all([
      rows(sql`
        select 'deposit' as kind, status, count(*)::int as count, coalesce(sum(amount), 0)::text as amount
          from deposits where status = 'pending' group by status
        union all
        select 'withdrawal', status, count(*)::int, coalesce(sum(amount), 0)::text
          from withdrawals where status in ('pending', 'approved') group by status
      `),
      balancesHeld(db),
      bettingFigures(db, { from: midnight, perDay: false }),
      catalog.lotteryList(),
    ]);
    const queue = (kind: string, status: string) => {
      const row = queues.find((q) => q.kind === kind && q.status === status);
      return { count: Number(row?.count ?? 0), amount: formatMoney(BigInt(row?.amount ?? 0)) };
    };
    return {
      pendingDeposits: queue('deposit', 'pending'),
      pendingWithdrawals: queue('withdrawal', 'pending'),
      approvedWithdrawals: queue('withdrawal', 'approved'),
      balancesHeld: held.held,
      players: held.players,
      today: {
        from: midnight.toISOString(),
        lotteries: await Promise.all(
          lotteries.map(async (lottery) => {
            const day = betting.find((b) => b.lotteryId === lottery.id);
            const round = await rounds.currentRound(lottery.id);
            return {
              lotteryId: lottery.id,
              name: lottery.name,
              bets: day?.bets ?? 0,
              turnover: day?.turnover ?? '0.00',
              payouts: day?.payouts ?? '0.00',
              ggr: day?.ggr ?? '0.00',
              round: round
                ? {
                    period: round.period,
                    state: round.state,
                    closesAt: round.closesAt.toISOString(),
                    drawAt: round.drawAt.toISOString(),
                  }
                : null,
            };
          }),
        ),
      },
      serverTime: now.toISOString(),
    };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/dashboard',
      summary: 'Pending money, today’s betting per lottery, balances held and current rounds',
      tags: ['staff'],
      auth: 'staff',
      response: dashboardSchema,
      handler: () => figures(),
    }),
  ];
}
