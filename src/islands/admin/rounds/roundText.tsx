/** A round in words, as the staff round list and round detail show it: its state badge and its draw's numbers. */
import { keyOf } from '#client/i18n.ts';
import { ROUND_STATES, type RoundState } from '#shared/vocabulary.ts';
import { useT } from '#islands/common/i18n.tsx';

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
export function RoundStateBadge({ state }: { state: string }) {
  const t = useT();
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
