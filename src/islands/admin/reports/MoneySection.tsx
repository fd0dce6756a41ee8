/** Completed deposits and withdrawals per day, and the balances players hold now. */
import type { T } from '#client/i18n.ts';
import { StateView } from '#islands/common/StateView.tsx';
import type { MoneyReport } from '#shared/contract/reports.ts';
import type { useAdminData } from '../kit/data.ts';
import { cents, type ReportFormat } from './format.ts';

type MoneyTotals = ReturnType<typeof moneyTotalsOf>;

/** The sums of the period's days. */
function moneyTotalsOf(m: MoneyReport | undefined) {
  return (m?.days ?? []).reduce(
    (sum, d) => ({
      depositCount: sum.depositCount + d.deposits.count,
      deposits: sum.deposits + cents(d.deposits.amount),
      withdrawalCount: sum.withdrawalCount + d.withdrawals.count,
      withdrawals: sum.withdrawals + cents(d.withdrawals.amount),
      fees: sum.fees + cents(d.withdrawals.fees),
      paidOut: sum.paidOut + cents(d.withdrawals.paidOut),
    }),
    { depositCount: 0, deposits: 0n, withdrawalCount: 0, withdrawals: 0n, fees: 0n, paidOut: 0n },
  );
}

export function MoneySection({
  t,
  locale,
  money,
  fmt,
}: {
  t: T;
  locale: string;
  money: ReturnType<typeof useAdminData<MoneyReport>>;
  fmt: ReportFormat;
}) {
  const { show, number } = fmt;
  const m = money.data;
  const moneyTotals = moneyTotalsOf(m);
  return (
    <>
      <h2 className="section-title">{t('admin.reports.money')}</h2>
      <p className="muted console-small">{t('admin.reports.moneyNote')}</p>
      <StateView
        t={t}
        isLoading={!m && money.isLoading}
        slow={money.slow}
        error={m ? null : money.error}
        onRetry={() => void money.mutate()}
      >
        {m && (
          <>
            <div className="admin-grid">
              <Stat
                label={t('admin.reports.deposits')}
                value={show(moneyTotals.deposits)}
                note={t('admin.reports.depositCount', { count: number(moneyTotals.depositCount) })}
              />
              <Stat
                label={t('admin.reports.withdrawals')}
                value={show(moneyTotals.withdrawals)}
                note={t('admin.reports.withdrawalCount', { count: number(moneyTotals.withdrawalCount) })}
              />
              <Stat label={t('admin.reports.fees')} value={show(moneyTotals.fees)} />
              <Stat
                label={t('admin.reports.balancesHeld')}
                value={show(m.balancesHeld)}
                note={t('admin.reports.balancesAsOf', {
                  players: number(m.players),
                  time: new Intl.DateTimeFormat(locale, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  }).format(new Date(m.asOf)),
                })}
              />
            </div>
            <MoneyTable t={t} m={m} totals={moneyTotals} fmt={fmt} />
          </>
        )}
      </StateView>
    </>
  );
}

function MoneyTable({
  t,
  m,
  totals: moneyTotals,
  fmt,
}: {
  t: T;
  m: MoneyReport;
  totals: MoneyTotals;
  fmt: ReportFormat;
}) {
  const { show, number, dayText } = fmt;
  return m.days.length === 0 ? (
    <div className="state state-empty">
      <p>{t('admin.reports.noMoney')}</p>
    </div>
  ) : (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">{t('admin.reports.money')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.reports.day')}</th>
            <th scope="col" className="num">
              {t('admin.reports.depositsCountColumn')}
            </th>
            <th scope="col" className="num">
              {t('admin.reports.deposits')}
            </th>
            <th scope="col" className="num">
              {t('admin.reports.withdrawalsCountColumn')}
            </th>
            <th scope="col" className="num">
              {t('admin.reports.withdrawals')}
            </th>
            <th scope="col" className="num">
              {t('admin.reports.fees')}
            </th>
            <th scope="col" className="num">
              {t('admin.reports.paidOut')}
            </th>
          </tr>
        </thead>
        <tbody>
          {m.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayText(d.day)}</th>
              <td className="num">{number(d.deposits.count)}</td>
              <td className="num">{show(d.deposits.amount)}</td>
              <td className="num">{number(d.withdrawals.count)}</td>
              <td className="num">{show(d.withdrawals.amount)}</td>
              <td className="num">{show(d.withdrawals.fees)}</td>
              <td className="num">{show(d.withdrawals.paidOut)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('admin.reports.total')}</th>
            <td className="num">{number(moneyTotals.depositCount)}</td>
            <td className="num">{show(moneyTotals.deposits)}</td>
            <td className="num">{number(moneyTotals.withdrawalCount)}</td>
            <td className="num">{show(moneyTotals.withdrawals)}</td>
            <td className="num">{show(moneyTotals.fees)}</td>
            <td className="num">{show(moneyTotals.paidOut)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="stat">
      <div className="stat-label">{label}</div>
      <div className="stat-value">{value}</div>
      {note && <div className="muted">{note}</div>}
    </div>
  );
}
