/** The deposit queue's columns, after the ones every money queue has. */
import type { T } from '#client/i18n.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import type { StaffDeposit } from '#shared/contract/walletAdmin.ts';
import { parseMoney } from '#shared/money.ts';
import { MoneyStatusBadge } from '#islands/common/moneyStatus.tsx';
import type { QueueColumn } from '../kit/MoneyQueue.tsx';
import { Shortened } from '../kit/views.tsx';

/** The deposit's own columns: amount (and what was applied), network, hash, status. */
export function depositColumns(t: T, locale: string): QueueColumn<StaffDeposit>[] {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return [
    {
      head: t('admin.money.amount'),
      headClass: 'num',
      cellClass: 'num',
      cell: (d) => (
        <>
          {money(d.amountReceived ?? d.amount)}
          {d.amountReceived !== null && d.amountReceived !== d.amount && (
            <div className="muted">{t('admin.deposits.applied', { amount: money(d.amount) })}</div>
          )}
        </>
      ),
    },
    { head: t('admin.money.network'), cell: (d) => d.network ?? '—' },
    { head: t('admin.money.txHash'), cell: (d) => <Shortened value={d.txHash} /> },
    {
      head: t('admin.money.status'),
      cell: (d) => (
        <>
          <MoneyStatusBadge status={d.status} kind="deposit" />
          {d.reversed && (
            <>
              {' '}
              <span className="badge badge-bad">{t('admin.deposits.reversed')}</span>
            </>
          )}
          {parseMoney(d.owed) ? (
            <div className="muted">{t('admin.deposits.owed', { amount: money(d.owed) })}</div>
          ) : null}
          {d.reason && <div className="muted cell-reason">{d.reason}</div>}
        </>
      ),
    },
  ];
}
