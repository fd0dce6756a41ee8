/** The ledger's toolbar: player, reason (applied at once), period, apply and clear. */
import type { FormEvent } from 'react';
import { TRANSACTION_REASONS } from '#shared/vocabulary.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import { ApplyButton, FilterForm, ToolbarError, UserIdInput } from '../kit/fields.tsx';
import { NO_FILTERS, type LedgerFilterErrors, type LedgerFilters } from './filters.ts';
import { useT } from '#islands/common/i18n.tsx';

const REASONS = TRANSACTION_REASONS;

interface FormProps {
  idPrefix: string;
  fixedUserId?: string | undefined;
  filters: LedgerFilters;
  form: LedgerFilters;
  errors: LedgerFilterErrors;
  setErrors: (errors: LedgerFilterErrors) => void;
  apply: (next: LedgerFilters) => void;
  submit: (event: FormEvent) => void;
  set: (name: keyof LedgerFilters) => (value: string) => void;
}

export function LedgerFilterForm(props: FormProps) {
  const t = useT();
  const { idPrefix, fixedUserId, filters, form, errors, setErrors, apply, set } = props;
  return (
    <FilterForm label={t('admin.money.filters')} onSubmit={props.submit}>
      {!fixedUserId && (
        <UserIdInput
          id={`${idPrefix}-user`}
          value={form.userId}
          onChange={set('userId')}
          error={errors.userId}
        />
      )}
      <SelectField
        id={`${idPrefix}-reason`}
        label={t('admin.ledger.reason')}
        value={form.reason}
        onChange={(reason) => apply({ ...form, reason })}
        all={t('admin.ledger.allReasons')}
        options={REASONS.map((reason) => [reason, t(`reason.${reason}`)])}
      />
      <PeriodFields {...props} />
      <ApplyButton label={t('admin.money.apply')} />
      {(filters.userId || filters.reason || filters.from || filters.to || filters.refId) && (
        <button
          type="button"
          className="button button-secondary button-small admin-toolbar-button"
          onClick={() => {
            setErrors({});
            apply(NO_FILTERS);
          }}
        >
          {t('admin.ledger.clear')}
        </button>
      )}
      <ToolbarError id={`${idPrefix}-user-error`} error={errors.userId} />
      <ToolbarError id={`${idPrefix}-to-error`} error={errors.to} />
    </FilterForm>
  );
}

/** From and to (days), applied with the button. */
function PeriodFields({ idPrefix, form, errors, set }: FormProps) {
  const t = useT();
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>{t('admin.ledger.from')}</label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={form.from}
          onChange={(event) => set('from')(event.target.value)}
        />
      </div>
      <div className={`field${errors.to ? ' field-invalid' : ''}`}>
        <label htmlFor={`${idPrefix}-to`}>{t('admin.ledger.to')}</label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={form.to}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={errors.to ? `${idPrefix}-to-error` : undefined}
          onChange={(event) => set('to')(event.target.value)}
        />
      </div>
    </>
  );
}
