/** The withdrawal queue's columns, after the ones every money queue has. */
import type { T } from '#client/i18n.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import type { StaffWithdrawal } from '#shared/contract/walletAdmin.ts';
import { MoneyStatusBadge } from '#islands/common/moneyStatus.tsx';
import type { QueueColumn } from '../kit/MoneyQueue.tsx';
import { Shortened } from '../kit/views.tsx';

/** The withdrawal's own columns: amount, fee, what is sent, address, status. */
export function withdrawalColumns(t: T, locale: string): QueueColumn<StaffWithdrawal>[] {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return [
    { head: t('admin.money.amount'), headClass: 'num', cellClass: 'num', cell: (w) => money(w.amount) },
    { head: t('admin.money.fee'), headClass: 'num', cellClass: 'num', cell: (w) => money(w.fee) },
    {
      head: t('admin.withdrawals.actualAmount'),
      headClass: 'num',
      cellClass: 'num strong',
      cell: (w) => money(w.actualAmount),
    },
    {
      head: t('admin.withdrawals.address'),
      cell: (w) => (
        <>
          <Shortened value={w.address} keep={8} />
          {w.network && <div className="muted">{w.network}</div>}
        </>
      ),
    },
    {
      head: t('admin.money.status'),
      cell: (w) => (
        <>
          <MoneyStatusBadge status={w.status} kind="withdrawal" />
          {w.txHash && (
            <div className="muted">
              {t('admin.withdrawals.tx')} <Shortened value={w.txHash} keep={6} />
            </div>
          )}
          {w.reason && <div className="muted cell-reason">{w.reason}</div>}
        </>
      ),
    },
  ];
}
