/**
 * The database's routines have one source each, a SQL file beside the code that calls them
 * (`place_bet_slips.sql`, `push_trigger.sql`): after the migrations the database holds exactly
 * that file's function, filled in with the words of the TypeScript vocabulary, and a database
 * holding another body, or missing the trigger, gets the file's back at the next start.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '#server/db/migrate.ts';
import { ROUTINES, routineBody, routineText, type Routine } from '#server/db/routines.ts';
import { selectRows } from '#server/db/rows.ts';
import { LOSS_REASONS } from '#shared/vocabulary.ts';
import { setupTestRuntime } from '../support/runtime.ts';

const t = setupTestRuntime();

function routine(name: string): Routine {
  const found = ROUTINES.find((r) => r.name === name);
  if (!found) throw new Error(`no routine ${name}`);
  return found;
}
const placeBetSlips = routine('place_bet_slips');
const pushEnqueue = routine('push_outbox_enqueue');

async function sourcesInDatabase(name: string) {
  return selectRows<{ source: string; definition: string }>(
    t.runtime.database.db,
    sql`select prosrc as source, pg_get_functiondef(oid) as definition from pg_proc where proname = ${name}`,
  );
}

async function triggersOnNotifications() {
  const rows = await selectRows<{ name: string }>(
    t.runtime.database.db,
    sql`select tgname as name from pg_trigger
        where tgrelid = 'notifications'::regclass and not tgisinternal order by tgname`,
  );
  return rows.map((row) => row.name);
}

describe('place_bet_slips', () => {
  it('is in the database exactly as its SQL file writes it', async () => {
    const text = routineText(placeBetSlips);
    const functions = await sourcesInDatabase('place_bet_slips');
    expect(functions).toHaveLength(1);
    expect(functions[0]?.source).toBe(routineBody(text));
    expect(functions[0]?.definition).toContain('place_bet_slips(p_slips jsonb)');
  });

  it('takes the loss limit’s words from the vocabulary, every one filled in', () => {
    const text = routineText(placeBetSlips);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    expect(text).toContain(`le.reason IN (${LOSS_REASONS.map((r) => `'${r}'`).join(', ')})`);
    expect(text).toContain(`cl.kind = 'loss'`);
  });

  it('is put back from its file when the database holds another body', async () => {
    await t.runtime.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION place_bet_slips(p_slips jsonb) RETURNS jsonb AS $$
BEGIN
  RETURN '[]'::jsonb;
END;
$$ LANGUAGE plpgsql`),
    );
    expect((await sourcesInDatabase('place_bet_slips'))[0]?.source).not.toBe(
      routineBody(routineText(placeBetSlips)),
    );
    await migrateDatabase(t.runtime.database);
    expect((await sourcesInDatabase('place_bet_slips'))[0]?.source).toBe(
      routineBody(routineText(placeBetSlips)),
    );
  });
});

describe('the push trigger', () => {
  it('is in the database exactly as its SQL file writes it, on notifications', async () => {
    const functions = await sourcesInDatabase('push_outbox_enqueue');
    expect(functions).toHaveLength(1);
    expect(functions[0]?.source).toBe(routineBody(routineText(pushEnqueue)));
    expect(await triggersOnNotifications()).toEqual(['notifications_push']);
  });

  it('is put back when the database lost the trigger or holds another body', async () => {
    await t.runtime.database.db.execute(sql`drop trigger notifications_push on notifications`);
    expect(await triggersOnNotifications()).toEqual([]);
    await migrateDatabase(t.runtime.database);
    expect(await triggersOnNotifications()).toEqual(['notifications_push']);

    await t.runtime.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION push_outbox_enqueue() RETURNS trigger AS $$
BEGIN
  RETURN NULL;
END;
$$ LANGUAGE plpgsql`),
    );
    await migrateDatabase(t.runtime.database);
    expect((await sourcesInDatabase('push_outbox_enqueue'))[0]?.source).toBe(
      routineBody(routineText(pushEnqueue)),
    );
    expect(await triggersOnNotifications()).toEqual(['notifications_push']);
  });
});
