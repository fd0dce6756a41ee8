/**
 * The round screen's sound switch: a toggle button (`aria-pressed`) whose label says whether the
 * sounds are on. The choice is remembered in localStorage (`#client/sounds.ts`); the click is the
 * gesture that lets the browser start audio.
 */
import { useStore } from '@nanostores/react';
import { $soundOn, setSoundOn } from '#client/sounds.ts';
import { useHydrated } from './useHydrated.ts';
import { useT } from './i18n.tsx';

interface Props {
  className?: string;
  /** The speaker only, its words for screen readers (beside the round screen's selects). */
  compact?: boolean;
}

export function SoundSwitch({ className, compact = false }: Props) {
  const t = useT();
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
      <SpeakerIcon on={on} />
      <span className={compact ? 'visually-hidden' : undefined}>
        {on ? t('betting.soundOn') : t('betting.soundOff')}
      </span>
    </button>
  );
}

/** A speaker with sound waves (on) or a cross (off): drawn, as not every phone has the emoji. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M16.5 9.5l5 5m0-5l-5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
