import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { ManualClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { createScheduler } from '#server/rounds/scheduler.ts';

// PGlite always leads: no advisory lock, no connection.
const database = { raw: { kind: 'pglite' } } as unknown as Database;
const log = pino({ level: 'silent' });

describe('the round scheduler wakes at the next moment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks at the moment a tick reported, not a polling interval later', async () => {
    const clock = new ManualClock();
    let ticks = 0;
    const scheduler = createScheduler({
      database,
      clock,
      log,
      tickMs: 10_000,
      rounds: {
        tick: () => {
          ticks++;
          return Promise.resolve(new Date(clock.now().getTime() + 120));
        },
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(25);
    expect(ticks).toBe(2);
    await scheduler.stop();
  });

  it('a moment already past waits for the regular tick (no busy loop)', async () => {
    const clock = new ManualClock();
    let ticks = 0;
    const scheduler = createScheduler({
      database,
      clock,
      log,
      tickMs: 250,
      rounds: {
        tick: () => {
          ticks++;
          return Promise.resolve(new Date(clock.now().getTime() - 1_000));
        },
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticks).toBe(5);
    await scheduler.stop();
  });

  it('a moment that comes during a long tick is made beside it', async () => {
    const clock = new ManualClock();
    let ticks = 0;
    let moments = 0;
    let release: (moment: Date | undefined) => void = () => {};
    const scheduler = createScheduler({
      database,
      clock,
      log,
      tickMs: 50,
      rounds: {
        tick: () => {
          ticks++;
          // The first tick reports a moment 100 ms ahead; the second (a settlement…) takes long.
          if (ticks === 1) return Promise.resolve(new Date(clock.now().getTime() + 100));
          return new Promise<Date | undefined>((resolve) => (release = resolve));
        },
        moments: () => {
          moments++;
          return Promise.resolve(undefined);
        },
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(60);
    expect([ticks, moments]).toEqual([2, 0]);
    await vi.advanceTimersByTimeAsync(45);
    expect([ticks, moments]).toEqual([2, 1]);
    release(undefined);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(0);
    await stopped;
    expect(ticks).toBe(2);
  });
});
