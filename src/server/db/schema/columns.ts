import { sql } from 'drizzle-orm';
import { bigint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time: UTC with milliseconds, as the API writes times. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Money in integer cents (1 = 0.01 USDT), read as a JS bigint. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });

/** A list of money amounts in integer cents (`bigint[]`), read as JS bigints. */
export const moneyList = (name: string) => money(name).array();

/** When the row was written (`created_at`, set by the database). */
export const createdAt = () => ts('created_at').notNull().defaultNow();

/** When the row was written and last changed (`created_at`, `updated_at`). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The `Idempotency-Key` of the request that created a row (`request_key`): a retry finds the row
 * instead of repeating it.
 */
export const requestKey = () => text('request_key');

/** One row per player and request key (rows without a key are not held to it). */
export const oncePerRequestKey = (name: string, customerId: AnyPgColumn, key: AnyPgColumn) =>
  uniqueIndex(name)
    .on(customerId, key)
    .where(sql`${key} is not null`);
