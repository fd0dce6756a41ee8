/**
 * What the server-rendered pages read, straight from the runtime's services: typed, with no HTTP
 * in process and no casts. Pages, layouts and components reach the back end only through here
 * (and the API mount and middleware, which hand over the runtime).
 *
 * A public read answers as the public API would: nothing under maintenance or when a service
 * fails (the page shows its empty or "not found" state; islands retry in the browser), and
 * "not found" for a lottery, room or draw that does not exist.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RuntimeCore } from '#server/runtime.ts';
import { AppError } from '#server/errors.ts';
import { lotteries, rounds } from '#server/db/schema/index.ts';
import { readPage } from '#server/db/paging.ts';
import { toLottery, toRoom, type LotteryRow } from '#server/games/catalog.ts';
import { createRoundCache, type RoundCache } from '#server/games/roundCache.ts';
import { drawView, toRound } from '#server/rounds/rounds.ts';
import type { SiteInfo } from '#server/site/settings.ts';
import { DRAWN_ROUND_STATES } from '#shared/vocabulary.ts';
import type { GameKey } from '#shared/games/types.ts';
import type { Page } from '#shared/contract/common.ts';

export type { SiteInfo };

/** What a page hands over: `Astro.locals`. */
export interface PageLocals {
  runtime: RuntimeCore;
}

export type LotteryView = ReturnType<typeof toLottery>;
export type LotteryWithRound = LotteryView & { currentRound: ReturnType<typeof toRound> | null };
export type RoomInfo = ReturnType<typeof toRoom>;
export type DrawView = ReturnType<typeof drawView>;
export type OddsView = ReturnType<RuntimeCore['catalog']['oddsView']>;

/** A room with its lottery, current round and recent draws (`GET /game/{lotteryId}/{roomId}`). */
export interface RoomView {
  lottery: LotteryView;
  room: RoomInfo;
  currentRound: ReturnType<typeof toRound> | null;
  recentDraws: DrawView[];
  serverTime: string;
}

export type RoundPageData =
  | { kind: 'found'; lotteryId: number; roomId: number; room: RoomView | null; odds: OddsView | null }
  | { kind: 'notFound' };

type Read<T> = { data: T } | { data: null; notFound: boolean };

/** The largest id the API accepts (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;
const ROUTE_ID = /^[1-9][0-9]{0,8}$/;

/** Reads as the public API answers: nothing under maintenance, on a refusal or on a failure (logged). */
async function read<T>(runtime: RuntimeCore, load: () => Promise<T>): Promise<Read<T>> {
  try {
    if ((await runtime.site.get()).maintenance) return { data: null, notFound: false };
    return { data: await load() };
  } catch (error) {
    if (error instanceof AppError) return { data: null, notFound: error.code === 'NOT_FOUND' };
    runtime.log.error({ err: error }, 'page data failed');
    return { data: null, notFound: false };
  }
}

// The current round and recent draws, which every page view reads, cached as the API caches them.
const roundCaches = new WeakMap<RuntimeCore, RoundCache>();
function roundCache(runtime: RuntimeCore): RoundCache {
  let cache = roundCaches.get(runtime);
  if (!cache) roundCaches.set(runtime, (cache = createRoundCache(runtime.events)));
  return cache;
}

async function withCurrentRound(runtime: RuntimeCore, lottery: LotteryRow): Promise<LotteryWithRound> {
  const current = await roundCache(runtime).get(lottery.id, 'current', () =>
    runtime.rounds.currentRound(lottery.id),
  );
  return { ...toLottery(lottery), currentRound: current ? toRound(current) : null };
}

const drawn = inArray(rounds.state, DRAWN_ROUND_STATES);

/** The site's name, favicon, support link, limits and maintenance flag (`GET /info`). */
export function siteInfo({ runtime }: PageLocals): Promise<SiteInfo> {
  return runtime.site.info();
}

/** The enabled lotteries with their current rounds; empty when they cannot be read. */
export async function lotteryList({ runtime }: PageLocals): Promise<LotteryWithRound[]> {
  const list = await read(runtime, async () =>
    Promise.all((await runtime.catalog.lotteryList()).map((l) => withCurrentRound(runtime, l))),
  );
  return list.data ?? [];
}

