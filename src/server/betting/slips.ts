/**
 * The debit of bet slips, in one round trip: the `place_bet_slips` function
 * (`place_bet_slips.sql`, beside this file) locks the rounds and the players, checks for each
 * slip that the round is open, the account may bet (no time-out or self-exclusion), the room's
 * balance requirement and per-round limit hold, no loss limit would be passed and the balance
 * covers the slip, then debits it, writes the bets and both ledger
 * legs (the player's `betting` entry with the balance after it, the house's `games` entry) —
 * set-based, one statement for all the slips, in one transaction. It is a movement of the ledger
 * (ledger/ledger.ts) written in SQL: the debit and its two legs go together or not at all.
 *
 * Under load, slips that arrive while earlier ones are still with the database go together in
 * one call of `place_bet_slips` (one transaction, one commit): see `createSlipDesk`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { createBatcher } from '#server/db/batcher.ts';
import { selectRow } from '#server/db/rows.ts';
import { LIMIT_PERIODS, type AccountStatus, type LimitPeriod } from '#shared/vocabulary.ts';

export interface SlipItem {
  /** The bet's id, made by the caller so that the answer needs nothing read back. */
  id: string;
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
  /** The slip's id (its bets' `slip_id`) when the caller must know it; else a fresh one. */
  slipId?: string;
  at: Date;
  /**
   * The start of the day, week and month containing `at` in the site time zone: a loss limit
   * counts the player's net loss since.
   */
  lossSince: Record<LimitPeriod, Date>;
}

/** What became of a slip: placed (or found placed by an earlier try of the same key), or why not. */
export type SlipOutcome =
  | { outcome: 'placed'; balance: bigint }
  /** The same Idempotency-Key placed a slip before: nothing was placed now (its bets are read by the caller). */
  | { outcome: 'replayed'; balance: bigint }
  | {
      outcome:
        | 'closed'
        | 'belowRoomRequirement'
        | 'insufficientBalance'
        | 'noCustomer'
        | 'inTimeout'
        | 'selfExcluded'
        | 'overLossLimit';
    }
  | { outcome: 'refusedStatus'; status: AccountStatus }
  | { outcome: 'overLimit'; staked: bigint };

/** One slip as `place_bet_slips` reads it. */
function slipArguments(slip: Slip) {
  return {
    customer: slip.customerId,
    lottery: slip.lotteryId,
    room: slip.roomId,
    period: slip.period,
    items: slip.items.map((i) => ({
      id: i.id,
      key: i.key,
      amount: i.amount.toString(),
      odds: i.odds,
      odds_by_count: i.oddsByCount,
    })),
    total: slip.total.toString(),
    betLimit: slip.betLimit.toString(),
    balanceRequirement: slip.balanceRequirement.toString(),
    refuse: [...slip.refuseStatuses],
    slipKey: slip.slipKey,
    slip: slip.slipId ?? randomUUID(),
    movement: randomUUID(),
    at: slip.at.toISOString(),
    // Keyed by period: the function looks each loss limit's period up here.
    since: Object.fromEntries(LIMIT_PERIODS.map((period) => [period, slip.lossSince[period].toISOString()])),
  };
}

interface RawOutcome {
  outcome: SlipOutcome['outcome'];
  balance?: string;
  status?: AccountStatus;
  staked?: string;
}

function toOutcome(raw: RawOutcome): SlipOutcome {
  switch (raw.outcome) {
    case 'placed':
      return { outcome: 'placed', balance: BigInt(raw.balance ?? '0') };
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

/** Places one slip in its own transaction. */
export async function placeSlip(db: Db, slip: Slip): Promise<SlipOutcome> {
  const [outcome] = await placeSlips(db, [slip]);
  if (!outcome) throw new Error('place_bet_slips returned no outcome');
  return outcome;
}

/** Places several slips in one transaction; the outcomes come back in the slips' order. */
export async function placeSlips(db: Db, slips: readonly Slip[]): Promise<SlipOutcome[]> {
  const row = await selectRow<{ result: string }>(
    db,
    sql`select place_bet_slips(${JSON.stringify(slips.map(slipArguments))}::jsonb)::text as result`,
  );
  const text = row?.result;
  if (!text) throw new Error('place_bet_slips returned nothing');
  const raw = JSON.parse(text) as RawOutcome[];
  return raw.map(toOutcome);
}

/**
 * At most this many slips go in one call. On PGlite, at 64 players, a cap of 32 made a bet wait
 * for two calls: 2 742-2 875 bets/s with p99 51-60 ms, against 3 135-3 182/s and 39-42 ms at 64.
 */
export const MAX_SLIPS_PER_CALL = 64;

/**
 * Hands slips to the database with at most `concurrency` calls in flight: a slip that finds a
 * free call goes at once and alone; slips that arrive while every call is busy go together in
 * one transaction (one commit instead of one each), which is what lets a busy server keep up.
 * If a combined call fails as a whole (a deadlock, a lost connection), each slip is tried alone.
 */
export interface SlipDeskDeps {
  db: Db;
  /** Combined calls in flight at most; the slips that arrive meanwhile wait and go together. */
  concurrency: number;
  /** See createBatcher. */
  gatherTurn?: boolean;
}

export function createSlipDesk({ db, concurrency, gatherTurn = false }: SlipDeskDeps) {
  const place = createBatcher<Slip, SlipOutcome>({
    concurrency,
    gatherTurn,
    max: MAX_SLIPS_PER_CALL,
    alone: (slip) => placeSlip(db, slip),
    together: (slips) => placeSlips(db, slips),
  });
  return { place };
}

export type SlipDesk = ReturnType<typeof createSlipDesk>;
