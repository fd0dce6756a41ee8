/**
 * My bet records (SPEC.md §2, §3, §4): one game's (`/myBet/{lotteryId}`) or every game's
 * (`/bet/records`), in a period (today, yesterday, last 7 or 30 days) and optionally one round;
 * the totals of the filter on top, then each bet with its pick, odds, status, result and payout.
 * A pending bet can be cancelled while its round is open.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState, type SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import { errorText, makeT } from '#client/i18n.ts';
import { $signedIn } from '#client/session.ts';
import type { Bet } from '#client/types.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import { Dialog } from '../common/Dialog.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { RANGES, rangeOf, type RangeName } from './dateRange.ts';
import { formatOddsForLocale } from './liveRound.ts';
import { marketLabel } from './marketLabel.ts';
import type { BetSearch, LotteryName } from './types.ts';
import './betting.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** One game's records; every game's when absent. */
  lotteryId?: number;
  /** Every lottery, to name each bet's game. */
  lotteries: LotteryName[];
}

const PAGE_SIZE = 20;
const PERIOD = /^\d{1,20}$/;

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

type DialogState = { kind: 'confirm'; bet: Bet } | { kind: 'done'; ok: boolean; text: string };

export default function BetRecords({ messages, locale, lotteryId, lotteries }: Props) {
  const t = useMemo(() => makeT(messages), [messages]);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const mounted = useHydrated();
  const signedIn = useStore($signedIn) && mounted;

  const [range, setRange] = useState<RangeName>('today');
  // Fixed when chosen: a key rebuilt from the clock on every render would reload forever.
  const [bounds, setBounds] = useState(() => rangeOf('today'));
  const [periodInput, setPeriodInput] = useState('');
  const [period, setPeriod] = useState('');
  const [periodError, setPeriodError] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [busy, setBusy] = useState(false);

  const remote = useRemote<BetSearch>(
    signedIn
      ? [
          '/game/search/bet',
          {
            lotteryId,
            pageNo,
            pageSize: PAGE_SIZE,
            start: bounds.start,
            end: bounds.end,
            period: period || undefined,
          },
        ]
      : null,
    { keepPreviousData: true },
  );

  const names = useMemo(() => new Map(lotteries.map((l) => [l.id, l.name])), [lotteries]);

  function chooseRange(next: RangeName) {
    setRange(next);
    setBounds(rangeOf(next));
    setPageNo(1);
  }

  function applyPeriod(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = periodInput.trim();
    if (value && !PERIOD.test(value)) {
      setPeriodError(t('bets.roundFilterInvalid'));
      return;
    }
    setPeriodError('');
    setPeriod(value);
    setPageNo(1);
  }

  async function cancel(bet: Bet) {
    setBusy(true);
    try {
      await api<Bet>('/game/bet/cancel', { method: 'POST', query: { betUid: bet.betUid } });
      setDialog({ kind: 'done', ok: true, text: t('bets.cancelled', { amount: money(bet.amount) }) });
    } catch (error) {
      setDialog({ kind: 'done', ok: false, text: errorText(t, error) });
    } finally {
      setBusy(false);
      void remote.mutate();
    }
  }

  if (!mounted) return <StateView t={t} isLoading onRetry={() => undefined} />;
  if (!signedIn) {
    return (
      <div className="state">
        <p>{t('common.signInRequired')}</p>
        <a className="button button-brand" href={paths.login}>
          {t('auth.signIn')}
        </a>
      </div>
    );
  }

  const data = remote.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const profit = data ? data.totals.netProfit : '0.00';

  return (
    <div className="stack">
      <section className="card bet-filters" aria-label={t('bets.filters')}>
        <div className="segments bet-ranges" role="group" aria-label={t('bets.range')}>
          {RANGES.map((name) => (
            <button key={name} type="button" aria-pressed={range === name} onClick={() => chooseRange(name)}>
              {t(`bets.range.${name}`)}
            </button>
          ))}
        </div>
        <form onSubmit={applyPeriod} noValidate>
          <div className={`field${periodError ? ' field-invalid' : ''}`}>
            <label htmlFor="bet-period">{t('bets.roundFilter')}</label>
            <input
              id="bet-period"
              inputMode="numeric"
              autoComplete="off"
              value={periodInput}
              onChange={(e) => setPeriodInput(e.target.value)}
              aria-invalid={periodError ? true : undefined}
              aria-describedby={periodError ? 'bet-period-error' : undefined}
            />
          </div>
          <button type="submit" className="button button-secondary">
            {t('bets.search')}
          </button>
        </form>
        {periodError && (
          <p id="bet-period-error" className="field-error">
            {periodError}
          </p>
        )}
      </section>

      <StateView
        t={t}
        isLoading={!data && remote.isLoading}
        slow={remote.slow}
        error={data ? undefined : remote.error}
        onRetry={() => void remote.mutate()}
      >
        {data && (
          <>
            <section className="card" aria-labelledby="bet-totals-title">
              <h2 id="bet-totals-title" className="section-title bet-totals-title">
                {t('bets.totals')}
              </h2>
              <dl className="bet-totals">
                <div>
                  <dt>{t('bets.totalBets')}</dt>
                  <dd>{money(data.totals.totalBets)}</dd>
                </div>
                <div>
                  <dt>{t('bets.winnings')}</dt>
                  <dd>{money(data.totals.winnings)}</dd>
                </div>
                <div>
                  <dt>{t('bets.losses')}</dt>
                  <dd>{money(data.totals.losses)}</dd>
                </div>
                <div>
                  <dt>{t('bets.netProfit')}</dt>
                  <dd
                    className={
                      profit.startsWith('-') ? 'amount-minus' : profit === '0.00' ? undefined : 'amount-plus'
                    }
                  >
                    {money(profit)}
                  </dd>
                </div>
              </dl>
            </section>

            {data.list.length === 0 ? (
              <StateView t={t} isLoading={false} empty onRetry={() => void remote.mutate()} />
            ) : (
              <ul className="list" aria-busy={remote.isValidating || undefined}>
                {data.list.map((bet) => (
                  <li key={bet.betUid} className="bet-record">
                    <div className="row">
                      <span className="muted">
                        {names.get(bet.lotteryId) ?? t(`game.${bet.game}`)} ·{' '}
                        {t('round.period', { period: bet.period })}
                      </span>
                      <span className={STATUS_BADGE[bet.status] ?? 'badge'}>
                        {t(`bets.status.${bet.status}`)}
                      </span>
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
                                one: formatOddsForLocale(locale, bet.oddsByCount[0] ?? bet.odds),
                                two: formatOddsForLocale(locale, bet.oddsByCount[1] ?? bet.odds),
                                three: formatOddsForLocale(locale, bet.oddsByCount[2] ?? bet.odds),
                              })
                            : formatOddsForLocale(locale, bet.odds)}
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
                      {bet.result && (
                        <span className={RESULT_BADGE[bet.result]}>{t(`bets.result.${bet.result}`)}</span>
                      )}
                    </div>
                    {bet.status === 'pending' && (
                      <button
                        type="button"
                        className="button button-secondary bet-cancel"
                        onClick={() => setDialog({ kind: 'confirm', bet })}
                      >
                        {t('bets.cancel')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}

            {pages > 1 && (
              <nav className="pager" aria-label={t('bets.pages')}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={pageNo <= 1}
                  onClick={() => setPageNo((n) => n - 1)}
                >
                  {t('bets.previous')}
                </button>
                <span className="muted">{t('bets.pageOf', { page: pageNo, pages })}</span>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={pageNo >= pages}
                  onClick={() => setPageNo((n) => n + 1)}
                >
                  {t('bets.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </StateView>

      <Dialog
        open={dialog !== null}
        title={
          dialog?.kind === 'done'
            ? dialog.ok
              ? t('common.successful')
              : t('common.error')
            : t('bets.cancelTitle')
        }
        onClose={() => !busy && setDialog(null)}
        actions={
          dialog?.kind === 'confirm' ? (
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDialog(null)}
                disabled={busy}
              >
                {t('bets.keep')}
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={() => void cancel(dialog.bet)}
                disabled={busy}
              >
                {busy ? t('common.loading') : t('bets.cancel')}
              </button>
            </>
          ) : (
            <button type="button" className="button button-brand" onClick={() => setDialog(null)}>
              {t('common.ok')}
            </button>
          )
        }
      >
        {dialog?.kind === 'confirm' && (
          <p>
            {t('bets.cancelBody', {
              pick: marketLabel(t, dialog.bet.key),
              period: dialog.bet.period,
              amount: money(dialog.bet.amount),
            })}
          </p>
        )}
        {dialog?.kind === 'done' && <p role={dialog.ok ? 'status' : 'alert'}>{dialog.text}</p>}
      </Dialog>
    </div>
  );
}
