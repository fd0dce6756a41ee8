/** Betting per day and lottery with the totals row. */
import type { DailyRow } from '#shared/contract/reports.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { cents, type ReportFormat } from './format.ts';
import { useT } from '#islands/common/i18n.tsx';

export interface BettingTotals {
  bets: number;
  turnover: bigint;
  payouts: bigint;
  ggr: bigint;
}

export function BettingTable({
  rows,
  totals,
  lotteryName,
  fmt,
}: {
  rows: DailyRow[];
  totals: BettingTotals;
  lotteryName: (id: number) => string;
  fmt: ReportFormat;
}) {
  const t = useT();
  const { show, number, dayText } = fmt;
  return rows.length === 0 ? (
    <div className="state state-empty">
      <p>{t('admin.reports.noBets')}</p>
    </div>
  ) : (
    <RowsTable
      caption={t('admin.reports.betting')}
      rows={rows}
      rowKey={(r) => `${r.day}-${r.lotteryId}`}
      columns={[
        { head: t('admin.reports.day'), rowHeader: true, cell: (r) => dayText(r.day) },
        { head: t('admin.reports.lottery'), cell: (r) => lotteryName(r.lotteryId) },
        { head: num(t('admin.reports.bets')), cell: (r) => number(r.bets) },
        { head: num(t('admin.reports.turnover')), cell: (r) => show(r.turnover) },
        { head: num(t('admin.reports.payouts')), cell: (r) => show(r.payouts) },
        {
          head: num(t('admin.reports.ggr')),
          cellProps: (r) => ({ className: cents(r.ggr) < 0n ? 'amount-minus' : undefined }),
          cell: (r) => show(r.ggr),
        },
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
    />
  );
}
