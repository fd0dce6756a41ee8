/**
 * `place_bet_slips` has one source, `src/server/betting/place_bet_slips.sql`: after the
 * migrations the database holds exactly that file's function, and a database holding another
 * body gets the file's back at the next start.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrateDatabase, routineBody, ROUTINES } from '#server/db/migrate.ts';
import { selectRows } from '#server/db/rows.ts';
import { setupTestRuntime } from '../support/runtime.ts';

const t = setupTestRuntime();

const [placeBetSlips] = ROUTINES;

async function sourcesInDatabase() {
  return selectRows<{ source: string; definition: string }>(
    t.runtime.database.db,
    sql`select prosrc as source, pg_get_functiondef(oid) as definition from pg_proc where proname = 'place_bet_slips'`,
  );
}

describe('place_bet_slips', () => {
  it('is in the database exactly as its SQL file writes it', async () => {
    const text = readFileSync(placeBetSlips.file, 'utf8');
    const functions = await sourcesInDatabase();
    expect(functions).toHaveLength(1);
    expect(functions[0]?.source).toBe(routineBody(text));
    expect(functions[0]?.definition).toContain('place_bet_slips(p_slips jsonb)');
  });

  it('is put back from its file when the database holds another body', async () => {
    await t.runtime.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION place_bet_slips(p_slips jsonb) RETURNS jsonb AS $$
BEGIN
  RETURN '[]'::jsonb;
END;
$$ LANGUAGE plpgsql`),
    );
    expect((await sourcesInDatabase())[0]?.source).not.toBe(
      routineBody(readFileSync(placeBetSlips.file, 'utf8')),
    );
    await migrateDatabase(t.runtime.database);
    expect((await sourcesInDatabase())[0]?.source).toBe(
      routineBody(readFileSync(placeBetSlips.file, 'utf8')),
    );
  });
});
