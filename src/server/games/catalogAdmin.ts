/**
 * What staff change in the catalog: lotteries, rooms and odds versions (with the RTP of every key
 * and the >100% guard). Every change is audited and drops every instance's cached copies.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { lotteries, rooms } from '#server/db/schema/index.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import type { StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import type { Events } from '#server/events/events.ts';
import { audit } from '#server/staff/audit.ts';
import { rulesOf } from '#shared/games/index.ts';
import { rtpOf } from '#shared/games/rtp.ts';
import type { GameKey } from '#shared/games/types.ts';
import { parseOdds } from '#shared/odds.ts';
import { sortStakeChips, stakeChipsProblem } from '#shared/stakeChips.ts';
import type { Room } from '#shared/contract/games.ts';
import type { AdminLottery, LotteryEdit, OddsEdit, OddsView, RoomEdit } from '#shared/contract/gamesAdmin.ts';
import {
  oddsView,
  toLottery,
  toRoom,
  type Catalog,
  type EffectiveOdds,
  type LotteryRow,
  type RoomRow,
} from './catalog.ts';

/** The highest odds staff may set: 100 000.0000, in 1/10 000. */
const MAX_ODDS = 1_000_000_000;

export interface CatalogAdminDeps {
  db: Db;
  catalog: Catalog;
  events: Events;
}

type OddsTable = Map<string, { odds: number; oddsByCount?: number[] }>;
type OddsEntry = { key: string; odds: number; oddsByCount: number[] | null };

/** RTP as a percentage string with two decimals: 0.97222 → "97.22". */
function percent(rtp: number): string {
  return (Math.round(rtp * 10_000) / 100).toFixed(2);
}

/** The table `rtpOf` reads from the odds in force. */
function tableOf(effective: EffectiveOdds): OddsTable {
  return new Map(
    [...effective.byKey].map(([key, e]) => [
      key,
      { odds: e.odds, ...(e.oddsByCount ? { oddsByCount: e.oddsByCount } : {}) },
    ]),
  );
}

/** Every lottery, disabled ones too, with its rooms. */
export async function adminLotteries({ catalog }: CatalogAdminDeps): Promise<AdminLottery[]> {
  const list = await catalog.lotteryList(true);
  return Promise.all(
    list.map(async (l) => ({ ...toLottery(l), rooms: (await catalog.roomsOf(l.id)).map((r) => toRoom(r)) })),
  );
}

