import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface DepositAddress {
  network: string;
  address: string;
}

/**
 * The site settings staff edit (one row, id 1): what `GET /info` serves. Money in cents,
 * percentages in hundredths of a percent (50 = 0.50%); a null limit means none.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    faviconUrl: text('favicon_url').notNull(),
    supportUrl: text('support_url').notNull(),
    depositAddresses: jsonb('deposit_addresses').$type<DepositAddress[]>().notNull(),
    depositMin: bigint('deposit_min', { mode: 'bigint' }).notNull(),
    withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull(),
    withdrawMax: bigint('withdraw_max', { mode: 'bigint' }),
    withdrawFeeFixed: bigint('withdraw_fee_fixed', { mode: 'bigint' }).notNull(),
    withdrawFeePercentBp: integer('withdraw_fee_percent_bp').notNull(),
    withdrawHoursStart: text('withdraw_hours_start').notNull(),
    withdrawHoursEnd: text('withdraw_hours_end').notNull(),
    timeZone: text('time_zone').notNull(),
    transferMin: bigint('transfer_min', { mode: 'bigint' }).notNull(),
    transferMax: bigint('transfer_max', { mode: 'bigint' }),
    transferDailyLimit: bigint('transfer_daily_limit', { mode: 'bigint' }),
    maintenance: boolean('maintenance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);
