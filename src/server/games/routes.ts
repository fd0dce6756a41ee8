import type { EventStreamDeps } from '../events/sse.ts';
import type { GameViews } from './gameViews.ts';
import { lotteryAndDrawRoutes, roomRoutes } from './playerRoutes.ts';
import { statsRoute } from './statsRoutes.ts';

/**
 * The player game calls: lotteries, draws, statistics, rooms, odds and the event stream. The bet calls are
 * in `betting/routes.ts`, mounted before these (`/game/search/bet` is not a room).
 */
export function gameRoutes({ views, ...streams }: EventStreamDeps & { views: GameViews }) {
  return [...lotteryAndDrawRoutes(views), statsRoute(views), ...roomRoutes(views, streams)];
}
