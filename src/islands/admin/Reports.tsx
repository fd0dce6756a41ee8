/**
 * Reports: betting per day and lottery (bets, turnover, payouts, GGR) with totals, a bar chart
 * of turnover and GGR per day, and a CSV export built in the browser; below, completed deposits
 * and withdrawals per day and the balances players hold now. Days are UTC calendar days.
 */
import { useState } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { formatMoney } from '#shared/money.ts';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { replaceSearch, searchParam, useAdminData } from './kit/data.ts';
import type { AdminLottery, DailyRow, MoneyReport } from './kit/apiTypes.ts';
import { BettingTable } from './reports/BettingTable.tsx';
import { cents, type ReportFormat } from './reports/format.ts';
import { MoneySection, Stat } from './reports/MoneySection.tsx';
import { ReportChart, type ChartDay } from './ReportChart.tsx';
import './console.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC calendar day as YYYY-MM-DD, `offset` days from `base`. */
function isoDay(base: Date, offset = 0): string {
  return new Date(base.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); isoDay(d) <= to; d = new Date(d.getTime() + DAY_MS))
    days.push(isoDay(d));
  return days;
}

/** One CSV field, quoted when it holds a comma, quote or line break. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export default function Reports({ messages, locale }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('reports');
  return gateView(t, gate) ?? <ReportsPage t={t} locale={locale} />;
}

function ReportsPage({ t, locale }: { t: T; locale: string }) {
  const hydrated = useHydrated();
  const today = isoDay(new Date());
  const [from, setFrom] = useState(() =>
    DATE.test(searchParam('from')) ? searchParam('from') : isoDay(new Date(), -6),
  );
  const [to, setTo] = useState(() => (DATE.test(searchParam('to')) ? searchParam('to') : today));
  const [lotteryId, setLotteryId] = useState(() => searchParam('lotteryId'));

  const rangeError =
    !DATE.test(from) || !DATE.test(to)
      ? t('admin.reports.dateRequired')
      : from > to
        ? t('admin.reports.rangeInvalid')
        : daysBetween(from, to).length > MAX_DAYS
          ? t('admin.reports.rangeTooLong', { max: MAX_DAYS })
          : '';
  // The API's `to` is exclusive: the day after the last day shown.
  const query = rangeError ? null : { from, to: isoDay(new Date(`${to}T00:00:00Z`), 1) };

  const lotteries = useAdminData<AdminLottery[]>(['/lotteries']);
  const daily = useAdminData<DailyRow[]>(
    query ? ['/reports/daily', { ...query, lotteryId: lotteryId || undefined }] : null,
  );
  const money = useAdminData<MoneyReport>(query ? ['/reports/money', query] : null);

  function update(next: { from?: string; to?: string; lotteryId?: string }) {
    const values = { from, to, lotteryId, ...next };
    setFrom(values.from);
    setTo(values.to);
    setLotteryId(values.lotteryId);
    replaceSearch(values);
  }

  const lotteryName = (id: number) => lotteries.data?.find((l) => l.id === id)?.name ?? `#${id}`;
  const show = (amount: bigint | string) =>
    formatMoneyForLocale(locale, typeof amount === 'string' ? amount : formatMoney(amount));
  const number = (n: number) => formatNumberForLocale(locale, n);
  const dayText = (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const fmt: ReportFormat = { show, number, dayText };

  const rows = daily.data ?? [];
  const totals = rows.reduce(
    (sum, r) => ({
      bets: sum.bets + r.bets,
      turnover: sum.turnover + cents(r.turnover),
      payouts: sum.payouts + cents(r.payouts),
      ggr: sum.ggr + cents(r.ggr),
    }),
    { bets: 0, turnover: 0n, payouts: 0n, ggr: 0n },
  );
  const chartDays: ChartDay[] = query
    ? daysBetween(from, to).map((day) => {
        const ofDay = rows.filter((r) => r.day === day);
        return {
          day,
          label: dayText(day),
          turnover: ofDay.reduce((s, r) => s + cents(r.turnover), 0n),
          ggr: ofDay.reduce((s, r) => s + cents(r.ggr), 0n),
        };
      })
    : [];

  function exportCsv() {
    const lines = [
      ['day', 'lotteryId', 'lottery', 'bets', 'turnover', 'payouts', 'ggr'].join(','),
      ...rows.map((r) =>
        [r.day, r.lotteryId, lotteryName(r.lotteryId), r.bets, r.turnover, r.payouts, r.ggr]
          .map(csvField)
          .join(','),
      ),
    ];
    const blob = new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `report-${from}-to-${to}${lotteryId ? `-lottery-${lotteryId}` : ''}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="stack">
      <div className="admin-toolbar">
        <div className={`field${rangeError ? ' field-invalid' : ''}`}>
          <label htmlFor="report-from">{t('admin.reports.from')}</label>
          <input
            id="report-from"
            type="date"
            value={from}
            max={today}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(e) => update({ from: e.target.value })}
          />
        </div>
        <div className={`field${rangeError ? ' field-invalid' : ''}`}>
          <label htmlFor="report-to">{t('admin.reports.to')}</label>
          <input
            id="report-to"
            type="date"
            value={to}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(e) => update({ to: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="report-lottery">{t('admin.reports.lottery')}</label>
          <select
            id="report-lottery"
            value={lotteryId}
            onChange={(e) => update({ lotteryId: e.target.value })}
          >
            <option value="">{t('admin.reports.allLotteries')}</option>
            {(lotteries.data ?? []).map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hydrated || !daily.data || rows.length === 0}
          onClick={exportCsv}
        >
          {t('admin.reports.export')}
        </button>
      </div>
      {rangeError && (
        <p id="report-range-error" className="form-error" role="alert">
          {rangeError}
        </p>
      )}
      <p className="muted console-small">{t('admin.reports.utcNote')}</p>

      {query && (
        <>
          <h2 className="section-title">{t('admin.reports.betting')}</h2>
          <StateView
            t={t}
            isLoading={!daily.data && daily.isLoading}
            slow={daily.slow}
            error={daily.data ? null : daily.error}
            onRetry={() => void daily.mutate()}
          >
            <div className="admin-grid">
              <Stat label={t('admin.reports.bets')} value={number(totals.bets)} />
              <Stat label={t('admin.reports.turnover')} value={show(totals.turnover)} />
              <Stat label={t('admin.reports.payouts')} value={show(totals.payouts)} />
              <Stat label={t('admin.reports.ggr')} value={show(totals.ggr)} />
            </div>
            <ReportChart
              days={chartDays}
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
            <BettingTable t={t} rows={rows} totals={totals} lotteryName={lotteryName} fmt={fmt} />
          </StateView>

          <MoneySection t={t} locale={locale} money={money} fmt={fmt} />
        </>
      )}
    </div>
  );
}
