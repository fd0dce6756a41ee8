import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHASE_STATES, CHASE_STOP_REASONS } from '#shared/vocabulary.ts';
import {
  createdAt,
  customerRef,
  lotteryRef,
  money,
  oncePerRequestKey,
  requestKey,
  roomRef,
  roundRef,
  ts,
  uuidId,
} from './columns.ts';

/** One pick of a chase plan, as the player confirmed it: odds in thousandths, as bets store them. */
export interface ChaseItem {
  key: string;
  amount: string;
  odds: number;
  oddsByCount: number[] | null;
}

/**
 * Chase plans: the same selection bet in each of the next `periods` rounds of a
 * lottery, in one room, at a flat stake (`stake`, the sum of the items' amounts). The first
 * period is the round `first_round_id` or a later one of the lottery; `placed` counts the
 * periods placed so far (`chase_periods`). No money is held: each period is debited when the
 * scheduler places it.
 */
export const chasePlans = pgTable(
  'chase_plans',
  {
    id: uuidId(),
    customerId: customerRef(),
    lotteryId: lotteryRef(),
    roomId: roomRef(),
    items: jsonb('items').$type<ChaseItem[]>().notNull(),
    stake: money('stake').notNull(),
    periods: integer('periods').notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    /** The plan stops before a period whose stake would take its net loss past this. */
    lossLimit: money('loss_limit').notNull(),
    firstRoundId: bigint('first_round_id', { mode: 'number' }).notNull(),
    placed: integer('placed').notNull().default(0),
    staked: money('staked')
      .notNull()
      .default(sql`0`),
    state: text('state', { enum: CHASE_STATES }).notNull().default('active'),
    stopReason: text('stop_reason', { enum: CHASE_STOP_REASONS }),
    endedAt: ts('ended_at'),
    requestKey: requestKey(),
    createdAt: createdAt(),
  },
  (table) => [
    index('chase_plans_active_idx')
      .on(table.lotteryId, table.firstRoundId)
      .where(sql`${table.state} = 'active'`),
    index('chase_plans_customer_idx').on(table.customerId, table.createdAt),
    oncePerRequestKey('chase_plans_request_key', table.customerId, table.requestKey),
    check(
      'chase_plans_periods',
      sql`${table.periods} between 1 and 100 and ${table.placed} <= ${table.periods}`,
    ),
    check('chase_plans_amounts', sql`${table.stake} > 0 and ${table.lossLimit} >= ${table.stake}`),
  ],
);

/**
 * Each period a plan placed: exactly one per plan and round (the primary key), whatever
 * retries, restarts or a second instance do. Its bets are the bets of `slip_id`.
 */
export const chasePeriods = pgTable(
  'chase_periods',
  {
    planId: uuid('plan_id').notNull(),
    roundId: roundRef(),
    /** 1 for the plan's first period, and so on. */
    number: integer('number').notNull(),
    period: text('period').notNull(),
    slipId: uuid('slip_id').notNull(),
    stake: money('stake').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.roundId] }),
    uniqueIndex('chase_periods_number').on(table.planId, table.number),
    index('chase_periods_round_idx').on(table.roundId),
  ],
);
