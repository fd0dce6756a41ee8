/**
 * Migration 0011 gives the rooms that exist when it runs the stake chips a new room gets
 * (`defaultStakeChips`): a database at 0010 with rooms of assorted stakes is migrated, and every
 * room's chips are those the domain computes from its minimum bet and bet limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { openDatabase, type Database, type Schema } from '#server/db/client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from '#server/db/migrate.ts';
import { rooms } from '#server/db/schema/index.ts';
import { defaultStakeChips } from '#shared/stakeChips.ts';
import { DB_KIND, onServer } from '../support/database.ts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, empty database of the suite's engine. */
async function emptyDatabase(): Promise<Database> {
  if (DB_KIND === 'pglite') {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    cleanups.push(() => database.close());
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `fairdraw_chips_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 2 });
  cleanups.push(() => database.close());
  return database;
}

/** A copy of the migrations folder whose journal ends before the migration named `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fairdraw-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
  else await migratePostgres(database.db as NodePgDatabase<Schema>, { migrationsFolder: folder });
}

describe('migration 0011', () => {
  it('gives every existing room the default chips of its minimum bet and limit', async () => {
    const database = await emptyDatabase();
    await migrateTo(database, migrationsBefore('0011_room_stake_chips'));
    // [minimum bet, bet limit] in cents.
    const stakes: [bigint, bigint][] = [
      [100n, 50_000n],
      [1_000n, 20_000n],
      [1_000n, 9_999n],
      [2_500n, 2_500n],
      [1n, 99_999_999_999_999n],
    ];
    for (const [index, [minBet, betLimit]] of stakes.entries()) {
      await database.db.execute(sql`
        insert into rooms (lottery_id, name, min_bet, balance_requirement, bet_limit, sort)
        values (1, ${`Room ${index}`}, ${minBet.toString()}::bigint, 0, ${betLimit.toString()}::bigint, ${index})`);
    }
    await migrateDatabase(database);
    const migrated = await database.db
      .select({ minBet: rooms.minBet, betLimit: rooms.betLimit, stakeChips: rooms.stakeChips })
      .from(rooms)
      .orderBy(asc(rooms.sort));
    expect(migrated).toEqual(
      stakes.map(([minBet, betLimit]) => ({
        minBet,
        betLimit,
        stakeChips: defaultStakeChips(minBet, betLimit),
      })),
    );
    expect(migrated.map((room) => room.stakeChips.length)).toEqual([5, 3, 2, 1, 5]);
  });
});
