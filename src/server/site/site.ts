/**
 * Site settings (one row that staff edit) and the public site info `GET /info` serves. Reads
 * are cached for a moment: every page and API request needs them, and a staff edit may take
 * a few seconds to reach every instance.
 */
import { eq } from 'drizzle-orm';
import type { SiteInfo, StaffSettings, StaffSettingsUpdate } from '#shared/contract/site.ts';
import type { StaffActor } from '#server/actors.ts';
import { transaction, type Executor } from '#server/db/transaction.ts';
import { audit } from '#server/staff/audit.ts';
import type { DatabaseKind, Db } from '#server/db/client.ts';
import { siteSettings } from '#server/db/schema/index.ts';
import { formatMoney } from '#shared/money.ts';

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The defaults the demo data starts with. */
export const DEFAULT_SITE_SETTINGS: typeof siteSettings.$inferInsert = {
  id: 1,
  name: 'Fairdraw',
  faviconUrl: '/favicon.svg',
  supportUrl: '',
  depositAddresses: [
    { network: 'TRC20', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
    { network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  ],
  depositMin: 1000n, // 10.00 USDT
  depositMax: 10_000_000n, // 100 000.00 USDT a claim
  depositOpenClaimsMax: 3,
  depositConfirmTwiceFrom: 100_000n, // 1 000.00 USDT
  chainDepositAutoMax: 10_000_000n, // 100 000.00 USDT an on-chain deposit credited automatically
  withdrawMin: 2000n, // 20.00 USDT
  withdrawMax: 1_000_000n, // 10 000.00 USDT
  withdrawFeeFixed: 100n, // 1.00 USDT
  withdrawFeePercentBp: 50, // 0.50 %
  withdrawHoursStart: '00:00',
  withdrawHoursEnd: '00:00', // start = end: all day
  timeZone: 'Asia/Singapore',
  transferMin: 100n, // 1.00 USDT
  transferMax: 500_000n, // 5 000.00 USDT
  transferDailyLimit: 2_000_000n, // 20 000.00 USDT
  maintenance: false,
};

/** Formats hundredths of a percent as the API's percent string: 50 → "0.50". */
export function formatPercent(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

const money = (cents: bigint | null) => (cents === null ? null : formatMoney(cents));

/** The public site info of `GET /info`. */
export function toSiteInfo(settings: SiteSettings): SiteInfo {
  return {
    name: settings.name,
    faviconUrl: settings.faviconUrl,
    supportUrl: settings.supportUrl,
    currency: 'USDT',
    depositAddresses: settings.depositAddresses,
    limits: {
      depositMin: formatMoney(settings.depositMin),
      depositMax: money(settings.depositMax),
      withdrawMin: formatMoney(settings.withdrawMin),
      withdrawMax: money(settings.withdrawMax),
      withdrawFee: {
        fixed: formatMoney(settings.withdrawFeeFixed),
        percent: formatPercent(settings.withdrawFeePercentBp),
      },
      withdrawHours: {
        start: settings.withdrawHoursStart,
        end: settings.withdrawHoursEnd,
        timeZone: settings.timeZone,
      },
      transferMin: formatMoney(settings.transferMin),
      transferMax: money(settings.transferMax),
      transferDailyLimit: money(settings.transferDailyLimit),
    },
    maintenance: settings.maintenance,
  };
}

/** The settings as staff see and edit them: the site info with the staff-only settings. */
export function toStaffSettings(settings: SiteSettings, databaseKind: DatabaseKind): StaffSettings {
  const info = toSiteInfo(settings);
  return {
    ...info,
    limits: {
      ...info.limits,
      depositOpenClaimsMax: settings.depositOpenClaimsMax,
      depositConfirmTwiceFrom: money(settings.depositConfirmTwiceFrom),
      chainDepositAutoMax: money(settings.chainDepositAutoMax),
    },
    staffTotpRequired: settings.staffTotpRequired,
    /** What a null `staffTotpRequired` means on this database (staff/totpPolicy.ts decides). */
    staffTotpDefault: databaseKind === 'postgres',
  };
}

type SettingsChanges = Partial<typeof siteSettings.$inferInsert>;

/** The fields of `source` named by `keys` that it sends (those not undefined). */
function sentFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const sent: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (source[key] !== undefined) sent[key] = source[key];
  }
  return sent;
}

/** The columns a settings edit sets: only the fields it sends. */
function limitChanges(l: NonNullable<StaffSettingsUpdate['limits']>): SettingsChanges {
  return {
    ...sentFields(l, [
      'depositMin',
      'depositMax',
      'depositOpenClaimsMax',
      'depositConfirmTwiceFrom',
      'chainDepositAutoMax',
      'withdrawMin',
      'withdrawMax',
      'transferMin',
      'transferMax',
      'transferDailyLimit',
    ]),
    ...(l.withdrawFee !== undefined && {
      withdrawFeeFixed: l.withdrawFee.fixed,
      withdrawFeePercentBp: l.withdrawFee.percent,
    }),
    ...(l.withdrawHours !== undefined && {
      withdrawHoursStart: l.withdrawHours.start,
      withdrawHoursEnd: l.withdrawHours.end,
      timeZone: l.withdrawHours.timeZone,
    }),
  };
}

function settingsChanges(body: StaffSettingsUpdate): SettingsChanges {
  return {
    ...sentFields(body, [
      'name',
      'faviconUrl',
      'supportUrl',
      'depositAddresses',
      'maintenance',
      'staffTotpRequired',
    ]),
    ...limitChanges(body.limits ?? {}),
  };
}

/** Applies a staff edit of the settings, audited with the settings before and after. */
export async function updateSiteSettings(
  db: Db,
  databaseKind: DatabaseKind,
  actor: StaffActor,
  body: StaffSettingsUpdate,
  /** Tells every instance, in the transaction, that the settings changed (their pages and caches). */
  announce: (tx: Executor) => Promise<void>,
): Promise<StaffSettings> {
  const view = (settings: SiteSettings) => toStaffSettings(settings, databaseKind);
  return transaction(db, async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    if (!before) throw new Error('site settings are missing');
    const [after] = await tx
      .update(siteSettings)
      .set({ ...settingsChanges(body), updatedAt: new Date() })
      .where(eq(siteSettings.id, 1))
      .returning();
    if (!after) throw new Error('site settings are missing');
    await audit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: '1',
      before: view(before),
      after: view(after),
    });
    await announce(tx);
    return view(after);
  });
}

