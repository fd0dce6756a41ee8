/** A customer's bets, a page at a time. */
import { useState } from 'react';
import { keyOf, type T } from '#client/i18n.ts';
import type { Page } from '#shared/contract/common.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/betting/marketLabel.ts';
import type { CustomerBet } from '#shared/contract/staff.ts';
import { PAGE_SIZE, useAdminRemote } from '../kit/data.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { PagedView } from '../kit/RemoteView.tsx';

const BET_BADGE: Record<string, string> = {
  pending: 'badge-warn',
  settled: 'badge-good',
  invalid: 'badge-bad',
  cancelled: '',
  deleted: '',
};

export function BetsPanel({ t, locale, userId }: { t: T; locale: string; userId: string }) {
  const [pageNo, setPageNo] = useState(1);
  const remote = useAdminRemote<Page<CustomerBet>>(`/customers/${userId}/bets`, {
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return (
    <PagedView
      t={t}
      remote={remote}
      emptyText={t('admin.customers.noBets')}
      onPage={setPageNo}
      pagerLabel={t('admin.customers.betPages')}
    >
      {(page) => (
        <DataTable
          caption={t('admin.customers.tab.bets')}
          columns={[
            t('admin.customers.placed'),
            t('admin.customers.lottery'),
            t('admin.customers.period'),
            t('admin.customers.pick'),
            num(t('admin.money.amount')),
            num(t('bets.odds')),
            t('admin.money.status'),
            num(t('bets.payout')),
          ]}
        >
          {page.list.map((b) => (
            <tr key={b.betUid}>
              <td>{formatDateTimeForLocale(locale, b.createdAt)}</td>
              <td>{b.lotteryName}</td>
              <td className="mono">{b.period}</td>
              <td>
                {marketLabel(t, b.key)}
                <div className="muted mono">{b.key}</div>
              </td>
              <td className="num">{money(b.amount)}</td>
              <td className="num">{b.odds}</td>
              <td>
                <span className={`badge ${BET_BADGE[b.status] ?? ''}`}>
                  {t(keyOf('bets.status', b.status))}
                </span>
                {b.result && <div className="muted">{t(keyOf('bets.result', b.result))}</div>}
              </td>
              <td className="num">{money(b.payout)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedView>
  );
}