/** Edits a lottery (interval, close lead, enabled); rounds already created keep their times. */
export async function editLottery(
  { db, events }: CatalogAdminDeps,
  actor: StaffActor,
  lotteryId: number,
  input: LotteryEdit,
) {
  return transaction(db, async (tx) => {
    const [before] = await tx.select().from(lotteries).where(eq(lotteries.id, lotteryId)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const interval = input.intervalSeconds ?? before.intervalSeconds;
    const lead = input.closeBeforeDrawSeconds ?? before.closeBeforeDrawSeconds;
    if (lead >= interval)
      throw new AppError('VALIDATION_ERROR', { fields: { closeBeforeDrawSeconds: 'TOO_BIG' } });
    // An edit that names no field changes nothing: the lottery as it stands, nothing audited.
    if (Object.keys(input).length === 0) return toLottery(before);
    const [after] = await tx.update(lotteries).set(input).where(eq(lotteries.id, before.id)).returning();
    if (!after) throw new AppError('NOT_FOUND');
    return catalogEdited(tx, events, actor, 'lottery', before.id, toLottery(before), toLottery(after));
  });
}

/**
 * What follows an edit of a lottery or a room in its transaction: the cached copies are dropped
 * (this instance's now, every instance's at the commit) and the change is audited. Returns the
 * edited view.
 */
async function catalogEdited<V>(
  tx: Tx,
  events: Events,
  actor: StaffActor,
  targetType: 'lottery' | 'room',
  id: number,
  before: V,
  after: V,
): Promise<V> {
  await events.publishCatalogChange(tx);
  await audit(tx, actor, {
    action: `${targetType}.update`,
    targetType,
    targetId: String(id),
    before,
    after,
  });
  return after;
}

/**
 * What a room edit writes: the fields sent, the stake chips sorted. The room as it would stand
 * must hold together: the minimum bet within the bet limit, and every chip — the ones sent, else
 * the ones it has — within both (a new minimum or limit that leaves a chip outside is refused
 * with a `stakeChips` field error until chips that fit are sent with it).
 */
function roomUpdate(before: RoomRow, input: RoomEdit): Partial<typeof rooms.$inferInsert> {
  const minBet = input.minBet ?? before.minBet;
  const betLimit = input.betLimit ?? before.betLimit;
  const chips = input.stakeChips ?? before.stakeChips;
  const fields: Record<string, string> = {};
  if (minBet > betLimit) fields.minBet = 'TOO_BIG';
  const chipsProblem = stakeChipsProblem(chips, { minBet, betLimit });
  if (chipsProblem) fields.stakeChips = chipsProblem;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  const { stakeChips, ...rest } = input;
  return { ...rest, ...(stakeChips ? { stakeChips: sortStakeChips(stakeChips) } : {}) };
}

/** Edits a room: name, minimum bet, balance requirement, bet limit, stake chips. */
export async function editRoom(
  { db, events }: CatalogAdminDeps,
  actor: StaffActor,
  target: { lotteryId: number; roomId: number },
  input: RoomEdit,
): Promise<Room> {
  return transaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, target.roomId), eq(rooms.lotteryId, target.lotteryId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const update = roomUpdate(before, input);
    // An edit that names no field changes nothing: the room as it stands, nothing audited.
    if (Object.keys(update).length === 0) return toRoom(before);
    const [after] = await tx.update(rooms).set(update).where(eq(rooms.id, before.id)).returning();
    if (!after) throw new AppError('NOT_FOUND');
    return catalogEdited(tx, events, actor, 'room', before.id, toRoom(before), toRoom(after));
  });
}

/** The odds of a lottery (or of one room) with the RTP of every key. */
export async function oddsWithRtp(
  { db, catalog }: CatalogAdminDeps,
  lotteryId: number,
  roomId: number | null,
): Promise<OddsView> {
  const lottery = await catalog.lottery(lotteryId);
  if (roomId !== null) await catalog.room(lottery.id, roomId);
  const effective = await catalog.odds(lottery, roomId, db);
  const rtp = rtpOf(lottery.game as GameKey, tableOf(effective));
  const view = oddsView(effective);
  return { ...view, markets: view.markets.map((m) => ({ ...m, rtp: percent(rtp.get(m.key) ?? 0) })) };
}

