/**
 * The database side of the events: LISTEN on the four channels, on PGlite in process, on PostgreSQL
 * over a dedicated connection that is reconnected when lost.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client.ts';

export const EVENTS_CHANNEL = 'fairdraw_events';
/** Internal: a staff edit changed lotteries, rooms or odds; every instance drops its cached copies. */
export const CATALOG_CHANNEL = 'fairdraw_catalog';
/** Internal: an editor's publish (or a scheduled one's time) changed content; the payload names the entries. */
export const CONTENT_CHANNEL = 'fairdraw_content';
/** A support conversation changed; the payload names it and its player. */
export const SUPPORT_CHANNEL = 'fairdraw_support';

export interface ListenerHandlers {
  /** A round event's payload (JSON), as published. */
  event: (payload: string | undefined) => void;
  /** A catalog change. */
  catalog: () => void;
  /** A content change's payload (JSON: the entries changed). */
  content: (payload: string | undefined) => void;
  /** A support change's payload (JSON: the conversation and its player). */
  support: (payload: string | undefined) => void;
  /** The lost connection is back: any change made meanwhile went unheard. */
  reconnected: () => void;
}

/** Starts listening; returns the function that stops. */
export async function listen(
  database: Database,
  log: Logger,
  handlers: ListenerHandlers,
): Promise<() => Promise<void>> {
  if (database.raw.kind === 'pglite') {
    const stopEvents = await database.raw.pglite.listen(EVENTS_CHANNEL, handlers.event);
    const stopCatalog = await database.raw.pglite.listen(CATALOG_CHANNEL, handlers.catalog);
    const stopContent = await database.raw.pglite.listen(CONTENT_CHANNEL, handlers.content);
    const stopSupport = await database.raw.pglite.listen(SUPPORT_CHANNEL, handlers.support);
    return async () => {
      await stopEvents();
      await stopCatalog();
      await stopContent();
      await stopSupport();
    };
  }
  return listenOnPostgres(database.raw.url, log, handlers);
}

/** LISTEN over a dedicated connection to `url`, reconnected when lost; returns the function that stops. */
async function listenOnPostgres(
  url: string,
  log: Logger,
  handlers: ListenerHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  // Tries again until it is back: 1 s, then twice as long each failure, at most 30 s. A failed
  // `connect` rejects without an 'error' event, so the retry is scheduled here, not only there.
  const reconnect = () => {
    if (stopped) return;
    clearTimeout(retry);
    const delay = Math.min(30_000, 1_000 * 2 ** failures);
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        failures += 1;
        log.warn(
          { err: error, retryInSeconds: Math.min(30, 2 ** failures) },
          'event listener cannot reconnect yet',
        );
        reconnect();
      });
    }, delay);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) handlers.catalog();
      else if (message.channel === CONTENT_CHANNEL) handlers.content(message.payload);
      else if (message.channel === SUPPORT_CHANNEL) handlers.support(message.payload);
      else handlers.event(message.payload);
    });
    let lost = false;
    next.on('error', (error) => {
      if (lost) return;
      lost = true;
      log.warn({ err: error }, 'event listener connection lost; reconnecting');
      void next.end().catch(() => {});
      // Only a client that was listening reconnects from here; one still connecting rejects instead.
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${EVENTS_CHANNEL}`);
      await next.query(`listen ${CATALOG_CHANNEL}`);
      await next.query(`listen ${CONTENT_CHANNEL}`);
      await next.query(`listen ${SUPPORT_CHANNEL}`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    // A change made while the listener was away went unheard.
    if (client) handlers.reconnected();
    client = next;
    failures = 0;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
