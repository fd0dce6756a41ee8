import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, customerRef, timestamps, ts, uuidId } from './columns.ts';
import { ACCOUNT_STATUSES, STAFF_ROLES } from '#shared/vocabulary.ts';

/**
 * Players. `userId` is the public random 6-digit id; `id` never leaves the server. Locked
 * profile fields are the ones already set (real name, phone, crypto address).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuidId(),
    userId: text('user_id').notNull().unique(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    transactionPasswordHash: text('transaction_password_hash'),
    realName: text('real_name').notNull(),
    phoneNumber: text('phone_number'),
    cryptoAddress: text('crypto_address'),
    cryptoNetwork: text('crypto_network'),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    statusReason: text('status_reason'),
    invitationCode: text('invitation_code').notNull(),
    inviterId: uuid('inviter_id'),
    /** The reality-check interval the player chose, 0 = off. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    /**
     * The index of the player's deposit addresses, from `customer_deposit_index_seq`
     * when first needed; never reused.
     */
    depositIndex: integer('deposit_index').unique(),
    ...timestamps(),
  },
  (table) => [
    // Usernames are unique whatever their case, so "Alice" cannot impersonate "alice".
    uniqueIndex('customers_username_lower_unique').on(sql`lower(${table.username})`),
    index('customers_inviter_idx').on(table.inviterId),
    check('customers_balance_not_negative', sql`${table.balance} >= 0`),
    check('customers_user_id_six_digits', sql`${table.userId} ~ '^[0-9]{6}$'`),
  ],
);

/** Invitation codes created by staff, optionally on behalf of a customer (the inviter). */
export const invitations = pgTable('invitations', {
  code: text('code').primaryKey(),
  inviterId: uuid('inviter_id'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  expiresAt: ts('expires_at'),
  disabled: boolean('disabled').notNull().default(false),
  note: text('note'),
  createdByStaffId: uuid('created_by_staff_id'),
  createdAt: createdAt(),
});

export const staff = pgTable(
  'staff',
  {
    id: uuidId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_username_lower_unique').on(sql`lower(${table.username})`)],
);

/**
 * Sessions of players and staff. A token names its session; revoking the row ends the token.
 * `meta` holds what the session ping reported about the device.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidId(),
    kind: text('kind', { enum: ['player', 'staff'] }).notNull(),
    customerId: uuid('customer_id'),
    staffId: uuid('staff_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    visitorId: text('visitor_id'),
    meta: jsonb('meta'),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_staff_idx').on(table.staffId),
  ],
);

/** When and from where a device was first and last seen. */
const sightings = () => ({
  firstSeenAt: ts('first_seen_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull(),
  lastIp: text('last_ip'),
});

/** Devices seen by the fingerprint service. */
export const visitors = pgTable('visitors', {
  visitorId: text('visitor_id').primaryKey(),
  ...sightings(),
  browserName: text('browser_name'),
  browserVersion: text('browser_version'),
  os: text('os'),
  osVersion: text('os_version'),
  device: text('device'),
});

/** Which customers used which device: one device across several customers is worth a look. */
export const customerDevices = pgTable(
  'customer_devices',
  {
    customerId: customerRef(),
    visitorId: text('visitor_id').notNull(),
    ...sightings(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.visitorId] }),
    index('customer_devices_visitor_idx').on(table.visitorId),
  ],
);

/** Every staff action: append-only (a trigger refuses updates and deletes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserialId(),
    staffId: uuid('staff_id'),
    staffUsername: text('staff_username'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_staff_idx').on(table.staffId), index('audit_log_action_idx').on(table.action)],
);
