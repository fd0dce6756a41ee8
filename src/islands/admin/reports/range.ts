/** The reports' date range (UTC calendar days), their totals and chart days, and the CSV export. */
import type { DailyRow } from '#shared/contract/reports.ts';
import { cents } from './format.ts';
import type { ChartDay } from './ReportChart.tsx';

const DAY_MS = 86_400_000;
export const MAX_DAYS = 366;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC calendar day as YYYY-MM-DD, `offset` days from `base`. */
export function isoDay(base: Date, offset = 0): string {
  return new Date(base.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); isoDay(d) <= to; d = new Date(d.getTime() + DAY_MS))
    days.push(isoDay(d));
  return days;
}

/** Bets, turnover, payouts and GGR (cents) of the rows. */
export function totalsOf(rows: readonly DailyRow[]) {
  return rows.reduce(
    (sum, r) => ({
      bets: sum.bets + r.bets,
      turnover: sum.turnover + cents(r.turnover),
      payouts: sum.payouts + cents(r.payouts),
      ggr: sum.ggr + cents(r.ggr),
    }),
    { bets: 0, turnover: 0n, payouts: 0n, ggr: 0n },
  );
}

/** Turnover and GGR per day of the range, every lottery added up. */
export function chartDaysOf(
  from: string,
  to: string,
  rows: readonly DailyRow[],
  dayText: (day: string) => string,
): ChartDay[] {
  return daysBetween(from, to).map((day) => {
    const ofDay = rows.filter((r) => r.day === day);
    return {
      day,
      label: dayText(day),
      turnover: ofDay.reduce((s, r) => s + cents(r.turnover), 0n),
      ggr: ofDay.reduce((s, r) => s + cents(r.ggr), 0n),
    };
  });
}

/** One CSV field, quoted when it holds a comma, quote or line break. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Downloads the rows as a CSV file built in the browser. */
export function downloadCsv(
  rows: readonly DailyRow[],
  lotteryName: (id: number) => string,
  fileName: string,
) {
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
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
