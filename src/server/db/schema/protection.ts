import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

/**
 * A player's time-outs and self-exclusions (issue 18), kept for ever: a block is in force from
 * `starts_at` until `ends_at`, and a self-exclusion after that until `returned_at` (the player
 * asked at `return_requested_at` and confirmed 24 hours later).
 */
export const customerBlocks = pgTable(
  'customer_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: ['timeout', 'selfExclusion'] }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    returnRequestedAt: ts('return_requested_at'),
    returnedAt: ts('returned_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('customer_blocks_customer_idx').on(table.customerId, table.endsAt),
    check('customer_blocks_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
