/**
 * Staff customer search: by user ID, username, real name or phone, and by account state;
 * each row opens the customer's page.
 */
import { useState, type FormEvent } from 'react';
import type { User } from '#shared/contract/account.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { ACCOUNT_STATUSES, type AccountStatus } from '#shared/vocabulary.ts';
import { AccountStatusBadge, CustomerLink } from '../kit/views.tsx';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { syncQuery, useNumberedPage } from '../kit/data.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { ApplyButton, FilterForm, ToolbarInput } from '../kit/fields.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';

/** From the address: `?q=` and `?status=`. */
interface Props {
  q: string;
  status: string;
}

type Customer = User & { inviterUserId: string | null };

export default staffIsland<Props>('customers', CustomersPage);

/**
 * The search: the typed text (applied on submit), the account state (applied at once), and the
 * page of customers found; both filters kept in the address.
 */
function useCustomerSearch(q: string, status: string) {
  const [applied, setApplied] = useState(q);
  const [input, setInput] = useState(q);
  const [state, setState] = useState<AccountStatus | ''>(
    ACCOUNT_STATUSES.includes(status as AccountStatus) ? (status as AccountStatus) : '',
  );
  const customers = useNumberedPage('GET /customers', {
    query: {
      q: applied || undefined,
      status: state || undefined,
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = input.trim();
    setApplied(next);
    customers.setPageNo(1);
    syncQuery({ q: next, status: state });
  }

  function changeState(next: AccountStatus | '') {
    setState(next);
    customers.setPageNo(1);
    syncQuery({ q: applied, status: next });
  }

  return { input, setInput, state, changeState, submit, customers };
}

type CustomerSearch = ReturnType<typeof useCustomerSearch>;

function CustomersPage({ q, status }: StaffPageProps & Props) {
  const t = useT();
  const search = useCustomerSearch(q, status);
  return (
    <div className="admin-panel">
      <SearchForm search={search} />
      <PagedView
        remote={search.customers}
        emptyText={t('admin.customers.empty')}
        pagerLabel={t('admin.customers.pages')}
      >
        {(page) => (
          <>
            <p className="muted" aria-live="polite">
              {t('admin.customers.found', { total: page.total })}
            </p>
            <CustomerTable list={page.list} />
          </>
        )}
      </PagedView>
    </div>
  );
}

/** The search: text (applied with the button) and account state (applied at once). */
function SearchForm({ search }: { search: CustomerSearch }) {
  const t = useT();
  return (
    <FilterForm label={t('admin.customers.searchLabel')} onSubmit={search.submit}>
      <ToolbarInput
        id="customers-q"
        label={t('admin.customers.search')}
        className="admin-search-field"
        type="search"
        autoComplete="off"
        maxLength={100}
        value={search.input}
        describedBy="customers-q-hint"
        onChange={search.setInput}
      />
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

function CustomerTable({ list }: { list: readonly Customer[] }) {
  const locale = useLocale();
  const t = useT();
  return (
    <RowsTable
      caption={t('admin.customers.caption')}
      rows={list}
      rowKey={(c) => c.userId}
      columns={[
        { head: t('admin.customers.userId'), cell: (c) => <CustomerLink userId={c.userId} /> },
        {
          head: t('admin.customers.username'),
          cell: (c) => <a href={`/admin/customers/${c.userId}`}>{c.username}</a>,
        },
        { head: t('admin.customers.realName'), cell: (c) => c.realName || '—' },
        {
          head: t('admin.customers.phone'),
          cell: (c) => (
            <span className="mono" dir="ltr">
              {c.phoneNumber ?? '—'}
            </span>
          ),
        },
        { head: t('admin.money.status'), cell: (c) => <AccountStatusBadge status={c.status} /> },
        { head: num(t('admin.customers.balance')), cell: (c) => formatMoneyForLocale(locale, c.balance) },
        { head: t('admin.money.created'), cell: (c) => formatDateTimeForLocale(locale, c.createdAt) },
      ]}
    />
  );
}
