import { describe, expect, it } from 'vitest';
import { addMonthsUtc, returnConfirmableAt, timeoutEnd } from '#server/protection/blocks.ts';

const at = (iso: string) => new Date(iso);

describe('protection durations', () => {
  it('a time-out of n days ends n × 24 hours later, to the millisecond', () => {
    expect(timeoutEnd(at('2026-11-21T08:30:00.123Z'), 1).toISOString()).toBe('2026-11-22T08:30:00.123Z');
    expect(timeoutEnd(at('2026-11-21T08:30:00.123Z'), 42).toISOString()).toBe('2027-01-02T08:30:00.123Z');
  });

  it('a self-exclusion of n months ends on the same day n months later, or the last day of a shorter month', () => {
    expect(addMonthsUtc(at('2026-11-21T08:30:00.000Z'), 6).toISOString()).toBe('2027-05-21T08:30:00.000Z');
    expect(addMonthsUtc(at('2026-08-31T10:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonthsUtc(at('2027-08-31T10:00:00.000Z'), 6).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(at('2026-01-31T00:00:00.000Z'), 12).toISOString()).toBe('2027-01-31T00:00:00.000Z');
    expect(addMonthsUtc(at('2028-02-29T00:00:00.000Z'), 60).toISOString()).toBe('2033-02-28T00:00:00.000Z');
  });

  it('a return asked can be confirmed 24 hours later', () => {
    expect(returnConfirmableAt(at('2027-05-21T00:00:00.000Z')).toISOString()).toBe(
      '2027-05-22T00:00:00.000Z',
    );
  });
});
