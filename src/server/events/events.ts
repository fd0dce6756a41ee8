/**
 * Round events (state changes, draws, odds versions) fan out through PostgreSQL
 * LISTEN/NOTIFY, so a client connected to any instance hears every change. An event is
 * published inside the transaction of the change and delivered when it commits.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { CATALOG_CHANNEL, CONTENT_CHANNEL, EVENTS_CHANNEL, SUPPORT_CHANNEL, listen } from './listener.ts';
import type { SupportEvent } from '#shared/contract/support.ts';

export { CATALOG_CHANNEL, CONTENT_CHANNEL, EVENTS_CHANNEL, SUPPORT_CHANNEL };

/** An entry of live content that changed. */
export interface ContentChange {
  collection: string;
  slug: string;
}

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

/** Catalog changes: lotteries, rooms, odds and site settings edited by staff. */
function catalogChannel() {
  const catalogWatchers = callbacks<[]>();
  const changed = () => catalogWatchers.call();
  /**
   * Reports, in the transaction of a staff edit, that lotteries, rooms or odds changed: this
   * process's watchers hear it at once, every instance's (this one's again) when it commits.
   */
  async function publish(executor: Executor): Promise<void> {
    await executor.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    changed();
  }

  /** Calls `watcher` on every catalog change, and when the listener reconnects (it may have missed one). */
  function watch(watcher: () => void): () => void {
    return catalogWatchers.add(watcher);
  }

  return { publish, changed, watch };
}

/** Content changes: what a publish tells this process at once and every instance by NOTIFY. */
function contentChannel() {
  const contentWatchers = callbacks<[changes: ContentChange[]]>();
  /**
   * Reports, in the transaction of a publish (or of a scheduled version's time coming), which
   * content entries changed: this process's watchers hear it at once, every instance's when it
   * commits.
   */
  async function publish(executor: Executor, changes: ContentChange[]): Promise<void> {
    if (changes.length === 0) return;
    await executor.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(changes)})`);
    contentWatchers.call(changes);
  }

  function changed(payload: string | undefined) {
    try {
      const changes = JSON.parse(payload ?? '[]') as ContentChange[];
      if (Array.isArray(changes)) contentWatchers.call(changes);
    } catch {
      // Not ours: nothing to drop.
    }
  }

  /** Calls `watcher` with the entries of every content change, from any instance. */
  function watch(watcher: (changes: ContentChange[]) => void): () => void {
    return contentWatchers.add(watcher);
  }

  return { publish, changed, watch };
}

/**
 * Support chat changes: a message, a status, an assignment or a read mark. Heard only
 * by NOTIFY, on every instance (this one too) once the change commits, so a stream's client that
 * re-reads on the event finds it.
 */
function supportChannel() {
  const supportWatchers = callbacks<[change: SupportEvent]>();
  async function publish(executor: Executor, change: SupportEvent): Promise<void> {
    await executor.execute(sql`select pg_notify(${SUPPORT_CHANNEL}, ${JSON.stringify(change)})`);
  }
  function changed(payload: string | undefined) {
    try {
      const change = JSON.parse(payload ?? '') as Partial<SupportEvent>;
      if (typeof change.conversationId === 'string' && typeof change.customerId === 'string') {
        supportWatchers.call({ conversationId: change.conversationId, customerId: change.customerId });
      }
    } catch {
      // Not ours: nothing to tell.
    }
  }
  /** Calls `watcher` with every support change, from any instance; returns the function that stops. */
  const watch = (watcher: (change: SupportEvent) => void) => supportWatchers.add(watcher);
  return { publish, changed, watch };
}

/** Round events: each lottery's streams, and the caches of round data told of every change. */
function roundChannel() {
  const listeners = lotteryListeners();
  // Caches of round data: told of every change, from this process at once and from others by NOTIFY.
  const changeWatchers = callbacks<[lotteryId: number]>();
  const changed = (lotteryId: number) => changeWatchers.call(lotteryId);

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

  return { listeners, changed, dispatch, publish, watchChanges };
}

export interface EventsDeps {
  database: Database;
  log: Logger;
}

export function createEvents({ database, log }: EventsDeps) {
  const rounds = roundChannel();
  const catalog = catalogChannel();
  const content = contentChannel();
  const support = supportChannel();
  const resyncWatchers = callbacks<[]>();
  let stop: (() => Promise<void>) | undefined;
  // Aborted at shutdown, so open event streams end and the server can stop.
  const closing = new AbortController();

  /**
   * After changes may have gone unheard (the listener lost its connection and is back): cached
   * catalog copies and pages are dropped, and every open event stream ends, so that its client
   * connects again and reads afresh (a round stream starts with the current round; the support
   * chat re-reads when its stream opens again).
   */
  function resync(): void {
    catalog.changed();
    resyncWatchers.call();
  }

  /** Starts listening on the database (a dedicated connection on PostgreSQL, reconnected if lost). */
  async function start(): Promise<void> {
    stop = await listen(database, log, {
      event: rounds.dispatch,
      catalog: catalog.changed,
      content: content.changed,
      support: support.changed,
      reconnected: resync,
    });
  }

  return {
    publish: rounds.publish,
    /** Listens to the events of one lottery; returns the function that stops listening. */
    subscribe: rounds.listeners.subscribe,
    watchChanges: rounds.watchChanges,
    publishCatalogChange: catalog.publish,
    watchCatalog: catalog.watch,
    publishContentChange: content.publish,
    watchContent: content.watch,
    publishSupportChange: support.publish,
    watchSupport: support.watch,
    /** Reports a change that has no event of its own (a new round scheduled ahead), to this process. */
    changed: rounds.changed,
    resync,
    /** Calls `watcher` at every resync (an open stream ends then); returns the function that stops. */
    watchResync: (watcher: () => void) => resyncWatchers.add(watcher),
    start,
    /** How many listeners are connected (for tests and metrics). */
    listenerCount: rounds.listeners.count,
    /** Signals open streams to end when the server shuts down. */
    closing: closing.signal,
    close: async () => {
      closing.abort();
      await stop?.();
    },
  };
}

export type Events = ReturnType<typeof createEvents>;
