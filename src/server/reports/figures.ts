/**
 * The house's figures that staff screens share: betting per lottery (optionally per day) and the
 * balances players hold. Turnover counts live stakes (pending and settled bets); GGR is the stakes
 * of settled bets minus what they paid out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formatMoney } from '#shared/money.ts';

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
  const result = (await db.execute(sql`
    select ${filter.perDay ? sql`${day} as day,` : sql``} lottery_id as "lotteryId", count(*)::int as bets,
           coalesce(sum(amount) filter (where status in ('pending', 'settled')), 0)::text as turnover,
           coalesce(sum(payout) filter (where result = 'WIN'), 0)::text as payouts,
           coalesce(sum(amount) filter (where result in ('WIN', 'LOSE')), 0)::text as settled
    from bets
    where created_at >= ${filter.from.toISOString()}::timestamptz
      ${filter.to ? sql`and created_at < ${filter.to.toISOString()}::timestamptz` : sql``}
      ${filter.lotteryId ? sql`and lottery_id = ${filter.lotteryId}` : sql``}
    group by ${filter.perDay ? sql`1, 2` : sql`1`} order by ${filter.perDay ? sql`1, 2` : sql`1`}
  `)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
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
  const result = (await db.execute(
    sql`select coalesce(sum(balance), 0)::text as held, count(*)::int as players from customers`,
  )) as unknown as { rows: { held: string; players: number }[] };
  const row = result.rows[0];
  return { held: formatMoney(BigInt(row?.held ?? 0)), players: Number(row?.players ?? 0) };
}
