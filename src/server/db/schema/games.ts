import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bigserialId,
  createdAt,
  customerRef,
  lotteryRef,
  money,
  moneyList,
  roomRef,
  roundRef,
  serialId,
  ts,
  uuidId,
} from './columns.ts';
import { GAME_KEYS, ROUND_STATES, BET_STATUSES, BET_RESULTS } from '#shared/vocabulary.ts';
import type { LocalNames } from '#shared/localNames.ts';

/** A scheduled instance of a game (the demo has one per game; operators may add more). */
export const lotteries = pgTable('lotteries', {
  id: serialId(),
  game: text('game', { enum: GAME_KEYS }).notNull(),
  /** The name in English, and where a language has no name of its own in `names`. */
  name: text('name').notNull(),
  /** The name in other languages, by locale (`shared/localNames.ts`). */
  names: jsonb('names').$type<LocalNames>().notNull().default({}),
  intervalSeconds: integer('interval_seconds').notNull(),
  closeBeforeDrawSeconds: integer('close_before_draw_seconds').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Rooms share their lottery's rounds; they differ in stakes and, optionally, odds. */
export const rooms = pgTable(
  'rooms',
  {
    id: serialId(),
    lotteryId: lotteryRef(),
    /** The name in English, and where a language has no name of its own in `names`. */
    name: text('name').notNull(),
    /** The name in other languages, by locale (`shared/localNames.ts`). */
    names: jsonb('names').$type<LocalNames>().notNull().default({}),
    minBet: money('min_bet').notNull(),
    balanceRequirement: money('balance_requirement').notNull(),
    /** The most one player may stake in one round of this room. */
    betLimit: money('bet_limit').notNull(),
    /**
     * The amounts a player taps to fill a stake, ascending, each within the minimum bet and the
     * bet limit (`shared/stakeChips.ts`; new rooms start from `defaultStakeChips`).
     */
    stakeChips: moneyList('stake_chips').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('rooms_lottery_idx').on(table.lotteryId)],
);

/**
 * Odds tables, versioned: a new version is a new row set, never an edit. A lottery's latest
 * version applies to every room, a room's own latest version overrides the keys it lists.
 */
export const oddsVersions = pgTable(
  'odds_versions',
  {
    id: serialId(),
    lotteryId: lotteryRef(),
    roomId: integer('room_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [index('odds_versions_lottery_idx').on(table.lotteryId, table.roomId, table.id)],
);

export const oddsEntries = pgTable(
  'odds_entries',
  {
    versionId: integer('version_id').notNull(),
    key: text('key').notNull(),
    /** In 1/10 000, principal included (1.96 → 19600). */
    odds: integer('odds').notNull(),
    oddsByCount: integer('odds_by_count').array(),
  },
  (table) => [unique('odds_entries_version_key').on(table.versionId, table.key)],
);

/** Rounds: created ahead with the hash of their secret seed; drawn from that seed at drawAt. */
export const rounds = pgTable(
  'rounds',
  {
    id: bigserialId(),
    lotteryId: lotteryRef(),
    period: text('period').notNull(),
    state: text('state', { enum: ROUND_STATES }).notNull().default('pending'),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    drawAt: ts('draw_at').notNull(),
    /** Secret until the draw: never sent to anyone (staff included) before. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    salt: text('salt').notNull().default(''),
    numbers: integer('numbers').array(),
    special: integer('special'),
    drawnAt: ts('drawn_at'),
    settledAt: ts('settled_at'),
    voidReason: text('void_reason'),
    /** When the scheduler had placed the periods of every chase plan due in this round. */
    chasesPlacedAt: ts('chases_placed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('rounds_lottery_period').on(table.lotteryId, table.period),
    index('rounds_lottery_draw_idx').on(table.lotteryId, table.drawAt),
    index('rounds_state_idx').on(table.state, table.drawAt),
  ],
);

export const bets = pgTable(
  'bets',
  {
    id: uuidId(),
    slipId: uuid('slip_id').notNull(),
    /** The Idempotency-Key of the slip's request: a retry finds the slip instead of betting again. */
    slipKey: text('slip_key'),
    customerId: customerRef(),
    lotteryId: lotteryRef(),
    roomId: roomRef(),
    roundId: roundRef(),
    period: text('period').notNull(),
    key: text('key').notNull(),
    amount: money('amount').notNull(),
    odds: integer('odds').notNull(),
    oddsByCount: integer('odds_by_count').array(),
    status: text('status', { enum: BET_STATUSES }).notNull().default('pending'),
    result: text('result', { enum: BET_RESULTS }),
    payout: money('payout')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (table) => [
    index('bets_round_status_idx').on(table.roundId, table.status),
    index('bets_customer_created_idx').on(table.customerId, table.createdAt),
    index('bets_slip_idx').on(table.slipId),
    index('bets_slip_key_idx')
      .on(table.customerId, table.slipKey)
      .where(sql`${table.slipKey} is not null`),
    check('bets_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * What a player has staked on one round in one room, kept beside the bets so that the room's
 * per-round bet limit is checked in constant time: `place_bet_slips` adds each slip it takes
 * and a cancellation takes its bet back out. While a round is open this equals the sum of the
 * player's pending bets there; afterwards it is not read.
 */
export const roundStakes = pgTable(
  'round_stakes',
  {
    roundId: roundRef(),
    customerId: customerRef(),
    roomId: roomRef(),
    staked: money('staked').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.customerId, table.roomId] }),
    check('round_stakes_not_negative', sql`${table.staked} >= 0`),
  ],
);
