/**
 * What the site settings form changes: the lines of the confirmation (before → after, as staff
 * read them) and the request body with only the parts that changed.
 */
import type { MessageKey } from '#i18n/index.ts';
import type { T } from '#client/i18n.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import {
  CLAIM_LIMITS,
  LIMITS,
  sameMoney,
  staffTotpOf,
  staffTotpValue,
  type ClaimLimitName,
  type Draft,
  type LimitName,
  type StaffTotp,
} from './draft.ts';

export interface Change {
  label: string;
  before: string;
  after: string;
}

/** How the TOTP choice reads: "On", "Off", or "Default for this database (On)". */
export function staffTotpText(t: T, choice: StaffTotp, databaseDefault: boolean): string {
  const onOff = (on: boolean) => (on ? t('admin.settings.on') : t('admin.settings.off'));
  if (choice === 'default') return t('admin.settings.staffTotpDefault', { state: onOff(databaseDefault) });
  return onOff(choice === 'on');
}

/** What a describer reads: the texts, the saved settings and the draft. */
interface Context {
  t: T;
  info: StaffSettings;
  draft: Draft;
  /** An amount as staff read it, or "No limit". */
  money: (amount: string | null) => string;
  onOff: (on: boolean) => string;
}

/** One part of the form that changed: its confirmation line and its field of the body. */
interface Described {
  change: Change;
  key: string;
  value: unknown;
}

/** Describes one part of the form: nothing when it did not change. */
type Describer = (c: Context) => Described | null;

const textField =
  (key: 'name' | 'faviconUrl' | 'supportUrl', label: MessageKey): Describer =>
  ({ t, info, draft }) =>
    draft[key].trim() === info[key]
      ? null
      : {
          change: { label: t(label), before: info[key], after: draft[key].trim() },
          key,
          value: draft[key].trim(),
        };

const addresses: Describer = ({ t, info, draft }) => {
  const addressesText = (list: readonly { network: string; address: string }[]) =>
    list.length === 0 ? t('admin.settings.none') : list.map((a) => `${a.network} ${a.address}`).join(', ');
  const after = draft.addresses.map((a) => ({ network: a.network, address: a.address.trim() }));
  const before = info.depositAddresses.map((a) => ({ network: a.network, address: a.address }));
  if (JSON.stringify(after) === JSON.stringify(before)) return null;
  const change = {
    label: t('admin.settings.addresses'),
    before: addressesText(info.depositAddresses),
    after: addressesText(after),
  };
  return { change, key: 'depositAddresses', value: after };
};

/** A money limit (`limits.<name>`); an empty optional one is sent as null (no limit). */
const moneyLimit =
  (name: LimitName | ClaimLimitName, after: (draft: Draft) => string, optional: boolean): Describer =>
  ({ t, info, draft, money }) => {
    const before = info.limits[name];
    const value = after(draft);
    if (sameMoney(value, before)) return null;
    const change = { label: t(`admin.settings.limit.${name}`), before: money(before), after: money(value) };
    return { change, key: name, value: optional && value === '' ? null : value };
  };

const withdrawFee: Describer = ({ t, info, draft, money }) => {
  const fee = info.limits.withdrawFee;
  if (sameMoney(draft.feeFixed, fee.fixed) && Number(draft.feePercent) === Number(fee.percent)) return null;
  const change = {
    label: t('admin.settings.fee'),
    before: t('admin.settings.feeText', { fixed: money(fee.fixed), percent: fee.percent }),
    after: t('admin.settings.feeText', { fixed: money(draft.feeFixed), percent: draft.feePercent }),
  };
  return { change, key: 'withdrawFee', value: { fixed: draft.feeFixed, percent: draft.feePercent } };
};

const withdrawHours: Describer = ({ t, info, draft }) => {
  const hours = info.limits.withdrawHours;
  const after = { start: draft.hoursStart, end: draft.hoursEnd, timeZone: draft.timeZone.trim() };
  if (hours.start === after.start && hours.end === after.end && hours.timeZone === after.timeZone)
    return null;
  const hoursText = (h: { start: string; end: string; timeZone: string }) => t('admin.settings.hoursText', h);
  const change = { label: t('admin.settings.hours'), before: hoursText(hours), after: hoursText(after) };
  return { change, key: 'withdrawHours', value: after };
};

const openClaimsMax: Describer = ({ t, info, draft }) => {
  const before = String(info.limits.depositOpenClaimsMax);
  if (draft.openClaimsMax === before) return null;
  const change = { label: t('admin.settings.openClaimsMax'), before, after: draft.openClaimsMax };
  return { change, key: 'depositOpenClaimsMax', value: Number(draft.openClaimsMax) };
};

const maintenance: Describer = ({ t, info, draft, onOff }) =>
  draft.maintenance === info.maintenance
    ? null
    : {
        change: {
          label: t('admin.settings.maintenance'),
          before: onOff(info.maintenance),
          after: onOff(draft.maintenance),
        },
        key: 'maintenance',
        value: draft.maintenance,
      };

const staffTotp: Describer = ({ t, info, draft }) => {
  const before = staffTotpOf(info.staffTotpRequired);
  if (draft.staffTotp === before) return null;
  const totpText = (choice: StaffTotp) => staffTotpText(t, choice, info.staffTotpDefault);
  const change = {
    label: t('admin.settings.staffTotp'),
    before: totpText(before),
    after: totpText(draft.staffTotp),
  };
  return { change, key: 'staffTotpRequired', value: staffTotpValue(draft.staffTotp) };
};

/** The parts of the form before the limits, in the order of the confirmation. */
const HEAD: readonly Describer[] = [
  textField('name', 'admin.settings.name'),
  textField('faviconUrl', 'admin.settings.favicon'),
  textField('supportUrl', 'admin.settings.support'),
  addresses,
];

/** The parts sent under `limits`. */
const LIMIT_PARTS: readonly Describer[] = [
  ...LIMITS.map(({ name, optional }) => moneyLimit(name, (draft) => draft.limits[name], optional)),
  withdrawFee,
  withdrawHours,
  ...CLAIM_LIMITS.map((name) => moneyLimit(name, (draft) => draft.claimLimits[name], true)),
  openClaimsMax,
];

/** The parts after the limits. */
const TAIL: readonly Describer[] = [maintenance, staffTotp];

/** What the form changes: the confirmation's lines and the request body with only those parts. */
export function changesOf(
  t: T,
  locale: string,
  info: StaffSettings,
  draft: Draft,
): { changes: Change[]; body: Record<string, unknown> } {
  const context: Context = {
    t,
    info,
    draft,
    money: (amount) =>
      amount === null || amount.trim() === ''
        ? t('admin.settings.noLimit')
        : formatMoneyForLocale(locale, amount),
    onOff: (on) => (on ? t('admin.settings.on') : t('admin.settings.off')),
  };
  const describe = (parts: readonly Describer[]) =>
    parts.map((part) => part(context)).filter((d): d is Described => d !== null);
  const [head, limits, tail] = [describe(HEAD), describe(LIMIT_PARTS), describe(TAIL)];
  const fields = (list: readonly Described[]) => Object.fromEntries(list.map((d) => [d.key, d.value]));
  const body = {
    ...fields(head),
    ...(limits.length > 0 ? { limits: fields(limits) } : {}),
    ...fields(tail),
  };
  return { changes: [...head, ...limits, ...tail].map((d) => d.change), body };
}
