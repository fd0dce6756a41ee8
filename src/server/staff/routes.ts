import { z } from 'zod';
import { PHONE_PATTERN, USER_ID_PATTERN } from '#shared/accountRules.ts';
import { ACCOUNT_STATUSES, ADMIN_ROLES, BET_STATUSES } from '#shared/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { staffActor } from '../http/context.ts';
import { defineRoute } from '../http/route.ts';
import { pageQuery } from '#shared/contract/common.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { originOf } from '../customers/routes.ts';
import { userSchema } from '../customers/view.ts';
import type { Devices } from '../devices/devices.ts';
import { searchAudit } from './audit.ts';
import type { CustomersAdmin } from './customersAdmin.ts';
import type { Invitations } from './invitations.ts';
import type { StaffAccounts } from './staffAccounts.ts';
import { staffViewSchema as staffView } from './staffAdminRoutes.ts';

const userIdParam = z.object({ userId: z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }) });
const reason = z.string().trim().min(1).max(500);
const totpCode = z.object({ code: z.string().regex(/^\d{6}$/, { error: 'INVALID_FORMAT' }) });
const invitation = z.object({
  code: z.string(),
  inviterUserId: z.string().nullable(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  expiresAt: z.string().nullable(),
  disabled: z.boolean(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

const SUPPORT = ['admin', 'support'] as const;

export function staffRoutes(deps: {
  db: Db;
  accounts: StaffAccounts;
  customersAdmin: CustomersAdmin;
  invitations: Invitations;
  devices: Devices;
}) {
  const { accounts, customersAdmin, invitations, devices } = deps;
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      summary: 'Staff sign-in (with the TOTP code when enabled)',
      description:
        'With TOTP enabled, a sign-in without `totp` answers `TOTP_REQUIRED`. An admin or finance member who must use TOTP (`staff.totpRequired`) but has not enrolled signs in to a token that only enrols: `/auth/me`, `/auth/totp/setup`, `/auth/totp/enable`, `/auth/password` and `/auth/logout` work, every other staff route answers 403 `TOTP_ENROLMENT_REQUIRED`. Staff tokens live `STAFF_TOKEN_TTL_HOURS`.',
      tags: ['staff'],
      auth: 'none',
      body: z.object({
        username: z.string().min(1).max(64),
        password: z.string().min(1).max(128),
        totp: z.string().max(6).optional(),
      }),
      response: z.object({ jwt: z.string(), staff: staffView }),
      handler: ({ c, body }) => accounts.login(body, originOf(c)),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      summary: 'Staff sign-out',
      tags: ['staff'],
      auth: 'staff',
      beforeTotp: true,
      response: z.null(),
      handler: async ({ c }) => {
        const { staff, ip } = staffActor(c);
        await accounts.logout(staff, c.get('sessionId') ?? '', ip);
        return null;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in staff member',
      tags: ['staff'],
      auth: 'staff',
      beforeTotp: true,
      response: staffView,
      handler: ({ c }) => accounts.view(staffActor(c).staff),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/totp/setup',
      summary:
        'Start TOTP enrolment, given the password again: a secret and its otpauth:// URI for a QR code',
      description: 'A wrong password answers 400 `CURRENT_PASSWORD_IS_NOT_CORRECT` and issues no secret.',
      tags: ['staff'],
      auth: 'staff',
      beforeTotp: true,
      body: z.object({
        password: z
          .string({ error: () => 'PASSWORD_REQUIRED' })
          .min(1, { error: 'PASSWORD_REQUIRED' })
          .max(128),
      }),
      response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
      handler: ({ c, body }) => accounts.setupTotp(staffActor(c).staff, body.password, staffActor(c).ip),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/totp/enable',
      summary: 'Confirm TOTP enrolment with a code',
      tags: ['staff'],
      auth: 'staff',
      beforeTotp: true,
      body: totpCode,
      response: staffView,
      handler: ({ c, body }) => accounts.enableTotp(staffActor(c).staff, body.code, staffActor(c).ip),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/totp/disable',
      summary: 'Turn TOTP off, given a current code',
      tags: ['staff'],
      auth: 'staff',
      body: totpCode,
      response: staffView,
      handler: ({ c, body }) => accounts.disableTotp(staffActor(c).staff, body.code, staffActor(c).ip),
    }),
    defineRoute({
      method: 'get',
      path: '/customers',
      summary: 'Search customers by user ID, username, real name or phone',
      tags: ['staff'],
      auth: 'staff',
      query: pageQuery.extend({
        q: z.string().trim().max(100).optional(),
        status: z.enum(ACCOUNT_STATUSES).optional(),
      }),
      response: pageSchema(userSchema.extend({ inviterUserId: z.string().nullable() })),
      handler: ({ query }) => customersAdmin.search(query),
    }),
    defineRoute({
      method: 'get',
      path: '/customers/{userId}',
      summary: 'One customer with inviter, invitees, devices and sessions',
      tags: ['staff'],
      auth: 'staff',
      params: userIdParam,
      response: userSchema.extend({
        statusReason: z.string().nullable(),
        invitationCode: z.string(),
        inviter: z.object({ userId: z.string(), username: z.string() }).nullable(),
        invitees: z.array(z.object({ userId: z.string(), username: z.string(), createdAt: z.string() })),
        devices: z.array(z.looseObject({ visitorId: z.string(), otherUserIds: z.array(z.string()) })),
        sessions: z.array(z.looseObject({ id: z.string(), revokedAt: z.string().nullable() })),
      }),
      handler: ({ params }) => customersAdmin.detail(params.userId),
    }),
    defineRoute({
      method: 'get',
      path: '/customers/{userId}/bets',
      summary: 'One customer’s bets, newest first, by lottery and bet status',
      tags: ['staff'],
      auth: 'staff',
      params: userIdParam,
      query: pageQuery.extend({
        lotteryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        status: z.enum(BET_STATUSES).optional(),
      }),
      response: pageSchema(z.looseObject({ betUid: z.string(), lotteryName: z.string() })),
      handler: ({ params, query }) => customersAdmin.bets(params.userId, query),
    }),
    defineRoute({
      method: 'post',
      path: '/customers/{userId}/status',
      summary: 'Set the account state (active, disabled, restricted, frozen) with a reason',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      params: userIdParam,
      body: z.object({ status: z.enum(ACCOUNT_STATUSES), reason }),
      response: userSchema,
      handler: ({ c, params, body }) =>
        customersAdmin.setStatus(staffActor(c), params.userId, body.status, body.reason),
    }),
    defineRoute({
      method: 'post',
      path: '/customers/{userId}/profile',
      summary: 'Change locked profile fields on the player’s request',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      params: userIdParam,
      body: z.object({
        realName: z.string().trim().min(1).max(100).optional(),
        phoneNumber: z.string().regex(PHONE_PATTERN, { error: 'PHONE_NUMBER_INVALID' }).optional(),
        cryptoAddress: z.string().trim().optional(),
        reason,
      }),
      response: userSchema,
      handler: ({ c, params, body }) => {
        const { reason: why, ...changes } = body;
        return customersAdmin.changeProfile(staffActor(c), params.userId, changes, why);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/customers/{userId}/password-reset',
      summary: 'Reset a player’s password: a new one, shown once; their sessions end',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      params: userIdParam,
      response: z.object({ password: z.string() }),
      handler: ({ c, params }) => customersAdmin.resetPassword(staffActor(c), params.userId),
    }),
    defineRoute({
      method: 'get',
      path: '/invitations',
      summary: 'Invitation codes with their use counts',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      response: z.array(invitation),
      handler: () => invitations.list(),
    }),
    defineRoute({
      method: 'post',
      path: '/invitations',
      summary: 'Create an invitation code (optional inviter, maximum uses, expiry)',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      body: z.object({
        code: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{4,32}$/, { error: 'INVALID_FORMAT' })
          .optional(),
        inviterUserId: z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }).optional(),
        maxUses: z.number().int().min(1).max(1_000_000).optional(),
        expiresAt: z.iso.datetime({ offset: true }).optional(),
        note: z.string().max(200).optional(),
      }),
      response: invitation,
      handler: ({ c, body }) => invitations.create(staffActor(c), body),
    }),
    defineRoute({
      method: 'post',
      path: '/invitations/{code}/disable',
      summary: 'Disable an invitation code',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      params: z.object({ code: z.string().max(32) }),
      response: invitation,
      handler: ({ c, params }) => invitations.disable(staffActor(c), params.code),
    }),
    defineRoute({
      method: 'get',
      path: '/devices/shared',
      summary: 'Devices used by more than one customer',
      tags: ['staff'],
      auth: 'staff',
      roles: SUPPORT,
      response: z.array(
        z.object({
          visitorId: z.string(),
          customers: z.array(z.object({ userId: z.string(), username: z.string(), lastSeenAt: z.string() })),
        }),
      ),
      handler: () => devices.shared(),
    }),
    defineRoute({
      method: 'get',
      path: '/audit',
      summary: 'The audit log, newest first',
      tags: ['staff'],
      auth: 'staff',
      roles: ADMIN_ROLES,
      query: pageQuery.extend({ staffId: z.uuid().optional(), action: z.string().max(64).optional() }),
      response: pageSchema(z.looseObject({ id: z.number(), action: z.string() })),
      handler: ({ query }) => searchAudit(deps.db, query),
    }),
  ];
}
