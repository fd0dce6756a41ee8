/**
 * Staff view of internal transfers, newest first, optionally of one player (sent or received).
 * The panel is also the Transfers tab of a customer's page.
 */
import { useState } from 'react';
import type { Page } from '#shared/contract/common.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { CustomerLink } from '../kit/views.tsx';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { syncQuery, useNumberedPage } from '../kit/data.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { FilterForm, UserIdFilterFields, useUserIdFilter } from '../kit/fields.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import type { StaffTransfer } from '#shared/contract/walletAdmin.ts';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';

/** From the address: `?userId=`. */
interface Props {
  userId: string;
}

export default staffIsland<Props>('transfers', TransfersPage);

function TransfersPage({ userId }: StaffPageProps & Props) {
  return <TransfersPanel initialUserId={userId} syncUrl />;
}

/** The transfers table with its User ID filter; `fixedUserId` shows one player's only. */
export function TransfersPanel({
  initialUserId = '',
  fixedUserId,
  syncUrl = false,
}: {
  initialUserId?: string;
  fixedUserId?: string;
  syncUrl?: boolean;
}) {
  const t = useT();
  const [userId, setUserId] = useState(initialUserId);
  const player = fixedUserId ?? userId;
  const transfers = useNumberedPage('GET /transfers', { query: { userId: player || undefined } });

  function apply(next: string) {
    setUserId(next);
    transfers.setPageNo(1);
    if (syncUrl) syncQuery({ userId: next });
  }

  return (
    <div className="admin-panel">
      {!fixedUserId && <UserFilter initial={initialUserId} onApply={apply} />}
      <PagedView
        remote={transfers}
        emptyText={t('admin.transfers.empty')}
        pagerLabel={t('admin.transfers.pages')}
      >
        {(page) => <TransferTable page={page} fixedUserId={fixedUserId} />}
      </PagedView>
    </div>
  );
}

/** The User ID filter (6 digits or empty), applied with the button. */
function UserFilter({ initial, onApply }: { initial: string; onApply: (userId: string) => void }) {
  const t = useT();
  const user = useUserIdFilter(t, initial, onApply);
  return (
    <FilterForm label={t('admin.money.filters')} onSubmit={user.submit}>
      <UserIdFilterFields id="transfers-user" filter={user} hint={t('admin.transfers.userHint')} />
    </FilterForm>
  );
}

function TransferTable({
  page,
  fixedUserId,
}: {
  page: Page<StaffTransfer>;
  fixedUserId: string | undefined;
}) {
  const locale = useLocale();
  const t = useT();
  const money = useMoney();
  const party = (id: string) =>
    fixedUserId && id === fixedUserId ? (
      <span className="mono">
        {id} <span className="muted">{t('admin.transfers.thisPlayer')}</span>
      </span>
    ) : (
      <CustomerLink userId={id} />
    );
  return (
    <RowsTable
      caption={t('admin.transfers.caption', { total: page.total })}
      rows={page.list}
      rowKey={(tr) => tr.id}
      columns={[
        { head: t('admin.money.created'), cell: (tr) => formatDateTimeForLocale(locale, tr.createdAt) },
        { head: t('admin.transfers.from'), cell: (tr) => party(tr.fromUserId) },
        { head: t('admin.transfers.to'), cell: (tr) => party(tr.toUserId) },
        {
          head: num(t('admin.money.amount')),
          cell: (tr) =>
            fixedUserId ? (
              <span className={tr.fromUserId === fixedUserId ? 'amount-minus' : 'amount-plus'}>
                {tr.fromUserId === fixedUserId ? '−' : '+'}
                {money(tr.amount)}
              </span>
            ) : (
              money(tr.amount)
            ),
        },
        { head: num(t('admin.money.fee')), cell: (tr) => money(tr.fee) },
      ]}
    />
  );
}
