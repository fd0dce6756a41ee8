/** `GET /game/{lotteryId}/stats`: a lottery's market statistics (mounted before the room view it would match). */
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { recordId } from '#shared/contract/games.ts';
import { lotteryStats, statsQuery } from '#shared/contract/stats.ts';
import type { GameViews } from './gameViews.ts';

export function statsRoute(views: GameViews) {
  return defineRoute({
    method: 'get',
    path: '/game/{lotteryId}/stats',
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
