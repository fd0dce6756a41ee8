/**
 * Round time on the home page's lottery list: the display state and the countdown.
 * The rules are the betting board's (`betting/liveRound.ts`); these are the list's shorthands.
 */
import type { Round } from '#shared/contract/games.ts';
import { countdownTarget, formatCountdownForLocale } from '../common/liveRound.ts';

/** The display-state key for a round (or none). */
export function displayState(round: Round | null): 'none' | Round['state'] {
  return round ? round.state : 'none';
}

/** Milliseconds left until the moment that matters now: close while open, else the draw. */
export function msLeft(round: Round | null, nowMs: number): number | null {
  const target = countdownTarget(round);
  return target ? target.at - nowMs : null;
}

/**
 * `m:ss` (or `h:mm:ss`) for a countdown, never negative.
 * @example formatCountdown(75_400) // '1:16'
 */
export function formatCountdown(ms: number): string {
  return formatCountdownForLocale('en', ms);
}
