/**
 * The database side of the events: LISTEN on both channels, on PGlite in process, on PostgreSQL
 * over a dedicated connection that is reconnected when lost.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';

export const EVENTS_CHANNEL = 'fairdraw_events';
/** Internal: a staff edit changed lotteries, rooms or odds; every instance drops its cached copies. */
export const CATALOG_CHANNEL = 'fairdraw_catalog';

export interface ListenerHandlers {
  /** A round event's payload (JSON), as published. */
  event: (payload: string | undefined) => void;
  /** A catalog change, or a reconnection after which one may have gone unheard. */
  catalog: () => void;
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
    return async () => {
      await stopEvents();
      await stopCatalog();
    };
  }
  const url = database.raw.url;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) handlers.catalog();
      else handlers.event(message.payload);
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
    if (client) handlers.catalog();
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
