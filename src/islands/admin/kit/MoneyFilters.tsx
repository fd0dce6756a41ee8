/**
 * The filters of a money queue: Status (applied at once) and User ID (applied with the button,
 * checked as 6 digits).
 */
import { useState, type FormEvent } from 'react';
import type { T } from '#client/i18n.ts';
import type { MoneyStatus } from '#shared/vocabulary.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { moneyStatusLabel } from '#islands/common/moneyStatus.tsx';

/** "All" or one status; the user ID filter (6 digits or empty). */
export interface MoneyFilterValue {
  status: MoneyStatus | '';
  userId: string;
}

/**
 * The filters a queue opens with, from the address: `?status=` (pending by default, `all` for
 * every status) and `?userId=`.
 */
export function initialMoneyFilters(
  status: string,
  statuses: readonly MoneyStatus[],
  userId: string,
): MoneyFilterValue {
  const known = statuses.includes(status as MoneyStatus) ? (status as MoneyStatus) : 'pending';
  return { status: status === 'all' ? '' : known, userId };
}

export function MoneyFilters({
  t,
  idPrefix,
  statuses,
  kind,
  value,
  showUserId = true,
  onChange,
}: {
  t: T;
  idPrefix: string;
  statuses: readonly MoneyStatus[];
  kind: 'deposit' | 'withdrawal';
  value: MoneyFilterValue;
  showUserId?: boolean;
  onChange: (value: MoneyFilterValue) => void;
}) {
  const [userId, setUserId] = useState(value.userId);
  const [error, setError] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = userId.trim();
    if (trimmed && !USER_ID_PATTERN.test(trimmed)) {
      setError(t('field.USER_ID_INVALID'));
      return;
    }
    setError('');
    onChange({ ...value, userId: trimmed });
  }
  return (
    <form className="admin-toolbar" onSubmit={submit} role="search" aria-label={t('admin.money.filters')}>
      <div className="field">
        <label htmlFor={`${idPrefix}-status`}>{t('admin.money.status')}</label>
        <select
          id={`${idPrefix}-status`}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as MoneyStatus | '' })}
        >
          <option value="">{t('admin.money.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {moneyStatusLabel(t, status, kind)}
            </option>
          ))}
        </select>
      </div>
      {showUserId && (
        <>
          <div className={`field${error ? ' field-invalid' : ''}`}>
            <label htmlFor={`${idPrefix}-user`}>{t('admin.money.userId')}</label>
            <input
              id={`${idPrefix}-user`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder="123456"
              value={userId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${idPrefix}-user-error` : undefined}
              onChange={(event) => setUserId(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-brand button-small admin-toolbar-button">
            {t('admin.money.apply')}
          </button>
          {error && (
            <p id={`${idPrefix}-user-error`} className="field-error admin-toolbar-error">
              {error}
            </p>
          )}
        </>
      )}
    </form>
  );
}
