/**
 * Stake chips above the slip's amount: the room's amounts set by staff and up to five the player
 * saved, ascending, each filling the amount (of every pick, or of the pick being edited); then a
 * switch that saves the amount typed as a chip, or forgets it when it is one already.
 */
import { useStore } from '@nanostores/react';
import type { Dispatch } from 'react';
import { formatDecimal, numberFormat } from '#i18n/format.ts';
import { formatMoney } from '#shared/money.ts';
import type { SlipAction } from './betSlip.ts';
import { amountAsTyped } from '../common/amount.ts';
import { $savedChips, chipsOf, MAX_SAVED_CHIPS, toggleChip } from './stakeMemory.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface Props {
  /** The room's chips (money strings), as staff set them. */
  roomChips: readonly string[];
  /** The amount a chip would save now (the one typed, or the pick's), null when it cannot be read. */
  current: bigint | null;
  /** Whether the page is hydrated: saved chips live in this browser only. */
  mounted: boolean;
  dispatch: Dispatch<SlipAction>;
}

export function StakeChips({ roomChips, current, mounted, dispatch }: Props) {
  const locale = useLocale();
  const t = useT();
  const stored = useStore($savedChips);
  const saved = mounted ? stored : [];
  const chips = chipsOf(roomChips, saved);
  const shown = numberFormat(locale, { maximumFractionDigits: 2 });
  const isSaved = current !== null && saved.some((chip) => chip === formatMoney(current));
  return (
    <div className="chips" role="group" aria-label={t('betting.chips')}>
      {chips.map((chip) => (
        <button
          key={chip.amount}
          type="button"
          className={`chip${chip.saved ? ' chip-saved' : ''}`}
          onClick={() => dispatch({ type: 'chip', value: amountAsTyped(locale, chip.amount) })}
        >
          {formatDecimal(shown, chip.amount)}
          <span className="visually-hidden"> USDT</span>
        </button>
      ))}
      <button
        type="button"
        className="chip chip-save"
        aria-pressed={isSaved}
        disabled={!mounted || current === null || current <= 0n}
        title={t('betting.saveChipHint', { max: MAX_SAVED_CHIPS })}
        onClick={() => current !== null && $savedChips.set(toggleChip($savedChips.get(), current))}
      >
        <span aria-hidden="true">{isSaved ? '★' : '☆'}</span> {t('betting.saveChip')}
      </button>
    </div>
  );
}
