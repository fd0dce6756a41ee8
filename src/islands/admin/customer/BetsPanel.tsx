/** A customer's bets, a page at a time. */
import { useState } from 'react';
import { keyOf, type T } from '#client/i18n.ts';
import type { Page } from '#shared/contract/common.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { StateView } from '#islands/common/StateView.tsx';
import { marketLabel } from '#islands/betting/marketLabel.ts';
import type { CustomerBet } from '#shared/contract/staff.ts';
import { PAGE_SIZE, useAdminRemote } from '../kit/data.ts';
import { Pager } from '../kit/Pager.tsx';

const BET_BADGE: Record<string, string> = {
  pending: 'badge-warn',
  settled: 'badge-good',
  invalid: 'badge-bad',
  cancelled: '',
  deleted: '',
};

export function BetsPanel({ t, locale, userId }: { t: T; locale: string; userId: string }) {
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading, slow, mutate } = useAdminRemote<Page<CustomerBet>>(
    `/customers/${userId}/bets`,
    {
      pageNo,
      pageSize: PAGE_SIZE,
    },
  );
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return (
    <StateView
      t={t}
      isLoading={isLoading && !data}
      slow={slow}
      error={data ? null : error}
      empty={data?.list.length === 0}
      emptyText={t('admin.customers.noBets')}
      onRetry={() => void mutate()}
    >
      {data && (
        <>
          <div className="table-scroll">
            <table className="data">
              <caption className="visually-hidden">{t('admin.customers.tab.bets')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.customers.placed')}</th>
                  <th scope="col">{t('admin.customers.lottery')}</th>
                  <th scope="col">{t('admin.customers.period')}</th>
                  <th scope="col">{t('admin.customers.pick')}</th>
                  <th scope="col" className="num">
                    {t('admin.money.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.odds')}
                  </th>
                  <th scope="col">{t('admin.money.status')}</th>
                  <th scope="col" className="num">
                    {t('bets.payout')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((b) => (
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
              </tbody>
            </table>
          </div>
          <Pager t={t} page={data} onPage={setPageNo} label={t('admin.customers.betPages')} />
        </>
      )}
    </StateView>
  );
}
