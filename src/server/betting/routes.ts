/**
 * The player's bet routes: place, cancel, search. Each parses with the betting
 * contract and calls one operation of `betting.ts`.
 */
import type { MiddlewareHandler } from 'hono';
import { signedInPlayer, type AppEnv } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { readJsonBody } from '#server/http/validate.ts';
import { AppError } from '#server/errors.ts';
import {
  bet,
  betCancelQuery,
  betReply,
  betRequest,
  betSearch,
  betSearchQuery,
} from '#shared/contract/betting.ts';
import type { Bets } from './betting.ts';

const playerRoute = routeGroup({ tags: ['game'], auth: 'player' });

/**
 * An empty selection is `BET_CANNOT_BE_EMPTY` whatever its summary holds: the summary of nothing
 * is zero or blank, which the schema would otherwise report as a `VALIDATION_ERROR` first.
 */
export const refuseEmptySelection: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = await readJsonBody(c).catch(() => undefined);
  const items = body !== null && typeof body === 'object' ? (body as { items?: unknown }).items : undefined;
  if (Array.isArray(items) && items.length === 0) throw new AppError('BET_CANNOT_BE_EMPTY');
  await next();
};

export function betRoutes(bets: Bets) {
  return [
    playerRoute({
      method: 'get',
      path: '/game/search/bet',
      summary: 'My bets in a period, with totals (total bets, winnings, losses, net profit)',
      query: betSearchQuery,
      response: betSearch,
      handler: ({ c, query }) => bets.search(signedInPlayer(c).id, query),
    }),
    playerRoute({
      method: 'post',
      path: '/game/bet',
      summary: 'Place bets on the open round of a room',
      account: 'bet',
      idempotent: true,
      middleware: [refuseEmptySelection],
      body: betRequest,
      response: betReply,
      handler: ({ c, body }) => bets.place(signedInPlayer(c), body, c.get('requestKey')),
    }),
    playerRoute({
      method: 'post',
      path: '/game/bet/cancel',
      summary: 'Cancel one of my pending bets while its round is open',
      query: betCancelQuery,
      response: bet,
      handler: ({ c, query }) => bets.cancel(signedInPlayer(c), query.betUid),
    }),
  ];
}
