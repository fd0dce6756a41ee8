import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A point in time: UTC with milliseconds, as the API writes times. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Money in integer cents (1 = 0.01 USDT), read as a JS bigint. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });

/** A list of money amounts in integer cents (`bigint[]`), read as JS bigints. */
export const moneyList = (name: string) => money(name).array();

/** A random uuid primary key (`id`): the ids that never leave the server or are not guessable. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A generated integer primary key (`id`, `serial`): lotteries, rooms, odds versions. */
export const serialId = () => serial('id').primaryKey();

/** A generated bigint primary key read as a JS number (`id`, `bigserial`): rows that grow without end. */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** The player a row belongs to (`customer_id`, required). */
export const customerRef = () => uuid('customer_id').notNull();

/** The lottery a row belongs to (`lottery_id`, required). */
export const lotteryRef = () => integer('lottery_id').notNull();

/** The room a row belongs to (`room_id`, required). */
export const roomRef = () => integer('room_id').notNull();

/** The round a row belongs to (`round_id`, required), read as a JS number. */
export const roundRef = () => bigint('round_id', { mode: 'number' }).notNull();

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
