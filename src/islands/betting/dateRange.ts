/**
 * The period filter of the bet records (today, yesterday, last 7 or 30 days) as the `start`
 * (inclusive) and `end` (exclusive) of `GET /game/search/bet`, in the player's own days.
 */

export const RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangeName = (typeof RANGES)[number];

/** Local midnight `days` days from the day of `now`. */
function midnight(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
}

/**
 * The ISO bounds of a named period around `now`; "last 7 days" is today and the 6 days before.
 * @example rangeOf('yesterday', new Date(2026, 10, 21, 15)) // 20 Nov 00:00 → 21 Nov 00:00, local time
 */
export function rangeOf(name: RangeName, now: Date = new Date()): { start: string; end: string } {
  const tomorrow = midnight(now, 1);
  switch (name) {
    case 'today':
      return { start: midnight(now, 0).toISOString(), end: tomorrow.toISOString() };
    case 'yesterday':
      return { start: midnight(now, -1).toISOString(), end: midnight(now, 0).toISOString() };
    case 'last7':
      return { start: midnight(now, -6).toISOString(), end: tomorrow.toISOString() };
    case 'last30':
      return { start: midnight(now, -29).toISOString(), end: tomorrow.toISOString() };
  }
}
