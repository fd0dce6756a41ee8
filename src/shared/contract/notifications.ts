/** Player notifications (`Notification` in the OpenAPI documents): the list, one notification, the unread count. */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../vocabulary.ts';
import { booleanQuery, moneyText, pageQuery, timeText, uuidParams } from './common.ts';

/** `kind` says what the notification is about (`betWon`: a round paid the player; `staff`: a message from staff). */
export const notification = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    isRead: z.boolean(),
    createdAt: timeText,
  })
  .meta({ id: 'Notification' });
export type Notification = z.output<typeof notification>;

/** `GET /notification/search`: all, read (`isRead=true`) or unread (`isRead=false`). */
export const notificationSearchQuery = pageQuery.extend({
  isRead: booleanQuery.optional(),
});
export type NotificationSearchQuery = z.output<typeof notificationSearchQuery>;

/** `GET /notification/{id}`. */
export const notificationParams = uuidParams;

/** `GET /notification/unread/count`. */
export const unreadCount = z.object({ count: z.number() });
export type UnreadCount = z.output<typeof unreadCount>;

/**
 * `POST /notification/wins/announce`: the player's fresh wins that no device has announced yet,
 * now marked announced, as one notice. Nothing new: `bets` 0.
 */
export const winNotice = z
  .object({
    bets: z.number().int().describe('How many winning bets the notice counts; 0 when there is nothing new.'),
    amount: moneyText.describe('What those bets paid in total.'),
    notificationIds: z
      .array(z.string())
      .describe('The win notifications announced, newest first (one per round a player won in).'),
  })
  .meta({ id: 'WinNotice' });
export type WinNotice = z.output<typeof winNotice>;
