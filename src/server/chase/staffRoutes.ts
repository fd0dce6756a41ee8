/**
 * Chase plans as staff see them: a customer's plans, and stopping one. Each parses with the
 * chase contract and calls one operation of `chase.ts`.
 */
import { chaseDetail, chaseIdParam, chaseListQuery, chasePage } from '#shared/contract/chase.ts';
import { userIdParam } from '#shared/contract/staff.ts';
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { customerIdOf } from '#server/customers/customersAdmin.ts';
import type { Chases } from './chase.ts';

const staffRoute = routeGroup({ tags: ['staff'], auth: 'staff' });

export function chaseStaffRoutes(db: Db, chases: Chases) {
  return [
    staffRoute({
      method: 'get',
      path: '/customers/{userId}/chases',
      errors: ['NOT_FOUND'],
      summary: 'A customer’s chase plans, newest first, with their progress',
      params: userIdParam,
      query: chaseListQuery,
      response: chasePage,
      handler: async ({ params, query }) => chases.list(await customerIdOf(db, params.userId), query),
    }),
    staffRoute({
      method: 'get',
      path: '/customers/{userId}/chases/{id}',
      errors: ['NOT_FOUND'],
      summary: 'One of a customer’s chase plans with its periods and bets',
      params: userIdParam.extend(chaseIdParam.shape),
      response: chaseDetail,
      handler: async ({ params }) => chases.detail(await customerIdOf(db, params.userId), params.id),
    }),
    staffRoute({
      method: 'post',
      path: '/customers/{userId}/chases/{id}/stop',
      errors: ['NOT_FOUND'],
      summary: 'Stop a customer’s chase plan (audited as chase.stop; the player is told)',
      roles: SUPPORT_ROLES,
      params: userIdParam.extend(chaseIdParam.shape),
      response: chaseDetail,
      handler: async ({ c, params }) =>
        chases.stopAsStaff(staffActor(c), await customerIdOf(db, params.userId), params.userId, params.id),
    }),
  ];
}
