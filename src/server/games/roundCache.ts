/**
 * A short-lived cache of per-lottery round data (the current round, recent draws) for the
 * public reads every page and poll makes. A change drops a lottery's entries: at once when this
 * process makes it, within moments by NOTIFY when another instance does; entries also expire
 * after `ttlMs`. A read that started before a change never stores its (older) answer.
 */
import type { Events } from '../events/events.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function createRoundCache(events: Pick<Events, 'watchChanges'>, ttlMs = 1_000) {
  const entries = new Map<string, Entry>();
  const generation = new Map<number, number>();

  events.watchChanges((lotteryId) => {
    generation.set(lotteryId, (generation.get(lotteryId) ?? 0) + 1);
    for (const key of entries.keys()) if (key.startsWith(`${lotteryId}:`)) entries.delete(key);
  });

  /**
   * The cached value of `name` for a lottery, or `load()`'s (stored unless a change came meanwhile).
   * @example await cache.get(lotteryId, 'current', () => rounds.currentRound(lotteryId))
   */
  async function get<T>(lotteryId: number, name: string, load: () => Promise<T>): Promise<T> {
    const key = `${lotteryId}:${name}`;
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as T;
    const before = generation.get(lotteryId) ?? 0;
    const value = await load();
    if ((generation.get(lotteryId) ?? 0) === before)
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return value;
  }

  return { get };
}

export type RoundCache = ReturnType<typeof createRoundCache>;
