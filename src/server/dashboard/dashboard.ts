/**
 * The staff dashboard's figures in one read: money waiting for staff (pending deposits, open
 * withdrawals), today's betting per lottery (turnover, payouts, GGR), the balances players hold,
 * and each lottery's current round.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { selectRows } from '#server/db/rows.ts';
import type { Catalog } from '#server/games/catalog.ts';
import type { Rounds } from '#server/rounds/rounds.ts';
import { formatMoney } from '#shared/money.ts';
import type { Figures, Queue } from '#shared/contract/reports.ts';
import { balancesHeld, bettingFigures, type BettingFigures } from '#server/reports/reports.ts';

export interface DashboardDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  rounds: Rounds;
}

type QueueRow = { kind: 'deposit' | 'withdrawal'; status: string; count: number; amount: string };

/** Pending deposits and pending or approved withdrawals: how many, and how much, by kind and status. */
async function moneyQueues(db: Db): Promise<(kind: QueueRow['kind'], status: string) => Queue> {
  const rows = await selectRows<QueueRow>(
    db,
    sql`
      select 'deposit' as kind, status, count(*)::int as count, coalesce(sum(amount), 0)::text as amount
        from deposits where status = 'pending' group by status
      union all
      select 'withdrawal', status, count(*)::int, coalesce(sum(amount), 0)::text
        from withdrawals where status in ('pending', 'approved') group by status
    `,
  );
  return (kind, status) => {
    const row = rows.find((q) => q.kind === kind && q.status === status);
    return { count: Number(row?.count ?? 0), amount: formatMoney(BigInt(row?.amount ?? 0)) };
  };
}

/** One lottery's line: today's betting and its current round. */
async function lotteryToday(
  rounds: Rounds,
  lottery: { id: number; name: string },
  day: BettingFigures | undefined,
): Promise<Figures['today']['lotteries'][number]> {
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
}

/** The dashboard's figures now; "today" is the UTC day. */
export async function dashboardFigures({ db, clock, catalog, rounds }: DashboardDeps): Promise<Figures> {
  const now = clock.now();
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [queue, held, betting, lotteries] = await Promise.all([
    moneyQueues(db),
    balancesHeld(db),
    bettingFigures(db, { from: midnight, perDay: false }),
    catalog.lotteryList(),
  ]);
  return {
    pendingDeposits: queue('deposit', 'pending'),
    pendingWithdrawals: queue('withdrawal', 'pending'),
    approvedWithdrawals: queue('withdrawal', 'approved'),
    balancesHeld: held.held,
    players: held.players,
    today: {
      from: midnight.toISOString(),
      lotteries: await Promise.all(
        lotteries.map((lottery) =>
          lotteryToday(
            rounds,
            lottery,
            betting.find((b) => b.lotteryId === lottery.id),
          ),
        ),
      ),
    },
    serverTime: now.toISOString(),
  };
}
