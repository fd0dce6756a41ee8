/**
 * A short-lived cache of per-lottery round data (the current round, recent draws) for the
 * public reads every page and poll makes. A change drops a lottery's entries: at once when this
 * process makes it, within moments by NOTIFY when another instance does; entries also expire
 * after `ttlMs`. A read that started before a change never stores its (older) answer, and reads
 * that miss together share one load (see loadCache.ts).
 */
import type { Events } from '#server/events/events.ts';
import { createLoadCache } from '#server/loadCache.ts';

export interface RoundCacheDeps {
  events: Pick<Events, 'watchChanges'>;
  /** How long an entry is kept when no change drops it first. */
  ttlMs?: number;
}

export function createRoundCache({ events, ttlMs = 1_000 }: RoundCacheDeps) {
  const cache = createLoadCache(ttlMs);
  events.watchChanges((lotteryId) => cache.drop(`${lotteryId}:`));

  /**
   * The cached value of `name` for a lottery, or `load()`'s (stored unless a change came meanwhile;
   * requests that miss together share one load).
   * @example await cache.get(lotteryId, 'current', () => rounds.currentRound(lotteryId))
   */
  function get<T>(lotteryId: number, name: string, load: () => Promise<T>): Promise<T> {
    return cache.get(`${lotteryId}:${name}`, load);
  }

  return { get };
}

export type RoundCache = ReturnType<typeof createRoundCache>;
