/**
 * Round time shown to players: the display state of GAMES.md and the countdown, on a clock
 * corrected by the server's time so a wrong phone clock does not mislead.
 */
import type { Round } from '../../client/types.ts';

/** The display-state key of SPEC.md §4 for a round (or none). */
export function displayState(round: Round | null): 'none' | Round['state'] {
  return round ? round.state : 'none';
}

/** Milliseconds left until the moment that matters now: close while open, else the draw. */
export function msLeft(round: Round | null, nowMs: number): number | null {
  if (!round) return null;
  if (round.state === 'open') return Date.parse(round.closesAt) - nowMs;
  if (round.state === 'pending') return Date.parse(round.opensAt) - nowMs;
  if (round.state === 'closed' || round.state === 'drawing') return Date.parse(round.drawAt) - nowMs;
  return null;
}

/**
 * `m:ss` (or `h:mm:ss`) for a countdown, never negative.
 * @example formatCountdown(75_400) // '1:15'
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
