/** A customer's bets, a page at a time. */
import { keyOf, type T } from '#client/i18n.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/common/marketLabel.ts';
import type { CustomerBet } from '#shared/contract/staff.ts';
import { useNumberedPage } from '../kit/data.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { PagedView } from '../kit/RemoteView.tsx';

const BET_BADGE: Record<string, string> = {
  pending: 'badge-warn',
  settled: 'badge-good',
  invalid: 'badge-bad',
  cancelled: '',
  deleted: '',
};

export function BetsPanel({ t, locale, userId }: { t: T; locale: string; userId: string }) {
  const bets = useNumberedPage<CustomerBet>(`/customers/${userId}/bets`);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return (
    <PagedView
      t={t}
      remote={bets}
      emptyText={t('admin.customers.noBets')}
      pagerLabel={t('admin.customers.betPages')}
    >
      {(page) => (
        <RowsTable
          caption={t('admin.customers.tab.bets')}
          rows={page.list}
          rowKey={(b) => b.betUid}
          columns={[
            { head: t('admin.customers.placed'), cell: (b) => formatDateTimeForLocale(locale, b.createdAt) },
            { head: t('admin.customers.lottery'), cell: (b) => b.lotteryName },
            { head: t('admin.customers.period'), className: 'mono', cell: (b) => b.period },
            {
              head: t('admin.customers.pick'),
              cell: (b) => (
                <>
                  {marketLabel(t, b.key)}
                  <div className="muted mono">{b.key}</div>
                </>
              ),
            },
            { head: num(t('admin.money.amount')), cell: (b) => money(b.amount) },
            { head: num(t('bets.odds')), cell: (b) => b.odds },
            { head: t('admin.money.status'), cell: (b) => <BetStatus t={t} bet={b} /> },
            { head: num(t('bets.payout')), cell: (b) => money(b.payout) },
          ]}
        />
      )}
    </PagedView>
  );
}

/** A bet's state, and its result once settled. */
function BetStatus({ t, bet }: { t: T; bet: CustomerBet }) {
  return (
    <>
      <span className={`badge ${BET_BADGE[bet.status] ?? ''}`}>{t(keyOf('bets.status', bet.status))}</span>
      {bet.result && <div className="muted">{t(keyOf('bets.result', bet.result))}</div>}
    </>
  );
}
