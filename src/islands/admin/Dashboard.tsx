/**
 * The staff dashboard: money waiting for staff, balances held, today's turnover, payouts and GGR
 * per lottery with each lottery's current round; refreshed every 10 seconds.
 */
import { useEffect, useState } from 'react';
import { makeT, type T, keyOf } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { StateView } from '../common/StateView.tsx';
import { DataTable, num } from './kit/DataTable.tsx';
import type { Figures, Queue } from '#shared/contract/reports.ts';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const REFRESH_MS = 10_000;

/** The figures, read now and every 10 seconds, with the server time of the last read. */
function useFigures(locale: string) {
  const [figures, setFigures] = useState<Figures | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [updatedAt, setUpdatedAt] = useState<string>('');

  useEffect(() => {
    let stopped = false;
    const load = () =>
      adminApi<Figures>('/dashboard')
        .then((data) => {
          if (stopped) return;
          setFigures(data);
          setError(null);
          setUpdatedAt(new Date(data.serverTime).toLocaleTimeString(locale));
        })
        .catch((e: unknown) => !stopped && setError(e));
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [locale]);

  return { figures, error, updatedAt };
}

export default function Dashboard({ messages, locale }: Props) {
  const t = makeT(messages);
  const { figures, error, updatedAt } = useFigures(locale);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const queue = (label: string, q: Queue, href: string) => (
    <a className="stat" href={href}>
      <div className="stat-label">{label}</div>
      <div className="stat-value">{q.count}</div>
      <div className="muted">{money(q.amount)}</div>
    </a>
  );
  return (
    <StateView
      t={t}
      isLoading={!figures && !error}
      error={figures ? null : error}
      onRetry={() => location.reload()}
    >
      {figures && (
        <>
          <div className="admin-grid">
            {queue(
              t('admin.dashboard.pendingDeposits'),
              figures.pendingDeposits,
              '/admin/deposits?status=pending',
            )}
            {queue(
              t('admin.dashboard.pendingWithdrawals'),
              figures.pendingWithdrawals,
              '/admin/withdrawals?status=pending',
            )}
            {queue(
              t('admin.dashboard.approvedWithdrawals'),
              figures.approvedWithdrawals,
              '/admin/withdrawals?status=approved',
            )}
            <div className="stat">
              <div className="stat-label">{t('admin.dashboard.balancesHeld')}</div>
              <div className="stat-value">{money(figures.balancesHeld)}</div>
              <div className="muted">{t('admin.dashboard.players', { count: figures.players })}</div>
            </div>
          </div>
          <h2 className="section-title">{t('admin.dashboard.today')}</h2>
          <TodayTable t={t} lotteries={figures.today.lotteries} money={money} />
          <p className="muted" role="status">
            {t('admin.dashboard.updated', { time: updatedAt })}
          </p>
        </>
      )}
    </StateView>
  );
}

/** Today's bets, turnover, payouts and GGR per lottery, with its current round. */
function TodayTable({
  t,
  lotteries,
  money,
}: {
  t: T;
  lotteries: Figures['today']['lotteries'];
  money: (amount: string) => string;
}) {
  return (
    <DataTable
      columns={[
        t('admin.dashboard.lottery'),
        t('admin.dashboard.round'),
        num(t('admin.dashboard.bets')),
        num(t('admin.dashboard.turnover')),
        num(t('admin.dashboard.payouts')),
        num(t('admin.dashboard.ggr')),
      ]}
    >
      {lotteries.map((l) => (
        <tr key={l.lotteryId}>
          <th scope="row">{l.name}</th>
          <td>
            {l.round ? (
              <>
                {l.round.period} · <span className="badge">{t(keyOf('round.state', l.round.state))}</span>
              </>
            ) : (
              t('round.state.none')
            )}
          </td>
          <td className="num">{l.bets}</td>
          <td className="num">{money(l.turnover)}</td>
          <td className="num">{money(l.payouts)}</td>
          <td className="num">{money(l.ggr)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
