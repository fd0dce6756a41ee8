/**
 * When a reality check falls due (`src/client/realityDue.ts`): from the sign-in, not the page, once
 * per interval, never again once acknowledged; and the round screen's session clock.
 */
import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, nextCheck, sessionClock } from '#client/realityDue.ts';

const MIN = 60_000;
const signedIn = Date.parse('2026-11-24T10:00:00.000Z');

describe('the next reality check', () => {
  it('is off when the interval is 0', () => {
    expect(nextCheck(signedIn, 0, 0, signedIn + 90 * MIN)).toBeNull();
  });

  it('falls one interval after sign-in, whenever the page was loaded', () => {
    expect(nextCheck(signedIn, 30, 0, signedIn)).toEqual({ k: 1, at: signedIn + 30 * MIN });
    expect(nextCheck(signedIn, 30, 0, signedIn + 29 * MIN)).toEqual({ k: 1, at: signedIn + 30 * MIN });
  });

  it('is due now once its time has passed and it was not acknowledged', () => {
    expect(nextCheck(signedIn, 15, 0, signedIn + 15 * MIN)).toEqual({ k: 1, at: signedIn + 15 * MIN });
    expect(nextCheck(signedIn, 15, 0, signedIn + 20 * MIN)).toEqual({ k: 1, at: signedIn + 15 * MIN });
  });

  it('waits for the next interval once the check of this one was acknowledged', () => {
    expect(nextCheck(signedIn, 15, 1, signedIn + 20 * MIN)).toEqual({ k: 2, at: signedIn + 30 * MIN });
    expect(nextCheck(signedIn, 60, 2, signedIn + 150 * MIN)).toEqual({ k: 3, at: signedIn + 180 * MIN });
  });

  it('shows the latest check only after several intervals away, not a backlog', () => {
    expect(nextCheck(signedIn, 15, 1, signedIn + 70 * MIN)).toEqual({ k: 4, at: signedIn + 60 * MIN });
  });

  it('never goes back to a check before one acknowledged (a shorter interval chosen meanwhile)', () => {
    expect(nextCheck(signedIn, 15, 3, signedIn + 40 * MIN)).toEqual({ k: 4, at: signedIn + 60 * MIN });
  });

  it('treats a sign-in time ahead of the browser clock as just signed in', () => {
    expect(nextCheck(signedIn, 30, 0, signedIn - 2 * MIN)).toEqual({ k: 1, at: signedIn + 30 * MIN });
  });
});

describe('the session clock', () => {
  it('writes hours and minutes since sign-in', () => {
    expect(sessionClock(0)).toBe('0:00');
    expect(sessionClock(42 * MIN + 59_999)).toBe('0:42');
    expect(sessionClock(125 * MIN)).toBe('2:05');
    expect(sessionClock(-5 * MIN)).toBe('0:00');
    expect(hoursAndMinutes(61 * MIN)).toEqual({ hours: 1, minutes: 1 });
  });
});
