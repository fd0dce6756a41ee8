/** The player's notification routes: their list, the unread count, the win notice, marking one read. */
import { pageSchema } from '#shared/contract/common.ts';
import {
  notification,
  notificationParams,
  notificationSearchQuery,
  unreadCount,
  winNotice,
} from '#shared/contract/notifications.ts';
import { signedInPlayer } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { Notifications } from './notifications.ts';

const playerRoute = routeGroup({ tags: ['notification'], auth: 'player' });

export function notificationRoutes(notifications: Notifications) {
  return [
    playerRoute({
      method: 'get',
      path: '/notification/search',
      summary: 'Notifications: all, read or unread',
      query: notificationSearchQuery,
      response: pageSchema(notification),
      handler: ({ c, query }) => notifications.search(signedInPlayer(c).id, query, c.get('locale')),
    }),
    playerRoute({
      method: 'get',
      path: '/notification/unread/count',
      summary: 'How many notifications are unread',
      response: unreadCount,
      handler: ({ c }) => notifications.unreadCount(signedInPlayer(c).id),
    }),
    playerRoute({
      method: 'post',
      path: '/notification/wins/announce',
      summary: 'The wins no device has announced yet, as one notice',
      description:
        'Counts the winning bets of the player’s unread win notifications of the last 10 minutes that no device has announced, with what they paid, and marks them announced: the next call, from any device, answers `bets` 0 until a new win. Announcing does not mark a notification read.',
      response: winNotice,
      handler: ({ c }) => notifications.announceWins(signedInPlayer(c).id),
    }),
    playerRoute({
      method: 'get',
      path: '/notification/{id}',
      errors: ['NOT_FOUND'],
      summary: 'One notification; marks it read',
      params: notificationParams,
      response: notification,
      handler: ({ c, params }) => notifications.read(signedInPlayer(c).id, params.id, c.get('locale')),
    }),
  ];
}
