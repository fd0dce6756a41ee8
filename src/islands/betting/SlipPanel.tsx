/**
 * The slip kept in view under the markets: stake chips, the amount of every pick (typed the
 * player's way) or "per pick", the total stake and what the slip returns if every pick wins, the
 * bet button (a sign-in link for visitors; neutral until hydrated, since the session lives in the
 * browser); under them what is wrong with the amount, as it is typed; then the picks' count (which
 * opens them), or "repeat my last bet" while the slip is empty, on one side, the chase and bet
 * buttons on the other (one row when they fit, else the buttons on a row of their own); and the
 * frozen notice.
 */
import { useState, type Dispatch } from 'react';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import { supportHref } from '#shared/supportLink.ts';
import { centsOrDash, type SlipAction, type SlipLine, type SlipState } from './betSlip.ts';
import { Figures } from '../common/Figures.tsx';
import { SlipLines } from './SlipLines.tsx';
import { amountAsTyped } from '../common/amount.ts';
import { StakeChips } from './StakeChips.tsx';
import type { RememberedStake } from './stakeMemory.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  state: SlipState;
  lines: SlipLine[];
  minBet: string;
  roomChips: readonly string[];
  /** The amount of every pick in cents, null when it cannot be read. */
  typedCents: bigint | null;
  /** The total stake and return of the slip in cents, null when an amount cannot be read. */
  total: bigint | null;
  returns: bigint | null;
  /** The signed-in player's balance (undefined while loading). */
  balance: string | undefined;
  /** The player's last slip in this lottery (empty: none). */
  last: RememberedStake[];
  mounted: boolean;
  signedIn: boolean;
  frozen: boolean;
  open: boolean;
  supportUrl: string;
  dispatch: Dispatch<SlipAction>;
  onBet: () => void;
  /** Opens the chase option: the same picks in the next periods. */
  onChase: () => void;
  /** What is wrong with the slip as typed, and the pick it is about (null: nothing); Bet is off meanwhile. */
  fault: { text: string; key: string | null } | null;
}

export function SlipPanel(props: Props) {
  const locale = useLocale();
  const t = useT();
  const { state, lines, total, returns, dispatch } = props;
  const [expanded, setExpanded] = useState(false);
  // An emptied slip (placed, cleared) closes its list: the next picks start folded.
  if (expanded && lines.length === 0) setExpanded(false);
  const money = (cents: bigint | null) => centsOrDash(locale, cents);
  const active = state.perPick ? lines.find((line) => line.pick.key === state.activeKey) : undefined;
  const current = state.perPick ? (active?.cents ?? null) : props.typedCents;
  // "Repeat my last bet" fills an empty slip: it takes the place of the picks' count (none yet),
  // and goes once picking starts rather than replace the picks.
  const repeatable = props.mounted && props.last.length > 0 && lines.length === 0;
  return (
    <section className="slip" aria-labelledby="slip-title" data-bottom-bar>
      <StakeChips roomChips={props.roomChips} current={current} mounted={props.mounted} dispatch={dispatch} />
      <div className="slip-body">
        <AmountField {...props} />
        <Figures
          className="slip-figures figures"
          items={[
            { term: t('betting.total'), value: money(total) },
            { term: t('betting.slipReturns'), value: lines.length > 0 ? money(returns) : '—' },
            props.signedIn && {
              term: t('betting.balance'),
              value: props.balance !== undefined ? formatMoneyForLocale(locale, props.balance) : '…',
            },
          ]}
        />
      </div>
      <AmountError {...props} />
      <div className="slip-foot">
        <div className="slip-links">
          {repeatable ? (
            <>
              <h2 id="slip-title" className="visually-hidden">
                {t('betting.selectedCount', { count: 0 })}
              </h2>
              <button
                type="button"
                className="link-button slip-repeat"
                onClick={() => dispatch({ type: 'repeat', stakes: props.last.map(stakeTyped(locale)) })}
              >
                {t('betting.repeatLast')}
              </button>
            </>
          ) : (
            <h2 id="slip-title">
              <button
                type="button"
                className="link-button slip-toggle"
                aria-expanded={expanded}
                aria-controls="slip-lines"
                disabled={lines.length === 0}
                onClick={() => setExpanded((open) => !open)}
              >
                {t('betting.selectedCount', { count: lines.length })}
                <span aria-hidden="true">{expanded ? ' ▴' : ' ▾'}</span>
              </button>
            </h2>
          )}
        </div>
        <div className="slip-actions">
          {props.mounted && props.signedIn && (
            <button
              type="button"
              className="button button-secondary slip-chase"
              onClick={props.onChase}
              disabled={props.frozen || props.fault !== null}
              aria-describedby={props.fault ? 'bet-amount-error' : undefined}
            >
              {t('chase.option')}
            </button>
          )}
          <BetButton {...props} />
        </div>
      </div>
      {expanded && (
        <SlipLines
          lines={lines}
          perPick={state.perPick}
          errorKey={props.fault ? props.fault.key : state.errorKey}
          dispatch={dispatch}
        />
      )}
      <SlipNotes {...props} />
    </section>
  );
}

