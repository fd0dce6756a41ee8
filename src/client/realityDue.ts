/**
 * When a reality check is due, apart from the timer and the page, so it is tested on its own.
 * Checks fall at `signedInAt + k × minutes` (k = 1, 2, …), computed from the session's sign-in
 * rather than the page's load, so a check survives navigation; the one the player acknowledged
 * (`k`, remembered per session in localStorage by `realityCheck.ts`) is not shown again. A
 * player away for several intervals sees one check, the latest, not a backlog.
 */

const MINUTE_MS = 60_000;

/** A check of the session: the `k`-th interval's end, at `at` (ms since the epoch). */
export interface DueCheck {
  k: number;
  at: number;
}

/**
 * The check to show next: the latest one already passed if the player has not acknowledged it
 * (due now), else the next one to come; null when checks are off (`minutes` ≤ 0).
 * @example nextCheck(Date.parse(session.signedInAt), 30, 0, Date.now()) // { k: 1, at: signedIn + 30 min }
 */
export function nextCheck(
  signedInAt: number,
  minutes: number,
  acknowledged: number,
  now: number,
): DueCheck | null {
  if (!(minutes > 0) || !Number.isFinite(signedInAt)) return null;
  const interval = minutes * MINUTE_MS;
  const passed = Math.max(0, Math.floor((now - signedInAt) / interval));
  const k = passed > acknowledged ? passed : Math.max(passed, acknowledged) + 1;
  return { k, at: signedInAt + k * interval };
}

/** Whole hours and minutes (0–59) of a duration in ms (never negative). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / MINUTE_MS));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * A session's length as a clock, `H:MM` (the round screen's "Session 0:42").
 * @example sessionClock(42 * 60_000) // '0:42'
 */
export function sessionClock(ms: number): string {
  const { hours, minutes } = hoursAndMinutes(ms);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}
