/**
 * The house's figures that staff screens share: betting per lottery (optionally per day), money
 * in and out per day, and the balances players hold. Turnover counts live stakes (pending and settled bets); GGR is the stakes
 * of settled bets minus what they paid out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { selectRow, selectRows } from '#server/db/rows.ts';
import { formatMoney } from '#shared/money.ts';
import type { DailyReportQuery, DailyRow, MoneyReport } from '#shared/contract/reports.ts';

export interface BettingFigures {
  /** UTC day, YYYY-MM-DD, when asked per day. */
  day?: string;
  lotteryId: number;
  bets: number;
  turnover: string;
  payouts: string;
  ggr: string;
}

type Row = {
  day?: string;
  lotteryId: number;
  bets: number;
  turnover: string;
  payouts: string;
  settled: string;
};

/**
 * Bets, turnover, payouts and GGR of bets placed in [from, to), per lottery (and per UTC day).
 * @example await bettingFigures(db, { from, to, perDay: true })
 */
export async function bettingFigures(
  db: Db,
  filter: { from: Date; to?: Date; lotteryId?: number | undefined; perDay: boolean },
): Promise<BettingFigures[]> {
  const day = sql`to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await selectRows<Row>(
    db,
    sql`
    select ${filter.perDay ? sql`${day} as day,` : sql``} lottery_id as "lotteryId", count(*)::int as bets,
           coalesce(sum(amount) filter (where status in ('pending', 'settled')), 0)::text as turnover,
           coalesce(sum(payout) filter (where result = 'WIN'), 0)::text as payouts,
           coalesce(sum(amount) filter (where result in ('WIN', 'LOSE')), 0)::text as settled
    from bets
    where created_at >= ${filter.from.toISOString()}::timestamptz
      ${filter.to ? sql`and created_at < ${filter.to.toISOString()}::timestamptz` : sql``}
      ${filter.lotteryId ? sql`and lottery_id = ${filter.lotteryId}` : sql``}
    group by ${filter.perDay ? sql`1, 2` : sql`1`} order by ${filter.perDay ? sql`1, 2` : sql`1`}
  `,
  );
  return rows.map((r) => ({
    ...(filter.perDay ? { day: r.day } : {}),
    lotteryId: Number(r.lotteryId),
    bets: Number(r.bets),
    turnover: formatMoney(BigInt(r.turnover)),
    payouts: formatMoney(BigInt(r.payouts)),
    ggr: formatMoney(BigInt(r.settled) - BigInt(r.payouts)),
  }));
}

/** What players hold in total now, and how many players there are. */
export async function balancesHeld(db: Db): Promise<{ held: string; players: number }> {
  const row = await selectRow<{ held: string; players: number }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as held, count(*)::int as players from customers`,
  );
  return { held: formatMoney(BigInt(row?.held ?? 0)), players: Number(row?.players ?? 0) };
}

/** The daily report: betting per UTC day and lottery. */
export async function dailyReport(db: Db, query: DailyReportQuery): Promise<DailyRow[]> {
  const rows = await bettingFigures(db, {
    from: query.from,
    to: query.to,
    lotteryId: query.lotteryId,
    perDay: true,
  });
  return rows.map((row) => ({ ...row, day: row.day ?? '' }));
}

type MoneyDayRow = {
  day: string;
  depositCount: number;
  deposits: string;
  withdrawalCount: number;
  withdrawals: string;
  fees: string;
  paidOut: string;
};

/**
 * Completed deposits and withdrawals per UTC day in [from, to), and the balances held at `asOf`.
 * Read from the ledger: a deposit counts on the day it was credited (`recharge`), a withdrawal
 * on the day it was paid out (`withdrawSuccess`), whatever happened later.
 */
export async function moneyReport(db: Db, range: { from: Date; to: Date }, asOf: Date): Promise<MoneyReport> {
  const [days, held] = await Promise.all([
    selectRows<MoneyDayRow>(
      db,
      sql`
        select to_char(date_trunc('day', l.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
               count(*) filter (where l.reason = 'recharge')::int as "depositCount",
               coalesce(sum(l.amount) filter (where l.reason = 'recharge'), 0)::text as deposits,
               count(*) filter (where l.reason = 'withdrawSuccess')::int as "withdrawalCount",
               coalesce(sum(w.amount), 0)::text as withdrawals,
               coalesce(sum(w.fee), 0)::text as fees,
               coalesce(sum(w.actual_amount), 0)::text as "paidOut"
        from ledger_entries l
        left join withdrawals w on l.reason = 'withdrawSuccess' and l.ref_type = 'withdrawal' and w.id::text = l.ref_id
        where l.customer_id is not null and l.reason in ('recharge', 'withdrawSuccess')
          and l.created_at >= ${range.from.toISOString()}::timestamptz and l.created_at < ${range.to.toISOString()}::timestamptz
        group by 1 order by 1
      `,
    ),
    balancesHeld(db),
  ]);
  const money = (value: string | number | null | undefined) => formatMoney(BigInt(value ?? 0));
  return {
    days: days.map((r) => ({
      day: String(r.day),
      deposits: { count: Number(r.depositCount), amount: money(r.deposits) },
      withdrawals: {
        count: Number(r.withdrawalCount),
        amount: money(r.withdrawals),
        fees: money(r.fees),
        paidOut: money(r.paidOut),
      },
    })),
    balancesHeld: held.held,
    players: held.players,
    asOf: asOf.toISOString(),
  };
}
