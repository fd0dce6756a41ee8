/** The ledger's toolbar: player, reason (applied at once), period, apply and clear. */
import type { FormEvent } from 'react';
import type { T } from '#client/i18n.ts';
import { TRANSACTION_REASONS } from '#shared/vocabulary.ts';
import { NO_FILTERS, type LedgerFilterErrors, type LedgerFilters } from './filters.ts';

const REASONS = TRANSACTION_REASONS;

interface FormProps {
  t: T;
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
  const { t, idPrefix, fixedUserId, filters, form, errors, setErrors, apply, set } = props;
  return (
    <form
      className="admin-toolbar"
      onSubmit={props.submit}
      role="search"
      aria-label={t('admin.money.filters')}
    >
      {!fixedUserId && (
        <div className={`field${errors.userId ? ' field-invalid' : ''}`}>
          <label htmlFor={`${idPrefix}-user`}>{t('admin.money.userId')}</label>
          <input
            id={`${idPrefix}-user`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder="123456"
            value={form.userId}
            aria-invalid={errors.userId ? true : undefined}
            aria-describedby={errors.userId ? `${idPrefix}-user-error` : undefined}
            onChange={(event) => set('userId')(event.target.value)}
          />
        </div>
      )}
      <ReasonSelect {...props} />
      <PeriodFields {...props} />
      <button type="submit" className="button button-brand button-small admin-toolbar-button">
        {t('admin.money.apply')}
      </button>
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
      {errors.userId && (
        <p id={`${idPrefix}-user-error`} className="field-error admin-toolbar-error">
          {errors.userId}
        </p>
      )}
      {errors.to && (
        <p id={`${idPrefix}-to-error`} className="field-error admin-toolbar-error">
          {errors.to}
        </p>
      )}
    </form>
  );
}

/** The reason, applied at once. */
function ReasonSelect({ t, idPrefix, form, apply }: FormProps) {
  return (
    <div className="field">
      <label htmlFor={`${idPrefix}-reason`}>{t('admin.ledger.reason')}</label>
      <select
        id={`${idPrefix}-reason`}
        value={form.reason}
        onChange={(event) => apply({ ...form, reason: event.target.value })}
      >
        <option value="">{t('admin.ledger.allReasons')}</option>
        {REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reason.${reason}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** From and to (days), applied with the button. */
function PeriodFields({ t, idPrefix, form, errors, set }: FormProps) {
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
