/**
 * Round events (state changes, draws, odds versions) fan out through PostgreSQL
 * LISTEN/NOTIFY, so a client connected to any instance hears every change. An event is
 * published inside the transaction of the change and delivered when it commits.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';

export const EVENTS_CHANNEL = 'fairdraw_events';
/** Internal: a staff edit changed lotteries, rooms or odds; every instance drops its cached copies. */
export const CATALOG_CHANNEL = 'fairdraw_catalog';

export interface RoundEvent {
  lotteryId: number;
  type: 'round' | 'draw' | 'odds';
  data: Record<string, unknown>;
}

type Listener = (event: RoundEvent) => void;

export function createEvents(database: Database, log: Logger) {
  const listeners = new Map<number, Set<Listener>>();
  // Caches of round data: told of every change, from this process at once and from others by NOTIFY.
  const changeWatchers = new Set<(lotteryId: number) => void>();
  const changed = (lotteryId: number) => {
    for (const watcher of changeWatchers) watcher(lotteryId);
  };
  const catalogWatchers = new Set<() => void>();
  const catalogChanged = () => {
    for (const watcher of catalogWatchers) watcher();
  };
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
    for (const listener of listeners.get(event.lotteryId) ?? []) listener(event);
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
    changeWatchers.add(watcher);
    return () => changeWatchers.delete(watcher);
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
    catalogWatchers.add(watcher);
    return () => catalogWatchers.delete(watcher);
  }

  /** Listens to the events of one lottery; returns the function that stops listening. */
  function subscribe(lotteryId: number, listener: Listener): () => void {
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
  }

  /** Starts listening on the database (a dedicated connection on PostgreSQL, reconnected if lost). */
  async function start(): Promise<void> {
    if (database.raw.kind === 'pglite') {
      const stopEvents = await database.raw.pglite.listen(EVENTS_CHANNEL, dispatch);
      const stopCatalog = await database.raw.pglite.listen(CATALOG_CHANNEL, catalogChanged);
      stop = async () => {
        await stopEvents();
        await stopCatalog();
      };
      return;
    }
    const url = database.raw.url;
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === CATALOG_CHANNEL) catalogChanged();
        else dispatch(message.payload);
      });
      next.on('error', (error) => {
        log.warn({ err: error }, 'event listener connection lost; reconnecting');
        void next.end().catch(() => {});
        if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
      });
      await next.connect();
      await next.query(`listen ${EVENTS_CHANNEL}`);
      await next.query(`listen ${CATALOG_CHANNEL}`);
      // A change made while the listener was away went unheard: cached copies are dropped.
      if (client) catalogChanged();
      client = next;
    };
    await connect();
    stop = async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  }

  return {
    publish,
    subscribe,
    watchChanges,
    publishCatalogChange,
    watchCatalog,
    /** Reports a change that has no event of its own (a new round scheduled ahead), to this process. */
    changed,
    start,
    /** How many listeners are connected (for tests and metrics). */
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    /** Signals open streams to end when the server shuts down. */
    closing: closing.signal,
    close: async () => {
      closing.abort();
      await stop?.();
    },
  };
}

export type Events = ReturnType<typeof createEvents>;
