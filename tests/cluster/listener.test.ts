/**
 * The event listener on PostgreSQL: an instance hears the other instances' changes (round events,
 * catalog, content, support) over one LISTEN connection. When that connection is lost, and the
 * database still refuses connections when the listener first tries again, it keeps trying until
 * it is back, says so once (the instance then drops its cached copies and ends its open
 * streams: see events.resync), and hears every channel again.
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { CATALOG_CHANNEL, listen, SUPPORT_CHANNEL } from '#server/events/listener.ts';
import { onServer } from '../support/database.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `fairdraw_listener_${randomBytes(6).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

let database: Database;
let stop: () => Promise<void>;
const heard = { support: [] as (string | undefined)[], catalog: 0, reconnected: 0 };

/** Waits until `condition` holds, or `timeoutMs` has passed; answers whether it holds. */
async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

/** Notifies on the listener's database from the server's own database connection. */
const notify = (channel: string, payload: string) =>
  onServer(url.href, `select pg_notify('${channel}', '${payload}')`);

beforeAll(async () => {
  await onServer(serverUrl, `create database ${name}`);
  database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 1 });
  stop = await listen(database, pino({ level: 'silent' }), {
    event: () => {},
    catalog: () => (heard.catalog += 1),
    content: () => {},
    support: (payload) => heard.support.push(payload),
    reconnected: () => (heard.reconnected += 1),
  });
});

afterAll(async () => {
  await stop?.();
  await database?.close();
  await onServer(serverUrl, `alter database ${name} allow_connections true`).catch(() => {});
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
});

describe('the event listener on PostgreSQL', () => {
  it('hears a change made over another connection', async () => {
    await notify(SUPPORT_CHANNEL, 'first');
    expect(await until(() => heard.support.includes('first'), 5_000)).toBe(true);
  });

  it('comes back after its connection is killed while the database refuses connections, and hears again', async () => {
    const catalogBefore = heard.catalog;
    const reconnectedBefore = heard.reconnected;
    // Nobody may connect (superusers neither), then the listener's connection is ended.
    await onServer(serverUrl, `alter database ${name} allow_connections false`);
    await onServer(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query like 'listen %'`,
    );
    // Its first try (after 1 s) is refused; connections are allowed again before the next.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await onServer(serverUrl, `alter database ${name} allow_connections true`);

    // Back: told once that changes may have gone unheard, then every channel heard again.
    expect(await until(() => heard.reconnected > reconnectedBefore, 15_000)).toBe(true);
    expect(heard.reconnected).toBe(reconnectedBefore + 1);
    await notify(SUPPORT_CHANNEL, 'after');
    await notify(CATALOG_CHANNEL, '');
    expect(await until(() => heard.support.includes('after'), 5_000)).toBe(true);
    expect(await until(() => heard.catalog > catalogBefore, 5_000)).toBe(true);
  });
});
