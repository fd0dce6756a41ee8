/**
 * The SQL of the games: lotteries, rooms, odds versions and their entries, and the draws players
 * look up. The catalog caches what these read; the draw reads are cached by the round cache.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { lotteries, oddsEntries, oddsVersions, rooms, rounds } from '#server/db/schema/index.ts';
import { countWhere, readPage } from '#server/db/paging.ts';
import { DRAWN_ROUND_STATES } from '#shared/vocabulary.ts';
import type { DrawSearchQuery } from '#shared/contract/games.ts';
import { drawView } from '#server/rounds/view.ts';

export type LotteryRow = typeof lotteries.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type OddsEntryRow = typeof oddsEntries.$inferSelect;

/** Every lottery in display order; only the enabled ones unless asked. */
export function selectLotteries(db: Db, includeDisabled: boolean): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteries)
    .where(includeDisabled ? undefined : eq(lotteries.enabled, true))
    .orderBy(asc(lotteries.sort), asc(lotteries.id));
}

export async function selectLottery(db: Db, lotteryId: number): Promise<LotteryRow | undefined> {
  return (await db.select().from(lotteries).where(eq(lotteries.id, lotteryId)))[0];
}

export function selectRooms(db: Db, lotteryId: number): Promise<RoomRow[]> {
  return db
    .select()
    .from(rooms)
    .where(eq(rooms.lotteryId, lotteryId))
    .orderBy(asc(rooms.sort), asc(rooms.id));
}

export async function selectRoom(db: Db, lotteryId: number, roomId: number): Promise<RoomRow | undefined> {
  return (
    await db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, roomId), eq(rooms.lotteryId, lotteryId)))
  )[0];
}

/**
 * The odds versions that make a room's table, newest first: the lottery's own (`roomId` null)
 * and, for a room, the room's overrides.
 */
export function selectOddsVersions(executor: Executor, lotteryId: number, roomId: number | null) {
  return executor
    .select({ id: oddsVersions.id, roomId: oddsVersions.roomId })
    .from(oddsVersions)
    .where(
      and(
        eq(oddsVersions.lotteryId, lotteryId),
        roomId === null
          ? isNull(oddsVersions.roomId)
          : sql`(${oddsVersions.roomId} is null or ${oddsVersions.roomId} = ${roomId})`,
      ),
    )
    .orderBy(desc(oddsVersions.id));
}

export async function selectOddsEntries(executor: Executor, versionIds: number[]): Promise<OddsEntryRow[]> {
  if (versionIds.length === 0) return [];
  return executor.select().from(oddsEntries).where(inArray(oddsEntries.versionId, versionIds));
}

/** Writes a new odds version (the whole table given); returns its id. */
export async function insertOddsVersion(
  executor: Executor,
  input: {
    lotteryId: number;
    roomId: number | null;
    createdBy: string | null;
    entries: { key: string; odds: number; oddsByCount?: number[] | null }[];
  },
): Promise<number> {
  const [version] = await executor
    .insert(oddsVersions)
    .values({ lotteryId: input.lotteryId, roomId: input.roomId, createdBy: input.createdBy })
    .returning({ id: oddsVersions.id });
  if (!version) throw new Error('odds version insert returned nothing');
  await executor.insert(oddsEntries).values(
    input.entries.map((e) => ({
      versionId: version.id,
      key: e.key,
      odds: e.odds,
      oddsByCount: e.oddsByCount ?? null,
    })),
  );
  return version.id;
}

/** The entries of a room's latest own odds version (its overrides), if it has one. */
export async function selectRoomOverrides(executor: Executor, lotteryId: number, roomId: number) {
  const [latest] = await executor
    .select({ id: oddsVersions.id })
    .from(oddsVersions)
    .where(and(eq(oddsVersions.lotteryId, lotteryId), eq(oddsVersions.roomId, roomId)))
    .orderBy(desc(oddsVersions.id))
    .limit(1);
  if (!latest) return [];
  const rows = await executor.select().from(oddsEntries).where(eq(oddsEntries.versionId, latest.id));
  return rows.map((r) => ({ key: r.key, odds: r.odds, oddsByCount: r.oddsByCount }));
}

/** A lottery's latest draws, newest first. */
export async function selectRecentDraws(db: Db, lottery: LotteryRow, limit: number) {
  const rows = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.lotteryId, lottery.id), inArray(rounds.state, DRAWN_ROUND_STATES)))
    .orderBy(desc(rounds.drawAt))
    .limit(limit);
  return rows.map((row) => drawView(lottery, row));
}

/** A page of draws, newest first, of every lottery or one. */
export function searchDraws(db: Db, query: DrawSearchQuery) {
  const where = and(
    inArray(rounds.state, DRAWN_ROUND_STATES),
    query.lotteryId ? eq(rounds.lotteryId, query.lotteryId) : undefined,
  );
  return readPage(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select({ round: rounds, lottery: lotteries })
          .from(rounds)
          .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
          .where(where)
          .orderBy(desc(rounds.drawAt), desc(rounds.id))
          .limit(limit)
          .offset(offset),
      count: () => countWhere(db, rounds, where),
    },
    (r) => drawView(r.lottery, r.round),
  );
}

/** One drawn round as a draw; a round not drawn yet is none (its seed stays secret). */
export async function selectDraw(db: Db, roundId: number) {
  const [row] = await db
    .select({ round: rounds, lottery: lotteries })
    .from(rounds)
    .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
    .where(and(eq(rounds.id, roundId), inArray(rounds.state, DRAWN_ROUND_STATES)));
  return row ? drawView(row.lottery, row.round) : undefined;
}
