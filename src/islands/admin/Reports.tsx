/**
 * Reports: betting per day and lottery (bets, turnover, payouts, GGR) with totals, a bar chart
 * of turnover and GGR per day, and a CSV export built in the browser; below, completed deposits
 * and withdrawals per day and the balances players hold now. Days are UTC calendar days.
 */
import { useState } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { replaceSearch, searchParam, useAdminData } from './kit/data.ts';
import type { AdminLottery } from './kit/apiTypes.ts';
import { ReportChart, type ChartDay } from './ReportChart.tsx';
import './console.css';

interface DailyRow {
  day: string;
  lotteryId: number;
  bets: number;
  turnover: string;
  payouts: string;
  ggr: string;
}

interface MoneyReport {
  days: {
    day: string;
    deposits: { count: number; amount: string };
    withdrawals: { count: number; amount: string; fees: string; paidOut: string };
  }[];
  balancesHeld: string;
  players: number;
  asOf: string;
}

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

/** Signed money in cents (GGR may be negative). */
function cents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const value = parseMoney(negative ? amount.slice(1) : amount) ?? 0n;
  return negative ? -value : value;
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

  const m = money.data;
  const moneyTotals = (m?.days ?? []).reduce(
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
            {rows.length === 0 ? (
              <div className="state state-empty">
                <p>{t('admin.reports.noBets')}</p>
              </div>
            ) : (
              <div className="table-scroll">
                <table className="data">
                  <caption className="visually-hidden">{t('admin.reports.betting')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.reports.day')}</th>
                      <th scope="col">{t('admin.reports.lottery')}</th>
                      <th scope="col" className="num">
                        {t('admin.reports.bets')}
                      </th>
                      <th scope="col" className="num">
                        {t('admin.reports.turnover')}
                      </th>
                      <th scope="col" className="num">
                        {t('admin.reports.payouts')}
                      </th>
                      <th scope="col" className="num">
                        {t('admin.reports.ggr')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
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
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t('admin.reports.total')}
                      </th>
                      <td className="num">{number(totals.bets)}</td>
                      <td className="num">{show(totals.turnover)}</td>
                      <td className="num">{show(totals.payouts)}</td>
                      <td className="num">{show(totals.ggr)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </StateView>

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
                {m.days.length === 0 ? (
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
                )}
              </>
            )}
          </StateView>
        </>
      )}
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="stat">
      <div className="stat-label">{label}</div>
      <div className="stat-value">{value}</div>
      {note && <div className="muted">{note}</div>}
    </div>
  );
}
