/** The round's totals and every bet of the round with its result. */
import { formatNumberForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/common/marketLabel.ts';
import { nowrap, num, RowsTable } from '../kit/DataTable.tsx';
import { Stat } from '../kit/views.tsx';
import { shortDateTime } from '../kit/dates.ts';
import type { MoneyText, RoundDetailView, RoundTotals } from './view.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** The server returns at most this many bets of a round. */
const BET_LIMIT = 1000;

export function RoundStats({
  count,
  totals,
  money,
}: {
  count: number;
  totals: RoundTotals;
  money: MoneyText;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <div className="admin-grid">
      <Stat label={t('admin.rounds.totalBets')} value={formatNumberForLocale(locale, count)} />
      <Stat label={t('admin.rounds.totalStakes')} value={money(totals.stakes)} />
      <Stat label={t('admin.rounds.totalPayouts')} value={money(totals.payouts)} />
      <Stat label={t('admin.rounds.totalRefunds')} value={money(totals.refunds)} />
      <Stat label={t('admin.rounds.ggr')} value={money(totals.ggr)} negative={totals.ggr < 0n} />
    </div>
  );
}

type Bet = RoundDetailView['bets'][number];

export function RoundBets({
  bets,
  roomName,
  money,
}: {
  bets: RoundDetailView['bets'];
  roomName: (id: number) => string;
  money: MoneyText;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <h2 className="section-title">{t('admin.rounds.betsTitle')}</h2>
      {bets.length >= BET_LIMIT && (
        <p className="notice">
          {t('admin.rounds.limitNote', { count: formatNumberForLocale(locale, BET_LIMIT) })}
        </p>
      )}
      {bets.length === 0 ? (
        <div className="state state-empty">
          <p>{t('admin.rounds.noBets')}</p>
        </div>
      ) : (
        <RowsTable
          rows={bets}
          rowKey={(bet) => bet.betUid}
          columns={[
            nowrap(t('admin.rounds.placedAt'), (bet: Bet) => shortDateTime(locale, bet.createdAt)),
            { head: t('admin.rounds.player'), rowHeader: true, cell: (bet) => bet.userId },
            { head: t('admin.rounds.room'), cell: (bet) => roomName(bet.roomId) },
            {
              head: t('admin.rounds.selection'),
              cell: (bet) => (
                <>
                  {marketLabel(t, bet.key)} <code className="muted">{bet.key}</code>
                </>
              ),
            },
            nowrap(num(t('admin.rounds.amount')), (bet: Bet) => money(bet.amount)),
            {
              head: num(t('admin.rounds.odds')),
              cell: (bet) => (bet.oddsByCount ? bet.oddsByCount.join(' / ') : bet.odds),
            },
            { head: t('admin.rounds.status'), cell: (bet) => t(`bets.status.${bet.status}`) },
            {
              head: t('admin.rounds.result'),
              cell: (bet) => (bet.result ? t(`bets.result.${bet.result}`) : ''),
            },
            nowrap(num(t('admin.rounds.payout')), (bet: Bet) =>
              bet.result === 'WIN' || bet.result === 'CANCEL' ? money(bet.payout) : '',
            ),
          ]}
        />
      )}
    </>
  );
}
