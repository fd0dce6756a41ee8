/**
 * Wall-clock time in an IANA time zone with nothing but `Intl`: the site's withdrawal hours and
 * its "day" for daily limits are in the site's zone, not the server's.
 */

import type { LimitPeriod } from './vocabulary.ts';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Whether a zone name is one `Intl` knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the local day containing `instant` began in `timeZone`.
 * @example startOfDay(new Date('2026-11-21T17:00:00Z'), 'Asia/Singapore') // 2026-11-21T16:00:00.000Z
 */
export function startOfDay(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return startOfLocalDate(w.year, w.month, w.day, timeZone);
}

/**
 * The instant a local date (month 1–12; days past the month's end roll over) began in a zone:
 * its midnight, or, where the clocks jump forward at midnight (America/Santiago in September),
 * the instant of the jump, the first that reads that date.
 */
export function startOfLocalDate(year: number, month: number, day: number, timeZone: string): Date {
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const date = new Date(midnightAsUtc);
  const wanted = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()].join('-');
  const first = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  // Once more, in case the offset at the guess differs (a daylight-saving change that day)...
  const second = midnightAsUtc - offsetMs(new Date(first), timeZone);
  const w = wallClock(new Date(second), timeZone);
  // ...unless that lands on the day before: midnight did not exist, the day began at the jump.
  return new Date([w.year, w.month, w.day].join('-') === wanted ? second : first);
}

/**
 * Whether `instant` falls within daily hours "HH:MM"–"HH:MM" in a zone: the end is exclusive,
 * start = end means all day, and a start after the end spans midnight (22:00–06:00).
 */
export function withinDailyHours(
  instant: Date,
  hours: { start: string; end: string; timeZone: string },
): boolean {
  const minutes = (text: string) => {
    const [h = 0, m = 0] = text.split(':').map(Number);
    return h * 60 + m;
  };
  const start = minutes(hours.start);
  const end = minutes(hours.end);
  if (start === end) return true;
  const w = wallClock(instant, hours.timeZone);
  const now = w.hour * 60 + w.minute;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * The local period containing `instant` in `timeZone`: from `start` (inclusive) until `end`.
 * @example periodBounds(new Date('2026-11-25T10:00:00Z'), 'weekly', 'UTC') // Mon 23 Nov – Mon 30 Nov
 */
export function periodBounds(
  instant: Date,
  period: LimitPeriod,
  timeZone: string,
): { start: Date; end: Date } {
  const w = wallClock(instant, timeZone);
  if (period === 'monthly') {
    return {
      start: startOfLocalDate(w.year, w.month, 1, timeZone),
      end: startOfLocalDate(w.year, w.month + 1, 1, timeZone),
    };
  }
  // Days since Monday: getUTCDay is 0 on Sunday.
  const back = period === 'weekly' ? (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7 : 0;
  const days = period === 'weekly' ? 7 : 1;
  return {
    start: startOfLocalDate(w.year, w.month, w.day - back, timeZone),
    end: startOfLocalDate(w.year, w.month, w.day - back + days, timeZone),
  };
}
