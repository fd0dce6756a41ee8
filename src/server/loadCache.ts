/**
 * A short-lived cache of values loaded from the database, for reads that many requests make at
 * once (odds, lotteries, rooms, the current round):
 * - an entry serves for `ttlMs` after its load began;
 * - one load per key at a time: requests that miss while a load is under way wait for that
 *   load instead of each sending its own (so an expiry under load costs one query, not one per
 *   request in flight);
 * - `drop` forgets matching entries and loads: a load that began before a drop never stores
 *   its (possibly older) answer, and a request after the drop starts a load of its own.
 */
export function createLoadCache(ttlMs: number) {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let drops = 0;

  /**
   * The cached value of `key`, or what `load()` gives (stored unless `keep` refuses it or a drop
   * came meanwhile).
   * @example await cache.get('lottery:3', () => readLottery(3))
   */
  function get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value as T);
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const began = Date.now();
    const dropsBefore = drops;
    const promise = load().finally(() => {
      if (loading.get(key) === promise) loading.delete(key);
    });
    loading.set(key, promise);
    void promise.then(
      (value) => {
        if (drops === dropsBefore && keep(value)) entries.set(key, { value, expiresAt: began + ttlMs });
      },
      () => undefined,
    );
    return promise;
  }

  /** Forgets the entries (and loads under way) whose key starts with `prefix`; all without one. */
  function drop(prefix = ''): void {
    drops++;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
  }

  return { get, drop };
}

export type LoadCache = ReturnType<typeof createLoadCache>;
