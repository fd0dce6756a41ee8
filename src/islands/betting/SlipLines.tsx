/**
 * The picks of the slip, opened from its summary: each pick at its odds with what it returns if
 * it wins, its own amount when amounts are per pick, and a button that removes it; the switch
 * between one amount for all and an amount per pick, and "clear".
 */
import type { Dispatch } from 'react';
import { centsOrDash, type SlipAction, type SlipLine } from './betSlip.ts';
import { formatOddsForLocale } from '../common/liveRound.ts';
import { marketLabel } from '../common/marketLabel.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  lines: SlipLine[];
  perPick: boolean;
  /** The pick whose amount is refused (its error is shown under the slip). */
  errorKey: string | null;
  dispatch: Dispatch<SlipAction>;
}

const inputId = (key: string) => `stake-${key.replace(/[^\w-]/g, '_')}`;

export function SlipLines({ lines, perPick, errorKey, dispatch }: Props) {
  const locale = useLocale();
  const t = useT();
  const money = (cents: bigint | null) => centsOrDash(locale, cents);
  return (
    <div className="slip-lines" id="slip-lines">
      <div className="slip-lines-head">
        <label className="check">
          <input
            type="checkbox"
            checked={perPick}
            onChange={(e) => dispatch({ type: 'perPick', on: e.target.checked })}
          />
          {t('betting.perPick')}
        </label>
        <button type="button" className="link-button" onClick={() => dispatch({ type: 'clear' })}>
          {t('betting.clear')}
        </button>
      </div>
      <ul className="slip-list">
        {lines.map(({ pick, typed, returns }) => {
          const name = marketLabel(t, pick.key);
          const invalid = errorKey === pick.key;
          return (
            <li key={pick.key} className="slip-line">
              <div className="slip-line-name">
                <bdi>{name}</bdi>
                <span className="muted">
                  {t('betting.odds')} {formatOddsForLocale(locale, pick.oddsByCount?.at(-1) ?? pick.odds)}
                </span>
              </div>
              {perPick && (
                <input
                  id={inputId(pick.key)}
                  className="slip-line-amount"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t('betting.amountOf', { pick: name })}
                  value={typed}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? 'bet-amount-error' : undefined}
                  onFocus={() => dispatch({ type: 'focusPick', key: pick.key })}
                  onChange={(e) => dispatch({ type: 'pickAmount', key: pick.key, value: e.target.value })}
                />
              )}
              <span className="slip-line-return">
                <span className="muted">{t('betting.returns')}</span> {money(returns)}
              </span>
              <button
                type="button"
                className="slip-remove"
                aria-label={t('betting.remove', { pick: name })}
                onClick={() => dispatch({ type: 'remove', key: pick.key })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
