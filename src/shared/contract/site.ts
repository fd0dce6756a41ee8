/**
 * The site: the public `SiteInfo` of `GET /info` every page reads, and the
 * settings as staff see and edit them (`/api/admin/settings`).
 */
import { z } from 'zod';
import { cryptoNetworkOf } from '../cryptoAddress.ts';
import { parseMoney } from '../money.ts';
import { isValidTimeZone } from '../timeZone.ts';
import { CRYPTO_NETWORKS } from '../vocabulary.ts';
import { moneyAmount, moneyAmountOrZero } from './common.ts';

const money = z.string().meta({ example: '10.00' });

/** `GET /info`: name, favicon, support link, deposit addresses, money limits, maintenance. */
export const siteInfo = z
  .object({
    name: z.string(),
    faviconUrl: z.string(),
    supportUrl: z.string().meta({
      description: 'An external support link; empty: the in-app support chat (`/support`).',
    }),
    currency: z.literal('USDT'),
    depositAddresses: z.array(z.object({ network: z.string(), address: z.string() })),
    limits: z.object({
      depositMin: money,
      depositMax: money
        .nullable()
        .meta({ description: 'The largest amount one deposit claim may state; null: none.' }),
      withdrawMin: money,
      withdrawMax: money.nullable(),
      withdrawFee: z.object({ fixed: money, percent: z.string().meta({ example: '0.50' }) }),
      withdrawHours: z.object({
        start: z.string().meta({ example: '09:00' }),
        end: z.string().meta({ example: '21:00' }),
        timeZone: z.string().meta({ example: 'Asia/Singapore' }),
      }),
      transferMin: money,
      transferMax: money.nullable(),
      transferDailyLimit: money.nullable(),
    }),
    maintenance: z.boolean(),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.output<typeof siteInfo>;

/** The settings as staff edit them: the site info and the staff-only settings. */
export const staffSettings = siteInfo
  .extend({
    limits: siteInfo.shape.limits.extend({
      depositOpenClaimsMax: z
        .number()
        .int()
        .meta({ description: 'Deposit claims a player may have pending at once.', example: 3 }),
      depositConfirmTwiceFrom: money
        .nullable()
        .meta({ description: 'Staff confirm twice a deposit received at or above this; null: never.' }),
      chainDepositAutoMax: money.nullable().meta({
        description:
          'An on-chain deposit above this is held for staff (`aboveCeiling`) instead of credited automatically; null: no ceiling.',
      }),
    }),
    staffTotpRequired: z.boolean().nullable().meta({
      description:
        'Admin and finance staff must sign in with TOTP; null: the database default (staffTotpDefault).',
    }),
    staffTotpDefault: z
      .boolean()
      .meta({ description: 'What a null staffTotpRequired means here: on with PostgreSQL, off on PGlite.' }),
  })
  .meta({ id: 'StaffSettings' });
export type StaffSettings = z.output<typeof staffSettings>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'INVALID_FORMAT' });
const limit = moneyAmountOrZero.nullable();
/** A positive amount, or null for none. */
const positiveLimit = moneyAmount.nullable();
/** A percent string ("0.50") read as hundredths of a percent (50). */
const percent = z
  .string()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { error: 'INVALID_FORMAT' })
  .transform((value) => Number(parseMoney(value)));

const limitsUpdate = z.object({
  depositMin: moneyAmountOrZero.optional(),
  depositMax: positiveLimit.optional(),
  depositOpenClaimsMax: z
    .number({ error: 'INVALID_VALUE' })
    .int({ error: 'INVALID_VALUE' })
    .min(1, { error: 'INVALID_VALUE' })
    .max(1000, { error: 'INVALID_VALUE' })
    .optional(),
  depositConfirmTwiceFrom: positiveLimit.optional(),
  chainDepositAutoMax: positiveLimit.optional(),
  withdrawMin: moneyAmountOrZero.optional(),
  withdrawMax: limit.optional(),
  withdrawFee: z.object({ fixed: moneyAmountOrZero, percent }).optional(),
  withdrawHours: z
    .object({
      start: time,
      end: time,
      timeZone: z.string().refine(isValidTimeZone, { error: 'INVALID_VALUE' }),
    })
    .optional(),
  transferMin: moneyAmountOrZero.optional(),
  transferMax: limit.optional(),
  transferDailyLimit: limit.optional(),
});

/** `PUT /settings`: every field optional, only what is sent changes. Money arrives as cents. */
export const staffSettingsUpdate = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  faviconUrl: z
    .string()
    .trim()
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { error: 'INVALID_FORMAT' })
    .max(500)
    .optional(),
  /** An external support link, or empty: Online service is the in-app chat (`/support`). */
  supportUrl: z
    .string()
    .trim()
    .regex(/^((https:\/\/|mailto:|tel:)[^\s]+)?$/, { error: 'INVALID_FORMAT' })
    .max(500)
    .optional(),
  depositAddresses: z
    .array(
      z
        .object({ network: z.enum(CRYPTO_NETWORKS), address: z.string().trim() })
        .refine((a) => cryptoNetworkOf(a.address) === a.network, {
          path: ['address'],
          error: 'INVALID_CHAIN_OR_ADDRESS',
        }),
    )
    .max(10)
    .optional(),
  limits: limitsUpdate.optional(),
  maintenance: z.boolean().optional(),
  /** Null: the database's default (see staff/totpPolicy.ts). */
  staffTotpRequired: z.boolean({ error: 'INVALID_VALUE' }).nullable().optional(),
});
export type StaffSettingsUpdate = z.output<typeof staffSettingsUpdate>;
