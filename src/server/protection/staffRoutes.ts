/**
 * What staff see of a player's protection: limits, their history and the refusals,
 * the reality-check interval; an operator-imposed lower limit (audited); the report of players
 * a limit refused. Time-outs and self-exclusions are in the customer detail (`protection`).
 */
import { limitHitsPage, limitHitsQuery, limitsRequest, staffProtection } from '#shared/contract/limits.ts';
import { userIdParam } from '#shared/contract/staff.ts';
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { customerIdOf } from '#server/customers/customersAdmin.ts';
import type { LimitsService } from './limits.ts';

const staffRoute = routeGroup({ tags: ['staff'], auth: 'staff' });

export function protectionStaffRoutes(db: Db, limitsService: LimitsService) {
  return [
    staffRoute({
      method: 'get',
      path: '/customers/{userId}/protection',
      errors: ['NOT_FOUND'],
      summary:
        'A customer’s deposit and loss limits, their history, the refusals and the reality-check interval',
      params: userIdParam,
      response: staffProtection,
      handler: async ({ params }) => limitsService.staffView(await customerIdOf(db, params.userId)),
    }),
    staffRoute({
      method: 'put',
      path: '/customers/{userId}/limits',
      summary: 'Impose (or lift) staff’s own lower deposit and loss limits on a customer, at once; audited',
      description:
        'Same body as the player’s `PUT /customer/limits`; the amounts are staff’s own limits (`operatorAmount`), `null` lifts staff’s limit and never the player’s. The limit in force is the lower of the two.',
      roles: SUPPORT_ROLES,
      params: userIdParam,
      body: limitsRequest,
      response: staffProtection,
      handler: async ({ c, params, body }) =>
        limitsService.setOperator(staffActor(c), await customerIdOf(db, params.userId), body),
    }),
    staffRoute({
      method: 'get',
      path: '/reports/limit-hits',
      summary: 'Players whose deposit or bet a limit refused in a range: hits per player, kind and period',
      query: limitHitsQuery,
      response: limitHitsPage,
      handler: ({ query }) => limitsService.report(query),
    }),
  ];
}
