/** Betting per day and lottery with the totals row. */
import type { T } from '#client/i18n.ts';
import type { DailyRow } from '#shared/contract/reports.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { cents, type ReportFormat } from './format.ts';

export interface BettingTotals {
  bets: number;
  turnover: bigint;
  payouts: bigint;
  ggr: bigint;
}

export function BettingTable({
  t,
  rows,
  totals,
  lotteryName,
  fmt,
}: {
  t: T;
  rows: DailyRow[];
  totals: BettingTotals;
  lotteryName: (id: number) => string;
  fmt: ReportFormat;
}) {
  const { show, number, dayText } = fmt;
  return rows.length === 0 ? (
    <div className="state state-empty">
      <p>{t('admin.reports.noBets')}</p>
    </div>
  ) : (
    <DataTable
      caption={t('admin.reports.betting')}
      columns={[
        t('admin.reports.day'),
        t('admin.reports.lottery'),
        num(t('admin.reports.bets')),
        num(t('admin.reports.turnover')),
        num(t('admin.reports.payouts')),
        num(t('admin.reports.ggr')),
      ]}
      foot={
        <tr>
          <th scope="row" colSpan={2}>
            {t('admin.reports.total')}
          </th>
          <td className="num">{number(totals.bets)}</td>
          <td className="num">{show(totals.turnover)}</td>
          <td className="num">{show(totals.payouts)}</td>
          <td className="num">{show(totals.ggr)}</td>
        </tr>
      }
    >
      {rows.map((r) => (
        <tr key={`${r.day}-${r.lotteryId}`}>
          <th scope="row">{dayText(r.day)}</th>
          <td>{lotteryName(r.lotteryId)}</td>
          <td className="num">{number(r.bets)}</td>
          <td className="num">{show(r.turnover)}</td>
          <td className="num">{show(r.payouts)}</td>
          <td className={`num${cents(r.ggr) < 0n ? ' amount-minus' : ''}`}>{show(r.ggr)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
