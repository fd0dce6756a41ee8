/**
 * The staff dashboard: money waiting for staff, balances held, today's turnover, payouts and GGR
 * per lottery with each lottery's current round; refreshed every 10 seconds.
 */
import { useState } from 'react';
import { keyOf } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { StateView } from '#islands/common/StateView.tsx';
import { useRefreshEvery } from '#islands/common/useRefreshEvery.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { Stat } from '../kit/views.tsx';
import type { Figures, Queue } from '#shared/contract/reports.ts';
import { useMoney, useT, withIslandI18n } from '#islands/common/i18n.tsx';

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

  useRefreshEvery(
    REFRESH_MS,
    (current) =>
      adminApi('GET /dashboard')
        .then((data) => {
          if (!current()) return;
          setFigures(data);
          setError(null);
          setUpdatedAt(new Date(data.serverTime).toLocaleTimeString(locale));
        })
        .catch((e: unknown) => current() && setError(e)),
    locale,
  );

  return { figures, error, updatedAt };
}

export default withIslandI18n(function Dashboard({ locale }: Props) {
  const t = useT();
  const { figures, error, updatedAt } = useFigures(locale);
  const money = useMoney();
  const queue = (label: string, q: Queue, href: string) => (
    <Stat label={label} value={q.count} note={money(q.amount)} href={href} />
  );
  return (
    <StateView
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
            <Stat
              label={t('admin.dashboard.balancesHeld')}
              value={money(figures.balancesHeld)}
              note={t('admin.dashboard.players', { count: figures.players })}
            />
          </div>
          <h2 className="section-title">{t('admin.dashboard.today')}</h2>
          <TodayTable lotteries={figures.today.lotteries} money={money} />
          <p className="muted" role="status">
            {t('admin.dashboard.updated', { time: updatedAt })}
          </p>
        </>
      )}
    </StateView>
  );
});

/** Today's bets, turnover, payouts and GGR per lottery, with its current round. */
function TodayTable({
  lotteries,
  money,
}: {
  lotteries: Figures['today']['lotteries'];
  money: (amount: string) => string;
}) {
  const t = useT();
  return (
    <RowsTable
      rows={lotteries}
      rowKey={(l) => l.lotteryId}
      columns={[
        { head: t('admin.dashboard.lottery'), rowHeader: true, cell: (l) => l.name },
        {
          head: t('admin.dashboard.round'),
          cell: (l) =>
            l.round ? (
              <>
                {l.round.period} · <span className="badge">{t(keyOf('round.state', l.round.state))}</span>
              </>
            ) : (
              t('round.state.none')
            ),
        },
        { head: num(t('admin.dashboard.bets')), cell: (l) => l.bets },
        { head: num(t('admin.dashboard.turnover')), cell: (l) => money(l.turnover) },
        { head: num(t('admin.dashboard.payouts')), cell: (l) => money(l.payouts) },
        { head: num(t('admin.dashboard.ggr')), cell: (l) => money(l.ggr) },
      ]}
    />
  );
}
