/**
 * What the server-rendered pages read, straight from the runtime's services: typed, with no HTTP
 * in process and no casts. Pages, layouts and components reach the back end only through here
 * (and the API mount and middleware, which hand over the runtime).
 *
 * A public read answers as the public API would: nothing under maintenance or when a service
 * fails (the page shows its empty or "not found" state; islands retry in the browser), and
 * "not found" for a lottery, room or draw that does not exist.
 */
import type { Locale } from '#shared/vocabulary.ts';
import type { RuntimeCore } from './runtime.ts';
import type { ChainFacts } from './chain/chain.ts';
import type { LiveContent } from './content/live.ts';
import { AppError } from './errors.ts';
import { PAGE_TAGS } from './pageCache/dropPages.ts';
import type { SiteInfo } from '#shared/contract/site.ts';
import type { GameKey } from '#shared/games/types.ts';
import type { Page } from '#shared/contract/common.ts';
import { STATS_WINDOW } from '#shared/games/stats.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import type { Draw, Lottery, OddsView, Room, RoomView, SwitchLottery } from '#shared/contract/games.ts';

export type { ChainFacts, Draw, Lottery, OddsView, Room, RoomView, SiteInfo };
export { PAGE_TAGS };

/** What a page hands over: `Astro.locals`. */
export interface PageLocals {
  runtime: RuntimeCore;
  /** The language the page is rendered in: names staff gave in it are shown. */
  locale: Locale;
  /**
   * Set when a read failed or the site is under maintenance: the page shows an empty or error
   * state that must not be kept in the route cache (the middleware then turns the cache off).
   */
  uncacheable?: boolean;
}

export type RoundPageData =
  | {
      kind: 'found';
      lotteryId: number;
      roomId: number;
      room: RoomView | null;
      odds: OddsView | null;
      /** The statistics of the newest draws, for the long dragons beside the board. */
      stats: LotteryStats | null;
      /** Every enabled lottery with its rooms, to switch without going back. */
      lotteries: SwitchLottery[];
    }
  | { kind: 'notFound' };

type Read<T> = { data: T } | { data: null; notFound: boolean };

/** The largest id the API accepts (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;
const ROUTE_ID = /^[1-9][0-9]{0,8}$/;

/**
 * Reads as the public API answers: nothing under maintenance, on a refusal or on a failure
 * (logged). Anything but the data or "not found" marks the page as not to be cached.
 */
async function read<T>(locals: PageLocals, load: () => Promise<T>): Promise<Read<T>> {
  const { runtime } = locals;
  try {
    if ((await runtime.site.get()).maintenance) {
      locals.uncacheable = true;
      return { data: null, notFound: false };
    }
    return { data: await load() };
  } catch (error) {
    const notFound = error instanceof AppError && error.code === 'NOT_FOUND';
    if (!notFound) locals.uncacheable = true;
    if (!(error instanceof AppError)) runtime.log.error({ err: error }, 'page data failed');
    return { data: null, notFound };
  }
}

/** A game view (`gameViews`) read as the public API answers it; null when it cannot be read. */
async function gameView<T>(
  locals: PageLocals,
  load: (views: RuntimeCore['gameViews']) => Promise<T>,
): Promise<T | null> {
  return (await read(locals, () => load(locals.runtime.gameViews))).data;
}

/** What a page sees of the route cache (`Astro.cache`). */
interface PageCache {
  enabled: boolean;
  set(options: { maxAge: number; tags: string[] }): void;
}

/**
 * Marks the page being rendered as the same for every visitor of its locale: kept in
 * the route cache for `maxAge` seconds, or until a change drops one of its `tags` (see
 * `PAGE_TAGS`); every such page also carries `all`. Only for pages with nothing personal in
 * their HTML. A page whose reads failed is not kept (see `PageLocals.uncacheable`).
 * @example cachePublicPage(Astro.cache, [PAGE_TAGS.rounds]);
 */
export function cachePublicPage(cache: PageCache, tags: string[], maxAge = 600): void {
  if (cache.enabled) cache.set({ maxAge, tags: [PAGE_TAGS.all, ...tags] });
}

/**
 * The reader of live content that pages hand to the live collections' loader. A page
 * whose content read failed calls `cannotKeep` so its empty state is not cached.
 */
export function contentSource({ runtime }: PageLocals): LiveContent {
  return runtime.content.live;
}

/** Marks the page as not to be kept in the route cache (a read it shows failed). */
export function cannotKeep(locals: PageLocals, error: unknown): void {
  locals.uncacheable = true;
  locals.runtime.log.error({ err: error }, 'page content failed');
}

/**
 * The chains USDT deposits are watched on, as the deposit page describes them; none
 * when no chain is configured (the page offers only the manual claim, as before).
 */
export function chainsInfo({ runtime }: PageLocals): ChainFacts[] {
  return runtime.chainDeposits.chains();
}

/** The server's time now (ISO), for an island that counts days as the server does. */
export function serverTime({ runtime }: PageLocals): string {
  return runtime.clock.now().toISOString();
}

/** The site's name, favicon, support link, limits and maintenance flag (`GET /info`). */
export function siteInfo({ runtime }: PageLocals): Promise<SiteInfo> {
  return runtime.site.info();
}

