import {
  block,
  protection,
  returnRequest,
  selfExclusionRequest,
  timeoutRequest,
} from '#shared/contract/protection.ts';
import { signedInPlayer } from '../http/context.ts';
import { routeGroup } from '../http/route.ts';
import { originOf } from '../customers/routes.ts';
import type { ProtectionService } from './protection.ts';

const playerRoute = routeGroup({ tags: ['customer'], auth: 'player' });

/** Time-outs and self-exclusions: the signed-in player's own, never another's. */
export function protectionRoutes(protect: ProtectionService) {
  return [
    playerRoute({
      method: 'get',
      path: '/customer/protection',
      summary: 'The time-out or self-exclusion in force, and every one taken',
      response: protection,
      handler: ({ c }) => protect.get(signedInPlayer(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/timeout',
      summary:
        'Take a time-out of 1 to 42 days, from now, confirmed by the login password: no bets, deposits or transfers until it ends; it cannot be ended early, only extended',
      idempotent: true,
      body: timeoutRequest,
      response: block,
      handler: ({ c, body }) => protect.timeout(signedInPlayer(c), body, originOf(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/self-exclusion',
      summary:
        'Exclude oneself for 6, 12 or 60 months, from now, confirmed by the login password; nobody can lift it early, and after it the player asks to return',
      idempotent: true,
      body: selfExclusionRequest,
      response: block,
      handler: ({ c, body }) => protect.selfExclude(signedInPlayer(c), body, originOf(c)),
    }),
    playerRoute({
      method: 'post',
      path: '/customer/self-exclusion/return',
      summary:
        'After a self-exclusion ended: the first call asks to return, a call 24 hours later confirms it (both with the login password)',
      body: returnRequest,
      response: protection,
      handler: ({ c, body }) => protect.askToReturn(signedInPlayer(c), body.password, originOf(c)),
    }),
  ];
}
