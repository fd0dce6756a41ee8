/**
 * A lottery's market statistics (`GET /game/{lotteryId}/stats`), computed once per draw rather than
 * per viewer: the figures of each window are kept until the lottery's rounds change (on this
 * instance at once, on the others by NOTIFY), and even then reused when no new round was drawn.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rounds } from '#server/db/schema/index.ts';
import type { Events } from '#server/events/events.ts';
import { createLoadCache } from '#server/loadCache.ts';
import { DRAWN_ROUND_STATES } from '#shared/vocabulary.ts';
import { rulesOf } from '#shared/games/index.ts';
import { marketStats } from '#shared/games/stats.ts';
import type { DrawResult } from '#shared/games/types.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import type { Catalog, LotteryRow } from './catalog.ts';

/** A safety net only: entries are dropped by round changes long before this. */
const KEEP_MS = 10 * 60_000;

/** The newest `window` drawn rounds of a lottery (void rounds are never drawn), newest first. */
async function selectDrawnRounds(db: Db, lotteryId: number, window: number) {
  return db
    .select({ id: rounds.id, period: rounds.period, numbers: rounds.numbers, special: rounds.special })
    .from(rounds)
    .where(and(eq(rounds.lotteryId, lotteryId), inArray(rounds.state, DRAWN_ROUND_STATES)))
    .orderBy(desc(rounds.drawAt), desc(rounds.id))
    .limit(window);
}

/** The statistics of one lottery's newest `window` draws, with the id of the newest round counted (0: none). */
export async function computeLotteryStats(db: Db, lottery: LotteryRow, window: number) {
  const rows = await selectDrawnRounds(db, lottery.id, window);
  const draws: DrawResult[] = rows.map((row) => ({
    numbers: row.numbers ?? [],
    ...(row.special !== null ? { special: row.special } : {}),
  }));
  const stats: LotteryStats = {
    window,
    rounds: rows.length,
    latestPeriod: rows[0]?.period ?? null,
    keys: marketStats(rulesOf(lottery.game), draws),
  };
  return { latestRoundId: rows[0]?.id ?? 0, stats };
}

type Computed = { latestRoundId: number; stats: LotteryStats };

export function createStatsViews(deps: { db: Db; catalog: Catalog; events: Pick<Events, 'watchChanges'> }) {
  const { db, catalog } = deps;
  const cache = createLoadCache(KEEP_MS);
  /** The last figures of each lottery and window, kept across drops to be reused while no round was drawn. */
  const computed = new Map<string, Computed>();
  deps.events.watchChanges((lotteryId) => cache.drop(`${lotteryId}:`));

  async function load(lottery: LotteryRow, window: number): Promise<LotteryStats> {
    const name = `${lottery.id}:${window}`;
    const previous = computed.get(name);
    if (previous) {
      const [newest] = await selectDrawnRounds(db, lottery.id, 1);
      if ((newest?.id ?? 0) === previous.latestRoundId) return previous.stats;
    }
    const next = await computeLotteryStats(db, lottery, window);
    computed.set(name, next);
    return next.stats;
  }

  return {
    /** The statistics of a lottery (NOT_FOUND if there is none or it is disabled). */
    async stats(lotteryId: number, window: number): Promise<LotteryStats> {
      const lottery = await catalog.lottery(lotteryId);
      return cache.get(`${lottery.id}:${window}`, () => load(lottery, window));
    },
  };
}

export type StatsViews = ReturnType<typeof createStatsViews>;
