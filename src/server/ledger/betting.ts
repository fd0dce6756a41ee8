/**
 * The debit of a bet slip, in one statement: the player's stake in the round is summed, the
 * balance debited only if it covers the slip, the account may bet and the room's limit holds,
 * then the bets and both ledger entries are written — all or nothing. Part of the ledger
 * because it changes a balance.
 *
 * The caller must already hold the player's row lock (SELECT … FOR UPDATE) in the same
 * transaction: this statement's snapshot is then taken after every earlier bet of the player
 * committed, so the per-round sum it reads is exact.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';
import type { AccountStatus } from '../db/schema/index.ts';

export interface SlipItem {
  key: string;
  amount: bigint;
  odds: number;
  oddsByCount: number[] | null;
}

export interface Slip {
  customerId: string;
  lotteryId: number;
  roomId: number;
  round: { id: number; period: string };
  items: SlipItem[];
  total: bigint;
  betLimit: bigint;
  refuseStatuses: readonly AccountStatus[];
  /** The request's Idempotency-Key, stored on each bet of the slip. */
  slipKey: string | null;
  at: Date;
}

export interface DebitedSlip {
  /** Null when the debit was refused (balance, state or limit). */
  balance: bigint | null;
  /** What the player had staked in this round and room before this slip. */
  staked: bigint;
  bets: {
    id: string;
    key: string;
    amount: string;
    odds: number;
    odds_by_count: number[] | null;
    created_at: string;
  }[];
}

export async function debitSlip(tx: Tx, slip: Slip): Promise<DebitedSlip> {
  const slipId = randomUUID();
  const movementId = randomUUID();
  const now = slip.at.toISOString();
  const total = slip.total.toString();
  const items = JSON.stringify(
    slip.items.map((i) => ({
      key: i.key,
      amount: i.amount.toString(),
      odds: i.odds,
      odds_by_count: i.oddsByCount,
    })),
  );
  const refuse = slip.refuseStatuses.length > 0 ? slip.refuseStatuses : ['-'];
  const result = (await tx.execute(sql`
    with staked as (
      select coalesce(sum(amount), 0) as total from bets
      where round_id = ${slip.round.id} and customer_id = ${slip.customerId} and room_id = ${slip.roomId} and status = 'pending'
    ), debit as (
      update customers set balance = balance - ${total}::bigint
      where id = ${slip.customerId} and balance >= ${total}::bigint
        and status not in (${sql.join(
          refuse.map((s) => sql`${s}`),
          sql`, `,
        )})
        and (select total from staked) + ${total}::bigint <= ${slip.betLimit.toString()}::bigint
      returning balance
    ), inserted as (
      insert into bets (slip_id, slip_key, customer_id, lottery_id, room_id, round_id, period, key, amount, odds, odds_by_count, created_at)
      select ${slipId}::uuid, ${slip.slipKey}, ${slip.customerId}::uuid, ${slip.lotteryId}, ${slip.roomId}, ${slip.round.id}, ${slip.round.period},
             i.key, i.amount, i.odds, i.odds_by_count, ${now}::timestamptz
      from jsonb_to_recordset(${items}::jsonb) as i(key text, amount bigint, odds int, odds_by_count int[])
      where exists (select 1 from debit)
      returning id, key, amount, odds, odds_by_count, created_at
    ), player_entry as (
      insert into ledger_entries (movement_id, customer_id, reason, amount, balance_after, fee, ref_type, ref_id, created_at)
      select ${movementId}::uuid, ${slip.customerId}::uuid, 'betting', -${total}::bigint, balance, 0, 'betSlip', ${slipId}, ${now}::timestamptz
      from debit
      returning id
    ), house_entry as (
      insert into ledger_entries (movement_id, house_account, reason, amount, ref_type, ref_id, created_at)
      select ${movementId}::uuid, 'games', 'betting', ${total}::bigint, 'betSlip', ${slipId}, ${now}::timestamptz
      from debit
      returning id
    )
    select (select total from staked)::text as staked,
           (select balance from debit)::text as balance,
           coalesce((select json_agg(json_build_object('id', id, 'key', key, 'amount', amount::text, 'odds', odds,
                     'odds_by_count', odds_by_count, 'created_at', created_at)) from inserted), '[]'::json) as bets,
           (select count(*) from player_entry) + (select count(*) from house_entry) as entries
  `)) as unknown as {
    rows: { staked: string; balance: string | null; bets: DebitedSlip['bets'] | string }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('bet statement returned nothing');
  // PGlite hands json back parsed, node-postgres too; a string would mean a driver change.
  const bets = typeof row.bets === 'string' ? (JSON.parse(row.bets) as DebitedSlip['bets']) : row.bets;
  return { balance: row.balance === null ? null : BigInt(row.balance), staked: BigInt(row.staked), bets };
}
