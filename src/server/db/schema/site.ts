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
    /** An external support link; empty: the in-app chat (`/support`). */
    supportUrl: text('support_url').notNull().default(''),
    depositAddresses: jsonb('deposit_addresses').$type<DepositAddress[]>().notNull(),
    depositMin: bigint('deposit_min', { mode: 'bigint' }).notNull(),
    /** The largest amount one deposit claim may state (null: none). */
    depositMax: bigint('deposit_max', { mode: 'bigint' }).default(sql`10000000`),
    /** How many deposit claims a player may have pending at once. */
    depositOpenClaimsMax: integer('deposit_open_claims_max').notNull().default(3),
    /** A confirmed deposit at or above this amount asks staff to confirm twice (null: never). */
    depositConfirmTwiceFrom: bigint('deposit_confirm_twice_from', { mode: 'bigint' }).default(sql`100000`),
    /** An on-chain deposit above this is held for staff, not credited by the watcher (null: none). */
    chainDepositAutoMax: bigint('chain_deposit_auto_max', { mode: 'bigint' }).default(sql`10000000`),
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
    /**
     * Whether admin and finance staff must sign in with TOTP. Null: the engine's default, on with
     * PostgreSQL (`DATABASE_URL`), off on the embedded database used for evaluation.
     */
    staffTotpRequired: boolean('staff_totp_required'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);