/** Parses the odds of an edit; every key the game lacks and every odds out of range is a field error. */
function parseOddsEdit(lottery: LotteryRow, odds: OddsEdit['odds']): OddsEntry[] {
  const rules = rulesOf(lottery.game as GameKey);
  const fields: Record<string, string> = {};
  const entries = odds.map((entry, i) => {
    const value = parseOdds(entry.odds);
    const byCount = entry.oddsByCount?.map(parseOdds);
    if (!rules.isKey(entry.key)) fields[`odds.${i}.key`] = 'INVALID_VALUE';
    // Between 1 (the stake back) and 100 000 (so a payout can never overflow).
    if (value === null || value < 10_000 || value > MAX_ODDS) fields[`odds.${i}.odds`] = 'INVALID_FORMAT';
    if (byCount?.some((v) => v === null || v < 10_000 || v > MAX_ODDS))
      fields[`odds.${i}.oddsByCount`] = 'INVALID_FORMAT';
    if (entry.key.startsWith('face:') !== (byCount !== undefined))
      fields[`odds.${i}.oddsByCount`] = 'INVALID_VALUE';
    return { key: entry.key, odds: value ?? 0, oddsByCount: (byCount as number[] | undefined) ?? null };
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  return entries;
}

/**
 * Writes a new odds version for a lottery or a room, refused (`INVALID_OPERATION`, naming each
 * key and its RTP) when a key's RTP would exceed 100% unless forced; audited, and announced to
 * every instance and to players' streams.
 */
export async function editOdds(
  deps: CatalogAdminDeps,
  actor: StaffActor,
  lotteryId: number,
  input: OddsEdit,
): Promise<OddsView> {
  const { db, catalog } = deps;
  const lottery = await catalog.lottery(lotteryId);
  const roomId = input.roomId ?? null;
  if (roomId !== null) await catalog.room(lottery.id, roomId);
  const entries = parseOddsEdit(lottery, input.odds);
  // The RTP of the table that would be in force: the current one with these keys replaced.
  const table = tableOf(await catalog.odds(lottery, roomId, db));
  for (const e of entries)
    table.set(e.key, { odds: e.odds, ...(e.oddsByCount ? { oddsByCount: e.oddsByCount } : {}) });
  const rtp = rtpOf(lottery.game as GameKey, table);
  const tooHigh = entries.filter((e) => (rtp.get(e.key) ?? 0) > 1);
  if (tooHigh.length > 0 && !input.force) {
    throw new AppError('INVALID_OPERATION', {
      fields: Object.fromEntries(tooHigh.map((e) => [e.key, `RTP ${percent(rtp.get(e.key) ?? 0)}%`])),
    });
  }
  const version = await writeOddsVersion(deps, actor, {
    lottery,
    roomId,
    entries,
    table,
    audited: { odds: input.odds, forced: tooHigh.length > 0 },
  });
  catalog.forget();
  const view = await oddsWithRtp(deps, lottery.id, roomId);
  return { ...view, version: Math.max(view.version, version) };
}

/** Writes, audits and announces an odds version checked by `editOdds`; returns its id. */
async function writeOddsVersion(
  { db, catalog, events }: CatalogAdminDeps,
  actor: StaffActor,
  change: {
    lottery: LotteryRow;
    roomId: number | null;
    entries: OddsEntry[];
    table: OddsTable;
    audited: { odds: OddsEdit['odds']; forced: boolean };
  },
): Promise<number> {
  const { lottery, roomId, entries, table } = change;
  return transaction(db, async (tx) => {
    // A lottery version is the whole table; a room version is the room's earlier overrides
    // with these keys replaced, so an edit never silently drops an override.
    const previous = roomId === null ? [] : await catalog.roomOverrides(lottery.id, roomId, tx);
    const merged = new Map(previous.map((e) => [e.key, e]));
    for (const e of entries) merged.set(e.key, e);
    const full =
      roomId === null
        ? [...table].map(([key, e]) => ({
            key,
            odds: e.odds,
            oddsByCount: e.oddsByCount ? [...e.oddsByCount] : null,
          }))
        : [...merged.values()];
    const versionId = await catalog.writeOdds(tx, {
      lotteryId: lottery.id,
      roomId,
      createdBy: actor.staff.id,
      entries: full,
    });
    await audit(tx, actor, {
      action: 'odds.update',
      targetType: 'lottery',
      targetId: `${lottery.id}${roomId === null ? '' : `/${roomId}`}`,
      after: { version: versionId, ...change.audited },
    });
    await events.publishCatalogChange(tx);
    await events.publish(tx, { lotteryId: lottery.id, type: 'odds', data: { version: versionId, roomId } });
    return versionId;
  });
}

/** The staff catalog operations bound to their dependencies. */
export function createCatalogAdmin(deps: CatalogAdminDeps) {
  return {
    lotteries: () => adminLotteries(deps),
    editLottery: (actor: StaffActor, lotteryId: number, input: LotteryEdit) =>
      editLottery(deps, actor, lotteryId, input),
    editRoom: (actor: StaffActor, target: { lotteryId: number; roomId: number }, input: RoomEdit) =>
      editRoom(deps, actor, target, input),
    oddsWithRtp: (lotteryId: number, roomId: number | null) => oddsWithRtp(deps, lotteryId, roomId),
    editOdds: (actor: StaffActor, lotteryId: number, input: OddsEdit) =>
      editOdds(deps, actor, lotteryId, input),
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
