/**
 * Round events (state changes, draws, odds versions) fan out through PostgreSQL
 * LISTEN/NOTIFY, so a client connected to any instance hears every change. An event is
 * published inside the transaction of the change and delivered when it commits.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';
import { CATALOG_CHANNEL, EVENTS_CHANNEL, listen } from './listener.ts';

export { CATALOG_CHANNEL, EVENTS_CHANNEL };

export interface RoundEvent {
  lotteryId: number;
  type: 'round' | 'draw' | 'odds';
  data: Record<string, unknown>;
}

type Listener = (event: RoundEvent) => void;

/** A set of callbacks: `add` returns the function that removes one, `call` calls them all. */
function callbacks<A extends unknown[]>() {
  const set = new Set<(...args: A) => void>();
  return {
    add(callback: (...args: A) => void): () => void {
      set.add(callback);
      return () => set.delete(callback);
    },
    call(...args: A): void {
      for (const callback of set) callback(...args);
    },
  };
}

/** The listeners of each lottery's events in this process. */
function lotteryListeners() {
  const listeners = new Map<number, Set<Listener>>();
  return {
    /** Listens to the events of one lottery; returns the function that stops listening. */
    subscribe(lotteryId: number, listener: Listener): () => void {
      let set = listeners.get(lotteryId);
      if (!set) {
        set = new Set();
        listeners.set(lotteryId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(lotteryId);
      };
    },
    deliver(event: RoundEvent): void {
      for (const listener of listeners.get(event.lotteryId) ?? []) listener(event);
    },
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

export function createEvents(database: Database, log: Logger) {
  const listeners = lotteryListeners();
  // Caches of round data: told of every change, from this process at once and from others by NOTIFY.
  const changeWatchers = callbacks<[lotteryId: number]>();
  const changed = (lotteryId: number) => changeWatchers.call(lotteryId);
  const catalogWatchers = callbacks<[]>();
  const catalogChanged = () => catalogWatchers.call();
  let stop: (() => Promise<void>) | undefined;
  // Aborted at shutdown, so open event streams end and the server can stop.
  const closing = new AbortController();

  function dispatch(payload: string | undefined) {
    if (!payload) return;
    let event: RoundEvent;
    try {
      event = JSON.parse(payload) as RoundEvent;
    } catch {
      return;
    }
    changed(event.lotteryId);
    listeners.deliver(event);
  }

  /** Publishes an event in the transaction of the change it reports. */
  async function publish(executor: Executor, event: RoundEvent): Promise<void> {
    await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    changed(event.lotteryId);
  }

  /**
   * Calls `watcher` with the lottery id of every change: one this process makes (at once,
   * before its commit; the NOTIFY after the commit calls it again) and one any instance makes.
   */
  function watchChanges(watcher: (lotteryId: number) => void): () => void {
    return changeWatchers.add(watcher);
  }

  /**
   * Reports, in the transaction of a staff edit, that lotteries, rooms or odds changed: this
   * process's watchers hear it at once, every instance's (this one's again) when it commits.
   */
  async function publishCatalogChange(executor: Executor): Promise<void> {
    await executor.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    catalogChanged();
  }

  /** Calls `watcher` on every catalog change, and when the listener reconnects (it may have missed one). */
  function watchCatalog(watcher: () => void): () => void {
    return catalogWatchers.add(watcher);
  }

  /** Starts listening on the database (a dedicated connection on PostgreSQL, reconnected if lost). */
  async function start(): Promise<void> {
    stop = await listen(database, log, { event: dispatch, catalog: catalogChanged });
  }

  return {
    publish,
    /** Listens to the events of one lottery; returns the function that stops listening. */
    subscribe: listeners.subscribe,
    watchChanges,
    publishCatalogChange,
    watchCatalog,
    /** Reports a change that has no event of its own (a new round scheduled ahead), to this process. */
    changed,
    start,
    /** How many listeners are connected (for tests and metrics). */
    listenerCount: listeners.count,
    /** Signals open streams to end when the server shuts down. */
    closing: closing.signal,
    close: async () => {
      closing.abort();
      await stop?.();
    },
  };
}

export type Events = ReturnType<typeof createEvents>;
