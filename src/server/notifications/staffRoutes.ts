/** The staff's `POST /notifications`: a notification to one player or to all. */
import { notificationSending, notificationsSent } from '#shared/contract/walletAdmin.ts';
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { staffActor } from '#server/http/context.ts';
import { defineRoute } from '#server/http/route.ts';
import type { Notifications } from './notifications.ts';

export function notificationStaffRoutes(notifications: Notifications) {
  return [
    defineRoute({
      method: 'post',
      path: '/notifications',
      summary: 'Send a notification to one player or to all',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT_ROLES,
      body: notificationSending,
      response: notificationsSent,
      handler: ({ c, body }) => notifications.sendAsStaff(staffActor(c), body),
    }),
  ];
}
