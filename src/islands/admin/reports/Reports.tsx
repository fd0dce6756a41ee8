/**
 * Reports: betting per day and lottery (bets, turnover, payouts, GGR) with totals, a bar chart
 * of turnover and GGR per day, and a CSV export built in the browser; below, completed deposits
 * and withdrawals per day and the balances players hold now; the players a deposit or loss
 * limit refused. Days are UTC calendar days.
 */
import { formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { formatMoney } from '#shared/money.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { staffIsland } from '../kit/gate.tsx';
import { useAdminData } from '../kit/data.ts';
import { BettingSection } from './BettingSection.tsx';
import { LimitHitsSection } from './LimitHitsSection.tsx';
import type { ReportFormat } from './format.ts';
import { MoneySection } from './MoneySection.tsx';
import { downloadCsv } from './range.ts';
import { ReportToolbar } from './ReportToolbar.tsx';
import { useReportRange } from './useReportRange.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';

/** How the page writes money, counts and UTC days. */
function formatOf(locale: string): ReportFormat {
  return {
    show: (amount) => formatMoneyForLocale(locale, typeof amount === 'string' ? amount : formatMoney(amount)),
    number: (n) => formatNumberForLocale(locale, n),
    dayText: (day) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
  };
}

export default staffIsland('reports', ReportsPage);

function ReportsPage() {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const range = useReportRange(t);
  const { from, to, lotteryId, query } = range;
  const lotteries = useAdminData('GET /lotteries');
  // No range yet: nothing is read, and the query below is never sent.
  const range0 = query ?? { from: '', to: '' };
  const daily = useAdminData(query ? 'GET /reports/daily' : null, {
    query: { ...range0, lotteryId: lotteryId || undefined },
  });
  const money = useAdminData(query ? 'GET /reports/money' : null, { query: range0 });

  const lotteryName = (id: number) => lotteries.data?.find((l) => l.id === id)?.name ?? `#${id}`;
  const fmt = formatOf(locale);
  const rows = daily.data ?? [];
  const exportCsv = () =>
    downloadCsv(rows, lotteryName, `report-${from}-to-${to}${lotteryId ? `-lottery-${lotteryId}` : ''}.csv`);

  return (
    <div className="stack">
      <ReportToolbar
        range={range}
        lotteries={lotteries.data ?? []}
        canExport={hydrated && Boolean(daily.data) && rows.length > 0}
        onExport={exportCsv}
      />
      <p className="muted console-small">{t('admin.reports.utcNote')}</p>

      {query && (
        <>
          <h2 className="section-title">{t('admin.reports.betting')}</h2>
          <RemoteView remote={daily}>
            {(days) => <BettingSection from={from} to={to} rows={days} lotteryName={lotteryName} fmt={fmt} />}
          </RemoteView>

          <MoneySection money={money} fmt={fmt} />

          <LimitHitsSection query={query} />
        </>
      )}
    </div>
  );
}
