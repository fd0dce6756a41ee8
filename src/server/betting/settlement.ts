/**
 * Settlement of a round, set-based: the outcome of every market key is computed once (pure
 * rules), then one SQL statement settles every pending bet of the round, credits the players
 * and writes the ledger legs of the credit: one player entry per paid bet (`bettingWin` or
 * `bettingCancel`, with the balance after it) and the house's `games` entry per reason (the CTEs
 * `player_entries` and `house`). It is a ledger movement written in SQL, like the debit of
 * `place_bet_slips`. A bet is settled once however often this runs: only `pending` bets are
 * touched. What a bet pays is `settleBet` of `shared/games` written set-based; a property test
 * holds the two equal (tests/api/settlementProperty.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/transaction.ts';
import { selectRow } from '#server/db/rows.ts';
import type { DrawResult, GameRules } from '#shared/games/types.ts';

export interface SettlementCounts {
  bets: number;
  paid: number;
}

type Outcomes = { key: string; result: string; count: number }[];

/**
 * A won `face:*` bet is paid the odds stored for its count of matching dice; one
 * stored without them cannot be paid correctly, so settlement refuses rather than guess, as
 * `settleBet` does (the round stays drawn, unsettled, until staff void it).
 */
async function refuseBetsWithoutOdds(tx: Tx, roundId: number, outcomes: Outcomes): Promise<void> {
  const missing = await selectRow<{ key: string; count: number }>(
    tx,
    sql`
    select b.key, o.count
    from bets b
    join jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(key text, result text, count int)
      on o.key = b.key
    where b.round_id = ${roundId} and b.status = 'pending' and o.result = 'WIN' and o.count > 0
      and b.odds_by_count[o.count] is null
    limit 1`,
  );
  if (missing) throw new Error(`Bet on ${missing.key} has no odds for ${missing.count} matching dice`);
}

/**
 * Settles (or, for a void round, cancels and refunds) every pending bet of a round.
 * `draw` null means void: every bet is `cancelled` with result `CANCEL` and its stake back.
 */
export async function settleRoundBets(
  tx: Tx,
  round: { id: number },
  rules: GameRules,
  draw: DrawResult | null,
  at: Date,
): Promise<SettlementCounts> {
  const outcomes = rules.markets().map(({ key }) => {
    const outcome = draw ? rules.outcome(key, draw) : { result: 'CANCEL' as const };
    return { key, result: outcome.result, count: outcome.count ?? 0 };
  });
  if (draw) await refuseBetsWithoutOdds(tx, round.id, outcomes);
  const status = draw ? 'settled' : 'cancelled';
  const movementId = randomUUID();
  const now = at.toISOString();
  // The round's players locked first, in id order, as a combined bet call locks them
  // (place_bet_slips): the credit below would otherwise take them in whatever order it finds.
  await tx.execute(sql`
    select 1 from customers
    where id in (select customer_id from bets where round_id = ${round.id} and status = 'pending')
    order by id
    for update`);
  const row = await selectRow<{ bets: number; paid: number }>(
    tx,
    sql`
    with outcome as (
      select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(key text, result text, count int)
    ), settled as (
      update bets b set
        status = ${status},
        result = o.result,
        settled_at = ${now}::timestamptz,
        payout = case o.result
          when 'WIN' then floor(b.amount::numeric *
            case when o.count > 0 then b.odds_by_count[o.count] else b.odds end / 10000)::bigint
          when 'CANCEL' then b.amount
          else 0 end
      from outcome o
      where b.round_id = ${round.id} and b.status = 'pending' and b.key = o.key
      returning b.id, b.customer_id, b.payout, b.result
    ), totals as (
      select customer_id, sum(payout) as total from settled where payout > 0 group by customer_id
    ), credited as (
      update customers c set balance = c.balance + t.total
      from totals t where c.id = t.customer_id
      returning c.id, c.balance as balance_after, t.total
    ), player_entries as (
      insert into ledger_entries (movement_id, customer_id, reason, amount, balance_after, fee, ref_type, ref_id, created_at)
      select ${movementId}::uuid, s.customer_id,
             case s.result when 'WIN' then 'bettingWin' else 'bettingCancel' end,
             s.payout,
             cr.balance_after - cr.total + sum(s.payout) over (partition by s.customer_id order by s.id),
             0, 'bet', s.id::text, ${now}::timestamptz
      from settled s join credited cr on cr.id = s.customer_id
      where s.payout > 0
      returning reason, amount
    ), house as (
      insert into ledger_entries (movement_id, house_account, reason, amount, ref_type, ref_id, created_at)
      select ${movementId}::uuid, 'games', reason, -sum(amount), 'round', ${String(round.id)}, ${now}::timestamptz
      from player_entries group by reason
      returning 1
    )
    select (select count(*) from settled)::int as bets, (select count(*) from player_entries)::int as paid,
           (select count(*) from house)::int as house
  `,
  );
  return { bets: Number(row?.bets ?? 0), paid: Number(row?.paid ?? 0) };
}
