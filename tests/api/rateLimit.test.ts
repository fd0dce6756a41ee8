import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';

const t = setupTestRuntime();
const limit = { limit: 3, windowSeconds: 60 };

describe('the database rate limiter', () => {
  it('allows the limit, then refuses with the seconds until the window ends', async () => {
    const { rateLimiter } = t.runtime;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await rateLimiter.hit('login:alice', limit));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
  });

  it('counts concurrent hits exactly (no lost updates)', async () => {
    const { rateLimiter } = t.runtime;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rateLimiter.hit('burst', { limit: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(Math.max(...results.map((r) => r.count))).toBe(20);
  });

  it('opens a new window once the old one has ended', async () => {
    const { rateLimiter } = t.runtime;
    for (let i = 0; i < 3; i++) await rateLimiter.hit('ip:1', limit);
    t.clock.advance(30_000);
    expect((await rateLimiter.hit('ip:1', limit)).retryAfterSeconds).toBe(30);
    t.clock.advance(30_000);
    expect(await rateLimiter.hit('ip:1', limit)).toMatchObject({ allowed: true, count: 1 });
  });

  it('keeps buckets apart', async () => {
    const { rateLimiter } = t.runtime;
    for (let i = 0; i < 3; i++) await rateLimiter.hit('user:a', limit);
    expect((await rateLimiter.hit('user:b', limit)).allowed).toBe(true);
    expect((await rateLimiter.check('user:a', limit)).allowed).toBe(false);
    expect((await rateLimiter.check('user:b', limit)).allowed).toBe(true);
  });

  it('check does not count, reset forgets', async () => {
    const { rateLimiter } = t.runtime;
    for (let i = 0; i < 5; i++) await rateLimiter.check('quiet', limit);
    expect((await rateLimiter.hit('quiet', limit)).count).toBe(1);
    await rateLimiter.reset('quiet');
    expect((await rateLimiter.hit('quiet', limit)).count).toBe(1);
  });

  it('expired windows are swept', async () => {
    const { rateLimiter } = t.runtime;
    await rateLimiter.hit('old', limit);
    t.clock.advance(61_000);
    expect(await rateLimiter.purgeExpired()).toBe(1);
  });
});
