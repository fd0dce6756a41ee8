/**
 * The statement as a CSV download (RFC 4180: comma-separated, CRLF line ends, a field quoted
 * when it holds a comma, quote or line break, quotes doubled): a header row, one row per day
 * with movements, then a `total` row. Amounts are plain decimals with a dot, as in the JSON.
 */
import type { Statement } from '#shared/contract/statement.ts';
import { STATEMENT_FIGURES } from '#shared/vocabulary.ts';
import { localDate } from './statement.ts';

export const STATEMENT_CSV_COLUMNS = ['date', ...STATEMENT_FIGURES] as const;

/** One RFC 4180 field. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvRow(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/** The CSV text of a statement. */
export function statementCsv(statement: Statement): string {
  const figures = (f: Statement['totals']) => [
    f.deposits,
    f.withdrawals,
    f.transfersIn,
    f.transfersOut,
    f.stakes,
    f.returns,
    f.net,
  ];
  const lines = [
    csvRow(STATEMENT_CSV_COLUMNS),
    ...statement.days.map((day) => csvRow([day.date, ...figures(day)])),
    csvRow(['total', ...figures(statement.totals)]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The download's file name: the first and the last local date the range covers (its end is
 * exclusive, so a range to 1 December ends on 30 November).
 */
export function statementFileName(statement: Statement): string {
  const first = localDate(new Date(statement.start), statement.timeZone);
  const last = localDate(new Date(new Date(statement.end).getTime() - 1), statement.timeZone);
  return `fairdraw-statement-${first}_${last}.csv`;
}

/** The `text/csv` response of a statement. */
export function statementCsvResponse(statement: Statement): Response {
  return new Response(statementCsv(statement), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${statementFileName(statement)}"`,
      'cache-control': 'no-store',
    },
  });
}
