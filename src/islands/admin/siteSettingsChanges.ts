/**
 * What the site settings form changes: the lines of the confirmation (before → after, as staff
 * read them) and the request body with only the parts that changed.
 */
import type { T } from '#client/i18n.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import {
  CLAIM_LIMITS,
  LIMITS,
  sameMoney,
  staffTotpOf,
  staffTotpValue,
  type Draft,
  type StaffTotp,
} from './siteSettingsDraft.ts';

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

export function changesOf(
  t: T,
  locale: string,
  info: StaffSettings,
  draft: Draft,
): { changes: Change[]; body: Record<string, unknown> } {
  const money = (amount: string | null) =>
    amount === null || amount.trim() === ''
      ? t('admin.settings.noLimit')
      : formatMoneyForLocale(locale, amount);
  const onOff = (on: boolean) => (on ? t('admin.settings.on') : t('admin.settings.off'));
  const addressesText = (list: readonly { network: string; address: string }[]) =>
    list.length === 0 ? t('admin.settings.none') : list.map((a) => `${a.network} ${a.address}`).join(', ');
  const list: Change[] = [];
  const patch: Record<string, unknown> = {};
  const limits: Record<string, unknown> = {};
  const text = (key: 'name' | 'faviconUrl' | 'supportUrl', label: string) => {
    if (draft[key].trim() !== info[key]) {
      list.push({ label, before: info[key], after: draft[key].trim() });
      patch[key] = draft[key].trim();
    }
  };
  text('name', t('admin.settings.name'));
  text('faviconUrl', t('admin.settings.favicon'));
  text('supportUrl', t('admin.settings.support'));
  const addresses = draft.addresses.map((a) => ({ network: a.network, address: a.address.trim() }));
  if (
    JSON.stringify(addresses) !==
    JSON.stringify(info.depositAddresses.map((a) => ({ network: a.network, address: a.address })))
  ) {
    list.push({
      label: t('admin.settings.addresses'),
      before: addressesText(info.depositAddresses),
      after: addressesText(addresses),
    });
    patch.depositAddresses = addresses;
  }
  for (const { name, optional } of LIMITS) {
    const before = info.limits[name];
    const after = draft.limits[name];
    if (!sameMoney(after, before)) {
      list.push({ label: t(`admin.settings.limit.${name}`), before: money(before), after: money(after) });
      limits[name] = optional && after === '' ? null : after;
    }
  }
  const fee = info.limits.withdrawFee;
  if (!sameMoney(draft.feeFixed, fee.fixed) || Number(draft.feePercent) !== Number(fee.percent)) {
    list.push({
      label: t('admin.settings.fee'),
      before: t('admin.settings.feeText', { fixed: money(fee.fixed), percent: fee.percent }),
      after: t('admin.settings.feeText', { fixed: money(draft.feeFixed), percent: draft.feePercent }),
    });
    limits.withdrawFee = { fixed: draft.feeFixed, percent: draft.feePercent };
  }
  const hours = info.limits.withdrawHours;
  if (
    hours.start !== draft.hoursStart ||
    hours.end !== draft.hoursEnd ||
    hours.timeZone !== draft.timeZone.trim()
  ) {
    const hoursText = (h: { start: string; end: string; timeZone: string }) =>
      t('admin.settings.hoursText', h);
    list.push({
      label: t('admin.settings.hours'),
      before: hoursText(hours),
      after: hoursText({ start: draft.hoursStart, end: draft.hoursEnd, timeZone: draft.timeZone.trim() }),
    });
    limits.withdrawHours = {
      start: draft.hoursStart,
      end: draft.hoursEnd,
      timeZone: draft.timeZone.trim(),
    };
  }
  for (const name of CLAIM_LIMITS) {
    const before = info.limits[name];
    const after = draft.claimLimits[name];
    if (!sameMoney(after, before)) {
      list.push({ label: t(`admin.settings.limit.${name}`), before: money(before), after: money(after) });
      limits[name] = after === '' ? null : after;
    }
  }
  if (draft.openClaimsMax !== String(info.limits.depositOpenClaimsMax)) {
    list.push({
      label: t('admin.settings.openClaimsMax'),
      before: String(info.limits.depositOpenClaimsMax),
      after: draft.openClaimsMax,
    });
    limits.depositOpenClaimsMax = Number(draft.openClaimsMax);
  }
  if (Object.keys(limits).length > 0) patch.limits = limits;
  if (draft.maintenance !== info.maintenance) {
    list.push({
      label: t('admin.settings.maintenance'),
      before: onOff(info.maintenance),
      after: onOff(draft.maintenance),
    });
    patch.maintenance = draft.maintenance;
  }
  if (draft.staffTotp !== staffTotpOf(info.staffTotpRequired)) {
    const totpText = (choice: StaffTotp) => staffTotpText(t, choice, info.staffTotpDefault);
    list.push({
      label: t('admin.settings.staffTotp'),
      before: totpText(staffTotpOf(info.staffTotpRequired)),
      after: totpText(draft.staffTotp),
    });
    patch.staffTotpRequired = staffTotpValue(draft.staffTotp);
  }
  return { changes: list, body: patch };
}
