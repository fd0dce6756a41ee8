/**
 * The site settings form's values and rules, apart from React: the draft built from the API's
 * settings, the limit fields, and the checks run before saving (the server runs the same).
 */
import type { T } from '#client/i18n.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { parseMoney } from '#shared/money.ts';
import { isValidTimeZone } from '#shared/timeZone.ts';
import { CRYPTO_NETWORKS, type CryptoNetwork } from '#shared/vocabulary.ts';

export const MAX_ADDRESSES = 10;

/** Limit fields, in the order the form shows them; `optional` ones may be empty (no limit). */
export const LIMITS = [
  { name: 'depositMin', optional: false },
  { name: 'withdrawMin', optional: false },
  { name: 'withdrawMax', optional: true },
  { name: 'transferMin', optional: false },
  { name: 'transferMax', optional: true },
  { name: 'transferDailyLimit', optional: true },
] as const;
export type LimitName = (typeof LIMITS)[number]['name'];

/** Money settings of deposits (claims, and the on-chain automatic ceiling); empty means none. */
export const CLAIM_LIMITS = ['depositMax', 'depositConfirmTwiceFrom', 'chainDepositAutoMax'] as const;
export type ClaimLimitName = (typeof CLAIM_LIMITS)[number];
export const MAX_OPEN_CLAIMS = 1000;

/** Whether admin and finance staff need TOTP: the database's default, or on, or off. */
export type StaffTotp = 'default' | 'on' | 'off';
export const STAFF_TOTP: readonly StaffTotp[] = ['default', 'on', 'off'];
export const staffTotpOf = (value: boolean | null): StaffTotp =>
  value === null ? 'default' : value ? 'on' : 'off';
export const staffTotpValue = (choice: StaffTotp): boolean | null =>
  choice === 'default' ? null : choice === 'on';

/** The form's values: every field as the inputs hold it. */
export interface Draft {
  name: string;
  faviconUrl: string;
  supportUrl: string;
  addresses: { network: CryptoNetwork; address: string }[];
  limits: Record<LimitName, string>;
  claimLimits: Record<ClaimLimitName, string>;
  openClaimsMax: string;
  staffTotp: StaffTotp;
  feeFixed: string;
  feePercent: string;
  hoursStart: string;
  hoursEnd: string;
  timeZone: string;
  maintenance: boolean;
}

export function draftOf(info: StaffSettings): Draft {
  return {
    name: info.name,
    faviconUrl: info.faviconUrl,
    supportUrl: info.supportUrl,
    addresses: info.depositAddresses.map((a) => ({
      // The settings name a network as a string; one the form does not know shows as TRC-20.
      network: CRYPTO_NETWORKS.find((network) => network === a.network) ?? 'TRC20',
      address: a.address,
    })),
    limits: Object.fromEntries(LIMITS.map(({ name }) => [name, info.limits[name] ?? ''])) as Record<
      LimitName,
      string
    >,
    claimLimits: {
      depositMax: info.limits.depositMax ?? '',
      depositConfirmTwiceFrom: info.limits.depositConfirmTwiceFrom ?? '',
      chainDepositAutoMax: info.limits.chainDepositAutoMax ?? '',
    },
    openClaimsMax: String(info.limits.depositOpenClaimsMax),
    staffTotp: staffTotpOf(info.staffTotpRequired),
    feeFixed: info.limits.withdrawFee.fixed,
    feePercent: info.limits.withdrawFee.percent,
    hoursStart: info.limits.withdrawHours.start,
    hoursEnd: info.limits.withdrawHours.end,
    timeZone: info.limits.withdrawHours.timeZone,
    maintenance: info.maintenance,
  };
}

const FAVICON = /^(\/[^\s]*|https:\/\/[^\s]+)$/;
/** An external support link, or empty: the in-app support chat. */
const SUPPORT = /^((https:\/\/|mailto:|tel:)[^\s]+)?$/;
const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Two money strings are the same amount ("10" and "10.00"); empty only equals empty. */
export function sameMoney(a: string, b: string | null): boolean {
  if (a.trim() === '' || b === null || b === '') return a.trim() === '' && (b === null || b === '');
  const x = parseMoney(a.trim());
  return x !== null && x === parseMoney(b);
}

/** Field errors of the form, by the API's field path (`limits.withdrawFee.percent`). */
export function validateDraft(t: T, draft: Draft): Record<string, string | undefined> {
  const next: Record<string, string | undefined> = {};
  const name = draft.name.trim();
  if (!name || name.length > 60) next.name = t('admin.settings.nameInvalid');
  if (!FAVICON.test(draft.faviconUrl.trim()) || draft.faviconUrl.length > 500)
    next.faviconUrl = t('admin.settings.faviconInvalid');
  if (!SUPPORT.test(draft.supportUrl.trim()) || draft.supportUrl.length > 500)
    next.supportUrl = t('admin.settings.supportInvalid');
  draft.addresses.forEach((a, i) => {
    if (cryptoNetworkOf(a.address.trim()) !== a.network)
      next[`depositAddresses.${i}.address`] = t('field.INVALID_CHAIN_OR_ADDRESS');
  });
  for (const { name: limit, optional } of LIMITS) {
    const value = draft.limits[limit];
    if (!(optional && value === '') && parseMoney(value) === null)
      next[`limits.${limit}`] = t('admin.settings.moneyInvalid');
  }
  for (const limit of CLAIM_LIMITS) {
    const value = draft.claimLimits[limit];
    const cents = parseMoney(value);
    if (value !== '' && (cents === null || cents <= 0n))
      next[`limits.${limit}`] = t('admin.settings.moneyInvalid');
  }
  const open = Number(draft.openClaimsMax);
  if (!/^\d+$/.test(draft.openClaimsMax) || open < 1 || open > MAX_OPEN_CLAIMS)
    next['limits.depositOpenClaimsMax'] = t('admin.settings.openClaimsInvalid', { max: MAX_OPEN_CLAIMS });
  if (parseMoney(draft.feeFixed.trim()) === null)
    next['limits.withdrawFee.fixed'] = t('admin.settings.moneyInvalid');
  if (!PERCENT.test(draft.feePercent.trim()))
    next['limits.withdrawFee.percent'] = t('admin.settings.percentInvalid');
  if (!TIME.test(draft.hoursStart)) next['limits.withdrawHours.start'] = t('admin.settings.timeInvalid');
  if (!TIME.test(draft.hoursEnd)) next['limits.withdrawHours.end'] = t('admin.settings.timeInvalid');
  if (!isValidTimeZone(draft.timeZone.trim()))
    next['limits.withdrawHours.timeZone'] = t('admin.settings.timeZoneInvalid');
  return next;
}
