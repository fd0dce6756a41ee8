/** Betting per day and lottery: the totals, the chart of turnover and GGR, and the table. */
import type { DailyRow } from '#shared/contract/reports.ts';
import { BettingTable } from './BettingTable.tsx';
import type { ReportFormat } from './format.ts';
import { Stat } from '../kit/views.tsx';
import { chartDaysOf, totalsOf } from './range.ts';
import { ReportChart } from './ReportChart.tsx';
import { useT } from '#islands/common/i18n.tsx';

export function BettingSection({
  from,
  to,
  rows,
  lotteryName,
  fmt,
}: {
  from: string;
  to: string;
  rows: DailyRow[];
  lotteryName: (id: number) => string;
  fmt: ReportFormat;
}) {
  const t = useT();
  const { show, number, dayText } = fmt;
  const totals = totalsOf(rows);
  return (
    <>
      <div className="admin-grid">
        <Stat label={t('admin.reports.bets')} value={number(totals.bets)} />
        <Stat label={t('admin.reports.turnover')} value={show(totals.turnover)} />
        <Stat label={t('admin.reports.payouts')} value={show(totals.payouts)} />
        <Stat label={t('admin.reports.ggr')} value={show(totals.ggr)} />
      </div>
      <ReportChart
        days={chartDaysOf(from, to, rows, dayText)}
        label={t('admin.reports.chartLabel', {
          from: dayText(from),
          to: dayText(to),
          turnover: show(totals.turnover),
          ggr: show(totals.ggr),
        })}
        legend={{
          turnover: t('admin.reports.turnover'),
          ggr: t('admin.reports.ggr'),
          ggrNegative: t('admin.reports.ggrNegative'),
        }}
        format={(value) => show(value)}
      />
      <BettingTable rows={rows} totals={totals} lotteryName={lotteryName} fmt={fmt} />
    </>
  );
}
