/** Staff calls for rounds: the list, one round with its bets, voiding a round. */
import { z } from 'zod';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { recordId } from '#shared/contract/games.ts';
import {
  roundDetail,
  roundListItem,
  roundListQuery,
  roundVoid,
  voidedRound,
} from '#shared/contract/gamesAdmin.ts';
import { createStaffRounds, type StaffRoundsDeps } from './staffRounds.ts';

const staffRoute = routeGroup({ tags: ['staff games'], auth: 'staff' });

export function roundStaffRoutes(deps: StaffRoundsDeps) {
  const rounds = createStaffRounds(deps);
  return [
    staffRoute({
      method: 'get',
      path: '/rounds',
      summary: 'Rounds, newest first, by lottery and state',
      query: roundListQuery,
      response: pageSchema(roundListItem),
      handler: ({ query }) => rounds.list(query),
    }),
    staffRoute({
      method: 'get',
      path: '/rounds/{id}',
      errors: ['NOT_FOUND'],
      summary: 'One round with its bets (the seed only once drawn)',
      params: z.object({ id: recordId }),
      response: roundDetail,
      handler: ({ params }) => rounds.detail(params.id),
    }),
    staffRoute({
      method: 'post',
      path: '/rounds/{id}/void',
      errors: ['INVALID_OPERATION'],
      summary: 'Void a round not yet settled: every bet is refunded, with a public reason',
      roles: ['admin'],
      params: z.object({ id: recordId }),
      body: roundVoid,
      response: voidedRound,
      handler: ({ c, params, body }) => rounds.void(staffActor(c), params.id, body.reason),
    }),
  ];
}
