import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { signedInPlayer, type AppEnv } from '../http/context.ts';
import { AppError } from '#server/errors.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { defineRoute } from '../http/route.ts';
import { readJsonBody } from '../http/validate.ts';
import { moneyAmount, pageQuery } from '#shared/contract/common.ts';
import { recordId as id } from '#shared/contract/games.ts';
import type { EventStreamDeps } from '../events/sse.ts';
import type { Bets } from './bets.ts';
import { createGameViews, type GameViewsDeps } from './gameViews.ts';
import { lotteryAndDrawRoutes, roomRoutes } from './playerRoutes.ts';

export const betSchema = z
  .looseObject({
    betUid: z.string(),
    lotteryId: z.number(),
    game: z.string(),
    roomId: z.number(),
    period: z.string(),
    key: z.string(),
    amount: z.string(),
    odds: z.string(),
    status: z.string(),
    result: z.string().nullable(),
    payout: z.string(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'Bet' });
/**
 * An empty selection is `BET_CANNOT_BE_EMPTY` whatever its summary holds: the summary of nothing
 * is zero or blank, which the schema would otherwise report as a `VALIDATION_ERROR` first.
 */
const refuseEmptySelection: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = await readJsonBody(c).catch(() => undefined);
  const items = body !== null && typeof body === 'object' ? (body as { items?: unknown }).items : undefined;
  if (Array.isArray(items) && items.length === 0) throw new AppError('BET_CANNOT_BE_EMPTY');
  await next();
};

/** The player game calls: lotteries, draws, bets, rooms, odds and the event stream. */
export function gameRoutes({ bets, ...deps }: GameViewsDeps & EventStreamDeps & { bets: Bets }) {
  const views = createGameViews(deps);
  return [
    ...lotteryAndDrawRoutes(views),
    defineRoute({
      method: 'get',
      path: '/game/search/bet',
      summary: 'My bets in a period, with totals (total bets, winnings, losses, net profit)',
      tags: ['game'],
      auth: 'player',
      query: pageQuery
        .extend({
          lotteryId: id.optional(),
          period: z.string().max(20).optional(),
          start: z.coerce.date(),
          end: z.coerce.date(),
        })
        .refine((q) => q.start < q.end, { path: ['end'], error: 'INVALID_VALUE' }),
      response: pageSchema(betSchema).extend({
        totals: z.object({
          totalBets: z.string(),
          winnings: z.string(),
          losses: z.string(),
          netProfit: z.string(),
        }),
      }),
      handler: ({ c, query }) => bets.search(signedInPlayer(c).id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/game/bet',
      summary: 'Place bets on the open round of a room',
      tags: ['game'],
      auth: 'player',
      account: 'bet',
      idempotent: true,
      middleware: [refuseEmptySelection],
      body: z.object({
        lotteryId: id,
        roomId: id,
        period: z.string().regex(/^\d{8,16}$/, { error: 'INVALID_FORMAT' }),
        items: z
          .array(
            z.object({
              key: z.string().max(40),
              amount: moneyAmount,
              odds: z.string().max(16),
              // A face pick's odds for one, two and three matching dice, as the player saw them.
              oddsByCount: z.array(z.string().max(16)).length(3).optional(),
            }),
          )
          .max(200),
        summary: z.object({
          count: z.number().int().min(0).max(200),
          amount: moneyAmount,
          total: moneyAmount,
        }),
      }),
      response: z.object({ bets: z.array(betSchema), balance: z.string() }),
      handler: ({ c, body }) => bets.place(signedInPlayer(c), body, c.get('requestKey')),
    }),
    defineRoute({
      method: 'post',
      path: '/game/bet/cancel',
      summary: 'Cancel one of my pending bets while its round is open',
      tags: ['game'],
      auth: 'player',
      query: z.object({ betUid: z.uuid({ error: 'INVALID_FORMAT' }) }),
      response: betSchema,
      handler: ({ c, query }) => bets.cancel(signedInPlayer(c), query.betUid),
    }),
    ...roomRoutes(views, deps),
  ];
}
