import { describe, expect, it } from 'vitest';
import { createLoadCache } from '#server/loadCache.ts';

/** A load that answers only when `answer` or `fail` is called, counting how often it began. */
function heldLoad<T>() {
  const held = {
    began: 0,
    answer: (_value: T) => {},
    fail: (_error: Error) => {},
    load: () => {
      held.began++;
      return new Promise<T>((resolve, reject) => {
        held.answer = resolve;
        held.fail = reject;
      });
    },
  };
  return held;
}

describe('the load cache', () => {
  it('sends one load for many requests that miss at once, and gives each the same answer', async () => {
    const cache = createLoadCache(60_000);
    const held = heldLoad<string>();
    const answers = Promise.all(Array.from({ length: 64 }, () => cache.get('odds:1', held.load)));
    held.answer('table v7');
    expect(await answers).toEqual(Array(64).fill('table v7'));
    expect(held.began).toBe(1);
    // Stored: the next request does not load at all.
    expect(await cache.get('odds:1', held.load)).toBe('table v7');
    expect(held.began).toBe(1);
  });

  it('loads again once an entry is older than its time to live', async () => {
    const cache = createLoadCache(0);
    let loads = 0;
    await cache.get('room:1', async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get('room:1', async () => ++loads)).toBe(2);
  });

  it('after a drop, a request does not join the load under way, and that load stores nothing', async () => {
    const cache = createLoadCache(60_000);
    const before = heldLoad<string>();
    const early = cache.get('lottery:1', before.load);
    cache.drop();
    const after = heldLoad<string>();
    const late = cache.get('lottery:1', after.load);
    expect(after.began).toBe(1);
    after.answer('edited');
    before.answer('as it was');
    expect([await early, await late]).toEqual(['as it was', 'edited']);
    // The load that began before the drop did not overwrite the newer answer.
    expect(await cache.get('lottery:1', async () => 'not read')).toBe('edited');
  });

  it('a failed load reaches every request that waited for it, is not stored, and the next request loads again', async () => {
    const cache = createLoadCache(60_000);
    const held = heldLoad<string>();
    const waiting = Promise.allSettled([cache.get('rooms:1', held.load), cache.get('rooms:1', held.load)]);
    held.fail(new Error('connection lost'));
    expect((await waiting).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('rooms:1', async () => 'loaded again')).toBe('loaded again');
  });

  it('does not store an answer its caller refuses to keep (a row that does not exist)', async () => {
    const cache = createLoadCache(60_000);
    let loads = 0;
    const missing = () =>
      cache.get(
        'room:9',
        async () => (++loads, undefined),
        (row) => row !== undefined,
      );
    await missing();
    await missing();
    expect(loads).toBe(2);
  });

  it('drops by prefix: one lottery’s entries go, another’s stay', async () => {
    const cache = createLoadCache(60_000);
    await cache.get('1:current', async () => 'round of 1');
    await cache.get('10:current', async () => 'round of 10');
    cache.drop('1:');
    expect(await cache.get('1:current', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('10:current', async () => 'reloaded')).toBe('round of 10');
  });
});
