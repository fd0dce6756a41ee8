/**
 * The filters of a money queue: Status (applied at once) and User ID (applied with the button,
 * checked as 6 digits).
 */
import type { MoneyStatus } from '#shared/vocabulary.ts';
import { moneyStatusLabel } from '#islands/common/moneyStatus.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { FilterForm, UserIdFilterFields, useUserIdFilter } from './fields.tsx';
import { useT } from '#islands/common/i18n.tsx';

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
  idPrefix,
  statuses,
  kind,
  value,
  showUserId = true,
  onChange,
}: {
  idPrefix: string;
  statuses: readonly MoneyStatus[];
  kind: 'deposit' | 'withdrawal';
  value: MoneyFilterValue;
  showUserId?: boolean;
  onChange: (value: MoneyFilterValue) => void;
}) {
  const t = useT();
  const user = useUserIdFilter(t, value.userId, (userId) => onChange({ ...value, userId }));
  return (
    <FilterForm label={t('admin.money.filters')} onSubmit={user.submit}>
      <SelectField
        id={`${idPrefix}-status`}
        label={t('admin.money.status')}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as MoneyStatus | '' })}
        all={t('admin.money.allStatuses')}
        options={statuses.map((status) => [status, moneyStatusLabel(t, status, kind)])}
      />
      {showUserId && <UserIdFilterFields id={`${idPrefix}-user`} filter={user} />}
    </FilterForm>
  );
}
