/**
 * What players read of the games: lotteries with their current round, rooms, odds, a room's
 * view, draws. The current round and recent draws are read by every page and poll, and change
 * only when a round moves: they go through the round cache.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { Events } from '#server/events/events.ts';
import type { Rounds } from '#server/rounds/rounds.ts';
import { toRound } from '#server/rounds/view.ts';
import type { Draw, DrawSearchQuery, Lottery, OddsView, Room, RoomView } from '#shared/contract/games.ts';
import type { Page } from '#shared/contract/common.ts';
import type { Locale } from '#shared/vocabulary.ts';
import { toLottery, toRoom, type Catalog, type LotteryRow } from './catalog.ts';
import { searchDraws, selectDraw, selectRecentDraws } from './queries.ts';
import { createRoundCache, type RoundCache } from './roundCache.ts';
import { createStatsViews } from './stats.ts';

/** How many draws a room's view shows. */
const RECENT_DRAWS = 10;

export interface GameViewsDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  rounds: Rounds;
  events: Events;
}

type Cached = GameViewsDeps & { cache: RoundCache };

async function currentRoundOf({ cache, rounds }: Cached, lotteryId: number) {
  const current = await cache.get(lotteryId, 'current', () => rounds.currentRound(lotteryId));
  return current ? toRound(current) : null;
}

/** The enabled lotteries, each with the round players bet on now. */
async function lotteries(deps: Cached, locale: Locale): Promise<Lottery[]> {
  const list = await deps.catalog.lotteryList();
  return Promise.all(
    list.map(async (lottery: LotteryRow) => ({
      ...toLottery(lottery, locale),
      currentRound: await currentRoundOf(deps, lottery.id),
    })),
  );
}

async function rooms({ catalog }: GameViewsDeps, lotteryId: number, locale: Locale): Promise<Room[]> {
  return (await catalog.roomsOf((await catalog.lottery(lotteryId)).id)).map((room) => toRoom(room, locale));
}

async function odds({ catalog }: GameViewsDeps, lotteryId: number, roomId: number): Promise<OddsView> {
  const lottery = await catalog.lottery(lotteryId);
  const room = await catalog.room(lottery.id, roomId);
  return catalog.oddsView(await catalog.odds(lottery, room.id));
}

/** A room: its lottery, the current round, recent draws and the server time. */
async function roomView(deps: Cached, lotteryId: number, roomId: number, locale: Locale): Promise<RoomView> {
  const { catalog, cache, db, clock } = deps;
  const lottery = await catalog.lottery(lotteryId);
  const room = await catalog.room(lottery.id, roomId);
  const currentRound = await currentRoundOf(deps, lottery.id);
  return {
    lottery: toLottery(lottery, locale),
    room: toRoom(room, locale),
    currentRound,
    recentDraws: await cache.get(lottery.id, `draws:${RECENT_DRAWS}`, () =>
      selectRecentDraws(db, lottery, RECENT_DRAWS),
    ),
    serverTime: clock.now().toISOString(),
  };
}

/** One draw; a round not drawn yet does not exist as a draw (its seed stays secret). */
async function draw({ db }: GameViewsDeps, roundId: number): Promise<Draw> {
  const found = await selectDraw(db, roundId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * What an event stream of a lottery starts from: the lottery (NOT_FOUND if none) and its current
 * round. The round comes through the round cache: thousands of streams opening together (every
 * page reconnecting after a restart) share one read instead of queueing one each ahead of the
 * scheduler's next change. It is read after the stream subscribed, and a change drops the cache
 * before any event of it is delivered, so no stream starts from a round older than its events.
 */
async function eventSource(deps: Cached, lotteryId: number) {
  const lottery = await deps.catalog.lottery(lotteryId);
  return {
    lotteryId: lottery.id,
    currentRound: () => currentRoundOf(deps, lottery.id),
  };
}

/** The player reads bound to their dependencies, with one round cache. */
export function createGameViews(deps: GameViewsDeps) {
  const cached: Cached = { ...deps, cache: createRoundCache({ events: deps.events }) };
  const { stats } = createStatsViews(deps);
  return {
    /** Named in `locale` (the request's language). */
    lotteries: (locale: Locale) => lotteries(cached, locale),
    rooms: (lotteryId: number, locale: Locale) => rooms(deps, lotteryId, locale),
    odds: (lotteryId: number, roomId: number) => odds(deps, lotteryId, roomId),
    roomView: (lotteryId: number, roomId: number, locale: Locale) =>
      roomView(cached, lotteryId, roomId, locale),
    searchDraws: (query: DrawSearchQuery): Promise<Page<Draw>> => searchDraws(deps.db, query),
    draw: (roundId: number) => draw(deps, roundId),
    eventSource: (lotteryId: number) => eventSource(cached, lotteryId),
    /** A lottery's market statistics over its newest `window` draws (computed once per draw). */
    stats,
  };
}

export type GameViews = ReturnType<typeof createGameViews>;
