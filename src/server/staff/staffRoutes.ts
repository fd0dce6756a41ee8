/** The staff's own routes: sign-in, TOTP, their password; staff management; invitations, shared devices, the audit log. */
import { z } from 'zod';
import { ADMIN_ROLES, STAFF_ROLES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { sharedDevice } from '#shared/contract/sessions.ts';
import {
  auditEntry,
  auditQuery,
  generatedPassword,
  invitation,
  invitationCodeParam,
  newInvitation,
  staffLoginRequest,
  staffMember,
  staffSignedIn,
  totpCode,
  totpSetup,
  totpSetupRequest,
  staffIdParam,
  staffListItem,
  staffPasswordChange,
} from '#shared/contract/staff.ts';
import type { Db } from '#server/db/client.ts';
import { staffActor } from '#server/http/context.ts';
import { defineRoute, routeGroup } from '#server/http/route.ts';
import { originOf } from '#server/customers/routes.ts';
import type { Devices } from '#server/devices/devices.ts';
import { searchAudit } from './audit.ts';
import type { StaffAdmin } from './staffAdmin.ts';
import type { Invitations } from './invitations.ts';
import type { StaffAccounts } from './staff.ts';

const staffRoute = routeGroup({ tags: ['staff'], auth: 'staff' });

/** Sign-in, sign-out, the member's own view and TOTP. */
function signInRoutes(accounts: StaffAccounts) {
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      errors: ['ACCOUNT_DISABLED', 'TOTP_INVALID', 'TOTP_REQUIRED', 'USERNAME_OR_PASSWORD_ERROR'],
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
      errors: ['CURRENT_PASSWORD_IS_NOT_CORRECT'],
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
      errors: ['TOTP_INVALID'],
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
      errors: ['NOT_FOUND'],
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

/** One's own password, and staff management by an admin. */
function staffAdminRoutes(deps: { accounts: StaffAccounts; staffAdmin: StaffAdmin }) {
  const { accounts, staffAdmin } = deps;
  return [
    staffRoute({
      method: 'post',
      path: '/auth/password',
      errors: ['CURRENT_PASSWORD_IS_NOT_CORRECT', 'PASSWORDS_DO_NOT_MATCH', 'STAFF_PASSWORD_TOO_SHORT'],
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
      errors: ['NOT_FOUND', 'STAFF_CANNOT_DISABLE_SELF', 'STAFF_LAST_ADMIN'],
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

export function staffRoutes(deps: {
  db: Db;
  accounts: StaffAccounts;
  staffAdmin: StaffAdmin;
  invitations: Invitations;
  devices: Devices;
}) {
  return [
    ...signInRoutes(deps.accounts),
    ...oversightRoutes(deps.db, deps.invitations, deps.devices),
    ...staffAdminRoutes(deps),
  ];
}
