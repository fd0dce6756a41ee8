/**
 * The player's side of the support chat. A message goes into the player's conversation
 * that is not closed, or starts one: two sent at once cannot start two (the partial unique index
 * `support_conversations_one_active`; the loser of the race finds the winner's). Every change
 * announces itself on the support channel in its transaction. No account state stops a player
 * from reaching support, and nothing here moves money.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { CustomerRow } from '#server/actors.ts';
import type { Db } from '#server/db/client.ts';
import { selectRow } from '#server/db/rows.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import { AppError, validationError } from '#server/errors.ts';
import type { Events } from '#server/events/events.ts';
import type { RateLimiter } from '#server/rateLimits/rateLimits.ts';
import type {
  SupportAttachment,
  SupportMessage,
  SupportMessageRequest,
  SupportThread,
} from '#shared/contract/support.ts';
import { SUPPORT_THREAD_MAX } from '#shared/contract/support.ts';
import type { Locale, SupportOrigin } from '#shared/vocabulary.ts';
import { cleanImage } from './images.ts';
import {
  attachmentData,
  attachmentInfo,
  claimAttachment,
  currentConversation,
  insertAttachment,
  insertConversation,
  insertMessage,
  lockActiveConversation,
  messageById,
  messagesOf,
  unreadOf,
  updateConversation,
  type ConversationRow,
} from './queries.ts';
import { toConversation, toMessage } from './view.ts';

/** A player may send 10 messages a minute and 300 a day, and upload 20 images an hour. */
export const PLAYER_MESSAGE_LIMITS = {
  minute: { limit: 10, windowSeconds: 60 },
  day: { limit: 300, windowSeconds: 24 * 60 * 60 },
} as const;
export const PLAYER_UPLOAD_LIMIT = { limit: 20, windowSeconds: 60 * 60 } as const;
/** A staff member may upload 60 images an hour (one a minute, kept up for an hour). */
export const STAFF_UPLOAD_LIMIT = { limit: 60, windowSeconds: 60 * 60 } as const;

export interface SupportDeps {
  db: Db;
  clock: Clock;
  events: Events;
  rateLimiter: RateLimiter;
}

/** An image's bytes as served. */
export interface ImageFile {
  contentType: string;
  data: Buffer;
}

/**
 * The player's conversation that is not closed, locked, or a new one. A start that loses a race
 * with another (the unique index) writes nothing and finds the winner's conversation.
 */
async function activeConversation(
  tx: Tx,
  customerId: string,
  start: { origin: SupportOrigin; locale: Locale; now: Date },
): Promise<ConversationRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await lockActiveConversation(tx, customerId);
    if (found) return found;
    const created = await insertConversation(tx, {
      customerId,
      status: 'open',
      origin: start.origin,
      customerLocale: start.locale,
      createdAt: start.now,
      updatedAt: start.now,
      lastMessageAt: start.now,
    });
    if (created) return created;
  }
  throw new Error('support conversation neither found nor started');
}

/** Why an image cannot go into this message: not the player's (404), or sent already. */
async function attachmentRefusal(tx: Tx, id: string, customerId: string): Promise<AppError> {
  const info = await attachmentInfo(tx, id);
  if (!info || info.customerId !== customerId || info.uploadedBy !== 'customer') {
    return new AppError('NOT_FOUND');
  }
  return validationError({ attachmentId: 'INVALID_VALUE' });
}

async function thread(
  { db }: SupportDeps,
  customer: CustomerRow,
  after: number | undefined,
): Promise<SupportThread> {
  const conversation = await currentConversation(db, customer.id);
  if (!conversation) return { conversation: null, messages: [], unread: 0 };
  const [messages, unread] = await Promise.all([
    messagesOf(db, conversation.id, after, SUPPORT_THREAD_MAX),
    unreadOf(db, conversation.id, 'staff', Number(conversation.customerReadId)),
  ]);
  return { conversation: toConversation(conversation), messages: messages.map(toMessage), unread };
}

