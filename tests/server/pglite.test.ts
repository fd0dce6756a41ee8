import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';

describe('the embedded database (PGlite)', () => {
  it('does not zero-fill new WAL segments, which in PGlite stalls the event loop under load', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-pglite-'));
    const database = await openDatabase({ dataDir, databaseUrl: '' });
    try {
      const shown = (await database.db.execute(sql`show wal_init_zero`)) as unknown as {
        rows: { wal_init_zero: string }[];
      };
      expect(shown.rows[0]?.wal_init_zero).toBe('off');
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
