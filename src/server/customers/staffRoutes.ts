/** Customers as staff see them, and what support changes on them (each change audited). */
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { user } from '#shared/contract/account.ts';
import {
  customerBet,
  customerBetsQuery,
  customerDetail,
  customerProfileChange,
  customersQuery,
  customerStatusChange,
  generatedPassword,
  staffCustomer,
  userIdParam,
} from '#shared/contract/staff.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { CustomersAdmin } from './customersAdmin.ts';

const staffRoute = routeGroup({ tags: ['staff'], auth: 'staff' });

/** Customers as staff see them, and what support changes on them. */
function customerRoutes(customersAdmin: CustomersAdmin) {
  return [
    staffRoute({
      method: 'get',
      path: '/customers',
      summary: 'Search customers by user ID, username, real name or phone',
      query: customersQuery,
      response: pageSchema(staffCustomer),
      handler: ({ query }) => customersAdmin.search(query),
    }),
    staffRoute({
      method: 'get',
      path: '/customers/{userId}',
      errors: ['NOT_FOUND'],
      summary: 'One customer with inviter, invitees, devices and sessions',
      params: userIdParam,
      response: customerDetail,
      handler: ({ params }) => customersAdmin.detail(params.userId),
    }),
    staffRoute({
      method: 'get',
      path: '/customers/{userId}/bets',
      errors: ['NOT_FOUND'],
      summary: 'One customer’s bets, newest first, by lottery and bet status',
      params: userIdParam,
      query: customerBetsQuery,
      response: pageSchema(customerBet),
      handler: ({ params, query }) => customersAdmin.bets(params.userId, query),
    }),
  ];
}

/** What support changes on a customer. */
function customerChangeRoutes(customersAdmin: CustomersAdmin) {
  return [
    staffRoute({
      method: 'post',
      path: '/customers/{userId}/status',
      summary: 'Set the account state (active, disabled, restricted, frozen) with a reason',
      roles: SUPPORT_ROLES,
      params: userIdParam,
      body: customerStatusChange,
      response: user,
      handler: ({ c, params, body }) =>
        customersAdmin.setStatus(staffActor(c), params.userId, body.status, body.reason),
    }),
    staffRoute({
      method: 'post',
      path: '/customers/{userId}/profile',
      summary: 'Change locked profile fields on the player’s request',
      roles: SUPPORT_ROLES,
      params: userIdParam,
      body: customerProfileChange,
      response: user,
      handler: ({ c, params, body }) => {
        const { reason: why, ...changes } = body;
        return customersAdmin.changeProfile(staffActor(c), params.userId, changes, why);
      },
    }),
    staffRoute({
      method: 'post',
      path: '/customers/{userId}/password-reset',
      summary: 'Reset a player’s password: a new one, shown once; their sessions end',
      roles: SUPPORT_ROLES,
      params: userIdParam,
      response: generatedPassword,
      handler: ({ c, params }) => customersAdmin.resetPassword(staffActor(c), params.userId),
    }),
  ];
}

export function customerStaffRoutes(customersAdmin: CustomersAdmin) {
  return [...customerRoutes(customersAdmin), ...customerChangeRoutes(customersAdmin)];
}
