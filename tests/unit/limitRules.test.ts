/**
 * The rules of a limit change, and the periods they run over: a lower limit at once,
 * a higher one (or none) only when asked again 24 hours later; a day, a week from Monday and a
 * calendar month of the site time zone.
 */
import { describe, expect, it } from 'vitest';
import {
  confirmableAt,
  inForce,
  periodStarts,
  playerChange,
  tighter,
  type LimitState,
} from '#server/protection/limitRules.ts';
import { periodBounds } from '#shared/timeZone.ts';

const none: LimitState = {
  playerAmount: null,
  operatorAmount: null,
  pendingSet: false,
  pendingAmount: null,
  requestedAt: null,
};
const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-25T02:00:00.000Z');

describe('playerChange', () => {
  it('a first limit, and any lower one, applies at once and drops a waiting increase', () => {
    expect(playerChange(none, 1000n, NOW)).toEqual({
      state: { ...none, playerAmount: 1000n },
      action: 'decreased',
    });
    const waiting = {
      ...none,
      playerAmount: 1000n,
      pendingSet: true,
      pendingAmount: 5000n,
      requestedAt: NOW,
    };
    expect(playerChange(waiting, 500n, NOW)).toEqual({
      state: { ...none, playerAmount: 500n },
      action: 'decreased',
    });
  });

  it('a higher limit or none waits; the same again before 24 hours changes nothing, after them applies', () => {
    const set = { ...none, playerAmount: 1000n };
    for (const higher of [2000n, null]) {
      const asked = playerChange(set, higher, NOW);
      expect(asked).toEqual({
        state: { ...set, pendingSet: true, pendingAmount: higher, requestedAt: NOW },
        action: 'increaseRequested',
      });
      const justBefore = new Date(confirmableAt(NOW).getTime() - 1);
      expect(playerChange(asked.state, higher, justBefore)).toEqual({ state: asked.state, action: null });
      expect(playerChange(asked.state, higher, confirmableAt(NOW))).toEqual({
        state: { ...none, playerAmount: higher },
        action: 'increaseConfirmed',
      });
      // Another higher amount restarts the wait; the limit in force again withdraws it.
      const other = playerChange(asked.state, 3000n, justBefore);
      expect(other.state.requestedAt).toEqual(justBefore);
      expect(playerChange(asked.state, 1000n, justBefore)).toEqual({
        state: set,
        action: 'increaseCancelled',
      });
    }
    expect(confirmableAt(NOW).toISOString()).toBe('2026-11-26T02:00:00.000Z');
  });

  it('the same limit again with nothing waiting changes nothing', () => {
    expect(playerChange({ ...none, playerAmount: 1000n }, 1000n, NOW).action).toBeNull();
    expect(playerChange(none, null, NOW).action).toBeNull();
  });
});

describe('the limit in force', () => {
  it('is the lower of the player’s and staff’s, none being the loosest', () => {
    expect(inForce({ playerAmount: null, operatorAmount: null })).toBeNull();
    expect(inForce({ playerAmount: 500n, operatorAmount: null })).toBe(500n);
    expect(inForce({ playerAmount: null, operatorAmount: 300n })).toBe(300n);
    expect(inForce({ playerAmount: 500n, operatorAmount: 300n })).toBe(300n);
    expect(inForce({ playerAmount: 200n, operatorAmount: 300n })).toBe(200n);
    expect([tighter(null, 1n), tighter(1n, null), tighter(1n, 2n), tighter(2n, 2n)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('periodStarts', () => {
  it('answers the same starts as periodBounds, across a day, a zone and a month boundary', () => {
    for (const [iso, zone] of [
      ['2026-11-30T15:59:59.999Z', 'Asia/Singapore'],
      ['2026-11-30T16:00:00.000Z', 'Asia/Singapore'],
      ['2026-11-30T16:00:00.000Z', 'UTC'],
      ['2026-11-30T15:00:00.000Z', 'Asia/Singapore'],
      ['2026-12-31T16:30:00.000Z', 'Asia/Singapore'],
    ] as const) {
      const instant = at(iso);
      expect(periodStarts(instant, zone), `${iso} ${zone}`).toEqual({
        daily: periodBounds(instant, 'daily', zone).start,
        weekly: periodBounds(instant, 'weekly', zone).start,
        monthly: periodBounds(instant, 'monthly', zone).start,
      });
    }
  });
});

describe('periodBounds', () => {
  it('runs a day, a week from Monday and a calendar month in the zone given', () => {
    const instant = at('2026-11-25T10:00:00.000Z'); // Wednesday
    const iso = (b: { start: Date; end: Date }) => [b.start.toISOString(), b.end.toISOString()];
    expect(iso(periodBounds(instant, 'daily', 'UTC'))).toEqual([
      '2026-11-25T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
    ]);
    expect(iso(periodBounds(instant, 'weekly', 'UTC'))).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(iso(periodBounds(instant, 'monthly', 'UTC'))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    // A Sunday evening in New York is already Monday in UTC: the zone decides the week.
    const sunday = at('2026-11-30T03:00:00.000Z');
    expect(iso(periodBounds(sunday, 'weekly', 'America/New_York'))).toEqual([
      '2026-11-23T05:00:00.000Z',
      '2026-11-30T05:00:00.000Z',
    ]);
    // December's and January's month boundaries across the year.
    expect(iso(periodBounds(at('2026-12-31T20:00:00.000Z'), 'monthly', 'Asia/Singapore'))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
  });

  it('a week holding the spring daylight-saving change runs 167 hours, from local midnight to local midnight', () => {
    const spring = periodBounds(at('2026-03-11T12:00:00.000Z'), 'weekly', 'America/New_York');
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual([
      '2026-03-09T04:00:00.000Z',
      '2026-03-16T04:00:00.000Z',
    ]);
    const week = periodBounds(at('2026-03-05T12:00:00.000Z'), 'weekly', 'America/New_York');
    expect((week.end.getTime() - week.start.getTime()) / 3_600_000).toBe(167);
  });

  it('a day whose midnight the clocks skip begins at the jump (Santiago, Havana)', () => {
    const iso = (b: { start: Date; end: Date }) => [b.start.toISOString(), b.end.toISOString()];
    // Santiago, Sunday 7 September 2025: 00:00 (-04) became 01:00 (-03) at 04:00 UTC.
    expect(iso(periodBounds(at('2025-09-07T05:00:00.000Z'), 'daily', 'America/Santiago'))).toEqual([
      '2025-09-07T04:00:00.000Z',
      '2025-09-08T03:00:00.000Z',
    ]);
    // The evening before is still the 6th: its day ends at the jump.
    expect(iso(periodBounds(at('2025-09-07T03:30:00.000Z'), 'daily', 'America/Santiago'))).toEqual([
      '2025-09-06T04:00:00.000Z',
      '2025-09-07T04:00:00.000Z',
    ]);
    // Havana, Sunday 9 March 2025: 00:00 (-05) became 01:00 (-04) at 05:00 UTC.
    expect(periodBounds(at('2025-03-09T12:00:00.000Z'), 'daily', 'America/Havana').start.toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
  });
});
