import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from '#server/db/migrate.ts';

import { onServer } from '../support/database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

const admin = (statement: string) => onServer(serverUrl ?? '', statement);

describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  it('run exactly once when several instances start at the same moment', async () => {
    const name = `fairdraw_migrate_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}`);
    try {
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 2 })),
      );
      await Promise.all(instances.map((database) => migrateDatabase(database)));
      const first = instances[0];
      if (!first) throw new Error('no instance');
      const applied = (await first.db.execute(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )) as unknown as {
        rows: { n: number }[];
      };
      const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
      expect(applied.rows[0]?.n).toBe(files.length);
      await Promise.all(instances.map((database) => database.close()));
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
