/**
 * The player game calls: lotteries, draws, statistics, rooms, odds and the event stream. The bet
 * calls are in `betting/routes.ts`, mounted before these (`/game/search/bet` is not a room). Order
 * matters: a path with fixed words (`/game/search/draw`, `/game/draw/{id}`, `/game/{lotteryId}/room`,
 * `/game/{lotteryId}/stats`) is mounted before `/game/{lotteryId}/{roomId}`, which would otherwise answer it.
 */
import { z } from 'zod';
import { defineRoute, routeGroup } from '#server/http/route.ts';
import { lotteryStats, statsQuery } from '#shared/contract/stats.ts';
import { pageSchema } from '#shared/contract/common.ts';
import {
  draw,
  drawSearchQuery,
  lotteryWithRound,
  oddsView,
  lotteryParams,
  recordId,
  roomParams,
  room,
  roomView,
} from '#shared/contract/games.ts';
import { serveRoundEvents, type EventStreamDeps } from '#server/events/sse.ts';
import type { GameViews } from './games.ts';

const publicRoute = routeGroup({ tags: ['game'], auth: 'none' });

/** `/game` and the draws. */
function lotteryAndDrawRoutes(views: GameViews) {
  return [
    publicRoute({
      method: 'get',
      path: '/game',
      summary: 'Lotteries with their current round',
      response: z.array(lotteryWithRound),
      handler: ({ c }) => views.lotteries(c.get('locale')),
    }),
    publicRoute({
      method: 'get',
      path: '/game/search/draw',
      summary: 'Draw results, newest first',
      query: drawSearchQuery,
      response: pageSchema(draw),
      handler: ({ query }) => views.searchDraws(query),
    }),
    publicRoute({
      method: 'get',
      path: '/game/draw/{id}',
      errors: ['NOT_FOUND'],
      summary: 'One draw with its revealed seed',
      params: z.object({ id: recordId }),
      response: draw,
      handler: ({ params }) => views.draw(params.id),
    }),
  ];
}

/** A lottery's rooms, its event stream, a room's odds and a room's view (last: it matches widest). */
function roomRoutes(views: GameViews, streams: EventStreamDeps) {
  return [
    publicRoute({
      method: 'get',
      path: '/game/{lotteryId}/room',
      errors: ['NOT_FOUND'],
      summary: 'The rooms of a lottery',
      params: lotteryParams,
      response: z.array(room),
      handler: ({ c, params }) => views.rooms(params.lotteryId, c.get('locale')),
    }),
    publicRoute({
      method: 'get',
      path: '/game/{lotteryId}/stream',
      errors: ['NOT_FOUND'],
      summary:
        'Server-Sent Events: round (state changes), draw (results), odds (new version), ping every 15 s',
      params: lotteryParams,
      response: z.never(),
      otherContent: [
        {
          mediaType: 'text/event-stream',
          description:
            'The events: `round` (a round of this lottery changed state), `draw` (its result), `odds` (a new odds version), `ping`.',
        },
      ],
      onlyOtherContent: true,
      handler: async ({ c, params }) =>
        serveRoundEvents(c, streams, {
          ...(await views.eventSource(params.lotteryId)),
          clientIp: c.get('clientIp'),
        }),
    }),
    publicRoute({
      method: 'get',
      path: '/game/{lotteryId}/{roomId}/odds',
      summary: 'The odds in force in a room (versioned)',
      params: roomParams,
      response: oddsView,
      handler: ({ params }) => views.odds(params.lotteryId, params.roomId),
    }),
    publicRoute({
      method: 'get',
      path: '/game/{lotteryId}/{roomId}',
      errors: ['NOT_FOUND'],
      summary: 'A room: lottery, room, current round, recent draws and the server time',
      params: roomParams,
      response: roomView,
      handler: ({ c, params }) => views.roomView(params.lotteryId, params.roomId, c.get('locale')),
    }),
  ];
}

/** `GET /game/{lotteryId}/stats`: a lottery's market statistics (mounted before the room view it would match). */
function statsRoute(views: GameViews) {
  return defineRoute({
    method: 'get',
    path: '/game/{lotteryId}/stats',
    errors: ['NOT_FOUND'],
    summary:
      'Market statistics over the newest drawn rounds: hits, current and longest miss, running streak of every key but the exact sums',
    tags: ['game'],
    auth: 'none',
    params: z.object({ lotteryId: recordId }),
    query: statsQuery,
    response: lotteryStats,
    handler: ({ params, query }) => views.stats(params.lotteryId, query.window),
  });
}

export function gameRoutes({ views, ...streams }: EventStreamDeps & { views: GameViews }) {
  return [...lotteryAndDrawRoutes(views), statsRoute(views), ...roomRoutes(views, streams)];
}
