/**
 * Test databases. PGlite: one migrated template per worker, cloned for each test (a clone is a
 * fresh, isolated database). PostgreSQL: one database per test file on the server of
 * TEST_DATABASE_URL, migrated once and emptied before each test.
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

export const DB_KIND = process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<PGlite> | undefined;

async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create();
    const database = await openDatabase({ dataDir: '', pglite: client });
    await migrateDatabase(database);
    return client;
  })();
  return template;
}

/** Runs one statement on a PostgreSQL server (create or drop a database, …) over its own connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabaseFactory {
  /** A database for one test: fresh and migrated, with no rows. */
  next(): Promise<Database>;
  /** Drops what the factory created. */
  dispose(): Promise<void>;
}

export function testDatabases(): TestDatabaseFactory {
  if (DB_KIND === 'pglite') {
    return {
      async next() {
        const clone = (await (await pgliteTemplate()).clone()) as PGlite;
        return openDatabase({ dataDir: '', pglite: clone });
      },
      async dispose() {},
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `fairdraw_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let created: Promise<void> | undefined;
  const admin = (statement: string) => onServer(serverUrl, statement);
  const open: Database[] = [];
  return {
    async next() {
      created ??= (async () => {
        await admin(`create database ${name}`);
        const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 4 });
        await migrateDatabase(database);
        await database.close();
      })();
      await created;
      const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 10 });
      // Empty every table of the app (not drizzle's journal) so the test starts from nothing.
      const tables = (await database.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { name: string }[] };
      const names = tables.rows.map((row) => row.name);
      if (names.length > 0)
        await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
      open.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(open.map((database) => database.close().catch(() => {})));
      if (created) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * On PostgreSQL admins must enrol TOTP unless the site says otherwise, and the demo admin that
 * server-process suites and the benchmarks sign in as has none: turn the rule off on `databaseUrl`,
 * then wait out the 2 s a running instance may keep the settings it read.
 */
export async function allowStaffWithoutTotp(databaseUrl: string): Promise<void> {
  await onServer(databaseUrl, 'update site_settings set staff_totp_required = false');
  await new Promise((resolve) => setTimeout(resolve, 2_100));
}
