/** A customer's bets, a page at a time. */
import { keyOf } from '#client/i18n.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/common/marketLabel.ts';
import type { CustomerBet } from '#shared/contract/staff.ts';
import { useNumberedPage } from '../kit/data.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

const BET_BADGE: Record<string, string> = {
  pending: 'badge-warn',
  settled: 'badge-good',
  invalid: 'badge-bad',
  cancelled: '',
  deleted: '',
};

export function BetsPanel({ userId }: { userId: string }) {
  const locale = useLocale();
  const t = useT();
  const bets = useNumberedPage('GET /customers/{userId}/bets', { params: { userId } });
  const money = useMoney();
  return (
    <PagedView
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
            { head: t('admin.money.status'), cell: (b) => <BetStatus bet={b} /> },
            { head: num(t('bets.payout')), cell: (b) => money(b.payout) },
          ]}
        />
      )}
    </PagedView>
  );
}

/** A bet's state, and its result once settled. */
function BetStatus({ bet }: { bet: CustomerBet }) {
  const t = useT();
  return (
    <>
      <span className={`badge ${BET_BADGE[bet.status] ?? ''}`}>{t(keyOf('bets.status', bet.status))}</span>
      {bet.result && <div className="muted">{t(keyOf('bets.result', bet.result))}</div>}
    </>
  );
}
