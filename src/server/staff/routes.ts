import { z } from 'zod';
import { ADMIN_ROLES, STAFF_ROLES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { user } from '#shared/contract/account.ts';
import { sharedDevice } from '#shared/contract/sessions.ts';
import {
  auditEntry,
  auditQuery,
  customerBet,
  customerBetsQuery,
  customerDetail,
  customerProfileChange,
  customersQuery,
  customerStatusChange,
  generatedPassword,
  invitation,
  invitationCodeParam,
  newInvitation,
  staffCustomer,
  staffLoginRequest,
  staffMember,
  staffSignedIn,
  totpCode,
  totpSetup,
  totpSetupRequest,
  userIdParam,
} from '#shared/contract/staff.ts';
import type { Db } from '../db/client.ts';
import { staffActor } from '../http/context.ts';
import { defineRoute, routeGroup } from '../http/route.ts';
import { originOf } from '../customers/routes.ts';
import type { Devices } from '../devices/devices.ts';
import { searchAudit } from './audit.ts';
import type { CustomersAdmin } from './customersAdmin.ts';
import type { Invitations } from './invitations.ts';
import type { StaffAccounts } from './staffAccounts.ts';

const staffRoute = routeGroup({ tags: ['staff'], auth: 'staff' });

/** Sign-in, sign-out, the member's own view and TOTP. */
function signInRoutes(accounts: StaffAccounts) {
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      summary: 'Staff sign-in (with the TOTP code when enabled)',
      description:
        'With TOTP enabled, a sign-in without `totp` answers `TOTP_REQUIRED`. An admin or finance member who must use TOTP (`staff.totpRequired`) but has not enrolled signs in to a token that only enrols: `/auth/me`, `/auth/totp/setup`, `/auth/totp/enable`, `/auth/password` and `/auth/logout` work, every other staff route answers 403 `TOTP_ENROLMENT_REQUIRED`. Staff tokens live `STAFF_TOKEN_TTL_HOURS`.',
      tags: ['staff'],
      auth: 'none',
      body: staffLoginRequest,
      response: staffSignedIn,
      handler: ({ c, body }) => accounts.login(body, originOf(c)),
    }),
    staffRoute({
      method: 'post',
      path: '/auth/logout',
      roles: STAFF_ROLES,
      summary: 'Staff sign-out',
      beforeTotp: true,
      response: z.null(),
      handler: async ({ c }) => {
        const { staff, ip } = staffActor(c);
        await accounts.logout(staff, c.get('sessionId') ?? '', ip);
        return null;
      },
    }),
    staffRoute({
      method: 'get',
      path: '/auth/me',
      roles: STAFF_ROLES,
      summary: 'The signed-in staff member',
      beforeTotp: true,
      response: staffMember,
      handler: ({ c }) => accounts.view(staffActor(c).staff),
    }),
    staffRoute({
      method: 'post',
      path: '/auth/totp/setup',
      roles: STAFF_ROLES,
      summary:
        'Start TOTP enrolment, given the password again: a secret and its otpauth:// URI for a QR code',
      description: 'A wrong password answers 400 `CURRENT_PASSWORD_IS_NOT_CORRECT` and issues no secret.',
      beforeTotp: true,
      body: totpSetupRequest,
      response: totpSetup,
      handler: ({ c, body }) => accounts.setupTotp(staffActor(c).staff, body.password, staffActor(c).ip),
    }),
    staffRoute({
      method: 'post',
      path: '/auth/totp/enable',
      roles: STAFF_ROLES,
      summary: 'Confirm TOTP enrolment with a code',
      beforeTotp: true,
      body: totpCode,
      response: staffMember,
      handler: ({ c, body }) => accounts.enableTotp(staffActor(c).staff, body.code, staffActor(c).ip),
    }),
    staffRoute({
      method: 'post',
      path: '/auth/totp/disable',
      roles: STAFF_ROLES,
      summary: 'Turn TOTP off, given a current code',
      body: totpCode,
      response: staffMember,
      handler: ({ c, body }) => accounts.disableTotp(staffActor(c).staff, body.code, staffActor(c).ip),
    }),
  ];
}

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
      summary: 'One customer with inviter, invitees, devices and sessions',
      params: userIdParam,
      response: customerDetail,
      handler: ({ params }) => customersAdmin.detail(params.userId),
    }),
    staffRoute({
      method: 'get',
      path: '/customers/{userId}/bets',
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

/** Invitation codes, shared devices and the audit log. */
function oversightRoutes(db: Db, invitations: Invitations, devices: Devices) {
  return [
    staffRoute({
      method: 'get',
      path: '/invitations',
      summary: 'Invitation codes with their use counts',
      roles: SUPPORT_ROLES,
      response: z.array(invitation),
      handler: () => invitations.list(),
    }),
    staffRoute({
      method: 'post',
      path: '/invitations',
      summary: 'Create an invitation code (optional inviter, maximum uses, expiry)',
      roles: SUPPORT_ROLES,
      body: newInvitation,
      response: invitation,
      handler: ({ c, body }) => invitations.create(staffActor(c), body),
    }),
    staffRoute({
      method: 'post',
      path: '/invitations/{code}/disable',
      summary: 'Disable an invitation code',
      roles: SUPPORT_ROLES,
      params: invitationCodeParam,
      response: invitation,
      handler: ({ c, params }) => invitations.disable(staffActor(c), params.code),
    }),
    staffRoute({
      method: 'get',
      path: '/devices/shared',
      summary: 'Devices used by more than one customer',
      roles: SUPPORT_ROLES,
      response: z.array(sharedDevice),
      handler: () => devices.shared(),
    }),
    staffRoute({
      method: 'get',
      path: '/audit',
      summary: 'The audit log, newest first',
      roles: ADMIN_ROLES,
      query: auditQuery,
      response: pageSchema(auditEntry),
      handler: ({ query }) => searchAudit(db, query),
    }),
  ];
}

export function staffRoutes(deps: {
  db: Db;
  accounts: StaffAccounts;
  customersAdmin: CustomersAdmin;
  invitations: Invitations;
  devices: Devices;
}) {
  return [
    ...signInRoutes(deps.accounts),
    ...customerRoutes(deps.customersAdmin),
    ...customerChangeRoutes(deps.customersAdmin),
    ...oversightRoutes(deps.db, deps.invitations, deps.devices),
  ];
}
