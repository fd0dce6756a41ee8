/** Betting per day and lottery with the totals row. */
import type { T } from '#client/i18n.ts';
import type { DailyRow } from '#shared/contract/reports.ts';
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
  );
}
