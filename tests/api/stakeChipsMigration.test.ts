/**
 * Migration 0011 gives the rooms that exist when it runs the stake chips a new room gets
 * (`defaultStakeChips`): a database at 0010 with rooms of assorted stakes is migrated, and every
 * room's chips are those the domain computes from its minimum bet and bet limit.
 */
import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { migrateDatabase } from '#server/db/migrate.ts';
import { rooms } from '#server/db/schema/index.ts';
import { defaultStakeChips } from '#shared/stakeChips.ts';
import { emptyDatabase, migrateTo, migrationsBefore } from '../support/migrations.ts';

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
