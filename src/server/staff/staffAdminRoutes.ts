/** Routes of one's own staff password and of staff management by an admin. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/accountRules.ts';
import { STAFF_ROLES } from '#shared/vocabulary.ts';
import { staffActor } from '../http/context.ts';
import { defineRoute } from '../http/route.ts';
import { originOf } from '../customers/routes.ts';
import { STAFF_PASSWORD_MIN_LENGTH, type StaffAccounts } from './staffAccounts.ts';
import type { StaffAdmin } from './staffAdmin.ts';

export const staffViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  totpEnabled: z.boolean(),
  totpRequired: z
    .boolean()
    .describe(
      'Whether this member must use TOTP (admin and finance when the site requires it). With it true and `totpEnabled` false, only enrolment, `/auth/me`, `/auth/password` and sign-out work; every other staff route answers 403 `TOTP_ENROLMENT_REQUIRED`.',
    ),
});

const staffListItem = staffViewSchema.omit({ totpRequired: true }).extend({
  disabled: z.boolean(),
  createdAt: z.string(),
});

const staffIdParam = z.object({ staffId: z.uuid({ error: 'INVALID_FORMAT' }) });

const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: () => 'PASSWORD_REQUIRED' })
      .min(1, { error: 'PASSWORD_REQUIRED' })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string({ error: () => 'STAFF_PASSWORD_TOO_SHORT' })
      .min(STAFF_PASSWORD_MIN_LENGTH, { error: 'STAFF_PASSWORD_TOO_SHORT' })
      .max(PASSWORD_MAX_LENGTH, { error: 'TOO_LONG' }),
    confirmPassword: z.string({ error: () => 'NEW_PASSWORDS_DO_NOT_MATCH' }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    error: 'NEW_PASSWORDS_DO_NOT_MATCH',
  });

const ADMIN = ['admin'] as const;

export function staffAdminRoutes(deps: { accounts: StaffAccounts; staffAdmin: StaffAdmin }) {
  const { accounts, staffAdmin } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/auth/password',
      summary: 'Change one’s own password (at least 8 characters); the other sessions end',
      description:
        'The current password is required. The answer carries a new token for this session; every other session of the member ends.',
      tags: ['staff'],
      auth: 'staff',
      beforeTotp: true,
      body: changePasswordBody,
      response: z.object({ jwt: z.string(), staff: staffViewSchema }),
      handler: ({ c, body }) => accounts.changePassword(staffActor(c).staff, body, originOf(c)),
    }),
    defineRoute({
      method: 'get',
      path: '/staff',
      summary: 'Staff members with role, TOTP and whether they are disabled',
      tags: ['staff'],
      auth: 'staff',
      roles: ADMIN,
      response: z.array(staffListItem),
      handler: () => staffAdmin.list(),
    }),
    defineRoute({
      method: 'post',
      path: '/staff/{staffId}/disable',
      summary: 'Disable a staff member; their sessions end at once',
      description:
        'An admin cannot disable themselves (`STAFF_CANNOT_DISABLE_SELF`) nor the last enabled admin (`STAFF_LAST_ADMIN`).',
      tags: ['staff'],
      auth: 'staff',
      roles: ADMIN,
      params: staffIdParam,
      response: staffListItem,
      handler: ({ c, params }) => staffAdmin.disable(staffActor(c), params.staffId),
    }),
    defineRoute({
      method: 'post',
      path: '/staff/{staffId}/enable',
      summary: 'Re-enable a disabled staff member (they sign in again)',
      tags: ['staff'],
      auth: 'staff',
      roles: ADMIN,
      params: staffIdParam,
      response: staffListItem,
      handler: ({ c, params }) => staffAdmin.enable(staffActor(c), params.staffId),
    }),
    defineRoute({
      method: 'post',
      path: '/staff/{staffId}/password-reset',
      summary: 'Reset a staff member’s password: a generated one, shown once; their sessions end',
      tags: ['staff'],
      auth: 'staff',
      roles: ADMIN,
      params: staffIdParam,
      response: z.object({ password: z.string() }),
      handler: ({ c, params }) => staffAdmin.resetPassword(staffActor(c), params.staffId),
    }),
  ];
}
