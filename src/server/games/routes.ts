import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { lotteries, rounds } from '../db/schema/index.ts';
import { DRAWN_ROUND_STATES, GAME_KEYS } from '#shared/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '#server/errors.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { toPage } from '#server/db/paging.ts';
import { defineRoute } from '../http/route.ts';
import { pageQuery } from '#shared/contract/common.ts';
import type { Clock } from '../clock.ts';
import type { Events } from '../events/events.ts';
import type { StreamSlots } from '../events/streamSlots.ts';
import { createRoundCache } from './roundCache.ts';
import { drawView, toRound, type RoundRow, type Rounds } from '../rounds/rounds.ts';
import { toLottery, toRoom, type Catalog, type LotteryRow } from './catalog.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const roundSchema = z
  .object({
    id: z.number(),
    period: z.string(),
    state: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    drawAt: z.string(),
    seedHash: z.string(),
  })
  .meta({ id: 'Round' });
const lotterySchema = z
  .object({
    id: z.number(),
    game: z.enum(GAME_KEYS),
    name: z.string(),
    intervalSeconds: z.number(),
    closeBeforeDrawSeconds: z.number(),
    enabled: z.boolean(),
  })
  .meta({ id: 'Lottery' });
const roomSchema = z
  .object({
    id: z.number(),
    lotteryId: z.number(),
    name: z.string(),
    minBet: z.string(),
    balanceRequirement: z.string(),
    betLimit: z.string(),
  })
  .meta({ id: 'Room' });
export const drawSchema = z
  .looseObject({
    id: z.number(),
    lotteryId: z.number(),
    game: z.string(),
    period: z.string(),
    numbers: z.array(z.number()),
    special: z.number().optional(),
    // Mark 6's two-sided bets are on the special number, which is no sum: `special` there, `sum` elsewhere.
    summary: z.object({
      sum: z
        .number()
        .optional()
        .describe('Lotto (top two), Fast 3 and 5 Minutes: the sum the two-sided bets are on'),
      special: z.number().optional().describe('Mark 6: the special number the two-sided bets are on'),
      bigSmall: z.string(),
      oddEven: z.string(),
    }),
    drawnAt: z.string().nullable(),
    seedHash: z.string(),
    seed: z.string(),
  })
  .meta({ id: 'Draw' });
const oddsSchema = z.object({
  version: z.number(),
  markets: z.array(
    z.object({
      key: z.string(),
      group: z.string(),
      odds: z.string(),
      oddsByCount: z.array(z.string()).optional(),
    }),
  ),
});

const HEARTBEAT_MS = 15_000;

