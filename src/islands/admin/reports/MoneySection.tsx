/** Completed deposits and withdrawals per day, and the balances players hold now. */
import type { ReactNode } from 'react';
import type { MoneyReport } from '#shared/contract/reports.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { RemoteView, type Remote } from '../kit/RemoteView.tsx';
import { Stat } from '../kit/views.tsx';
import { cents, type ReportFormat } from './format.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

type MoneyTotals = ReturnType<typeof moneyTotalsOf>;

/** One row's figures: a day's (decimal strings) or the period's sums (cents). */
interface MoneyFigures {
  depositCount: number;
  deposits: bigint | string;
  withdrawalCount: number;
  withdrawals: bigint | string;
  fees: bigint | string;
  paidOut: bigint | string;
}

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

export function MoneySection({ money, fmt }: { money: Remote<MoneyReport>; fmt: ReportFormat }) {
  const locale = useLocale();
  const t = useT();
  const { show, number } = fmt;
  const moneyTotals = moneyTotalsOf(money.data);
  return (
    <>
      <h2 className="section-title">{t('admin.reports.money')}</h2>
      <p className="muted console-small">{t('admin.reports.moneyNote')}</p>
      <RemoteView remote={money}>
        {(m) => (
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
            <MoneyTable m={m} totals={moneyTotals} fmt={fmt} />
          </>
        )}
      </RemoteView>
    </>
  );
}

function MoneyTable({
  m,
  totals: moneyTotals,
  fmt,
}: {
  m: MoneyReport;
  totals: MoneyTotals;
  fmt: ReportFormat;
}) {
  const t = useT();
  const { dayText } = fmt;
  return m.days.length === 0 ? (
    <div className="state state-empty">
      <p>{t('admin.reports.noMoney')}</p>
    </div>
  ) : (
    <DataTable
      caption={t('admin.reports.money')}
      columns={[
        t('admin.reports.day'),
        num(t('admin.reports.depositsCountColumn')),
        num(t('admin.reports.deposits')),
        num(t('admin.reports.withdrawalsCountColumn')),
        num(t('admin.reports.withdrawals')),
        num(t('admin.reports.fees')),
        num(t('admin.reports.paidOut')),
      ]}
      foot={<FiguresRow head={t('admin.reports.total')} figures={moneyTotals} fmt={fmt} />}
    >
      {m.days.map((d) => (
        <FiguresRow
          key={d.day}
          head={dayText(d.day)}
          figures={{
            depositCount: d.deposits.count,
            deposits: d.deposits.amount,
            withdrawalCount: d.withdrawals.count,
            withdrawals: d.withdrawals.amount,
            fees: d.withdrawals.fees,
            paidOut: d.withdrawals.paidOut,
          }}
          fmt={fmt}
        />
      ))}
    </DataTable>
  );
}

/** A day's row, or the totals row: the counts and amounts in and out. */
function FiguresRow({
  head,
  figures: f,
  fmt,
}: {
  head: ReactNode;
  figures: MoneyFigures;
  fmt: ReportFormat;
}) {
  return (
    <tr>
      <th scope="row">{head}</th>
      <td className="num">{fmt.number(f.depositCount)}</td>
      <td className="num">{fmt.show(f.deposits)}</td>
      <td className="num">{fmt.number(f.withdrawalCount)}</td>
      <td className="num">{fmt.show(f.withdrawals)}</td>
      <td className="num">{fmt.show(f.fees)}</td>
      <td className="num">{fmt.show(f.paidOut)}</td>
    </tr>
  );
}
