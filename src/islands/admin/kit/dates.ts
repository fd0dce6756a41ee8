/** Dates and times as the console's tables write them: short, in the viewer's zone. */

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
