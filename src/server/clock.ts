/**
 * The one source of time for the server. Tests replace it with a manual clock so that rate
 * limits, idempotency expiry and rounds can be driven without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to, for tests. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-21T00:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
