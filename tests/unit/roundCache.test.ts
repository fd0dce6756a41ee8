import { describe, expect, it } from 'vitest';
import { createRoundCache } from '#server/games/roundCache.ts';

/** A stand-in for the event hub: `change(id)` is what a round move or a NOTIFY does. */
function hub() {
  const watchers = new Set<(lotteryId: number) => void>();
  return {
    watchChanges: (watcher: (lotteryId: number) => void) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    change: (lotteryId: number) => watchers.forEach((watcher) => watcher(lotteryId)),
  };
}

describe('the round cache', () => {
  it('answers repeated reads from memory until the lottery changes', async () => {
    const events = hub();
    const cache = createRoundCache({ events, ttlMs: 60_000 });
    let loads = 0;
    const read = () => cache.get(1, 'current', async () => ++loads);
    expect([await read(), await read()]).toEqual([1, 1]);
    events.change(2);
    expect(await read()).toBe(1);
    events.change(1);
    expect(await read()).toBe(2);
  });

  it('expires entries after the time to live', async () => {
    const cache = createRoundCache({ events: hub(), ttlMs: 0 });
    let loads = 0;
    await cache.get(1, 'current', async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get(1, 'current', async () => ++loads)).toBe(2);
  });

  it('does not keep an answer read before a change that came while it was read', async () => {
    const events = hub();
    const cache = createRoundCache({ events, ttlMs: 60_000 });
    let release = () => {};
    const slow = cache.get(
      1,
      'current',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    events.change(1);
    release();
    expect(await slow).toBe('old');
    expect(await cache.get(1, 'current', async () => 'new')).toBe('new');
  });
});
