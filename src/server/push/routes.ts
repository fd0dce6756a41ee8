/** The player's Web Push routes: the site's key, and their devices with the topics each takes. */
import { z } from 'zod';
import {
  pushKey,
  pushSubscribe,
  pushSubscription,
  pushSubscriptionParams,
  pushSubscriptionUpdate,
} from '#shared/contract/push.ts';
import { signedInPlayer } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { DEVICES_PER_PLAYER, type Push } from './push.ts';

const playerRoute = routeGroup({ tags: ['push'], auth: 'player' });

const TOPICS =
  'Topics: `betWon` (a round paid), `deposit` (a deposit credited, a transfer received), `withdrawal` (a withdrawal paid or failed), `chase` (a chase plan stopped), `support` (customer service replied in the support chat). Nothing promotional is pushed.';

export function pushRoutes(push: Push) {
  return [
    playerRoute({
      method: 'get',
      path: '/push/key',
      summary: 'The VAPID public key a browser subscribes with',
      response: pushKey,
      handler: () => push.publicKey(),
    }),
    playerRoute({
      method: 'get',
      path: '/push/subscriptions',
      summary: 'The devices the player takes pushes on, oldest first',
      response: z.array(pushSubscription),
      handler: ({ c }) => push.list(signedInPlayer(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/push/subscriptions',
      summary: 'Take pushes on this device: the browser’s subscription and the topics chosen',
      description: `${TOPICS} The same endpoint again renews it (and moves it to this player). A player keeps at most ${DEVICES_PER_PLAYER} devices: a new one removes the one renewed longest ago. An endpoint outside the configured push services (\`PUSH_SERVICE_ORIGINS\`) is \`endpoint\` INVALID_VALUE.`,
      body: pushSubscribe,
      response: pushSubscription,
      handler: ({ c, body }) => push.subscribe(signedInPlayer(c), body, c.req.header('user-agent')),
    }),
    playerRoute({
      method: 'put',
      path: '/push/subscriptions/{id}',
      errors: ['NOT_FOUND'],
      summary: 'Change the topics (and language) of one of the player’s devices',
      description: TOPICS,
      params: pushSubscriptionParams,
      body: pushSubscriptionUpdate,
      response: pushSubscription,
      handler: ({ c, params, body }) => push.update(signedInPlayer(c), params.id, body),
    }),
    playerRoute({
      method: 'delete',
      path: '/push/subscriptions/{id}',
      errors: ['NOT_FOUND'],
      summary: 'Stop pushes to one of the player’s devices',
      params: pushSubscriptionParams,
      response: z.null(),
      handler: async ({ c, params }) => {
        await push.remove(signedInPlayer(c), params.id);
        return null;
      },
    }),
  ];
}
