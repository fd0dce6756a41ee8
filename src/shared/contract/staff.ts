/**
 * The staff console's own API: sign-in, one's own account and TOTP, staff
 * accounts, customers as staff see them, invitation codes and the audit log.
 */
import { z } from 'zod';
import { PHONE_PATTERN, USER_ID_PATTERN } from '../accountLimits.ts';
import { ACCOUNT_STATUSES, BET_STATUSES, STAFF_ROLES } from '../vocabulary.ts';
import { currentPassword, newPassword, passwordChangeOf, user } from './account.ts';
import { bet } from './betting.ts';
import { pageQuery, recordId, timeText, uuidText } from './common.ts';
import { protection } from './protection.ts';
import { customerDevice, customerSession } from './sessions.ts';

/** Staff passwords are longer than players' (8 characters at least). */
export const STAFF_PASSWORD_MIN_LENGTH = 8;

// --- Sign-in and one's own account. ---

/** The signed-in member as the console keeps them. */
export const staffMember = z.object({
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
export type StaffMember = z.output<typeof staffMember>;

/** `POST /auth/login`. */
export const staffLoginRequest = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
  totp: z.string().max(6).optional(),
});
export type StaffLoginRequest = z.output<typeof staffLoginRequest>;

/** A staff session's token and its member (sign-in, own password change). */
export const staffSignedIn = z.object({ jwt: z.string(), staff: staffMember });
export type StaffSignedIn = z.output<typeof staffSignedIn>;

/** `POST /auth/totp/setup`: the password again. */
export const totpSetupRequest = z.object({
  password: z
    .string({ error: () => 'PASSWORD_REQUIRED' })
    .min(1, { error: 'PASSWORD_REQUIRED' })
    .max(128),
});
export type TotpSetupRequest = z.output<typeof totpSetupRequest>;

/** A new TOTP secret and its otpauth:// URI for a QR code. */
export const totpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.output<typeof totpSetup>;

/** A current TOTP code (enable, disable). */
export const totpCode = z.object({ code: z.string().regex(/^\d{6}$/, { error: 'INVALID_FORMAT' }) });
export type TotpCode = z.output<typeof totpCode>;

/** `POST /auth/password`: one's own password (at least 8 characters). */
export const staffPasswordChange = passwordChangeOf(
  {
    currentPassword: currentPassword(),
    newPassword: newPassword('STAFF_PASSWORD_TOO_SHORT', STAFF_PASSWORD_MIN_LENGTH),
  },
  'NEW_PASSWORDS_DO_NOT_MATCH',
);
export type StaffPasswordChange = z.output<typeof staffPasswordChange>;

/** A generated password, shown once (password resets). */
export const generatedPassword = z.object({ password: z.string() });
export type GeneratedPassword = z.output<typeof generatedPassword>;

// --- Staff accounts (admin). ---

/** `GET /staff`: a member with whether they are disabled. */
export const staffListItem = staffMember.omit({ totpRequired: true }).extend({
  disabled: z.boolean(),
  createdAt: timeText,
});
export type StaffListItem = z.output<typeof staffListItem>;

export const staffIdParam = z.object({ staffId: uuidText });

// --- Customers as staff see them. ---

export const userIdParam = z.object({
  userId: z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }),
});

/** `GET /customers`. */
export const customersQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type CustomersQuery = z.output<typeof customersQuery>;

/** A customer in the staff list: the `User` with who invited them. */
export const staffCustomer = user.extend({ inviterUserId: z.string().nullable() });
export type StaffCustomer = z.output<typeof staffCustomer>;

/**
 * `GET /customers/{userId}`: one customer with inviter, invitees, devices, sessions and the
 * time-out or self-exclusion in force with every one taken (read only: staff cannot lift one).
 */
export const customerDetail = user.extend({
  statusReason: z.string().nullable(),
  invitationCode: z.string(),
  inviter: z.object({ userId: z.string(), username: z.string() }).nullable(),
  invitees: z.array(z.object({ userId: z.string(), username: z.string(), createdAt: timeText })),
  devices: z.array(customerDevice),
  sessions: z.array(customerSession),
  protection,
});
export type CustomerDetail = z.output<typeof customerDetail>;

/** `GET /customers/{userId}/bets`. */
export const customerBetsQuery = pageQuery.extend({
  lotteryId: recordId.optional(),
  status: z.enum(BET_STATUSES).optional(),
});
export type CustomerBetsQuery = z.output<typeof customerBetsQuery>;

/** A customer's bet with its lottery's name (the `Bet` of the betting contract and `lotteryName`). */
export const customerBet = bet.extend({ lotteryName: z.string() }).meta({ id: 'CustomerBet' });
export type CustomerBet = z.output<typeof customerBet>;

const reason = z.string().trim().min(1).max(500);

/** `POST /customers/{userId}/status`. */
export const customerStatusChange = z.object({ status: z.enum(ACCOUNT_STATUSES), reason });
export type CustomerStatusChange = z.output<typeof customerStatusChange>;

/** `POST /customers/{userId}/profile`: locked fields changed on the player's request. */
export const customerProfileChange = z.object({
  realName: z.string().trim().min(1).max(100).optional(),
  phoneNumber: z.string().regex(PHONE_PATTERN, { error: 'PHONE_NUMBER_INVALID' }).optional(),
  cryptoAddress: z.string().trim().optional(),
  reason,
});
export type CustomerProfileChange = z.output<typeof customerProfileChange>;

// --- Invitation codes. ---

export const invitation = z.object({
  code: z.string(),
  inviterUserId: z.string().nullable(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  expiresAt: timeText.nullable(),
  disabled: z.boolean(),
  note: z.string().nullable(),
  createdAt: timeText,
});
export type Invitation = z.output<typeof invitation>;

/** `POST /invitations`: optional code, inviter, maximum uses, expiry. */
export const newInvitation = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,32}$/, { error: 'INVALID_FORMAT' })
    .optional(),
  inviterUserId: z.string().regex(USER_ID_PATTERN, { error: 'USER_ID_INVALID' }).optional(),
  maxUses: z.number().int().min(1).max(1_000_000).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  note: z.string().max(200).optional(),
});
export type NewInvitation = z.output<typeof newInvitation>;

export const invitationCodeParam = z.object({ code: z.string().max(32) });

// --- The audit log. ---

/** `GET /audit`. */
export const auditQuery = pageQuery.extend({
  staffId: z.uuid().optional(),
  action: z.string().max(64).optional(),
});
export type AuditQuery = z.output<typeof auditQuery>;

/** One staff action: who, what, to what, the state before and after, from which IP. */
export const auditEntry = z.object({
  id: z.number(),
  staffId: z.string().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timeText,
});
export type AuditEntry = z.output<typeof auditEntry>;
