import { describe, expect, it } from 'vitest';
import { earliestStart, localDate } from '#server/statement/statement.ts';
import { csvField, statementCsv, statementFileName } from '#server/statement/statementCsv.ts';

const zeros = {
  deposits: '0.00',
  withdrawals: '0.00',
  transfersIn: '0.00',
  transfersOut: '0.00',
  stakes: '0.00',
  returns: '0.00',
  net: '0.00',
};

describe('the activity statement', () => {
  it('quotes CSV fields as RFC 4180 says: only when needed, quotes doubled', () => {
    expect(csvField('12.50')).toBe('12.50');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a header, no day rows for an empty range, and a totals row, with CRLF line ends', () => {
    const empty = {
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-02T00:00:00.000Z',
      timeZone: 'UTC',
      totals: zeros,
      days: [],
    };
    expect(statementCsv(empty)).toBe(
      'date,deposits,withdrawals,transfersIn,transfersOut,stakes,returns,net\r\ntotal,0.00,0.00,0.00,0.00,0.00,0.00,0.00\r\n',
    );
    // The end is exclusive: a one-day range names one date.
    expect(statementFileName(empty)).toBe('fairdraw-statement-2026-11-01_2026-11-01.csv');
  });

  it('goes back to the start of the same local date a year ago', () => {
    expect(earliestStart(new Date('2026-11-24T10:00:00Z'), 'Asia/Singapore').toISOString()).toBe(
      '2025-11-23T16:00:00.000Z',
    );
    expect(earliestStart(new Date('2026-07-01T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-06-30T04:00:00.000Z',
    );
    expect(localDate(new Date('2026-11-21T16:00:00Z'), 'Asia/Singapore')).toBe('2026-11-22');
  });
});
