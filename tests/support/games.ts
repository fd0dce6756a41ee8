/** Helpers for round tests: demo lotteries, the clock moved to a round's moments, bets placed through the API. */
import { eq } from 'drizzle-orm';
import { seedDemoGames } from '#server/games/catalog.ts';
import { rounds } from '#server/db/schema/index.ts';
import { deriveDraw, hexToBytes } from '#shared/games/draw.ts';
import type { PlayerApi } from '#server/apiRoutes.ts';
import type { ReplyOf } from '#shared/contract/api.ts';
import type { TestContext } from './runtime.ts';
import type { Player } from './accounts.ts';
import { callApp } from './routes.ts';

/** A lottery as the player's list of games shows it. */
export type LotteryView = ReplyOf<PlayerApi, 'GET /game'>[number];
/** A lottery's current round. */
export type RoundView = NonNullable<LotteryView['currentRound']>;

/** Creates the demo lotteries (one per game, three rooms each) and runs the scheduler once. */
export async function startGames(t: TestContext): Promise<LotteryView[]> {
  await seedDemoGames(t.runtime.database.db, t.runtime.catalog);
  await t.runtime.rounds.tick();
  const res = await callApp(t, 'GET /game');
  return res.body.data;
}

/** Moves the clock to an instant and lets the scheduler act on it. */
export async function at(t: TestContext, instant: string | Date, ms = 0): Promise<void> {
  t.clock.set(new Date(new Date(instant).getTime() + ms));
  await t.runtime.rounds.tick();
}

/** The current round of a lottery as the API shows it. */
export async function currentRound(t: TestContext, lotteryId: number): Promise<RoundView> {
  const res = await callApp(t, 'GET /game');
  const lottery = res.body.data.find((l) => l.id === lotteryId);
  if (!lottery?.currentRound) throw new Error(`lottery ${lotteryId} has no current round`);
  return lottery.currentRound;
}

/** The odds in force in a room, by key. */
export async function oddsOf(
  t: TestContext,
  lotteryId: number,
  roomId: number,
): Promise<Map<string, string>> {
  const res = await callApp(t, 'GET /game/{lotteryId}/{roomId}/odds', { params: { lotteryId, roomId } });
  return new Map(res.body.data.markets.map((m) => [m.key, m.odds]));
}

/** Places bets of one amount each on keys, at the odds in force, through the API. */
export async function bet(
  t: TestContext,
  player: Player,
  target: { lotteryId: number; roomId: number; period: string },
  keys: string[],
  amount: string,
  headers: Record<string, string> = {},
) {
  const odds = await oddsOf(t, target.lotteryId, target.roomId);
  const cents = Math.round(Number(amount) * 100);
  const total = ((cents * keys.length) / 100).toFixed(2);
  return callApp(t, 'POST /game/bet', {
    headers: { ...player.headers, ...headers },
    body: {
      ...target,
      items: keys.map((key) => ({ key, amount, odds: odds.get(key) ?? '0' })),
      summary: { count: keys.length, amount, total },
    },
  });
}

/** The ids of a lottery's rooms, in order (Beginner, Standard, VIP in the demo data). */
export async function roomIds(t: TestContext, lotteryId: number): Promise<number[]> {
  const res = await callApp(t, 'GET /game/{lotteryId}/room', { params: { lotteryId } });
  return res.body.data.map((r) => r.id);
}

/** Where to bet now: the demo Lotto 10's open round, in its first room (Beginner). */
export async function lottoRoundTarget(t: TestContext) {
  const lotto = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  const round = await currentRound(t, lotto.id);
  const [roomId] = await roomIds(t, lotto.id);
  return { lotteryId: lotto.id, roomId: roomId ?? 1, period: round.period };
}

/**
 * The open round of the demo Fast 3 with its draw known in advance: the test reads the round's
 * secret seed, as no client can, and derives the draw the scheduler will make from it. A bet on
 * `face:{draw.numbers[0]}` then surely wins.
 */
export async function fast3RoundAhead(t: TestContext) {
  const lottery = (await startGames(t)).find((l) => l.game === 'fast3');
  if (!lottery) throw new Error('no fast3 lottery');
  const [roomId = 0] = await roomIds(t, lottery.id);
  const round = await currentRound(t, lottery.id);
  const [stored] = await t.runtime.database.db.select().from(rounds).where(eq(rounds.id, round.id));
  if (!stored) throw new Error('no round row');
  const draw = await deriveDraw({
    game: 'fast3',
    lotteryId: lottery.id,
    period: stored.period,
    salt: stored.salt,
    seed: hexToBytes(stored.seed),
  });
  return { lottery, roomId, round, draw, target: { lotteryId: lottery.id, roomId, period: round.period } };
}
