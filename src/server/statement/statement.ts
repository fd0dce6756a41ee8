/**
 * The activity statement: the player's deposits, withdrawals, transfers, stakes and
 * returns per day of the site's time zone (the zone of withdrawal hours), from their own ledger
 * legs. Every figure is what the ledger moved that day, so refunds count on the day they came:
 * a withdrawal rejected, or a stake refunded, the next day lowers the next day's figure.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { validationError } from '#server/errors.ts';
import { formatMoney } from '#shared/money.ts';
import { startOfDay, wallClock } from '#shared/timeZone.ts';
import type { Statement, StatementQuery } from '#shared/contract/statement.ts';
import { statementDayRows, type StatementDayRow } from './queries.ts';

const DAY_MS = 86_400_000;

interface Cents {
  deposits: bigint;
  withdrawals: bigint;
  transfersIn: bigint;
  transfersOut: bigint;
  stakes: bigint;
  returns: bigint;
}

const ZERO: Cents = {
  deposits: 0n,
  withdrawals: 0n,
  transfersIn: 0n,
  transfersOut: 0n,
  stakes: 0n,
  returns: 0n,
};

/** A day's signed ledger sums as the statement's figures: money out is counted positive. */
function toCents(row: StatementDayRow): Cents {
  return {
    deposits: BigInt(row.deposits),
    withdrawals: -BigInt(row.withdrawals),
    transfersIn: BigInt(row.transfersIn),
    transfersOut: -BigInt(row.transfersOut),
    stakes: -BigInt(row.stakes),
    returns: BigInt(row.returns),
  };
}

function add(a: Cents, b: Cents): Cents {
  return {
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    transfersIn: a.transfersIn + b.transfersIn,
    transfersOut: a.transfersOut + b.transfersOut,
    stakes: a.stakes + b.stakes,
    returns: a.returns + b.returns,
  };
}

function figures(c: Cents) {
  return {
    deposits: formatMoney(c.deposits),
    withdrawals: formatMoney(c.withdrawals),
    transfersIn: formatMoney(c.transfersIn),
    transfersOut: formatMoney(c.transfersOut),
    stakes: formatMoney(c.stakes),
    returns: formatMoney(c.returns),
    net: formatMoney(c.returns - c.stakes),
  };
}

/** YYYY-MM-DD of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The earliest start allowed: the beginning (site time zone) of the same date a year ago.
 * @example earliestStart(new Date('2026-11-24T10:00:00Z'), 'Asia/Singapore') // 2025-11-23T16:00:00.000Z
 */
export function earliestStart(now: Date, timeZone: string): Date {
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return startOfDay(yearAgo, timeZone);
}

/** Refuses a range older than 12 months or ending more than a day from now. */
function checkWindow(query: StatementQuery, now: Date, timeZone: string): void {
  const fields: Record<string, string> = {};
  if (query.start < earliestStart(now, timeZone)) fields.start = 'STATEMENT_TOO_OLD';
  if (query.end.getTime() > now.getTime() + DAY_MS) fields.end = 'TOO_BIG';
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

export interface StatementsDeps {
  db: Db;
  clock: Clock;
  site: SiteSettingsService;
}

export function createStatements({ db, clock, site }: StatementsDeps) {
  return {
    /** The statement of one player (the caller) for a range. */
    async read(customerId: string, query: StatementQuery): Promise<Statement> {
      const { timeZone } = await site.get();
      checkWindow(query, clock.now(), timeZone);
      const rows = await statementDayRows(db, customerId, { start: query.start, end: query.end, timeZone });
      let totals = ZERO;
      const days = rows.map((row) => {
        const cents = toCents(row);
        totals = add(totals, cents);
        return { date: row.date, ...figures(cents) };
      });
      return {
        start: query.start.toISOString(),
        end: query.end.toISOString(),
        timeZone,
        totals: figures(totals),
        days,
      };
    },
  };
}

export type Statements = ReturnType<typeof createStatements>;
