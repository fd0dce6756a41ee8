/**
 * The support chat: a player's conversations with staff, their messages, the images
 * sent in them and staff's canned replies. Conversations and messages are never deleted; a
 * player has at most one conversation that is not closed (a partial unique index).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, customerRef, serialId, timestamps, ts, uuidId } from './columns.ts';
import { customers, staff } from './customers.ts';
import {
  LOCALES,
  SUPPORT_AUTHORS,
  SUPPORT_IMAGE_TYPES,
  SUPPORT_ORIGINS,
  SUPPORT_STATUSES,
} from '#shared/vocabulary.ts';
import type { SupportContext } from '#shared/contract/support.ts';

/** Bytes (`bytea`), read as a Node `Buffer`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A conversation. `customerReadId` / `staffReadId`: the last message id each side has read;
 * `customerLocale`: the language of the player's last message (which canned replies to offer).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuidId(),
    customerId: customerRef().references(() => customers.id),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    assignedStaffId: uuid('assigned_staff_id').references(() => staff.id),
    origin: text('origin', { enum: SUPPORT_ORIGINS }).notNull().default('home'),
    customerLocale: text('customer_locale', { enum: LOCALES }),
    ...timestamps(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('support_conversations_one_active')
      .on(table.customerId)
      .where(sql`${table.status} <> 'closed'`),
    index('support_conversations_customer_idx').on(table.customerId, table.lastMessageAt),
    index('support_conversations_inbox_idx').on(table.status, table.lastMessageAt),
    check('support_conversations_status', sql`${table.status} in ('open', 'waiting', 'closed')`),
    check(
      'support_conversations_origin',
      sql`${table.origin} in ('home', 'deposit', 'withdrawal', 'account')`,
    ),
  ],
);

/** A message: the player's or a staff member's, text and/or one image, maybe with a context. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserialId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    author: text('author', { enum: SUPPORT_AUTHORS }).notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references((): AnyPgColumn => supportAttachments.id),
    context: jsonb('context').$type<SupportContext>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.id),
    // An image is sent once.
    uniqueIndex('support_messages_attachment')
      .on(table.attachmentId)
      .where(sql`${table.attachmentId} is not null`),
    check('support_messages_author', sql`${table.author} in ('customer', 'staff')`),
    check('support_messages_staff', sql`(${table.author} = 'staff') = (${table.staffId} is not null)`),
    check('support_messages_body', sql`char_length(${table.body}) <= 2000`),
  ],
);

/** An image, re-encoded without metadata; tied to its conversation once sent. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuidId(),
    customerId: customerRef().references(() => customers.id),
    conversationId: uuid('conversation_id').references(() => supportConversations.id),
    uploadedBy: text('uploaded_by', { enum: SUPPORT_AUTHORS }).notNull(),
    contentType: text('content_type', { enum: SUPPORT_IMAGE_TYPES }).notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_attachments_customer_idx').on(table.customerId),
    check('support_attachments_type', sql`${table.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

/** A reply staff insert into the composer, per language. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: serialId(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => staff.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [index('support_canned_replies_locale_idx').on(table.locale, table.id)],
);
