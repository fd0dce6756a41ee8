/**
 * Lotteries, rooms and odds: what can be played, where, at what price. Odds are versioned
 * tables; a room's own version overrides its lottery's, key by key.
 */
import type { Db } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { lotteries, rooms } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { createLoadCache } from '#server/loadCache.ts';
import { rulesOf } from '#shared/games/index.ts';
import type { GameKey } from '#shared/games/types.ts';
import { formatMoney } from '#shared/money.ts';
import { formatOdds } from '#shared/odds.ts';
import { defaultStakeChips } from '#shared/stakeChips.ts';
import { localName, NAME_LOCALES, type LocalNames } from '#shared/localNames.ts';
import { translate } from '#i18n/index.ts';
import { keyOf } from '#i18n/format.ts';
import type { Locale } from '#shared/vocabulary.ts';
import type { LotteryInfo, OddsView, Room } from '#shared/contract/games.ts';
import {
  insertOddsVersion,
  selectLotteries,
  selectLottery,
  selectOddsEntries,
  selectOddsVersions,
  selectRoom,
  selectRoomOverrides,
  selectRooms,
  type LotteryRow,
  type RoomRow,
} from './queries.ts';

export type { LotteryRow, RoomRow };

export interface EffectiveOdds {
  /** Changes whenever the lottery's or the room's table does. */
  version: number;
  byKey: Map<string, { odds: number; oddsByCount: number[] | null; group: string }>;
}

/** A lottery as the API shows it, named in `locale` (English, with every language's name, for staff). */
export function toLottery(row: LotteryRow, locale: Locale = 'en'): LotteryInfo {
  return {
    id: row.id,
    game: row.game,
    name: localName(row, locale),
    names: row.names,
    intervalSeconds: row.intervalSeconds,
    closeBeforeDrawSeconds: row.closeBeforeDrawSeconds,
    enabled: row.enabled,
  };
}

/** A room as the API shows it, named in `locale`. */
export function toRoom(row: RoomRow, locale: Locale = 'en'): Room {
  return {
    id: row.id,
    lotteryId: row.lotteryId,
    name: localName(row, locale),
    names: row.names,
    minBet: formatMoney(row.minBet),
    balanceRequirement: formatMoney(row.balanceRequirement),
    betLimit: formatMoney(row.betLimit),
    stakeChips: row.stakeChips.map(formatMoney),
  };
}

const CACHE_MS = 1_000;

/** The odds in force for a room, read from `executor`: the lottery's latest table with the room's latest overrides. */
export async function loadOdds(
  executor: Executor,
  lottery: LotteryRow,
  roomId: number | null,
): Promise<EffectiveOdds> {
  const latest = await selectOddsVersions(executor, lottery.id, roomId);
  const base = latest.find((v) => v.roomId === null);
  const override = roomId === null ? undefined : latest.find((v) => v.roomId === roomId);
  const ids = [base?.id, override?.id].filter((id): id is number => id !== undefined);
  const entries = await selectOddsEntries(executor, ids);
  const groups = new Map(
    rulesOf(lottery.game as GameKey)
      .markets()
      .map((m) => [m.key, m.group]),
  );
  const byKey = new Map<string, { odds: number; oddsByCount: number[] | null; group: string }>();
  // The lottery's table first, then the room's entries on top.
  for (const versionId of ids) {
    for (const entry of entries.filter((e) => e.versionId === versionId)) {
      byKey.set(entry.key, {
        odds: entry.odds,
        oddsByCount: entry.oddsByCount,
        group: groups.get(entry.key) ?? '',
      });
    }
  }
  return { version: Math.max(0, ...ids), byKey };
}

/** The odds of a room as the API shows them. */
export function oddsView(effective: EffectiveOdds): OddsView {
  return {
    version: effective.version,
    markets: [...effective.byKey].map(([key, entry]) => ({
      key,
      group: entry.group,
      odds: formatOdds(entry.odds),
      ...(entry.oddsByCount ? { oddsByCount: entry.oddsByCount.map(formatOdds) } : {}),
    })),
  };
}

export function createCatalog({ db }: { db: Db }) {
  // Read by every bet and every page, changed rarely: cached for a second, one load at a time,
  // and dropped at once on an edit (this process's, or another's through NOTIFY).
  const cache = createLoadCache(CACHE_MS);

  /** One row, cached; NOT_FOUND (never cached) when there is none. */
  async function cached<T extends LotteryRow | RoomRow>(
    key: string,
    load: () => Promise<T | undefined>,
  ): Promise<T> {
    const value = await cache.get(key, load, (row) => row !== undefined);
    if (!value) throw new AppError('NOT_FOUND');
    return value;
  }

  /** Drops every cached row and table: after an edit in this process, or on another's NOTIFY. */
  const forget = (): void => cache.drop();

  return {
    lotteryList: (includeDisabled = false): Promise<LotteryRow[]> =>
      cache.get(`lotteries:${includeDisabled}`, () => selectLotteries(db, includeDisabled)),
    lottery: (lotteryId: number): Promise<LotteryRow> =>
      cached(`lottery:${lotteryId}`, () => selectLottery(db, lotteryId)),
    roomsOf: (lotteryId: number): Promise<RoomRow[]> =>
      cache.get(`rooms:${lotteryId}`, () => selectRooms(db, lotteryId)),
    room: (lotteryId: number, roomId: number): Promise<RoomRow> =>
      cached(`room:${lotteryId}:${roomId}`, () => selectRoom(db, lotteryId, roomId)),
    /** The odds in force for a room; in a transaction read there (it may hold changes of its own). */
    odds: (lottery: LotteryRow, roomId: number | null, executor: Executor = db): Promise<EffectiveOdds> =>
      executor !== db
        ? loadOdds(executor, lottery, roomId)
        : cache.get(`odds:${lottery.id}:${roomId ?? ''}`, () => loadOdds(db, lottery, roomId)),
    oddsView,
    /** Writes a new odds version (the whole table given); returns its id. */
    writeOdds: async (
      executor: Executor,
      input: Parameters<typeof insertOddsVersion>[1],
    ): Promise<number> => {
      const versionId = await insertOddsVersion(executor, input);
      forget();
      return versionId;
    },
    /** The entries of a room's latest own odds version (its overrides), if it has one. */
    roomOverrides: (lotteryId: number, roomId: number, executor: Executor = db) =>
      selectRoomOverrides(executor, lotteryId, roomId),
    forget,
  };
}

