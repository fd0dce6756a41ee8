/**
 * Site settings (admins only): name, favicon, support link, deposit addresses, limits, the
 * limits of deposit claims, withdrawal fee and hours with their time zone, whether staff need
 * TOTP, and the maintenance switch. Saving lists every
 * change and asks first; only what changed is sent.
 */
import { useState, type SubmitEvent } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure, fieldsOf, fieldText } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { useAdminData } from './kit/data.ts';
import {
  CLAIM_LIMITS,
  draftOf,
  LIMITS,
  MAX_ADDRESSES,
  MAX_OPEN_CLAIMS,
  NETWORKS,
  STAFF_TOTP,
  validateDraft,
  type ClaimLimitName,
  type Draft,
  type LimitName,
  type Network,
} from './siteSettingsDraft.ts';
import { changesOf, staffTotpText } from './siteSettingsChanges.ts';
import './console.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

export default function SiteSettings({ messages, locale }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('settings');
  return gateView(t, gate) ?? <SettingsPage t={t} locale={locale} />;
}

function SettingsPage({ t, locale }: { t: T; locale: string }) {
  const settings = useAdminData<StaffSettings>(['/settings']);
  return (
    <StateView
      t={t}
      isLoading={!settings.data && settings.isLoading}
      slow={settings.slow}
      error={settings.data ? null : settings.error}
      onRetry={() => void settings.mutate()}
    >
      {settings.data && (
        <SettingsForm
          t={t}
          locale={locale}
          info={settings.data}
          onSaved={(info) => void settings.mutate(info, { revalidate: false })}
        />
      )}
    </StateView>
  );
}