/** The rooms of a lottery; empty when they cannot be read. */
export async function roomsOf({ runtime }: PageLocals, lotteryId: number): Promise<RoomInfo[]> {
  const rooms = await read(runtime, async () =>
    (await runtime.catalog.roomsOf((await runtime.catalog.lottery(lotteryId)).id)).map(toRoom),
  );
  return rooms.data ?? [];
}

/** The odds in force in a room; null when they cannot be read. */
export async function roomOdds(
  { runtime }: PageLocals,
  lotteryId: number,
  roomId: number,
): Promise<OddsView | null> {
  return (await readOdds(runtime, lotteryId, roomId)).data;
}

function readOdds(runtime: RuntimeCore, lotteryId: number, roomId: number) {
  return read(runtime, async () => {
    const lottery = await runtime.catalog.lottery(lotteryId);
    const room = await runtime.catalog.room(lottery.id, roomId);
    return runtime.catalog.oddsView(await runtime.catalog.odds(lottery, room.id));
  });
}

function readRoom(runtime: RuntimeCore, lotteryId: number, roomId: number) {
  return read(runtime, async (): Promise<RoomView> => {
    const lottery = await runtime.catalog.lottery(lotteryId);
    const room = await runtime.catalog.room(lottery.id, roomId);
    const cache = roundCache(runtime);
    const [current, recentDraws] = await Promise.all([
      cache.get(lottery.id, 'current', () => runtime.rounds.currentRound(lottery.id)),
      cache.get(lottery.id, 'draws:10', () => latestDraws(runtime, lottery, 10)),
    ]);
    return {
      lottery: toLottery(lottery),
      room: toRoom(room),
      currentRound: current ? toRound(current) : null,
      recentDraws,
      serverTime: runtime.clock.now().toISOString(),
    };
  });
}

async function latestDraws(runtime: RuntimeCore, lottery: LotteryRow, limit: number) {
  const rows = await runtime.database.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.lotteryId, lottery.id), drawn))
    .orderBy(desc(rounds.drawAt))
    .limit(limit);
  return rows.map((row) => drawView(lottery, row));
}

/**
 * A round screen (`/{game}/{lotteryId}/{roomId}`): the room with its round and draws, and the
 * odds, so the betting board paints with data. A lottery of another game than the route's is
 * not found; any other failure leaves the data null and the board shows that state.
 * @example const data = await roundPage(Astro.locals, 'fast3', Astro.params);
 */
export async function roundPage(
  { runtime }: PageLocals,
  game: GameKey,
  params: Record<string, string | undefined>,
): Promise<RoundPageData> {
  const { lotteryId = '', roomId = '' } = params;
  if (!ROUTE_ID.test(lotteryId) || !ROUTE_ID.test(roomId)) return { kind: 'notFound' };
  const ids = [Number(lotteryId), Number(roomId)] as const;
  const [room, odds] = await Promise.all([readRoom(runtime, ...ids), readOdds(runtime, ...ids)]);
  if (room.data === null ? room.notFound : room.data.lottery.game !== game) return { kind: 'notFound' };
  return { kind: 'found', lotteryId: ids[0], roomId: ids[1], room: room.data, odds: odds.data };
}

/** One drawn round with its revealed seed; null when there is none (a round not drawn yet keeps its seed). */
export async function drawById({ runtime }: PageLocals, id: number): Promise<DrawView | null> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  const draw = await read(runtime, async () => {
    const [row] = await runtime.database.db
      .select({ round: rounds, lottery: lotteries })
      .from(rounds)
      .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
      .where(and(eq(rounds.id, id), drawn));
    return row ? drawView(row.lottery, row.round) : null;
  });
  return draw.data;
}

/** A page of a lottery's draws, newest first; null when they cannot be read. */
export async function drawsOf(
  { runtime }: PageLocals,
  lotteryId: number,
  page: { pageNo: number; pageSize: number },
): Promise<Page<DrawView> | null> {
  const where = and(drawn, eq(rounds.lotteryId, lotteryId));
  const draws = await read(runtime, () =>
    readPage(
      page,
      {
        rows: ({ limit, offset }) =>
          runtime.database.db
            .select({ round: rounds, lottery: lotteries })
            .from(rounds)
            .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
            .where(where)
            .orderBy(desc(rounds.drawAt), desc(rounds.id))
            .limit(limit)
            .offset(offset),
        count: () =>
          runtime.database.db
            .select({ n: sql<string>`count(*)::text` })
            .from(rounds)
            .where(where),
      },
      (row) => drawView(row.lottery, row.round),
    ),
  );
  return draws.data;
}
