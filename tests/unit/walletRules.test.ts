import { describe, expect, it } from 'vitest';
import { startOfDay, withinDailyHours, wallClock } from '#shared/timeZone.ts';
import { withdrawalFee } from '#shared/fees.ts';

describe('withdrawalFee: fixed + percent of the amount, rounded up to the cent', () => {
  it.each([
    // amount, fixed, percentBp, fee
    [10_000n, 100n, 50, 150n], // 100.00: 1.00 + 0.50% × 100.00 = 1.50
    [10_001n, 100n, 50, 151n], // 100.01: 0.50% = 0.50005 → rounds up to 0.51
    [2_000n, 0n, 0, 0n], // no fee
    [100n, 500n, 0, 100n], // a fee above the amount is capped at the amount
    [99_999_999_999_999n, 0n, 10_000, 99_999_999_999_999n], // 100% of the maximum
  ])('%s cents with %s fixed and %s bp → %s', (amount, fixed, percentBp, fee) => {
    expect(withdrawalFee(amount, { fixed, percentBp })).toBe(fee);
  });
});

describe('time zones', () => {
  it('reads the wall clock of a zone', () => {
    expect(wallClock(new Date('2026-11-21T17:30:00Z'), 'Asia/Singapore')).toMatchObject({
      day: 22,
      hour: 1,
      minute: 30,
    });
  });

  it('finds the start of the local day', () => {
    expect(startOfDay(new Date('2026-11-21T17:30:00Z'), 'Asia/Singapore').toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(startOfDay(new Date('2026-11-21T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-20T05:00:00.000Z',
    );
    // The day daylight saving starts in London (2026-03-29): midnight is still GMT.
    expect(startOfDay(new Date('2026-03-29T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
  });

  it.each([
    ['inside', '2026-11-21T02:00:00Z', '09:00', '21:00', true], // 10:00 in Singapore
    ['at the start', '2026-11-21T01:00:00Z', '09:00', '21:00', true], // 09:00
    ['at the end (exclusive)', '2026-11-21T13:00:00Z', '09:00', '21:00', false], // 21:00
    ['before', '2026-11-21T00:59:00Z', '09:00', '21:00', false], // 08:59
    ['all day when start = end', '2026-11-21T19:00:00Z', '00:00', '00:00', true],
    ['across midnight, late', '2026-11-21T15:00:00Z', '22:00', '06:00', true], // 23:00
    ['across midnight, early', '2026-11-21T21:00:00Z', '22:00', '06:00', true], // 05:00
    ['across midnight, midday', '2026-11-21T04:00:00Z', '22:00', '06:00', false], // 12:00
  ])('withdrawal hours: %s', (_why, at, start, end, expected) => {
    expect(withinDailyHours(new Date(at), { start, end, timeZone: 'Asia/Singapore' })).toBe(expected);
  });
});
