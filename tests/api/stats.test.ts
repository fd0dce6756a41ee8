/**
 * `GET /game/{lotteryId}/stats`: over the newest drawn rounds of a lottery, every key's hits,
 * current and longest miss and running streak, exactly as a brute-force count by the settlement
 * outcome gives them, for random draw histories of all four games, on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lotteries, rounds } from '#server/db/schema/index.ts';
import { rulesOf } from '#shared/games/index.ts';
import type { DrawResult } from '#shared/games/types.ts';
import { GAME_KEYS, type GameKey } from '#shared/vocabulary.ts';
import type { KeyStatsView, LotteryStats } from '#shared/contract/stats.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { draws } from '../support/draws.ts';
import { at, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

type StatsReply = Envelope & { data: LotteryStats };

/** A round of a history: drawn with its numbers, voided (no numbers) or still to come. */
type HistoryRound = { state: 'settled' | 'void' | 'open'; draw: DrawResult };

/**
 * The oracle: each figure counted the plainest way, from the string of wins ('W') and non-wins
 * ('.') of the drawn rounds, newest first.
 */
function oracle(game: GameKey, drawnNewestFirst: DrawResult[]): KeyStatsView[] {
  const rules = rulesOf(game);
  return rules
    .markets()
    .map((market) => market.key)
    .filter((key) => !/^(top12|sum):\d+$/.test(key))
    .map((key) => {
      const line = drawnNewestFirst
        .map((draw) => (rules.outcome(key, draw).result === 'WIN' ? 'W' : '.'))
        .join('');
      const firstWin = line.indexOf('W');
      return {
        key,
        hits: line.split('').filter((c) => c === 'W').length,
        currentMiss: firstWin === -1 ? line.length : firstWin,
        maxMiss: Math.max(0, ...line.split('W').map((gap) => gap.length)),
        streak: /^W*/.exec(line)?.[0].length ?? 0,
      };
    });
}

let lotteriesMade = 0;

/** A fresh lottery of `game` with `history` written as its rounds, oldest first, a minute apart. */
async function lotteryWithHistory(game: GameKey, history: HistoryRound[]): Promise<number> {
  const db = t.runtime.database.db;
  lotteriesMade += 1;
  const [lottery] = await db
    .insert(lotteries)
    .values({ game, name: `Stats ${lotteriesMade}`, intervalSeconds: 60, closeBeforeDrawSeconds: 10 })
    .returning({ id: lotteries.id });
  if (!lottery) throw new Error('no lottery');
  if (history.length > 0) {
    await db.insert(rounds).values(
      history.map(({ state, draw }, index) => {
        const drawAt = new Date(Date.UTC(2026, 10, 1) + index * 60_000);
        return {
          lotteryId: lottery.id,
          period: `S${String(index).padStart(5, '0')}`,
          state,
          opensAt: new Date(drawAt.getTime() - 60_000),
          closesAt: new Date(drawAt.getTime() - 10_000),
          drawAt,
          seed: 'seed',
          seedHash: 'hash',
          numbers: state === 'settled' ? draw.numbers : null,
          special: state === 'settled' ? (draw.special ?? null) : null,
        };
      }),
    );
  }
  return lottery.id;
}

