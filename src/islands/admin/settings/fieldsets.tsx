/** The fieldsets of the site settings form, each bound to the form's draft and errors. */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import { Field } from '#islands/common/Field.tsx';
import { Choice } from '../kit/fields.tsx';
import { staffTotpText } from './changes.ts';
import {
  CLAIM_LIMITS,
  LIMITS,
  MAX_ADDRESSES,
  MAX_OPEN_CLAIMS,
  NETWORKS,
  STAFF_TOTP,
  type Draft,
  type Network,
} from './draft.ts';
import type { SettingsFormState } from './useSettingsForm.ts';

interface SectionProps {
  t: T;
  form: SettingsFormState;
}

export function GeneralFields({ t, form: { draft, errors, set } }: SectionProps) {
  return (
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
  );
}

export function AddressFields({ t, form }: SectionProps) {
  const { draft, set } = form;
  return (
    <fieldset className="card console-fieldset">
      <legend>{t('admin.settings.addresses')}</legend>
      <p className="muted console-small">{t('admin.settings.addressesHint')}</p>
      {draft.addresses.length === 0 && <p className="notice">{t('admin.settings.noAddresses')}</p>}
      <ul className="console-addresses">
        {draft.addresses.map((a, i) => (
          <AddressItem key={i} t={t} form={form} index={i} address={a} />
        ))}
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
  );
}

/** One deposit address: its network, the address and its Remove button. */
function AddressItem({
  t,
  form: { draft, errors, set, setAddress },
  index: i,
  address: a,
}: SectionProps & { index: number; address: Draft['addresses'][number] }) {
  const error = errors[`depositAddresses.${i}.address`] ?? errors[`depositAddresses.${i}`];
  return (
    <li>
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
}

export function LimitFields({ t, form: { draft, errors, setLimit } }: SectionProps) {
  return (
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
  );
}

export function ClaimFields({ t, form: { draft, errors, set, setClaimLimit } }: SectionProps) {
  return (
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
  );
}

export function FeeFields({ t, form: { draft, errors, set } }: SectionProps) {
  return (
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
  );
}

export function HoursFields({ t, form: { draft, errors, set } }: SectionProps) {
  // Offered as suggestions; any zone Intl knows is accepted. (Rendered in the browser only.)
  const [zones] = useState<string[]>(() => {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
    return intl.supportedValuesOf?.('timeZone') ?? [];
  });
  return (
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
  );
}

export function StaffTotpFields({ t, form: { draft, set }, info }: SectionProps & { info: StaffSettings }) {
  return (
    <fieldset className="card console-fieldset" aria-describedby="settings-staff-totp-hint">
      <legend>{t('admin.settings.staffTotp')}</legend>
      <p id="settings-staff-totp-hint" className="muted console-small">
        {t('admin.settings.staffTotpHint')}
      </p>
      {STAFF_TOTP.map((choice) => (
        <Choice
          key={choice}
          id={`settings-staff-totp-${choice}`}
          type="radio"
          name="staffTotp"
          value={choice}
          checked={draft.staffTotp === choice}
          onChange={() => set('staffTotp', choice)}
          label={staffTotpText(t, choice, info.staffTotpDefault)}
        />
      ))}
    </fieldset>
  );
}

export function MaintenanceFields({ t, form: { draft, set } }: SectionProps) {
  return (
    <fieldset className="card console-fieldset">
      <legend>{t('admin.settings.maintenance')}</legend>
      <Choice
        id="settings-maintenance"
        checked={draft.maintenance}
        aria-describedby="settings-maintenance-warning"
        onChange={(e) => set('maintenance', e.target.checked)}
        label={t('admin.settings.maintenanceLabel')}
      />
      <p id="settings-maintenance-warning" className="notice console-small">
        {t('admin.settings.maintenanceWarning')}
      </p>
    </fieldset>
  );
}