async function sendMessage(
  { db, clock, events, rateLimiter }: SupportDeps,
  customer: CustomerRow,
  input: SupportMessageRequest,
  locale: Locale,
): Promise<SupportMessage> {
  await rateLimiter.hitAll([
    { bucket: `support.message.minute:${customer.id}`, limit: PLAYER_MESSAGE_LIMITS.minute },
    { bucket: `support.message.day:${customer.id}`, limit: PLAYER_MESSAGE_LIMITS.day },
  ]);
  const now = clock.now();
  const id = await transaction(db, async (tx) => {
    const conversation = await activeConversation(tx, customer.id, {
      origin: input.origin ?? 'home',
      locale,
      now,
    });
    if (
      input.attachmentId &&
      !(await claimAttachment(tx, input.attachmentId, customer.id, conversation.id))
    ) {
      throw await attachmentRefusal(tx, input.attachmentId, customer.id);
    }
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      author: 'customer',
      body: input.body,
      attachmentId: input.attachmentId ?? null,
      context: input.context ?? null,
      createdAt: now,
    });
    await updateConversation(tx, conversation.id, {
      status: 'open',
      lastMessageAt: now,
      updatedAt: now,
      customerReadId: message.id,
      customerLocale: locale,
    });
    await events.publishSupportChange(tx, { conversationId: conversation.id, customerId: customer.userId });
    return message.id;
  });
  const row = await messageById(db, id);
  if (!row) throw new Error(`support message ${id} vanished`);
  return toMessage(row);
}

/**
 * Marks staff's messages read by the player up to `messageId` (a message of one of the player's
 * conversations, else 404); answers how many are still unread there.
 */
async function read(
  { db, clock, events }: SupportDeps,
  customer: CustomerRow,
  messageId: number,
): Promise<{ unread: number }> {
  return transaction(db, async (tx) => {
    const found = await selectRow<{ conversation_id: string }>(
      tx,
      sql`select m.conversation_id from support_messages m
          join support_conversations c on c.id = m.conversation_id
          where m.id = ${messageId} and c.customer_id = ${customer.id}`,
    );
    if (!found) throw new AppError('NOT_FOUND');
    const conversation = await selectRow<{ customer_read_id: string | number }>(
      tx,
      sql`update support_conversations set customer_read_id = ${messageId}, updated_at = ${clock.now()}
          where id = ${found.conversation_id} and customer_read_id < ${messageId}
          returning customer_read_id`,
    );
    if (conversation) {
      await events.publishSupportChange(tx, {
        conversationId: found.conversation_id,
        customerId: customer.userId,
      });
    }
    const readId = conversation ? messageId : await readMark(tx, found.conversation_id);
    return { unread: await unreadOf(tx, found.conversation_id, 'staff', readId) };
  });
}

async function unread({ db }: SupportDeps, customer: CustomerRow): Promise<{ count: number }> {
  const conversation = await currentConversation(db, customer.id);
  if (!conversation) return { count: 0 };
  return { count: await unreadOf(db, conversation.id, 'staff', Number(conversation.customerReadId)) };
}

/** Keeps an uploaded image, cleaned, for the player's next message. */
async function upload(
  { db, clock, rateLimiter }: SupportDeps,
  customer: CustomerRow,
  bytes: Buffer,
): Promise<SupportAttachment> {
  await rateLimiter.hitAll([{ bucket: `support.upload:${customer.id}`, limit: PLAYER_UPLOAD_LIMIT }]);
  const image = await cleanImage(bytes);
  const owner = {
    customerId: customer.id,
    conversationId: null,
    uploadedBy: 'customer',
    createdAt: clock.now(),
  } as const;
  return insertAttachment(db, owner, image);
}

/** An image of the player's own conversations (their uploads, and staff's once sent). */
async function image({ db }: SupportDeps, customer: CustomerRow, id: string): Promise<ImageFile> {
  const info = await attachmentInfo(db, id);
  const visible = info?.customerId === customer.id && (info.uploadedBy === 'customer' || info.used);
  const file = visible ? await attachmentData(db, id) : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

export function createPlayerSupport(deps: SupportDeps) {
  return {
    thread: (customer: CustomerRow, after: number | undefined) => thread(deps, customer, after),
    sendMessage: (customer: CustomerRow, input: SupportMessageRequest, locale: Locale) =>
      sendMessage(deps, customer, input, locale),
    read: (customer: CustomerRow, messageId: number) => read(deps, customer, messageId),
    unread: (customer: CustomerRow) => unread(deps, customer),
    upload: (customer: CustomerRow, bytes: Buffer) => upload(deps, customer, bytes),
    image: (customer: CustomerRow, id: string) => image(deps, customer, id),
  };
}

async function readMark(tx: Tx, conversationId: string): Promise<number> {
  const row = await selectRow<{ id: string | number }>(
    tx,
    sql`select customer_read_id as id from support_conversations where id = ${conversationId}`,
  );
  return Number(row?.id ?? 0);
}

export type PlayerSupport = ReturnType<typeof createPlayerSupport>;