async function statsOf(lotteryId: number, query = ''): Promise<StatsReply> {
  const res = await t.call<StatsReply>('GET', `/api/app/game/${lotteryId}/stats${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

const state = fc.constantFrom<HistoryRound['state']>('settled', 'settled', 'settled', 'settled', 'void');

const historyOf = (game: GameKey) =>
  fc.record({
    game: fc.constant(game),
    history: fc.array(fc.record({ state, draw: draws[game] }), { maxLength: 70 }),
    open: fc.boolean(),
    window: fc.integer({ min: 10, max: 80 }),
  });

describe('market statistics', () => {
  it('count every key of every game as the brute-force oracle does, over random draw histories', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GAME_KEYS).chain(historyOf),
        async ({ game, history, open, window }) => {
          // A round still open is newest of all; it is not drawn and never counts.
          const all = open ? [...history, { state: 'open' as const, draw: { numbers: [] } }] : history;
          const lotteryId = await lotteryWithHistory(game, all);
          const drawn = history
            .filter((round) => round.state === 'settled')
            .map((round) => round.draw)
            .reverse()
            .slice(0, window);
          const { code, data } = await statsOf(lotteryId, `?window=${window}`);
          expect(code).toBe(1);
          expect(data.window).toBe(window);
          expect(data.rounds).toBe(drawn.length);
          expect(data.keys).toEqual(oracle(game, drawn));
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);

  it('count the newest 100 drawn rounds unless asked otherwise, and name the newest period', async () => {
    const history = Array.from({ length: 130 }, (_, i): HistoryRound => ({
      state: 'settled',
      draw: { numbers: [(i % 6) + 1, ((i + 1) % 6) + 1, 3] },
    }));
    const lotteryId = await lotteryWithHistory('fast3', history);
    const { data } = await statsOf(lotteryId);
    expect(data).toMatchObject({ window: 100, rounds: 100, latestPeriod: 'S00129' });
    const drawn = history.map((round) => round.draw).reverse();
    expect(data.keys).toEqual(oracle('fast3', drawn.slice(0, 100)));
    const widest = await statsOf(lotteryId, '?window=1000');
    expect(widest.data).toMatchObject({ window: 1000, rounds: 130 });
    expect(widest.data.keys).toEqual(oracle('fast3', drawn));
  });

  it('leave out the exact sums and keep every other key of the game, in its market order', async () => {
    const lotteryId = await lotteryWithHistory('lotto', []);
    const { data } = await statsOf(lotteryId);
    const keys = data.keys.map((k) => k.key);
    expect(keys).not.toContain('top12:11');
    expect(keys).toContain('top12:BIG');
    expect(keys).toContain('pos10:10');
    expect(keys).toContain('dt5:TIGER');
    // With no draw at all, nothing has won and every key has missed the whole (empty) window.
    expect(data).toMatchObject({ rounds: 0, latestPeriod: null });
    expect(data.keys.every((k) => k.hits === 0 && k.currentMiss === 0 && k.streak === 0)).toBe(true);
  });

  it('follow a new draw as soon as the round is drawn, though the figures are kept between draws', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lottery = (await startGames(t)).find((l) => l.game === 'fiveMins');
    if (!lottery) throw new Error('no fiveMins lottery');
    const before = await statsOf(lottery.id, '?window=10');
    expect(before.data.rounds).toBe(0);

    const round = await currentRound(t, lottery.id);
    await at(t, round.drawAt, 1_000);
    const after = await statsOf(lottery.id, '?window=10');
    expect(after.data).toMatchObject({ rounds: 1, latestPeriod: round.period });
    const draw = await callApp(t, 'GET /game/draw/{id}', { params: { id: round.id } });
    expect(after.data.keys).toEqual(oracle('fiveMins', [{ numbers: draw.body.data.numbers }]));

    // A drawn round written behind the server's back (no round event) is not seen until the
    // lottery's rounds change: the figures are computed once per draw, not per request.
    const db = t.runtime.database.db;
    await db.insert(rounds).values({
      lotteryId: lottery.id,
      period: 'BEHIND',
      state: 'settled',
      opensAt: new Date('2026-11-21T00:10:00Z'),
      closesAt: new Date('2026-11-21T00:10:30Z'),
      drawAt: new Date('2026-11-21T00:11:00Z'),
      seed: 'seed',
      seedHash: 'hash',
      numbers: [9, 9, 9, 9, 9],
    });
    expect((await statsOf(lottery.id, '?window=10')).data.rounds).toBe(1);
    t.runtime.events.changed(lottery.id);
    expect((await statsOf(lottery.id, '?window=10')).data).toMatchObject({
      rounds: 2,
      latestPeriod: 'BEHIND',
    });
  });

  it('refuse a window out of range or not a whole number with the envelope, and an unknown lottery', async () => {
    const lotteryId = await lotteryWithHistory('mark6', []);
    for (const window of ['9', '1001', '0', '-5', '10.5', 'ten', '']) {
      const res = await callApp(t, 'GET /game/{lotteryId}/stats', {
        params: { lotteryId },
        query: { window: window },
      });
      expect(res.status, `window=${window}`).toBe(400);
      expect(res.body).toMatchObject({ code: 0, error: 'VALIDATION_ERROR' });
    }
    const missing = await callApp(t, 'GET /game/{lotteryId}/stats', { params: { lotteryId: '999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 0, error: 'NOT_FOUND' });
  });
});
