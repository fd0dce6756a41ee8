/** Routes of one's own staff password and of staff management by an admin. */
import { z } from 'zod';
import {
  generatedPassword,
  staffIdParam,
  staffListItem,
  staffPasswordChange,
  staffSignedIn,
} from '#shared/contract/staff.ts';
import { staffActor } from '../http/context.ts';
import { routeGroup } from '../http/route.ts';
import { originOf } from '../customers/routes.ts';
import type { StaffAccounts } from './staffAccounts.ts';
import type { StaffAdmin } from './staffAdmin.ts';
import { ADMIN_ROLES, STAFF_ROLES } from '#shared/vocabulary.ts';

const staffRoute = routeGroup({ tags: ['staff'], auth: 'staff' });

export function staffAdminRoutes(deps: { accounts: StaffAccounts; staffAdmin: StaffAdmin }) {
  const { accounts, staffAdmin } = deps;
  return [
    staffRoute({
      method: 'post',
      path: '/auth/password',
      roles: STAFF_ROLES,
      summary: 'Change one’s own password (at least 8 characters); the other sessions end',
      description:
        'The current password is required. The answer carries a new token for this session; every other session of the member ends.',
      beforeTotp: true,
      body: staffPasswordChange,
      response: staffSignedIn,
      handler: ({ c, body }) => accounts.changePassword(staffActor(c).staff, body, originOf(c)),
    }),
    staffRoute({
      method: 'get',
      path: '/staff',
      summary: 'Staff members with role, TOTP and whether they are disabled',
      roles: ADMIN_ROLES,
      response: z.array(staffListItem),
      handler: () => staffAdmin.list(),
    }),
    staffRoute({
      method: 'post',
      path: '/staff/{staffId}/disable',
      summary: 'Disable a staff member; their sessions end at once',
      description:
        'An admin cannot disable themselves (`STAFF_CANNOT_DISABLE_SELF`) nor the last enabled admin (`STAFF_LAST_ADMIN`).',
      roles: ADMIN_ROLES,
      params: staffIdParam,
      response: staffListItem,
      handler: ({ c, params }) => staffAdmin.disable(staffActor(c), params.staffId),
    }),
    staffRoute({
      method: 'post',
      path: '/staff/{staffId}/enable',
      summary: 'Re-enable a disabled staff member (they sign in again)',
      roles: ADMIN_ROLES,
      params: staffIdParam,
      response: staffListItem,
      handler: ({ c, params }) => staffAdmin.enable(staffActor(c), params.staffId),
    }),
    staffRoute({
      method: 'post',
      path: '/staff/{staffId}/password-reset',
      summary: 'Reset a staff member’s password: a generated one, shown once; their sessions end',
      roles: ADMIN_ROLES,
      params: staffIdParam,
      response: generatedPassword,
      handler: ({ c, params }) => staffAdmin.resetPassword(staffActor(c), params.staffId),
    }),
  ];
}
