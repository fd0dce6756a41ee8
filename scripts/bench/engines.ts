/**
 * Runs a measurement on each engine in turn, each on a database of its own made for it: a
 * scratch PostgreSQL database (dropped after), then a PGlite one in a temporary directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import { onServer } from '../../tests/support/database.ts';

export type Engine = 'PostgreSQL' | 'PGlite';

/** `measure` on a fresh PostgreSQL database of `postgresUrl`'s server, then on a fresh PGlite. */
export async function onEachEngine<T>(
  postgresUrl: string,
  label: string,
  measure: (database: Database, engine: Engine) => Promise<T>,
): Promise<T[]> {
  const figures: T[] = [];
  const name = `fairdraw_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 4 });
    try {
      figures.push(await measure(database, 'PostgreSQL'));
    } finally {
      await database.close();
    }
  } finally {
    await onServer(postgresUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), `fairdraw-${label}-`)) });
  try {
    figures.push(await measure(database, 'PGlite'));
  } finally {
    await database.close();
  }
  return figures;
}