export function gameRoutes(deps: {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  rounds: Rounds;
  events: Events;
  streamSlots: StreamSlots;
}) {
  const { db, clock, catalog, events } = deps;
  // Every page and poll reads these; they change only when a round moves.
  const cache = createRoundCache(events);
  const currentRoundOf = (lotteryId: number) =>
    cache.get(lotteryId, 'current', () => deps.rounds.currentRound(lotteryId));

  async function recentDraws(lottery: LotteryRow, limit: number) {
    return cache.get(lottery.id, `draws:${limit}`, () => loadRecentDraws(lottery, limit));
  }

  async function loadRecentDraws(lottery: LotteryRow, limit: number) {
    const rows = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.lotteryId, lottery.id), inArray(rounds.state, DRAWN_ROUND_STATES)))
      .orderBy(desc(rounds.drawAt))
      .limit(limit);
    return rows.map((row) => drawView(lottery, row));
  }

  async function withCurrentRound(lottery: LotteryRow) {
    const current = await currentRoundOf(lottery.id);
    return { ...toLottery(lottery), currentRound: current ? toRound(current) : null };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/game',
      summary: 'Lotteries with their current round',
      tags: ['game'],
      auth: 'none',
      response: z.array(lotterySchema.extend({ currentRound: roundSchema.nullable() })),
      handler: async () => Promise.all((await catalog.lotteryList()).map(withCurrentRound)),
    }),
    defineRoute({
      method: 'get',
      path: '/game/search/draw',
      summary: 'Draw results, newest first',
      tags: ['game'],
      auth: 'none',
      query: pageQuery.extend({ lotteryId: id.optional() }),
      response: pageSchema(drawSchema),
      handler: async ({ query }) => {
        const where = and(
          inArray(rounds.state, DRAWN_ROUND_STATES),
          query.lotteryId ? eq(rounds.lotteryId, query.lotteryId) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          db
            .select({ round: rounds, lottery: lotteries })
            .from(rounds)
            .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
            .where(where)
            .orderBy(desc(rounds.drawAt), desc(rounds.id))
            .limit(query.pageSize)
            .offset((query.pageNo - 1) * query.pageSize),
          db
            .select({ n: sql<string>`count(*)::text` })
            .from(rounds)
            .where(where),
        ]);
        return toPage(
          query,
          rows.map((r) => drawView(r.lottery, r.round)),
          total,
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/game/draw/{id}',
      summary: 'One draw with its revealed seed',
      tags: ['game'],
      auth: 'none',
      params: z.object({ id }),
      response: drawSchema,
      handler: async ({ params }) => {
        const [row] = await db
          .select({ round: rounds, lottery: lotteries })
          .from(rounds)
          .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
          .where(and(eq(rounds.id, params.id), inArray(rounds.state, DRAWN_ROUND_STATES)));
        // A round not drawn yet does not exist as a draw: its seed stays secret.
        if (!row) throw new AppError('NOT_FOUND');
        return drawView(row.lottery, row.round);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/game/{lotteryId}/room',
      summary: 'The rooms of a lottery',
      tags: ['game'],
      auth: 'none',
      params: z.object({ lotteryId: id }),
      response: z.array(roomSchema),
      handler: async ({ params }) =>
        (await catalog.roomsOf((await catalog.lottery(params.lotteryId)).id)).map(toRoom),
    }),
    defineRoute({
      method: 'get',
      path: '/game/{lotteryId}/stream',
      summary:
        'Server-Sent Events: round (state changes), draw (results), odds (new version), ping every 15 s',
      tags: ['game'],
      auth: 'none',
      params: z.object({ lotteryId: id }),
      response: z.string().meta({ description: 'text/event-stream' }),
      handler: async ({ c, params }) => {
        const lottery = await catalog.lottery(params.lotteryId);
        const free = deps.streamSlots.take(c.get('clientIp'));
        return streamSSE(c, async (stream) => {
          try {
            await follow(stream);
          } finally {
            free();
          }
        });

        async function follow(stream: SSEStreamingApi) {
          const queue: { event: string; data: string }[] = [];
          let wake: (() => void) | undefined;
          const push = (event: string, data: unknown) => {
            queue.push({ event, data: JSON.stringify(data) });
            wake?.();
          };
          const unsubscribe = events.subscribe(lottery.id, (event) => push(event.type, event.data));
          const heartbeat = setInterval(
            () => push('ping', { serverTime: clock.now().toISOString() }),
            HEARTBEAT_MS,
          );
          const current = await deps.rounds.currentRound(lottery.id);
          push('round', current ? toRound(current as RoundRow) : null);
          const done = new Promise<void>((resolve) => {
            stream.onAbort(resolve);
            // A closed tab closes the socket: the stream ends now, not when a ping fails to send.
            c.env?.incoming?.socket.once('close', () => resolve());
            events.closing.addEventListener('abort', () => resolve(), { once: true });
          });
          let finished = false;
          void done.then(() => {
            finished = true;
            wake?.();
          });
          try {
            while (!finished) {
              while (queue.length > 0) {
                const next = queue.shift();
                if (next) await stream.writeSSE(next);
              }
              if (finished) break;
              await new Promise<void>((resolve) => (wake = resolve));
              wake = undefined;
            }
          } finally {
            clearInterval(heartbeat);
            unsubscribe();
          }
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/game/{lotteryId}/{roomId}/odds',
      summary: 'The odds in force in a room (versioned)',
      tags: ['game'],
      auth: 'none',
      params: z.object({ lotteryId: id, roomId: id }),
      response: oddsSchema,
      handler: async ({ params }) => {
        const lottery = await catalog.lottery(params.lotteryId);
        const room = await catalog.room(lottery.id, params.roomId);
        return catalog.oddsView(await catalog.odds(lottery, room.id));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/game/{lotteryId}/{roomId}',
      summary: 'A room: lottery, room, current round, recent draws and the server time',
      tags: ['game'],
      auth: 'none',
      params: z.object({ lotteryId: id, roomId: id }),
      response: z.object({
        lottery: lotterySchema,
        room: roomSchema,
        currentRound: roundSchema.nullable(),
        recentDraws: z.array(drawSchema),
        serverTime: z.string(),
      }),
      handler: async ({ params }) => {
        const lottery = await catalog.lottery(params.lotteryId);
        const room = await catalog.room(lottery.id, params.roomId);
        const current = await currentRoundOf(lottery.id);
        return {
          lottery: toLottery(lottery),
          room: toRoom(room),
          currentRound: current ? toRound(current) : null,
          recentDraws: await recentDraws(lottery, 10),
          serverTime: clock.now().toISOString(),
        };
      },
    }),
  ];
}