export type Catalog = ReturnType<typeof createCatalog>;

/** The demo lotteries: one per game, with the intervals and three rooms each. */
export const DEMO_LOTTERIES: {
  game: GameKey;
  name: string;
  intervalSeconds: number;
  closeBeforeDrawSeconds: number;
}[] = [
  { game: 'lotto', name: 'Lotto 10', intervalSeconds: 75, closeBeforeDrawSeconds: 15 },
  { game: 'fast3', name: 'Fast 3', intervalSeconds: 90, closeBeforeDrawSeconds: 15 },
  { game: 'fiveMins', name: '5 Minutes', intervalSeconds: 300, closeBeforeDrawSeconds: 30 },
  { game: 'mark6', name: 'Mark 6', intervalSeconds: 600, closeBeforeDrawSeconds: 60 },
];

/** The demo rooms, named in every language as staff would name them in the console. */
export const DEMO_ROOMS = [
  {
    name: 'Beginner',
    names: {
      id: 'Pemula',
      hi: 'शुरुआती',
      th: 'มือใหม่',
      vi: 'Người mới',
      ar: 'مبتدئ',
      ru: 'Новичок',
      ko: '초보자',
      ja: '初心者',
      fr: 'Débutant',
    },
    minBet: 100n, // 1.00
    balanceRequirement: 0n,
    betLimit: 50_000n, // 500.00
  },
  {
    name: 'Standard',
    names: {
      id: 'Standar',
      hi: 'मानक',
      th: 'มาตรฐาน',
      vi: 'Tiêu chuẩn',
      ar: 'عادي',
      ru: 'Стандарт',
      ko: '스탠다드',
      ja: 'スタンダード',
      fr: 'Classique',
    },
    minBet: 1_000n, // 10.00
    balanceRequirement: 10_000n, // 100.00
    betLimit: 500_000n, // 5 000.00
  },
  {
    name: 'VIP',
    names: {
      id: 'VIP',
      hi: 'वीआईपी',
      th: 'วีไอพี',
      vi: 'VIP',
      ar: 'كبار اللاعبين',
      ru: 'VIP',
      ko: 'VIP',
      ja: 'VIP',
      fr: 'VIP',
    },
    minBet: 10_000n, // 100.00
    balanceRequirement: 100_000n, // 1 000.00
    betLimit: 5_000_000n, // 50 000.00
  },
] satisfies {
  name: string;
  names: LocalNames;
  minBet: bigint;
  balanceRequirement: bigint;
  betLimit: bigint;
}[];

/** A demo lottery's name in every other language: its game's name there. */
const demoLotteryNames = (game: GameKey): LocalNames =>
  Object.fromEntries(NAME_LOCALES.map((locale) => [locale, translate(locale, keyOf('game', game))]));

/**
 * Creates the demo lotteries, rooms and default odds when no lottery exists yet. With
 * `roundSeconds`, every demo lottery draws that often and closes a third of it before the draw
 * (a demo or test that must see draws quickly).
 */
export async function seedDemoGames(db: Db, catalog: Catalog, roundSeconds?: number): Promise<boolean> {
  const [existing] = await db.select({ id: lotteries.id }).from(lotteries).limit(1);
  if (existing) return false;
  for (const [index, demo] of DEMO_LOTTERIES.entries()) {
    const [row] = await db
      .insert(lotteries)
      .values({
        ...demo,
        names: demoLotteryNames(demo.game),
        ...(roundSeconds
          ? {
              intervalSeconds: roundSeconds,
              closeBeforeDrawSeconds: Math.max(1, Math.floor(roundSeconds / 3)),
            }
          : {}),
        sort: index,
      })
      .returning();
    if (!row) throw new Error('lottery insert returned nothing');
    await db.insert(rooms).values(
      DEMO_ROOMS.map((r, sort) => ({
        ...r,
        stakeChips: defaultStakeChips(r.minBet, r.betLimit),
        lotteryId: row.id,
        sort,
      })),
    );
    await catalog.writeOdds(db, {
      lotteryId: row.id,
      roomId: null,
      createdBy: null,
      entries: rulesOf(demo.game)
        .markets()
        .map((m) => ({ key: m.key, odds: m.odds, oddsByCount: m.oddsByCount ?? null })),
    });
  }
  catalog.forget();
  return true;
}