function SettingsForm({
  t,
  locale,
  info,
  onSaved,
}: {
  t: T;
  locale: string;
  info: StaffSettings;
  onSaved: (info: StaffSettings) => void;
}) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<Draft>(() => draftOf(info));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  // Offered as suggestions; any zone Intl knows is accepted. (Rendered in the browser only.)
  const [zones] = useState<string[]>(() => {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
    return intl.supportedValuesOf?.('timeZone') ?? [];
  });

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setNotice('');
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const setLimit = (name: LimitName, value: string) =>
    setDraft((d) => ({ ...d, limits: { ...d.limits, [name]: value.trim() } }));
  const setClaimLimit = (name: ClaimLimitName, value: string) =>
    setDraft((d) => ({ ...d, claimLimits: { ...d.claimLimits, [name]: value.trim() } }));
  const setAddress = (index: number, patch: Partial<Draft['addresses'][number]>) =>
    setDraft((d) => ({
      ...d,
      addresses: d.addresses.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    }));

  // What the form changes, for the confirmation, and the request body with only those parts.
  const { changes, body } = changesOf(t, locale, info, draft);

  const validate = () => validateDraft(t, draft);

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    setFailure(null);
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      setFailure(t('admin.settings.fixErrors'));
      return;
    }
    if (changes.length === 0) {
      setFailure(t('admin.settings.noChanges'));
      return;
    }
    setConfirming(true);
  }

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await adminApi<StaffSettings>('/settings', { method: 'PUT', body });
      setConfirming(false);
      setDraft(draftOf(saved));
      setErrors({});
      setNotice(t('admin.settings.saved'));
      onSaved(saved);
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([key, code]) => [key, fieldText(t, code)])));
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const turningOn = draft.maintenance && !info.maintenance;
  return (
    <form className="stack console-settings" onSubmit={review} noValidate>
      {info.maintenance && <p className="notice notice-danger">{t('admin.settings.maintenanceActive')}</p>}

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.general')}</legend>
        <Field
          id="settings-name"
          label={t('admin.settings.name')}
          maxLength={60}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <Field
          id="settings-favicon"
          label={t('admin.settings.favicon')}
          hint={t('admin.settings.faviconHint')}
          dir="ltr"
          value={draft.faviconUrl}
          onChange={(e) => set('faviconUrl', e.target.value)}
          error={errors.faviconUrl}
        />
        <Field
          id="settings-support"
          label={t('admin.settings.support')}
          hint={t('admin.settings.supportHint')}
          dir="ltr"
          value={draft.supportUrl}
          onChange={(e) => set('supportUrl', e.target.value)}
          error={errors.supportUrl}
        />
      </fieldset>

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.addresses')}</legend>
        <p className="muted console-small">{t('admin.settings.addressesHint')}</p>
        {draft.addresses.length === 0 && <p className="notice">{t('admin.settings.noAddresses')}</p>}
        <ul className="console-addresses">
          {draft.addresses.map((a, i) => {
            const error = errors[`depositAddresses.${i}.address`] ?? errors[`depositAddresses.${i}`];
            return (
              <li key={i}>
                <div className="field">
                  <label htmlFor={`settings-network-${i}`}>{t('admin.settings.network')}</label>
                  <select
                    id={`settings-network-${i}`}
                    value={a.network}
                    onChange={(e) => setAddress(i, { network: e.target.value as Network })}
                  >
                    {NETWORKS.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
                <Field
                  id={`settings-address-${i}`}
                  label={t('admin.settings.address')}
                  dir="ltr"
                  spellCheck={false}
                  autoComplete="off"
                  value={a.address}
                  onChange={(e) => setAddress(i, { address: e.target.value })}
                  error={error}
                />
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() =>
                    set(
                      'addresses',
                      draft.addresses.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('admin.settings.removeAddress')}
                  <span className="visually-hidden"> {i + 1}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={draft.addresses.length >= MAX_ADDRESSES}
          onClick={() => set('addresses', [...draft.addresses, { network: 'TRC20', address: '' }])}
        >
          {t('admin.settings.addAddress')}
        </button>
      </fieldset>

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.limits')}</legend>
        <p className="muted console-small">{t('admin.settings.limitsHint')}</p>
        <div className="console-grid-fields">
          {LIMITS.map(({ name, optional }) => (
            <Field
              key={name}
              id={`settings-${name}`}
              label={t(`admin.settings.limit.${name}`)}
              hint={optional ? t('admin.settings.noLimitHint') : undefined}
              inputMode="decimal"
              value={draft.limits[name]}
              onChange={(e) => setLimit(name, e.target.value)}
              error={errors[`limits.${name}`]}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.claims')}</legend>
        <p className="muted console-small">{t('admin.settings.claimsHint')}</p>
        <div className="console-grid-fields">
          {CLAIM_LIMITS.map((name) => (
            <Field
              key={name}
              id={`settings-${name}`}
              label={t(`admin.settings.limit.${name}`)}
              hint={t(`admin.settings.limitHint.${name}`)}
              inputMode="decimal"
              value={draft.claimLimits[name]}
              onChange={(e) => setClaimLimit(name, e.target.value)}
              error={errors[`limits.${name}`]}
            />
          ))}
          <Field
            id="settings-open-claims"
            label={t('admin.settings.openClaimsMax')}
            hint={t('admin.settings.openClaimsHint')}
            inputMode="numeric"
            type="number"
            min={1}
            max={MAX_OPEN_CLAIMS}
            step={1}
            value={draft.openClaimsMax}
            onChange={(e) => set('openClaimsMax', e.target.value.trim())}
            error={errors['limits.depositOpenClaimsMax']}
          />
        </div>
      </fieldset>

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.fee')}</legend>
        <p className="muted console-small">{t('admin.settings.feeHint')}</p>
        <div className="console-grid-fields">
          <Field
            id="settings-fee-fixed"
            label={t('admin.settings.feeFixed')}
            inputMode="decimal"
            value={draft.feeFixed}
            onChange={(e) => set('feeFixed', e.target.value.trim())}
            error={errors['limits.withdrawFee.fixed'] ?? errors['limits.withdrawFee']}
          />
          <Field
            id="settings-fee-percent"
            label={t('admin.settings.feePercent')}
            inputMode="decimal"
            value={draft.feePercent}
            onChange={(e) => set('feePercent', e.target.value.trim())}
            error={errors['limits.withdrawFee.percent']}
          />
        </div>
      </fieldset>

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.hours')}</legend>
        <p className="muted console-small">{t('admin.settings.hoursHint')}</p>
        <div className="console-grid-fields">
          <Field
            id="settings-hours-start"
            type="time"
            label={t('admin.settings.hoursStart')}
            value={draft.hoursStart}
            onChange={(e) => set('hoursStart', e.target.value)}
            error={errors['limits.withdrawHours.start']}
          />
          <Field
            id="settings-hours-end"
            type="time"
            label={t('admin.settings.hoursEnd')}
            value={draft.hoursEnd}
            onChange={(e) => set('hoursEnd', e.target.value)}
            error={errors['limits.withdrawHours.end']}
          />
          <Field
            id="settings-time-zone"
            label={t('admin.settings.timeZone')}
            hint={t('admin.settings.timeZoneHint')}
            list="settings-time-zones"
            dir="ltr"
            autoComplete="off"
            value={draft.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
            error={errors['limits.withdrawHours.timeZone']}
          />
          <datalist id="settings-time-zones">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
      </fieldset>

      <fieldset className="card console-fieldset" aria-describedby="settings-staff-totp-hint">
        <legend>{t('admin.settings.staffTotp')}</legend>
        <p id="settings-staff-totp-hint" className="muted console-small">
          {t('admin.settings.staffTotpHint')}
        </p>
        {STAFF_TOTP.map((choice) => (
          <label key={choice} className="check" htmlFor={`settings-staff-totp-${choice}`}>
            <input
              id={`settings-staff-totp-${choice}`}
              type="radio"
              name="staffTotp"
              value={choice}
              checked={draft.staffTotp === choice}
              onChange={() => set('staffTotp', choice)}
            />
            <span>{staffTotpText(t, choice, info.staffTotpDefault)}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="card console-fieldset">
        <legend>{t('admin.settings.maintenance')}</legend>
        <label className="check" htmlFor="settings-maintenance">
          <input
            id="settings-maintenance"
            type="checkbox"
            checked={draft.maintenance}
            aria-describedby="settings-maintenance-warning"
            onChange={(e) => set('maintenance', e.target.checked)}
          />
          <span>{t('admin.settings.maintenanceLabel')}</span>
        </label>
        <p id="settings-maintenance-warning" className="notice console-small">
          {t('admin.settings.maintenanceWarning')}
        </p>
      </fieldset>

      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      {!confirming && <Failure t={t} error={failure} />}
      <div className="actions-cell">
        <button type="submit" className="button button-brand" disabled={!hydrated || busy}>
          {t('admin.settings.save')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hydrated || busy || changes.length === 0}
          onClick={() => {
            setDraft(draftOf(info));
            setErrors({});
            setFailure(null);
          }}
        >
          {t('admin.settings.reset')}
        </button>
      </div>

      {confirming && (
        <Dialog
          open
          title={t('admin.settings.confirmTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button-brand" disabled={busy} onClick={save}>
                {t('admin.settings.confirmSave')}
              </button>
            </>
          }
        >
          <p>{t('admin.settings.confirmBody')}</p>
          <ul className="console-changes">
            {changes.map((c) => (
              <li key={c.label}>
                {t('admin.settings.change', { field: c.label, before: c.before, after: c.after })}
              </li>
            ))}
          </ul>
          {turningOn && <p className="notice notice-danger">{t('admin.settings.maintenanceWarning')}</p>}
          <Failure t={t} error={failure} />
        </Dialog>
      )}
    </form>
  );
}
