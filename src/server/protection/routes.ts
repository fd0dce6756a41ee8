import {
  block,
  protection,
  returnRequest,
  selfExclusionRequest,
  timeoutRequest,
} from '#shared/contract/protection.ts';
import { limits, limitsRequest, realityCheck, realityCheckRequest } from '#shared/contract/limits.ts';
import type { Context } from 'hono';
import { signedInPlayer, type AppEnv } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { originOf } from '#server/customers/routes.ts';
import type { LimitsService } from './limits.ts';
import type { SelfExclusionService } from './selfExclusion.ts';
import type { RealityChecks } from './realityCheck.ts';

const playerRoute = routeGroup({ tags: ['customer'], auth: 'player' });

function sessionOf(c: Context<AppEnv>): string {
  const id = c.get('sessionId');
  if (!id) throw new Error('player route without a session');
  return id;
}

/** Time-outs, self-exclusions, limits and reality checks: the signed-in player's own, never another's. */
export function protectionRoutes(
  protect: SelfExclusionService,
  limitsService: LimitsService,
  checks: RealityChecks,
) {
  return [...limitRoutes(limitsService, checks), ...blockRoutes(protect)];
}

/** Deposit and loss limits, and the reality check. */
function limitRoutes(limitsService: LimitsService, checks: RealityChecks) {
  return [
    playerRoute({
      method: 'get',
      path: '/customer/limits',
      summary: 'Deposit and loss limits: each in force, any higher one waiting, and this period’s use',
      description:
        'Periods follow the site time zone: a day, a week from Monday, a calendar month. `used` is deposited (gross: `recharge` and transfers received) or lost (net: stakes less wins and refunded stakes, negative when the player is ahead) since the period started; `remaining` is what more may be deposited or lost before the limit refuses (null: no limit).',
      response: limits,
      handler: ({ c }) => limitsService.get(signedInPlayer(c).id),
    }),
    playerRoute({
      method: 'put',
      path: '/customer/limits',
      summary:
        'Set deposit and loss limits: a lower one applies at once; a higher one (or `null`, none) waits 24 hours and applies when sent again after that',
      description:
        'Each of `deposit` and `loss` has `daily`, `weekly` and `monthly`: a money string, `null` for no limit, or left out to keep it. Sending the limit in force again withdraws a higher one waiting. A limit staff imposed (`operatorAmount`) still applies whatever the player sets. A deposit or bet that would pass a limit in force is refused with `DEPOSIT_LIMIT_EXCEEDED` or `LOSS_LIMIT_EXCEEDED` (`fields`: `period`, `limit`, `remaining`).',
      idempotent: true,
      body: limitsRequest,
      response: limits,
      handler: ({ c, body }) => limitsService.set(signedInPlayer(c).id, body),
    }),
    playerRoute({
      method: 'get',
      path: '/customer/reality-check',
      summary:
        'The reality-check interval, and this session: when it signed in, the sign-in before, staked and net since',
      response: realityCheck,
      handler: ({ c }) => checks.get(signedInPlayer(c).id, sessionOf(c)),
    }),
    playerRoute({
      method: 'put',
      path: '/customer/reality-check',
      summary: 'Choose the reality-check interval: 0 (off), 15, 30 or 60 minutes',
      body: realityCheckRequest,
      response: realityCheck,
      handler: ({ c, body }) => checks.set(signedInPlayer(c).id, sessionOf(c), body.minutes),
    }),
  ];
}

/** Time-outs and self-exclusions. */
function blockRoutes(protect: SelfExclusionService) {
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
      errors: ['ACCOUNT_SELF_EXCLUDED', 'CURRENT_PASSWORD_IS_NOT_CORRECT', 'INVALID_OPERATION'],
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
      errors: ['CURRENT_PASSWORD_IS_NOT_CORRECT', 'INVALID_OPERATION'],
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
      errors: ['ACCOUNT_SELF_EXCLUDED', 'CURRENT_PASSWORD_IS_NOT_CORRECT', 'INVALID_OPERATION'],
      summary:
        'After a self-exclusion ended: the first call asks to return, a call 24 hours later confirms it (both with the login password)',
      body: returnRequest,
      response: protection,
      handler: ({ c, body }) => protect.askToReturn(signedInPlayer(c), body.password, originOf(c)),
    }),
  ];
}
