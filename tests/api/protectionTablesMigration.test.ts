/**
 * Migration 0022 gives the player-protection tables the feature's name (`protection_…`): a
 * database at 0021 holding a block, a limit, its change and a hit keeps every row, every
 * constraint, index and id sequence follows its table's new name, and new rows take the next ids.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '#server/db/migrate.ts';
import { selectRows } from '#server/db/rows.ts';
import {
  protectionBlocks,
  protectionLimitChanges,
  protectionLimits,
  protectionLimitHits,
} from '#server/db/schema/index.ts';
import { emptyDatabase, migrateTo, migrationsBefore } from '../support/migrations.ts';

const CUSTOMER = '00000000-0000-4000-8000-000000000001';
const AT = '2026-11-21T00:00:00.000Z';

describe('migration 0022', () => {
  it('renames the protection tables with their rows, constraints, indexes and sequences', async () => {
    const database = await emptyDatabase();
    await migrateTo(database, migrationsBefore('0022_protection_tables'));
    await database.db.execute(sql`
      insert into customer_blocks (customer_id, kind, starts_at, ends_at)
        values (${CUSTOMER}, 'timeout', ${AT}, ${AT}::timestamptz + interval '1 day')`);
    await database.db.execute(sql`
      insert into customer_limits (customer_id, kind, period, player_amount)
        values (${CUSTOMER}, 'loss', 'daily', 5000)`);
    await database.db.execute(sql`
      insert into customer_limit_changes (customer_id, kind, period, action, to_amount, at)
        values (${CUSTOMER}, 'loss', 'daily', 'decreased', 5000, ${AT})`);
    await database.db.execute(sql`
      insert into limit_hits (customer_id, kind, period, limit_amount, attempted, at)
        values (${CUSTOMER}, 'loss', 'daily', 5000, 6000, ${AT})`);

    await migrateDatabase(database);

    const names = await selectRows<{ name: string }>(
      database.db,
      sql`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and (relname like 'customer\_limit%' or relname like 'customer\_blocks%'
            or relname like 'limit\_hits%' or relname like 'protection\_%')
          union all
          select conname from pg_constraint where contype <> 'n' and (conname like 'customer\_limit%'
            or conname like 'customer\_blocks%' or conname like 'limit\_hits%' or conname like 'protection\_%')

          order by 1`,
    );
    expect(names.map((row) => row.name)).toEqual([
      'protection_blocks',
      'protection_blocks_customer_idx',
      'protection_blocks_ends_after_start',
      'protection_blocks_id_seq',
      'protection_blocks_pkey',
      'protection_blocks_pkey',
      'protection_limit_changes',
      'protection_limit_changes_customer_idx',
      'protection_limit_changes_id_seq',
      'protection_limit_changes_pkey',
      'protection_limit_changes_pkey',
      'protection_limit_hits',
      'protection_limit_hits_at_idx',
      'protection_limit_hits_customer_idx',
      'protection_limit_hits_id_seq',
      'protection_limit_hits_pkey',
      'protection_limit_hits_pkey',
      'protection_limits',
      'protection_limits_customer_id_kind_period_pk',
      'protection_limits_customer_id_kind_period_pk',
      'protection_limits_positive',
    ]);

    // The NOT NULL constraints PostgreSQL 18 names (earlier versions name none): all renamed too.
    const oldNotNull = await selectRows<{ name: string }>(
      database.db,
      sql`select conname as name from pg_constraint
          where contype = 'n' and conrelid::regclass::text in
            ('protection_blocks', 'protection_limit_changes', 'protection_limits', 'protection_limit_hits')
            and conname not like 'protection\_%'`,
    );
    expect(oldNotNull).toEqual([]);

    expect(await database.db.select({ kind: protectionBlocks.kind }).from(protectionBlocks)).toEqual([
      { kind: 'timeout' },
    ]);
    expect(
      await database.db.select({ amount: protectionLimits.playerAmount }).from(protectionLimits),
    ).toEqual([{ amount: 5000n }]);
    const [change] = await database.db
      .insert(protectionLimitChanges)
      .values({ customerId: CUSTOMER, kind: 'loss', period: 'weekly', action: 'decreased', at: new Date(AT) })
      .returning({ id: protectionLimitChanges.id });
    expect(change?.id).toBe(2);
    expect(
      await database.db.select({ attempted: protectionLimitHits.attempted }).from(protectionLimitHits),
    ).toEqual([{ attempted: 6000n }]);
  });
});
