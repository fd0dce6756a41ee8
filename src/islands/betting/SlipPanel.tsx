/**
 * The slip under the markets: how many picks, the amount each (typed the player's way), the
 * total and balance, the amount's error, the frozen notice and the bet button (a sign-in link
 * for visitors; neutral until hydrated, since the session lives in the browser).
 */
import type { Dispatch } from 'react';
import type { T } from '#client/i18n.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import type { SlipAction } from './betSlip.ts';
import { Figures } from '../common/Figures.tsx';

interface Props {
  t: T;
  locale: string;
  count: number;
  amount: string;
  amountError: string;
  minBet: string;
  /** The total of the slip as a money string, null when the amount cannot be read. */
  total: string | null;
  /** The signed-in player's balance (undefined while loading). */
  balance: string | undefined;
  mounted: boolean;
  signedIn: boolean;
  frozen: boolean;
  open: boolean;
  supportUrl: string;
  dispatch: Dispatch<SlipAction>;
  onBet: () => void;
}

export function SlipPanel(props: Props) {
  const { t, locale, count, amount, amountError, minBet, total, balance, signedIn, dispatch } = props;
  const money = (value: string) => formatMoneyForLocale(locale, value);
  return (
    <section className="slip" aria-labelledby="slip-title">
      <div className="slip-head">
        <h2 id="slip-title">{t('betting.selectedCount', { count })}</h2>
        {count > 0 && (
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'clear' })}>
            {t('betting.clear')}
          </button>
        )}
      </div>
      <div className="slip-body">
        <div className="slip-amount">
          <label htmlFor="bet-amount">{t('betting.amountEach')}</label>
          <input
            id="bet-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => dispatch({ type: 'amount', value: e.target.value })}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'bet-amount-error bet-amount-hint' : 'bet-amount-hint'}
          />
          <span id="bet-amount-hint" className="visually-hidden">
            {t('betting.amountHint', { min: money(minBet) })}
          </span>
        </div>
        <Figures
          className="slip-figures"
          items={[
            { term: t('betting.total'), value: total !== null ? money(total) : '—' },
            signedIn && { term: t('betting.balance'), value: balance !== undefined ? money(balance) : '…' },
          ]}
        />
      </div>
      {amountError && (
        <p id="bet-amount-error" className="field-error" role="alert">
          {amountError}
        </p>
      )}
      <SlipActions {...props} />
    </section>
  );
}

/** The frozen notice, the bet button and why it is disabled. */
function SlipActions({ t, mounted, signedIn, frozen, open, supportUrl, onBet }: Props) {
  return (
    <>
      {frozen && (
        <p className="notice notice-danger">
          {t('betting.frozen')}{' '}
          <a href={supportUrl} target="_blank" rel="noopener noreferrer">
            {t('common.contactService')}
          </a>
        </p>
      )}
      {!mounted ? (
        <button type="button" className="button button-brand button-block" disabled>
          {t('betting.bet')}
        </button>
      ) : !signedIn ? (
        <a className="button button-brand button-block" href={paths.login}>
          {t('betting.signInToBet')}
        </a>
      ) : (
        <button
          type="button"
          className="button button-brand button-block"
          onClick={onBet}
          disabled={frozen || !open}
          aria-describedby={!open && !frozen ? 'bet-not-open' : undefined}
        >
          {t('betting.bet')}
        </button>
      )}
      {mounted && signedIn && !open && !frozen && (
        <p id="bet-not-open" className="muted slip-note">
          {t('betting.notOpen')}
        </p>
      )}
    </>
  );
}
