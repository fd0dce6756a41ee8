import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters of the rate limiter, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * Responses stored for `Idempotency-Key` replays. `state` is `processing` while the first
 * request runs (a claim that expires, so a crashed request can be retried) and `done` after.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['processing', 'done'] }).notNull(),
    status: integer('status'),
    body: jsonb('body'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
