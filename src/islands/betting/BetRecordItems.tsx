/**
 * What the bet records screen lists: the totals of the filter and one bet.
 */
import type { Bet } from '#shared/contract/betting.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { formatOddsForLocale } from '../common/liveRound.ts';
import { marketLabel } from '../common/marketLabel.ts';
import type { BetSearch } from '#shared/contract/betting.ts';
import { Figures } from '../common/Figures.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

const STATUS_BADGE: Record<Bet['status'], string> = {
  pending: 'badge badge-warn',
  settled: 'badge badge-good',
  invalid: 'badge badge-bad',
  cancelled: 'badge',
  deleted: 'badge',
};
const RESULT_BADGE: Record<'WIN' | 'LOSE' | 'CANCEL', string> = {
  WIN: 'badge badge-good',
  LOSE: 'badge badge-bad',
  CANCEL: 'badge',
};

/** The totals of the filter: staked, won, lost and the net profit (signed by colour and sign). */
export function BetTotals({ totals }: { totals: BetSearch['totals'] }) {
  const t = useT();
  const money = useMoney();
  const profit = totals.netProfit;
  return (
    <section className="card" aria-labelledby="bet-totals-title">
      <h2 id="bet-totals-title" className="section-title bet-totals-title">
        {t('bets.totals')}
      </h2>
      <Figures
        className="bet-totals"
        items={[
          { term: t('bets.totalBets'), value: money(totals.totalBets) },
          { term: t('bets.winnings'), value: money(totals.winnings) },
          { term: t('bets.losses'), value: money(totals.losses) },
          {
            term: t('bets.netProfit'),
            value: money(profit),
            className: profit.startsWith('-')
              ? 'amount-minus'
              : profit === '0.00'
                ? undefined
                : 'amount-plus',
          },
        ]}
      />
    </section>
  );
}

/** One bet: its game and round, status, pick, amount, odds, payout, time and result. */
export function BetItem({
  bet,
  lotteryName,
  onCancel,
}: {
  bet: Bet;
  lotteryName: string | undefined;
  onCancel: () => void;
}) {
  const locale = useLocale();
  const t = useT();
  const money = useMoney();
  const odds = (value: string) => formatOddsForLocale(locale, value);
  return (
    <li className="bet-record">
      <div className="row">
        <span className="muted">
          {lotteryName ?? t(`game.${bet.game}`)} · {t('round.period', { period: bet.period })}
        </span>
        <span className={STATUS_BADGE[bet.status] ?? 'badge'}>{t(`bets.status.${bet.status}`)}</span>
      </div>
      <p className="bet-pick">{marketLabel(t, bet.key)}</p>
      <p className="bet-figures">
        <span>
          {t('bets.amount')} <b>{money(bet.amount)}</b>
        </span>
        <span>
          {t('bets.odds')}{' '}
          <b>
            {bet.oddsByCount
              ? t('market.faceOdds', {
                  one: odds(bet.oddsByCount[0] ?? bet.odds),
                  two: odds(bet.oddsByCount[1] ?? bet.odds),
                  three: odds(bet.oddsByCount[2] ?? bet.odds),
                })
              : odds(bet.odds)}
          </b>
        </span>
        {bet.result && (
          <span>
            {t('bets.payout')} <b>{money(bet.payout)}</b>
          </span>
        )}
      </p>
      <div className="row">
        <span className="muted">
          {t('bets.placedAt', { date: formatDateTimeForLocale(locale, bet.createdAt) })}
        </span>
        {bet.result && <span className={RESULT_BADGE[bet.result]}>{t(`bets.result.${bet.result}`)}</span>}
      </div>
      {bet.status === 'pending' && (
        <button type="button" className="button button-secondary bet-cancel" onClick={onCancel}>
          {t('bets.cancel')}
        </button>
      )}
    </li>
  );
}
