/**
 * The round screen's sound switch: a toggle button (`aria-pressed`) whose label says whether the
 * sounds are on. The choice is remembered in localStorage (`#client/sounds.ts`); the click is the
 * gesture that lets the browser start audio.
 */
import { useStore } from '@nanostores/react';
import type { T } from '#client/i18n.ts';
import { $soundOn, setSoundOn } from '#client/sounds.ts';
import { useHydrated } from './useHydrated.ts';

interface Props {
  t: T;
  className?: string;
}

export function SoundSwitch({ t, className }: Props) {
  const stored = useStore($soundOn);
  const hydrated = useHydrated();
  // The server cannot read localStorage: "off" until the island runs, so both renders agree.
  const on = hydrated && stored;
  return (
    <button
      type="button"
      className={['sound-switch', className].filter(Boolean).join(' ')}
      aria-pressed={on}
      disabled={!hydrated}
      onClick={() => setSoundOn(!on)}
    >
      <span aria-hidden="true">{on ? '🔊' : '🔇'}</span>
      <span>{on ? t('betting.soundOn') : t('betting.soundOff')}</span>
    </button>
  );
}
