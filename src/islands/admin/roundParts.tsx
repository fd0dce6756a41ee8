/** Pieces the staff round list and round detail share: state badges, draw numbers, times. */
import { keyOf, type T } from '#client/i18n.ts';

import { ROUND_STATES, type RoundState } from '#shared/vocabulary.ts';

export { ROUND_STATES, type RoundState };

const BADGE: Record<RoundState, string> = {
  pending: 'badge',
  open: 'badge badge-good',
  closed: 'badge badge-warn',
  drawing: 'badge badge-warn',
  settled: 'badge',
  void: 'badge badge-bad',
};

/** A round's state as a labelled badge (the text carries the meaning, not the colour). */
export function RoundStateBadge({ t, state }: { t: T; state: string }) {
  return (
    <span className={BADGE[state as RoundState] ?? 'badge'}>{t(keyOf('admin.rounds.state', state))}</span>
  );
}

/** The numbers of a draw as text: Mark 6 writes two digits and its special after a plus. */
export function numbersText(game: string, numbers: readonly number[], special?: number): string {
  const pad = (n: number) => (game === 'mark6' ? String(n).padStart(2, '0') : String(n));
  const main = numbers.map(pad).join(' ');
  return special === undefined ? main : `${main} + ${pad(special)}`;
}

/**
 * A compact date and time for tables.
 * @example shortDateTime('en', '2026-11-21T08:10:00Z') // '11/21/26, 8:10:00 AM'
 */
export function shortDateTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/** The date only, short. */
export function dayOf(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(new Date(iso));
}

/** The time of day only, for moments on the same day as a row's other time. */
export function timeOfDay(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(iso));
}
