/** The fieldsets of the site settings form, each bound to the form's draft and errors. */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { StaffSettings } from '#shared/contract/site.ts';
import { Field } from '#islands/common/Field.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { Choice } from '../kit/fields.tsx';
import { staffTotpText } from './changes.ts';
import { CLAIM_LIMITS, LIMITS, MAX_ADDRESSES, MAX_OPEN_CLAIMS, STAFF_TOTP, type Draft } from './draft.ts';
import type { SettingsFormState } from './useSettingsForm.ts';
import { CRYPTO_NETWORKS, type CryptoNetwork } from '#shared/vocabulary.ts';
import { useT } from '#islands/common/i18n.tsx';

interface SectionProps {
  form: SettingsFormState;
}

/** A fieldset of the form: its legend, its hint, and its fields (side by side when `grid`). */
function Section({
  legend,
  hint,
  grid = false,
  children,
}: {
  legend: string;
  hint?: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="card console-fieldset">
      <legend>{legend}</legend>
      {hint && <p className="muted console-small">{hint}</p>}
      {grid ? <div className="console-grid-fields">{children}</div> : children}
    </fieldset>
  );
}

type TextKey = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

/** The value and change handler of a field bound to one text of the draft (`trim`: spaces dropped). */
function bound({ draft, set }: SettingsFormState, key: TextKey, trim = false) {
  return {
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, trim ? e.target.value.trim() : e.target.value),
  };
}

export function GeneralFields({ form }: SectionProps) {
  const t = useT();
  const { errors } = form;
  return (
    <Section legend={t('admin.settings.general')}>
      <Field
        id="settings-name"
        label={t('admin.settings.name')}
        maxLength={60}
        {...bound(form, 'name')}
        error={errors.name}
      />
      {(['favicon', 'support'] as const).map((name) => (
        <Field
          key={name}
          id={`settings-${name}`}
          label={t(`admin.settings.${name}`)}
          hint={t(`admin.settings.${name}Hint`)}
          dir="ltr"
          {...bound(form, `${name}Url`)}
          error={errors[`${name}Url`]}
        />
      ))}
    </Section>
  );
}

export function AddressFields({ form }: SectionProps) {
  const t = useT();
  const { draft, set } = form;
  return (
    <Section legend={t('admin.settings.addresses')} hint={t('admin.settings.addressesHint')}>
      {draft.addresses.length === 0 && <p className="notice">{t('admin.settings.noAddresses')}</p>}
      <ul className="console-addresses">
        {draft.addresses.map((a, i) => (
          <AddressItem key={i} form={form} index={i} address={a} />
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
    </Section>
  );
}

/** One deposit address: its network, the address and its Remove button. */
function AddressItem({
  form: { draft, errors, set, setAddress },
  index: i,
  address: a,
}: SectionProps & { index: number; address: Draft['addresses'][number] }) {
  const t = useT();
  const error = errors[`depositAddresses.${i}.address`] ?? errors[`depositAddresses.${i}`];
  return (
    <li>
      <SelectField
        id={`settings-network-${i}`}
        label={t('admin.settings.network')}
        value={a.network}
        onChange={(network) => setAddress(i, { network: network as CryptoNetwork })}
        options={CRYPTO_NETWORKS.map((n) => [n, n])}
      />
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

export function LimitFields({ form: { draft, errors, setLimit } }: SectionProps) {
  const t = useT();
  return (
    <Section legend={t('admin.settings.limits')} hint={t('admin.settings.limitsHint')} grid>
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
    </Section>
  );
}

export function ClaimFields({ form }: SectionProps) {
  const t = useT();
  const { draft, errors, setClaimLimit } = form;
  return (
    <Section legend={t('admin.settings.claims')} hint={t('admin.settings.claimsHint')} grid>
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
        {...bound(form, 'openClaimsMax', true)}
        error={errors['limits.depositOpenClaimsMax']}
      />
    </Section>
  );
}

export function FeeFields({ form }: SectionProps) {
  const t = useT();
  const { errors } = form;
  return (
    <Section legend={t('admin.settings.fee')} hint={t('admin.settings.feeHint')} grid>
      <Field
        id="settings-fee-fixed"
        label={t('admin.settings.feeFixed')}
        inputMode="decimal"
        {...bound(form, 'feeFixed', true)}
        error={errors['limits.withdrawFee.fixed'] ?? errors['limits.withdrawFee']}
      />
      <Field
        id="settings-fee-percent"
        label={t('admin.settings.feePercent')}
        inputMode="decimal"
        {...bound(form, 'feePercent', true)}
        error={errors['limits.withdrawFee.percent']}
      />
    </Section>
  );
}

/** The ends of the withdrawal hours, each with the draft's key (and its label's). */
const HOURS = [
  ['start', 'hoursStart'],
  ['end', 'hoursEnd'],
] as const;

export function HoursFields({ form }: SectionProps) {
  const t = useT();
  const { errors } = form;
  // Offered as suggestions; any zone Intl knows is accepted. (Rendered in the browser only.)
  const [zones] = useState<string[]>(() => {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
    return intl.supportedValuesOf?.('timeZone') ?? [];
  });
  return (
    <Section legend={t('admin.settings.hours')} hint={t('admin.settings.hoursHint')} grid>
      {HOURS.map(([end, key]) => (
        <Field
          key={key}
          id={`settings-hours-${end}`}
          type="time"
          label={t(`admin.settings.${key}`)}
          {...bound(form, key)}
          error={errors[`limits.withdrawHours.${end}`]}
        />
      ))}
      <Field
        id="settings-time-zone"
        label={t('admin.settings.timeZone')}
        hint={t('admin.settings.timeZoneHint')}
        list="settings-time-zones"
        dir="ltr"
        autoComplete="off"
        {...bound(form, 'timeZone')}
        error={errors['limits.withdrawHours.timeZone']}
      />
      <datalist id="settings-time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </Section>
  );
}

export function StaffTotpFields({ form: { draft, set }, info }: SectionProps & { info: StaffSettings }) {
  const t = useT();
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

export function MaintenanceFields({ form: { draft, set } }: SectionProps) {
  const t = useT();
  return (
    <Section legend={t('admin.settings.maintenance')}>
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
    </Section>
  );
}
