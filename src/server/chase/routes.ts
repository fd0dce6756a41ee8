/**
 * Chase plans: the player's own routes. Each parses with the chase contract and calls one
 * operation of `chase.ts`.
 */
import {
  chaseDetail,
  chaseIdParam,
  chaseListQuery,
  chasePage,
  chaseRequest,
} from '#shared/contract/chase.ts';
import { signedInPlayer } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { refuseEmptySelection } from '#server/betting/routes.ts';
import type { Chases } from './chase.ts';

const playerRoute = routeGroup({ tags: ['chase'], auth: 'player' });

const STOP_REASONS =
  '`won` (stop-on-win), `lossLimit` (the plan’s own loss limit), `player`, `staff`, or the error code a bet of the period was refused with (`INSUFFICIENT_BALANCE`, `LOSS_LIMIT_EXCEEDED`, `ACCOUNT_IN_TIMEOUT`, `BET_ODDS_ALREADY_CHANGED`, `BETTING_CLOSED`…)';

export function chaseRoutes(chases: Chases) {
  return [
    playerRoute({
      method: 'post',
      path: '/chase',
      errors: [
        'ACCOUNT_IN_TIMEOUT',
        'AMOUNT_BELOW_MINIMUM',
        'BET_AMOUNT_EXCEEDS_LIMIT',
        'BET_CANNOT_BE_EMPTY',
        'BET_ODDS_ALREADY_CHANGED',
        'CHASE_LOSS_LIMIT_BELOW_STAKE',
        'INSUFFICIENT_BALANCE',
        'INVALID_BET',
        'NOT_FOUND',
        'TOO_MANY_ACTIVE_CHASES',
      ],
      summary: 'Chase: bet the same selection in each of the next periods (1–100), at a flat stake',
      description: `Each period is placed by the scheduler when its round opens, through the same placement as a bet (room rules, bet limit, balance, loss limits, blocks, account state), and debited then: no money is held in advance. The plan stops on a win (when \`stopOnWin\`: such a plan waits for each period's result before it places the next, which goes on the round open once the result is in, or on the round after when the result came after that round closed), before a period that would take its net loss past \`lossLimit\`, when a period cannot be placed, or when the player or staff stop it. Stop reasons: ${STOP_REASONS}. With \`startNow\` the first period goes on the open round at once and is refused as a bet would be. At most 20 plans run at once (\`TOO_MANY_ACTIVE_CHASES\`).`,
      account: 'bet',
      idempotent: true,
      middleware: [refuseEmptySelection],
      body: chaseRequest,
      response: chaseDetail,
      handler: ({ c, body }) => chases.create(signedInPlayer(c), body, c.get('requestKey'), c.get('locale')),
    }),
    playerRoute({
      method: 'get',
      path: '/chase',
      summary:
        'My chase plans, newest first, with their progress: periods placed, staked, returned, net, state',
      query: chaseListQuery,
      response: chasePage,
      handler: ({ c, query }) => chases.list(signedInPlayer(c).id, query, c.get('locale')),
    }),
    playerRoute({
      method: 'get',
      path: '/chase/{id}',
      errors: ['NOT_FOUND'],
      summary: 'One of my chase plans with each period placed and its bets',
      params: chaseIdParam,
      response: chaseDetail,
      handler: ({ c, params }) => chases.detail(signedInPlayer(c).id, params.id, c.get('locale')),
    }),
    playerRoute({
      method: 'post',
      path: '/chase/{id}/stop',
      errors: ['NOT_FOUND'],
      summary: 'Stop one of my chase plans; periods already placed stay ordinary bets',
      description: 'A plan that has already ended is answered as it is.',
      params: chaseIdParam,
      response: chaseDetail,
      handler: ({ c, params }) => chases.stop(signedInPlayer(c).id, params.id, c.get('locale')),
    }),
  ];
}