const CACHE_MS = 2_000;

export function createSiteSettings({ db }: { db: Db }) {
  let cached: { value: SiteSettings; at: number } | undefined;
  /** The site info of one copy of the settings: built once per copy, not on every request. */
  let infoOf: { settings: SiteSettings; info: SiteInfo } | undefined;

  // Counts the copies dropped: a read that began before a drop (an edit here, or one another
  // instance announced) may have read the old row, and is answered but not kept.
  let generation = 0;

  /** The current settings (cached for two seconds). */
  async function get(): Promise<SiteSettings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const readIn = generation;
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!row) throw new Error('site settings are missing: the database was not seeded');
    if (readIn === generation) cached = { value: row, at: Date.now() };
    return row;
  }

  /** Creates the settings row with the defaults when the database has none. */
  async function ensure(): Promise<boolean> {
    const inserted = await db
      .insert(siteSettings)
      .values(DEFAULT_SITE_SETTINGS)
      .onConflictDoNothing()
      .returning({ id: siteSettings.id });
    return inserted.length > 0;
  }

  return {
    get,
    ensure,
    /**
     * The public site info of the current settings. The same object is answered until the copy
     * is dropped (an edit, a change announced by another instance, or the two seconds' expiry):
     * callers must not change it.
     */
    info: async (): Promise<SiteInfo> => {
      const settings = await get();
      if (infoOf?.settings !== settings) infoOf = { settings, info: toSiteInfo(settings) };
      return infoOf.info;
    },
    /**
     * The site info without waiting, while the copy it was built from is fresh; undefined when the
     * settings must be read again (`info()` does).
     */
    freshInfo: (): SiteInfo | undefined =>
      cached && infoOf?.settings === cached.value && Date.now() - cached.at < CACHE_MS
        ? infoOf.info
        : undefined,
    /** Forgets the cached copy, after an edit in this process. */
    invalidate: () => {
      cached = undefined;
      generation += 1;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
