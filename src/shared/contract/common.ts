/**
 * The pieces every feature's contract is built from: money strings, pages, ids. Schemas here
 * describe the API; the server parses with them, and browser code imports their types
 * only (`import type`), so zod never reaches an island's bundle.
 */
import { z } from 'zod';
import { parseMoney } from '../money.ts';
import { LOCAL_NAME_MAX, NAME_LOCALES } from '../localNames.ts';

/** A positive money amount as a decimal string, parsed to cents. */
export const moneyAmount = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_AMOUNT') })
  .transform((raw, ctx) => {
    const cents = parseMoney(raw);
    if (cents === null || cents <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return cents;
  })
  .meta({
    description: 'USDT amount: a decimal string with at most two decimals, e.g. "12.50".',
    example: '12.50',
  });

/** A money amount that may be zero (settings such as a fee). */
export const moneyAmountOrZero = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_AMOUNT') })
  .transform((raw, ctx) => {
    const cents = parseMoney(raw);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return cents;
  })
  .meta({ description: 'USDT amount, zero allowed.', example: '0.00' });

/** A money amount as the API writes it (two decimals). */
export const moneyText = z.string().meta({ example: '25.00' });
/** An instant as the API writes it (ISO 8601, UTC). */
export const timeText = z.string().meta({ example: '2026-11-21T08:30:00.000Z' });

/**
 * A date in a query, as RFC 3339 writes one: a day (`2026-11-01`, midnight UTC) or a time with
 * its offset (`2026-11-01T08:00:00Z`, `2026-11-01T08:00:00.000+08:00`; a time without one would
 * be read in the server's own zone). Anything else is INVALID_FORMAT, a day the calendar has not
 * (`2026-02-30`) INVALID_VALUE; a time that its offset takes out of years 1–9999 is
 * DATE_OUT_OF_RANGE (the input validation).
 */
export const DATE_QUERY_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;

/** Whether the day of a `DATE_QUERY_PATTERN` text is in the calendar (no 30 February). */
function calendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(2000, (month ?? 0) - 1, day));
  date.setUTCFullYear(year ?? Number.NaN);
  return date.getUTCDate() === day;
}

/** A date query parameter (`DATE_QUERY_PATTERN`), read as a `Date`. */
export const dateQuery = z
  .string()
  .regex(DATE_QUERY_PATTERN, { error: 'INVALID_FORMAT' })
  .refine(calendarDay, { error: 'INVALID_VALUE' })
  .pipe(z.coerce.date())
  .meta({
    description: 'An RFC 3339 date (midnight UTC) or date and time with its offset.',
    anyOf: [
      { type: 'string', format: 'date' },
      { type: 'string', format: 'date-time' },
    ],
    example: '2026-11-01',
  });

/**
 * A number that must be one of `choices` (`INVALID_TYPE` when it is no number, `INVALID_VALUE`
 * when it is not listed).
 * @example months: numberOf(SELF_EXCLUSION_MONTHS)
 */
export function numberOf(choices: readonly number[]) {
  return z
    .number({ error: () => 'INVALID_TYPE' })
    .refine((value) => choices.includes(value), { error: 'INVALID_VALUE' });
}

/** The largest value a PostgreSQL `integer` column holds: every integer that reaches one is capped here. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a path or query (a PostgreSQL `integer`). */
export const recordId = z.coerce.number().int().positive().max(INT4_MAX);

/** A name in each language other than English (staff write them; a locale left out shows the English name). */
export const localNames = z
  .partialRecord(z.enum(NAME_LOCALES), z.string().trim().min(1).max(LOCAL_NAME_MAX))
  .meta({ description: 'The name in other languages, by locale; a locale left out shows `name`.' });

/** A uuid in a path, query or body (`INVALID_FORMAT` when it is none). */
export const uuidText = z.uuid({ error: 'INVALID_FORMAT' });
/** The path or query of a record named by its uuid (`/deposits/{id}`, `?id=`). */
export const uuidParams = z.object({ id: uuidText });

/** A yes/no query parameter (`?isRead=true`), read as a boolean. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: 'INVALID_VALUE' })
  .transform((value) => value === 'true');

/** Query parameters of every paged list. */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of a list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), pageNo: z.number(), pageSize: z.number() });
}

/** A page of `T`. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Which page of a list to read. */
export type PageRequest = z.output<typeof pageQuery>;
