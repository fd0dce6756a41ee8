/**
 * The debit of a bet slip, in one round trip: the `place_bet_slip` function (migration 0007)
 * locks the round and the player, checks the round is open, the account may bet, the room's
 * balance requirement and per-round limit hold and the balance covers the slip, then debits it,
 * writes the bets and both ledger entries — all or nothing, in one statement's transaction.
 * Part of the ledger because it changes a balance.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  period: string;
  items: SlipItem[];
  total: bigint;
  betLimit: bigint;
  balanceRequirement: bigint;
  refuseStatuses: readonly AccountStatus[];
  /** The request's Idempotency-Key, stored on each bet of the slip. */
  slipKey: string | null;
  at: Date;
}

export interface SlipBet {
  id: string;
  key: string;
  amount: string;
  odds: number;
  odds_by_count: number[] | null;
  created_at: string;
  round_period: string;
  room_id: number;
}

/** What became of a slip: placed (or found placed by an earlier try of the same key), or why not. */
export type SlipOutcome =
  | { outcome: 'placed'; balance: bigint; bets: SlipBet[] }
  /** The same Idempotency-Key placed a slip before: nothing was placed now (its bets are read by the caller). */
  | { outcome: 'replayed'; balance: bigint }
  | { outcome: 'closed' | 'belowRoomRequirement' | 'insufficientBalance' | 'noCustomer' }
  | { outcome: 'refusedStatus'; status: AccountStatus }
  | { outcome: 'overLimit'; staked: bigint };

export async function placeSlip(db: Db, slip: Slip): Promise<SlipOutcome> {
  const items = JSON.stringify(
    slip.items.map((i) => ({
      key: i.key,
      amount: i.amount.toString(),
      odds: i.odds,
      odds_by_count: i.oddsByCount,
    })),
  );
  const refuse = `{${slip.refuseStatuses.join(',')}}`;
  const result = (await db.execute(sql`
    select place_bet_slip(
      ${slip.customerId}::uuid, ${slip.lotteryId}::integer, ${slip.roomId}::integer, ${slip.period}::text,
      ${items}::jsonb, ${slip.total.toString()}::bigint, ${slip.betLimit.toString()}::bigint,
      ${slip.balanceRequirement.toString()}::bigint, ${refuse}::text[], ${slip.slipKey}::text,
      ${randomUUID()}::uuid, ${randomUUID()}::uuid, ${slip.at.toISOString()}::timestamptz
    )::text as result
  `)) as unknown as { rows: { result: string }[] };
  const text = result.rows[0]?.result;
  if (!text) throw new Error('place_bet_slip returned nothing');
  const raw = JSON.parse(text) as {
    outcome: SlipOutcome['outcome'];
    balance?: string;
    bets?: SlipBet[];
    status?: AccountStatus;
    staked?: string;
  };
  switch (raw.outcome) {
    case 'placed':
      return { outcome: 'placed', balance: BigInt(raw.balance ?? '0'), bets: raw.bets ?? [] };
    case 'replayed':
      return { outcome: 'replayed', balance: BigInt(raw.balance ?? '0') };
    case 'refusedStatus':
      return { outcome: 'refusedStatus', status: raw.status ?? 'frozen' };
    case 'overLimit':
      return { outcome: 'overLimit', staked: BigInt(raw.staked ?? '0') };
    default:
      return { outcome: raw.outcome };
  }
}
