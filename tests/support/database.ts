/**
 * Test databases, one per test file, emptied before each test but its first (a runtime seeds
 * what it needs and imports the content of `src/content` when it starts). PGlite: an instance
 * loaded from the migrated template. PostgreSQL: a database on the server of TEST_DATABASE_URL,
 * migrated once.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '#server/db/migrate.ts';
import { ROUTINES, routineText } from '#server/db/routines.ts';
import { selectRows } from '#server/db/rows.ts';

// The engine's own version: a dump is read back only by the PGlite that wrote it.
const PGLITE_VERSION = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '../package.json'),
  'utf8',
);

export const DB_KIND = process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * The migrated database every PGlite test database starts from, as a dump: made once per set of
 * migrations and kept in the system's temporary folder, so a test file loads it (under a second)
 * rather than running initdb and every migration (several seconds) again.
 */
function templateFile(): string {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).map((name) =>
    path.join(MIGRATIONS_FOLDER, name),
  );
  for (const file of files.sort()) {
    if (statSync(file).isFile()) hash.update(file).update(readFileSync(file));
  }
  // The routines as the database gets them: a word changed in the vocabulary makes a new template.
  for (const routine of ROUTINES) hash.update(routine.name).update(routineText(routine));
  return path.join(tmpdir(), `fairdraw-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

let template: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile();
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const client = await PGlite.create();
    await migrateDatabase(await openDatabase({ dataDir: '', pglite: client }));
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a file another worker is writing is never read half done.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

/**
 * Empties every table of the app (not drizzle's journal) and restarts every sequence, so a test
 * starts from nothing. Only the tables holding rows are truncated (with those referring to them):
 * a truncate makes new files for each table and its indexes, a quarter of a second for all of
 * them on PostgreSQL, and a test fills a few.
 */
async function emptyTables(database: Database): Promise<void> {
  const tables = await selectRows<{ name: string; literal: string }>(
    database.db,
    sql`select quote_ident(tablename) as name, quote_literal(quote_ident(tablename)) as literal
        from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  const filled = await selectRows<{ name: string }>(
    database.db,
    sql.raw(
      tables
        .map(({ name, literal }) => `select ${literal} as name where exists (select 1 from ${name})`)
        .join(' union all '),
    ),
  );
  if (filled.length > 0)
    await database.db.execute(sql.raw(`truncate ${filled.map((t) => t.name).join(', ')} cascade`));
  await database.db.execute(
    sql`select setval(s.seqrelid, s.seqstart, false) from pg_sequence s
        join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'`,
  );
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
    // One PGlite per factory (a test file), loaded from the template and emptied before each test
    // but the first, as on PostgreSQL: a new instance per test (a clone) cost ~0.8 s each.
    let client: PGlite | undefined;
    return {
      async next() {
        const fresh = !client;
        client ??= await PGlite.create({ loadDataDir: await pgliteTemplate() });
        const database = await openDatabase({ dataDir: '', pglite: client });
        if (!fresh) await emptyTables(database);
        // The runtime's close must not end the instance the next test uses.
        return { ...database, close: async () => {} };
      },
      async dispose() {
        await client?.close();
      },
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
      await emptyTables(database);
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