/**
 * The installed app's icon at `size` pixels, drawn from the site's favicon; null for a
 * size the web app manifest does not name.
 */
export async function appIcon({ runtime }: PageLocals, size: number): Promise<Buffer | null> {
  const { faviconUrl } = await runtime.site.info();
  return runtime.appIcons.icon(faviconUrl, size);
}

/** The enabled lotteries with their current rounds; empty when they cannot be read. */
export async function lotteryList(locals: PageLocals): Promise<Lottery[]> {
  return (await gameView(locals, (views) => views.lotteries(locals.locale))) ?? [];
}

/** The rooms of a lottery; empty when they cannot be read. */
export async function roomsOf(locals: PageLocals, lotteryId: number): Promise<Room[]> {
  return (await gameView(locals, (views) => views.rooms(lotteryId, locals.locale))) ?? [];
}

/** The odds in force in a room; null when they cannot be read. */
export function roomOdds(locals: PageLocals, lotteryId: number, roomId: number): Promise<OddsView | null> {
  return gameView(locals, (views) => views.odds(lotteryId, roomId));
}

/**
 * A round screen (`/{game}/{lotteryId}/{roomId}`): the room with its round and draws, and the
 * odds, so the betting board paints with data. A lottery of another game than the route's is
 * not found; any other failure leaves the data null and the board shows that state.
 * @example const data = await roundPage(Astro.locals, 'fast3', Astro.params);
 */
export async function roundPage(
  locals: PageLocals,
  game: GameKey,
  params: Record<string, string | undefined>,
): Promise<RoundPageData> {
  const { lotteryId = '', roomId = '' } = params;
  if (!ROUTE_ID.test(lotteryId) || !ROUTE_ID.test(roomId)) return { kind: 'notFound' };
  const ids = [Number(lotteryId), Number(roomId)] as const;
  const views = locals.runtime.gameViews;
  const [room, odds, stats, lotteries] = await Promise.all([
    read(locals, () => views.roomView(...ids, locals.locale)),
    read(locals, () => views.odds(...ids)),
    read(locals, () => views.stats(ids[0], STATS_WINDOW.default)),
    switchLotteries(locals),
  ]);
  if (room.data === null ? room.notFound : room.data.lottery.game !== game) return { kind: 'notFound' };
  return {
    kind: 'found',
    lotteryId: ids[0],
    roomId: ids[1],
    room: room.data,
    odds: odds.data,
    stats: stats.data,
    lotteries,
  };
}

/** What a round route hands over: the parts of `Astro` its answer needs. */
interface RoundRoute {
  locals: PageLocals;
  params: Record<string, string | undefined>;
  response: { status?: number };
  cache: PageCache;
}

/**
 * The round screen of a `game` route with its answer set: 404 when not found, else the same
 * shell for every visitor (the round, odds and statistics of the lottery), kept a minute in the
 * route cache under the lottery's tag.
 * @example const data = await roundRoute(Astro, 'fast3');
 */
export async function roundRoute(route: RoundRoute, game: GameKey): Promise<RoundPageData> {
  const data = await roundPage(route.locals, game, route.params);
  if (data.kind === 'notFound') route.response.status = 404;
  else cachePublicPage(route.cache, [PAGE_TAGS.lottery(data.lotteryId)], 60);
  return data;
}

/** Every enabled lottery with the names of its rooms. */
async function switchLotteries(locals: PageLocals): Promise<SwitchLottery[]> {
  const lotteries = await lotteryList(locals);
  const rooms = await Promise.all(lotteries.map((lottery) => roomsOf(locals, lottery.id)));
  return lotteries.map((lottery, index) => ({
    id: lottery.id,
    game: lottery.game,
    name: lottery.name,
    rooms: (rooms[index] ?? []).map((room) => ({ id: room.id, name: room.name })),
  }));
}

/** One drawn round with its revealed seed; null when there is none (a round not drawn yet keeps its seed). */
export async function drawById(locals: PageLocals, id: number): Promise<Draw | null> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  return gameView(locals, (views) => views.draw(id));
}

/** A page of a lottery's draws, newest first; null when they cannot be read. */
export function drawsOf(
  locals: PageLocals,
  lotteryId: number,
  page: { pageNo: number; pageSize: number },
): Promise<Page<Draw> | null> {
  return gameView(locals, (views) => views.searchDraws({ lotteryId, ...page }));
}

/** A lottery's market statistics over its newest `window` draws; null when they cannot be read. */
export function statsOf(locals: PageLocals, lotteryId: number, window: number): Promise<LotteryStats | null> {
  return gameView(locals, (views) => views.stats(lotteryId, window));
}

/**
 * The enabled lottery a page's address names (`/myBet/{lotteryId}`, `/trends/{lotteryId}`), or
 * undefined when the id is not one.
 */
export async function lotteryById(locals: PageLocals, id: string | undefined): Promise<Lottery | undefined> {
  if (!id || !ROUTE_ID.test(id)) return undefined;
  return (await lotteryList(locals)).find((lottery) => lottery.id === Number(id));
}
