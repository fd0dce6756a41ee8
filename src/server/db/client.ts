/**
 * The database connection: PGlite (embedded, file-backed, one process) when `DATABASE_URL` is
 * unset, else a `pg` pool on PostgreSQL. Both expose the same Drizzle database, so the rest of
 * the code does not know which one it talks to.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import path from 'node:path';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock, type DirectoryLock } from './lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** A short description for logs, without credentials. */
  readonly description: string;
  /** What long-lived listeners and the leader lock need: the PGlite instance or the server URL. */
  readonly raw: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  /** Runs `fn` on one connection holding a session advisory lock (PGlite: the only connection). */
  withSessionLock<T>(lockKey: string, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PGlite only: keep the data in memory (tests). */
  inMemory?: boolean;
  /** PGlite only: an existing instance, e.g. a clone of a migrated template (tests). */
  pglite?: PGlite;
}

// node-postgres returns int8 as strings; Drizzle's bigint columns convert, and raw queries cast.
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let lock: DirectoryLock | undefined;
  let client = options.pglite;
  if (!client) {
    if (options.inMemory) {
      client = await PGlite.create();
    } else {
      lock = acquireDirectoryLock(options.dataDir);
      try {
        // fsync off: PGlite is for evaluation and development; real money belongs on PostgreSQL.
        client = await PGlite.create(path.join(options.dataDir, 'pglite'), { relaxedDurability: true });
      } catch (error) {
        lock.release();
        throw error;
      }
    }
  }
  const pglite = client;
  // New WAL segments (16 MiB) are not zero-filled before use: in PGlite that fill runs on the
  // event loop, and at 64 players betting it held every request for ~47 ms every ~3 s.
  await pglite.exec('set wal_init_zero = off');
  const db = drizzlePglite({ client: pglite, schema });
  return {
    kind: 'pglite',
    raw: { kind: 'pglite', pglite },
    db,
    description:
      options.inMemory || options.pglite
        ? 'PGlite (in memory)'
        : `PGlite at ${path.join(options.dataDir, 'pglite')}`,
    // One connection, one process: the directory lock already makes this process the only user.
    withSessionLock: (_key, fn) => fn(db),
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  await db.execute(sql`select 1`);
  const safeUrl = new URL(url);
  return {
    kind: 'postgres',
    raw: { kind: 'postgres', url },
    db,
    description: `PostgreSQL at ${safeUrl.host}${safeUrl.pathname}`,
    async withSessionLock(lockKey, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
        try {
          return await fn(drizzlePg({ client, schema }));
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
