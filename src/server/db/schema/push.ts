/**
 * Web Push: the devices a player allowed to be notified on, and the notifications
 * waiting to be pushed to them. A notification joins the outbox in the transaction that writes it
 * (a statement trigger on `notifications`, migration 0018), so none is lost and the transaction
 * does no network work; the scheduler leader sends them.
 */
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, customerRef, timestamps, ts, uuidId } from './columns.ts';
import { customers } from './customers.ts';
import { notifications } from './wallet.ts';
import { supportMessages } from './support.ts';
import { LOCALES } from '#shared/vocabulary.ts';

/** A browser's push subscription: where to send, its keys, and which notification kinds it takes. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidId(),
    customerId: customerRef().references(() => customers.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The notification kinds of the topics chosen (`PUSH_TOPICS`), as the trigger reads them. */
    kinds: text('kinds').array().notNull(),
    /** The language the device's notifications are written in. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint').on(table.endpoint),
    index('push_subscriptions_customer_idx').on(table.customerId),
  ],
);

/** A notification to push to one subscription; removed once sent or given up. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The notification pushed, or (a `supportReplied` push) the staff reply. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    supportMessageId: bigint('support_message_id', { mode: 'number' }).references(() => supportMessages.id),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this (a retry's back-off, or a sender's claim while it sends). */
    notBefore: ts('not_before').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('push_outbox_due_idx').on(table.notBefore),
    check('push_outbox_attempts', sql`${table.attempts} >= 0`),
    check(
      'push_outbox_one_subject',
      sql`(${table.notificationId} is null) <> (${table.supportMessageId} is null)`,
    ),
  ],
);
