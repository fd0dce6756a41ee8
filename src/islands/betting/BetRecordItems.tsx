/**
 * What the bet records screen lists: the totals of the filter and one bet.
 */
import type { T } from '#client/i18n.ts';
import type { Bet } from '#shared/contract/betting.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { formatOddsForLocale } from '../common/liveRound.ts';
import { marketLabel } from '../common/marketLabel.ts';
import type { BetSearch } from '#shared/contract/betting.ts';
import { Figures } from '../common/Figures.tsx';

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
export function BetTotals({ t, locale, totals }: { t: T; locale: string; totals: BetSearch['totals'] }) {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
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
  t,
  locale,
  bet,
  lotteryName,
  onCancel,
}: {
  t: T;
  locale: string;
  bet: Bet;
  lotteryName: string | undefined;
  onCancel: () => void;
}) {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
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
