import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: UTC with milliseconds, as the API writes times. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Money in integer cents (1 = 0.01 USDT), read as a JS bigint. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
