/**
 * Staff customer search: by user ID, username, real name or phone, and by account state;
 * each row opens the customer's page.
 */
import { useState, type FormEvent } from 'react';
import type { T } from '#client/i18n.ts';
import type { Page } from '#shared/contract/common.ts';
import type { User } from '#shared/contract/account.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { ACCOUNT_STATUSES, type AccountStatus } from '#shared/vocabulary.ts';
import { AccountStatusBadge, CustomerLink } from './kit/views.tsx';
import { staffIsland, type StaffPageProps } from './kit/gate.tsx';
import { PAGE_SIZE, syncQuery, useAdminRemote } from './kit/data.ts';
import { DataTable, num } from './kit/DataTable.tsx';
import { PagedView } from './kit/RemoteView.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { ApplyButton, FilterForm } from './kit/fields.tsx';
import './money.css';

/** From the address: `?q=` and `?status=`. */
interface Props {
  q: string;
  status: string;
}

type Customer = User & { inviterUserId: string | null };

export default staffIsland<Props>('customers', CustomersPage);

/**
 * The search: the typed text (applied on submit), the account state (applied at once), the
 * page; both filters kept in the address.
 */
function useCustomerSearch(q: string, status: string) {
  const [applied, setApplied] = useState(q);
  const [input, setInput] = useState(q);
  const [state, setState] = useState<AccountStatus | ''>(
    ACCOUNT_STATUSES.includes(status as AccountStatus) ? (status as AccountStatus) : '',
  );
  const [pageNo, setPageNo] = useState(1);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = input.trim();
    setApplied(next);
    setPageNo(1);
    syncQuery({ q: next, status: state });
  }

  function changeState(next: AccountStatus | '') {
    setState(next);
    setPageNo(1);
    syncQuery({ q: applied, status: next });
  }

  const query = { q: applied || undefined, status: state || undefined, pageNo, pageSize: PAGE_SIZE };
  return { input, setInput, state, changeState, submit, setPageNo, query };
}

type CustomerSearch = ReturnType<typeof useCustomerSearch>;

function CustomersPage({ t, locale, q, status }: StaffPageProps & Props) {
  const search = useCustomerSearch(q, status);
  const remote = useAdminRemote<Page<Customer>>('/customers', search.query);
  return (
    <div className="admin-panel">
      <SearchForm t={t} search={search} />
      <PagedView
        t={t}
        remote={remote}
        emptyText={t('admin.customers.empty')}
        onPage={search.setPageNo}
        pagerLabel={t('admin.customers.pages')}
      >
        {(page) => (
          <>
            <p className="muted" aria-live="polite">
              {t('admin.customers.found', { total: page.total })}
            </p>
            <CustomerTable t={t} locale={locale} list={page.list} />
          </>
        )}
      </PagedView>
    </div>
  );
}

/** The search: text (applied with the button) and account state (applied at once). */
function SearchForm({ t, search }: { t: T; search: CustomerSearch }) {
  return (
    <FilterForm label={t('admin.customers.searchLabel')} onSubmit={search.submit}>
      <div className="field admin-search-field">
        <label htmlFor="customers-q">{t('admin.customers.search')}</label>
        <input
          id="customers-q"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={search.input}
          aria-describedby="customers-q-hint"
          onChange={(event) => search.setInput(event.target.value)}
        />
      </div>
      <SelectField
        id="customers-status"
        label={t('admin.money.status')}
        value={search.state}
        onChange={(next) => search.changeState(next as AccountStatus | '')}
        all={t('admin.money.allStatuses')}
        options={ACCOUNT_STATUSES.map((s) => [s, t(`admin.customers.status.${s}`)])}
      />
      <ApplyButton label={t('admin.customers.searchButton')} />
      <p id="customers-q-hint" className="muted admin-toolbar-hint">
        {t('admin.customers.searchHint')}
      </p>
    </FilterForm>
  );
}

function CustomerTable({ t, locale, list }: { t: T; locale: string; list: readonly Customer[] }) {
  return (
    <DataTable
      caption={t('admin.customers.caption')}
      columns={[
        t('admin.customers.userId'),
        t('admin.customers.username'),
        t('admin.customers.realName'),
        t('admin.customers.phone'),
        t('admin.money.status'),
        num(t('admin.customers.balance')),
        t('admin.money.created'),
      ]}
    >
      {list.map((c) => (
        <tr key={c.userId}>
          <td>
            <CustomerLink userId={c.userId} />
          </td>
          <td>
            <a href={`/admin/customers/${c.userId}`}>{c.username}</a>
          </td>
          <td>{c.realName || '—'}</td>
          <td>
            <span className="mono" dir="ltr">
              {c.phoneNumber ?? '—'}
            </span>
          </td>
          <td>
            <AccountStatusBadge t={t} status={c.status} />
          </td>
          <td className="num">{formatMoneyForLocale(locale, c.balance)}</td>
          <td>{formatDateTimeForLocale(locale, c.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
