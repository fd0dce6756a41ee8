import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { parseMoney } from '#shared/money.ts';
import { isValidTimeZone } from '#shared/timeZone.ts';
import { ADMIN_ROLES } from '#shared/vocabulary.ts';
import type { DatabaseKind, Db } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';
import { transaction } from '../db/transaction.ts';
import { defineRoute } from '../http/route.ts';
import { moneyAmount, moneyAmountOrZero } from '#shared/contract/common.ts';
import { audit } from '../staff/audit.ts';
import { staffSettingsSchema } from './routes.ts';
import { toStaffSettings, type SiteSettings, type SiteSettingsService } from './settings.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'INVALID_FORMAT' });
const limit = moneyAmountOrZero.nullable();
/** A positive amount, or null for none. */
const positiveLimit = moneyAmount.nullable();
const percent = z
  .string()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { error: 'INVALID_FORMAT' })
  .transform((value) => Number(parseMoney(value)));

/** Site settings as staff edit them (every field optional: only what is sent changes). */
const settingsInput = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  faviconUrl: z
    .string()
    .trim()
    .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { error: 'INVALID_FORMAT' })
    .max(500)
    .optional(),
  supportUrl: z
    .string()
    .trim()
    .regex(/^(https:\/\/|mailto:|tel:)[^\s]+$/, { error: 'INVALID_FORMAT' })
    .max(500)
    .optional(),
  depositAddresses: z
    .array(
      z
        .object({ network: z.enum(['TRC20', 'ERC20']), address: z.string().trim() })
        .refine((a) => cryptoNetworkOf(a.address) === a.network, {
          path: ['address'],
          error: 'INVALID_CHAIN_OR_ADDRESS',
        }),
    )
    .max(10)
    .optional(),
  limits: z
    .object({
      depositMin: moneyAmountOrZero.optional(),
      depositMax: positiveLimit.optional(),
      depositOpenClaimsMax: z
        .number({ error: 'INVALID_VALUE' })
        .int({ error: 'INVALID_VALUE' })
        .min(1, { error: 'INVALID_VALUE' })
        .max(1000, { error: 'INVALID_VALUE' })
        .optional(),
      depositConfirmTwiceFrom: positiveLimit.optional(),
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
    })
    .optional(),
  maintenance: z.boolean().optional(),
  /** Null: the database's default (see staff/totpPolicy.ts). */
  staffTotpRequired: z.boolean({ error: 'INVALID_VALUE' }).nullable().optional(),
});

export function siteAdminRoutes(db: Db, site: SiteSettingsService, databaseKind: DatabaseKind) {
  const view = (settings: SiteSettings) => toStaffSettings(settings, databaseKind);
  return [
    defineRoute({
      method: 'get',
      path: '/settings',
      summary:
        'Site settings: the site info of GET /info, with the deposit-claim limits and the staff TOTP rule',
      tags: ['staff settings'],
      auth: 'staff',
      response: staffSettingsSchema,
      handler: async () => view(await site.get()),
    }),
    defineRoute({
      method: 'put',
      path: '/settings',
      summary:
        'Edit site settings: name, favicon, support link, deposit addresses, limits, fee, hours, maintenance, staff TOTP rule',
      tags: ['staff settings'],
      auth: 'staff',
      roles: ADMIN_ROLES,
      body: settingsInput,
      response: staffSettingsSchema,
      handler: async ({ c, body }) => {
        const member = c.get('staffMember');
        if (!member) throw new Error('staff route without staff');
        const l = body.limits ?? {};
        const set: Partial<typeof siteSettings.$inferInsert> = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.faviconUrl !== undefined && { faviconUrl: body.faviconUrl }),
          ...(body.supportUrl !== undefined && { supportUrl: body.supportUrl }),
          ...(body.depositAddresses !== undefined && { depositAddresses: body.depositAddresses }),
          ...(body.maintenance !== undefined && { maintenance: body.maintenance }),
          ...(body.staffTotpRequired !== undefined && { staffTotpRequired: body.staffTotpRequired }),
          ...(l.depositMin !== undefined && { depositMin: l.depositMin }),
          ...(l.depositMax !== undefined && { depositMax: l.depositMax }),
          ...(l.depositOpenClaimsMax !== undefined && { depositOpenClaimsMax: l.depositOpenClaimsMax }),
          ...(l.depositConfirmTwiceFrom !== undefined && {
            depositConfirmTwiceFrom: l.depositConfirmTwiceFrom,
          }),
          ...(l.withdrawMin !== undefined && { withdrawMin: l.withdrawMin }),
          ...(l.withdrawMax !== undefined && { withdrawMax: l.withdrawMax }),
          ...(l.withdrawFee !== undefined && {
            withdrawFeeFixed: l.withdrawFee.fixed,
            withdrawFeePercentBp: l.withdrawFee.percent,
          }),
          ...(l.withdrawHours !== undefined && {
            withdrawHoursStart: l.withdrawHours.start,
            withdrawHoursEnd: l.withdrawHours.end,
            timeZone: l.withdrawHours.timeZone,
          }),
          ...(l.transferMin !== undefined && { transferMin: l.transferMin }),
          ...(l.transferMax !== undefined && { transferMax: l.transferMax }),
          ...(l.transferDailyLimit !== undefined && { transferDailyLimit: l.transferDailyLimit }),
        };
        const info = await transaction(db, async (tx) => {
          const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
          if (!before) throw new Error('site settings are missing');
          const [after] = await tx
            .update(siteSettings)
            .set({ ...set, updatedAt: new Date() })
            .where(eq(siteSettings.id, 1))
            .returning();
          if (!after) throw new Error('site settings are missing');
          await audit(tx, {
            staff: member,
            action: 'settings.update',
            targetType: 'settings',
            targetId: '1',
            before: view(before),
            after: view(after),
            ip: c.get('clientIp'),
          });
          return view(after);
        });
        site.invalidate();
        return info;
      },
    }),
  ];
}
