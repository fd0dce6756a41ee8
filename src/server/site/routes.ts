import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import type { SiteSettingsService } from './settings.ts';

const money = z.string().meta({ example: '10.00' });

export const siteInfoSchema = z
  .object({
    name: z.string(),
    faviconUrl: z.string(),
    supportUrl: z.string(),
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

/** The settings as staff edit them: the site info and the staff-only settings. */
export const staffSettingsSchema = siteInfoSchema
  .extend({
    limits: siteInfoSchema.shape.limits.extend({
      depositOpenClaimsMax: z
        .number()
        .int()
        .meta({ description: 'Deposit claims a player may have pending at once.', example: 3 }),
      depositConfirmTwiceFrom: money
        .nullable()
        .meta({ description: 'Staff confirm twice a deposit received at or above this; null: never.' }),
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

export function siteRoutes(site: SiteSettingsService) {
  return [
    defineRoute({
      method: 'get',
      path: '/info',
      summary: 'Site info: name, favicon, support link, deposit addresses and money limits',
      tags: ['site'],
      auth: 'none',
      response: siteInfoSchema,
      handler: () => site.info(),
    }),
  ];
}
