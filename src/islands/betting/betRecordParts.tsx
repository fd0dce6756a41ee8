/**
 * The parts of the bet records screen: the filters (range and round), the totals of the filter,
 * one bet, the pager and the cancellation of a pending bet.
 */
import { useState } from 'react';
import { api } from '#client/api.ts';
import { errorText, type T } from '#client/i18n.ts';
import type { Bet } from '#shared/contract/betting.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { Dialog } from '../common/Dialog.tsx';
import { RANGES, type RangeName } from './dateRange.ts';
import { formatOddsForLocale } from './liveRound.ts';
import { marketLabel } from './marketLabel.ts';
import type { BetSearch } from '#shared/contract/betting.ts';
import { Figures } from '../common/Figures.tsx';
import { useCheckedFilter } from '../common/useCheckedFilter.ts';

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

/** The range buttons and the round filter (a period, checked before it is searched). */
export function BetFilters({
  t,
  range,
  onRange,
  onPeriod,
}: {
  t: T;
  range: RangeName;
  onRange: (range: RangeName) => void;
  onPeriod: (period: string) => void;
}) {
  const period = useCheckedFilter('', PERIOD, () => t('bets.roundFilterInvalid'), onPeriod);
  const periodError = period.error;

  return (
    <section className="card bet-filters" aria-label={t('bets.filters')}>
      <div className="segments bet-ranges" role="group" aria-label={t('bets.range')}>
        {RANGES.map((name) => (
          <button key={name} type="button" aria-pressed={range === name} onClick={() => onRange(name)}>
            {t(`bets.range.${name}`)}
          </button>
        ))}
      </div>
      <form onSubmit={period.submit} noValidate>
        <div className={`field${periodError ? ' field-invalid' : ''}`}>
          <label htmlFor="bet-period">{t('bets.roundFilter')}</label>
          <input
            id="bet-period"
            inputMode="numeric"
            autoComplete="off"
            value={period.value}
            onChange={(e) => period.setValue(e.target.value)}
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
  );
}

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

/** Previous and next page, with "page n of m" between. */
export function Pager({
  t,
  pageNo,
  pages,
  onPage,
}: {
  t: T;
  pageNo: number;
  pages: number;
  onPage: (update: (pageNo: number) => number) => void;
}) {
  return (
    <nav className="pager" aria-label={t('bets.pages')}>
      <button
        type="button"
        className="button button-secondary"
        disabled={pageNo <= 1}
        onClick={() => onPage((n) => n - 1)}
      >
        {t('bets.previous')}
      </button>
      <span className="muted">{t('bets.pageOf', { page: pageNo, pages })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={pageNo >= pages}
        onClick={() => onPage((n) => n + 1)}
      >
        {t('bets.next')}
      </button>
    </nav>
  );
}

export type CancelDialog = { kind: 'confirm'; bet: Bet } | { kind: 'done'; ok: boolean; text: string };

/** Asks before cancelling a pending bet, then tells how it went; the list reloads either way. */
export function CancelBetDialog({
  t,
  locale,
  dialog,
  setDialog,
  onSettled,
}: {
  t: T;
  locale: string;
  dialog: CancelDialog | null;
  setDialog: (dialog: CancelDialog | null) => void;
  onSettled: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);

  async function cancel(bet: Bet) {
    setBusy(true);
    try {
      await api<Bet>('/game/bet/cancel', { method: 'POST', query: { betUid: bet.betUid } });
      setDialog({ kind: 'done', ok: true, text: t('bets.cancelled', { amount: money(bet.amount) }) });
    } catch (error) {
      setDialog({ kind: 'done', ok: false, text: errorText(t, error) });
    } finally {
      setBusy(false);
      onSettled();
    }
  }

  return (
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
  );
}
