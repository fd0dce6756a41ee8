import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { BLOCK_KINDS, LIMIT_CHANGE_ACTIONS, LIMIT_KINDS, LIMIT_PERIODS } from '#shared/vocabulary.ts';
import { bigserialId, createdAt, customerRef, money, ts } from './columns.ts';

/**
 * A player's time-outs and self-exclusions, kept for ever: a block is in force from
 * `starts_at` until `ends_at`, and a self-exclusion after that until `returned_at` (the player
 * asked at `return_requested_at` and confirmed 24 hours later).
 */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigserialId(),
    customerId: customerRef(),
    kind: text('kind', { enum: BLOCK_KINDS }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    returnRequestedAt: ts('return_requested_at'),
    returnedAt: ts('returned_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('protection_blocks_customer_idx').on(table.customerId, table.endsAt),
    check('protection_blocks_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Which of a player's limits a row is about: the player, deposit or loss, and the period. */
const playerLimit = () => ({
  customerId: customerRef(),
  kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
  period: text('period', { enum: LIMIT_PERIODS }).notNull(),
});

/**
 * A player's deposit and loss limits, one row per kind and period: the player's own
 * limit in force, a higher one they asked for (`pending_set`, with `pending_amount` null for
 * none) and when, and a lower limit staff imposed. Null amounts mean no limit. Written under the
 * player's row lock, like every movement the limits guard.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    ...playerLimit(),
    playerAmount: money('player_amount'),
    operatorAmount: money('operator_amount'),
    pendingSet: boolean('pending_set').notNull().default(false),
    pendingAmount: money('pending_amount'),
    requestedAt: ts('requested_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.kind, table.period] }),
    check(
      'protection_limits_positive',
      sql`(${table.playerAmount} is null or ${table.playerAmount} > 0) and (${table.operatorAmount} is null or ${table.operatorAmount} > 0) and (${table.pendingAmount} is null or ${table.pendingAmount} > 0)`,
    ),
  ],
);

/** Every change of a limit, by the player or by staff (`staff_id`), kept for ever. */
export const protectionLimitChanges = pgTable(
  'protection_limit_changes',
  {
    id: bigserialId(),
    ...playerLimit(),
    action: text('action', { enum: LIMIT_CHANGE_ACTIONS }).notNull(),
    fromAmount: money('from_amount'),
    toAmount: money('to_amount'),
    staffId: uuid('staff_id'),
    at: ts('at').notNull(),
  },
  (table) => [index('protection_limit_changes_customer_idx').on(table.customerId, table.id)],
);

/** A deposit or bet a limit refused: what the "hit a limit" report and the player's record show. */
export const protectionLimitHits = pgTable(
  'protection_limit_hits',
  {
    id: bigserialId(),
    ...playerLimit(),
    limitAmount: money('limit_amount').notNull(),
    attempted: money('attempted').notNull(),
    at: ts('at').notNull(),
  },
  (table) => [
    index('protection_limit_hits_at_idx').on(table.at),
    index('protection_limit_hits_customer_idx').on(table.customerId, table.at),
  ],
);