/**
 * What is wrong with the slip, under the amount: as it is typed (no announcement at each key; the
 * field points to it), or as found when Bet was pressed (announced).
 */
function AmountError({ state, fault }: Props) {
  if (fault)
    return (
      <p id="bet-amount-error" className="field-error">
        {fault.text}
      </p>
    );
  if (!state.amountError) return null;
  return (
    <p id="bet-amount-error" className="field-error" role="alert">
      {state.amountError}
    </p>
  );
}

/** A remembered stake as the amount field shows it, in the locale's way (never grouped). */
const stakeTyped = (locale: string) => (stake: RememberedStake) => ({
  key: stake.key,
  amount: amountAsTyped(locale, stake.amount),
});

/** The amount of every pick, or, when amounts are per pick, that they are (set in the picks' list). */
function AmountField({ state, minBet, dispatch, fault }: Props) {
  const locale = useLocale();
  const t = useT();
  if (state.perPick) return <p className="slip-amount slip-per-pick">{t('betting.perPick')}</p>;
  const invalid = fault ? fault.key === null : state.amountError !== '' && state.errorKey === null;
  return (
    <div className="slip-amount">
      <label htmlFor="bet-amount" className="slip-amount-label">
        {t('betting.amountEachShort')}
      </label>
      <input
        id="bet-amount"
        inputMode="decimal"
        autoComplete="off"
        value={state.amount}
        onChange={(e) => dispatch({ type: 'amount', value: e.target.value })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'bet-amount-error bet-amount-hint' : 'bet-amount-hint'}
      />
      <span id="bet-amount-hint" className="visually-hidden">
        {t('betting.amountHint', { min: formatMoneyForLocale(locale, minBet) })}
      </span>
    </div>
  );
}

/** The bet button (off while the slip is wrong), or the sign-in link for a visitor. */
function BetButton({ mounted, signedIn, frozen, open, onBet, fault }: Props) {
  const t = useT();
  if (!mounted)
    return (
      <button type="button" className="button button-brand slip-bet" disabled>
        {t('betting.bet')}
      </button>
    );
  if (!signedIn)
    return (
      <a className="button button-brand slip-bet" href={paths.login}>
        {t('betting.signInToBet')}
      </a>
    );
  return (
    <button
      type="button"
      className="button button-brand slip-bet"
      onClick={onBet}
      disabled={frozen || !open || fault !== null}
      aria-describedby={
        [fault ? 'bet-amount-error' : '', !open && !frozen ? 'bet-not-open' : ''].filter(Boolean).join(' ') ||
        undefined
      }
    >
      {t('betting.bet')}
    </button>
  );
}

/** Why the bet button is disabled: the account is frozen, or the round is not open. */
function SlipNotes({ mounted, signedIn, frozen, open, supportUrl }: Props) {
  const t = useT();
  return (
    <>
      {frozen && (
        <p className="notice notice-danger">
          {t('betting.frozen')}{' '}
          <a href={supportHref(supportUrl, { about: 'account' })}>{t('common.contactService')}</a>
        </p>
      )}
      {mounted && signedIn && !open && !frozen && (
        <p id="bet-not-open" className="muted slip-note">
          {t('betting.notOpen')}
        </p>
      )}
    </>
  );
}
