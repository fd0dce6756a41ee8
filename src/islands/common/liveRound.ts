/**
 * The round the board shows, kept current from the lottery's event stream. The server's "current
 * round" is the open one, else the closed, the drawing, then the next pending (rounds.ts
 * `currentRound`); a stream event about another round replaces ours only when it ranks before it,
 * so "round A is drawing" does not hide "round B is open".
 */
import { formatDecimal, numberFormat } from '#i18n/format.ts';
import type { Round } from '#shared/contract/games.ts';

const RANK: Partial<Record<Round['state'], number>> = { open: 0, closed: 1, drawing: 2, pending: 3 };

/** What to do after a `round` event: the round to show, and whether to reload the room. */
export interface RoundUpdate {
  round: Round | null;
  reload: boolean;
}

/**
 * Applies one `round` event (a round's new state) to the round shown.
 * @example nextRound({ period: 'A', state: 'open', … }, { period: 'A', state: 'closed', … }) // A, closed
 */
export function nextRound(current: Round | null, event: Round): RoundUpdate {
  const eventRank = RANK[event.state];
  if (current && event.period === current.period) {
    // Our round finished (settled or void): the next one is whichever the server picks now.
    if (eventRank === undefined) return { round: null, reload: true };
    return { round: event, reload: false };
  }
  if (eventRank === undefined) return { round: current, reload: false };
  if (!current) return { round: event, reload: false };
  const currentRank = RANK[current.state] ?? Number.MAX_SAFE_INTEGER;
  if (eventRank < currentRank) return { round: event, reload: false };
  if (eventRank === currentRank && Date.parse(event.drawAt) < Date.parse(current.drawAt))
    return { round: event, reload: false };
  return { round: current, reload: false };
}

/** Whether bets may be sent now: the round is open and its close has not passed on our clock. */
export function canBet(round: Round | null, serverNowMs: number): boolean {
  return round !== null && round.state === 'open' && Date.parse(round.closesAt) > serverNowMs;
}

/** A bet sent this close to the round's closing asks the player to confirm: it may arrive too late. */
export const LATE_BET_MS = 30_000;

/**
 * Formats odds (a decimal string such as "1.96") for a locale, at full precision.
 * @example formatOddsForLocale('fr', '9.7') // '9,7'
 */
export function formatOddsForLocale(locale: string, odds: string): string {
  return formatDecimal(numberFormat(locale, { maximumFractionDigits: 4 }), odds);
}

/** The moment the countdown runs to: the close while open, the opening while pending, else the draw. */
export function countdownTarget(
  round: Round | null,
): { kind: 'closes' | 'opens' | 'draws'; at: number } | null {
  if (!round) return null;
  if (round.state === 'open') return { kind: 'closes', at: Date.parse(round.closesAt) };
  if (round.state === 'pending') return { kind: 'opens', at: Date.parse(round.opensAt) };
  if (round.state === 'closed' || round.state === 'drawing')
    return { kind: 'draws', at: Date.parse(round.drawAt) };
  return null;
}

/**
 * `m:ss` (or `h:mm:ss`) for a countdown in the locale's digits, never negative.
 * @example formatCountdownForLocale('en', 75_400) // '1:16'
 */
export function formatCountdownForLocale(locale: string, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const plain = numberFormat(locale, { useGrouping: false });
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = two.format(total % 60);
  return hours > 0
    ? `${plain.format(hours)}:${two.format(minutes)}:${seconds}`
    : `${plain.format(minutes)}:${seconds}`;
}
