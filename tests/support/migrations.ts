/**
 * Databases for migration tests: an empty database of the suite's engine, migrated up to just
 * before a given migration, and then the rest (each one dropped after its test).
 */
import { afterEach, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { openDatabase, type Database, type Schema } from '#server/db/client.ts';
import { MIGRATIONS_FOLDER } from '#server/db/migrate.ts';
import { DB_KIND, onServer } from './database.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, empty database of the suite's engine. */
export async function emptyDatabase(): Promise<Database> {
  if (DB_KIND === 'pglite') {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    cleanups.push(() => database.close());
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `fairdraw_migrations_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 2 });
  cleanups.push(() => database.close());
  return database;
}

/** A copy of the migrations folder whose journal ends before the migration named `tag`. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fairdraw-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

export async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
  else await migratePostgres(database.db as NodePgDatabase<Schema>, { migrationsFolder: folder });
}
