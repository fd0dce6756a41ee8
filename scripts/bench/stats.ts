/**
 * Market statistics: the time to compute a lottery's figures over a 1 000-round window, for each
 * game, beside the time to read the same 1 000 rounds from the database alone (the baseline), on
 * PGlite with the rounds drawn by the real provably fair draw.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { rounds } from '#server/db/schema/index.ts';
import { createCatalog, seedDemoGames } from '#server/games/catalog.ts';
import { computeLotteryStats } from '#server/games/stats.ts';
import { deriveDraw } from '#shared/games/draw.ts';
import { DRAWN_ROUND_STATES } from '#shared/vocabulary.ts';

export interface StatsFigure {
  game: string;
  keys: number;
  /** Median ms of reading the window's rounds and computing every key's figures. */
  computeMs: number;
  /** Median ms of reading the same rounds alone. */
  readMs: number;
}

const WINDOW = 1_000;
const REPEATS = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timeMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function statsBench(): Promise<StatsFigure[]> {
  const database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'fairdraw-statsbench-')) });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const catalog = createCatalog({ db });
    await seedDemoGames(db, catalog);
    const figures: StatsFigure[] = [];
    for (const lottery of await catalog.lotteryList()) {
      const values = [];
      for (let i = 0; i < WINDOW; i++) {
        const period = `B${String(i).padStart(6, '0')}`;
        const draw = await deriveDraw({
          game: lottery.game,
          lotteryId: lottery.id,
          period,
          salt: '',
          seed: randomBytes(32),
        });
        const drawAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
        values.push({
          lotteryId: lottery.id,
          period,
          state: 'settled' as const,
          opensAt: drawAt,
          closesAt: drawAt,
          drawAt,
          seed: '00',
          seedHash: '00',
          numbers: draw.numbers,
          special: draw.special ?? null,
        });
      }
      await db.insert(rounds).values(values);
      const read = () =>
        db
          .select({ id: rounds.id, period: rounds.period, numbers: rounds.numbers, special: rounds.special })
          .from(rounds)
          .where(and(eq(rounds.lotteryId, lottery.id), inArray(rounds.state, DRAWN_ROUND_STATES)))
          .orderBy(desc(rounds.drawAt), desc(rounds.id))
          .limit(WINDOW);
      const { stats } = await computeLotteryStats(db, lottery, WINDOW);
      if (stats.rounds !== WINDOW) throw new Error(`${lottery.game}: ${stats.rounds} rounds counted`);
      figures.push({
        game: lottery.game,
        keys: stats.keys.length,
        readMs: await timeMs(read),
        computeMs: await timeMs(() => computeLotteryStats(db, lottery, WINDOW)),
      });
    }
    return figures;
  } finally {
    await database.close();
  }
}
