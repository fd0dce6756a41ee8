/** Times in the support chat and the inbox, as a messenger shows them. */

/**
 * The hour for today, the date and hour before, in the reader's zone.
 * @example chatTime('en', new Date().toISOString()) // '2:05 PM'
 */
export function chatTime(locale: string, iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(date);
}
