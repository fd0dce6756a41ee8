/**
 * The support chat (`/work/chat-design.md`): a player's conversation with staff, its
 * messages and images, the console's inbox, canned replies, and the live stream's event.
 * Player routes live under `/api/app/support`, staff routes under `/api/admin/support`.
 */
import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  CRYPTO_NETWORKS,
  LOCALES,
  SUPPORT_AUTHORS,
  SUPPORT_IMAGE_TYPES,
  SUPPORT_ORIGINS,
  SUPPORT_STATUSES,
} from '../vocabulary.ts';
import { booleanQuery, moneyText, pageQuery, pageSchema, timeText, uuidParams, uuidText } from './common.ts';
import { recordId } from './games.ts';
import { BLOCK_KINDS } from './protection.ts';
import { deposit } from './wallet.ts';

/** The longest message, in characters after trimming. */
export const SUPPORT_BODY_MAX = 2000;
/** The largest image upload, in bytes as uploaded (larger: 413 `PAYLOAD_TOO_LARGE`). */
export const SUPPORT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of an image, in pixels. */
export const SUPPORT_IMAGE_MAX_SIDE = 4096;
/** How much of the last message an inbox row shows. */
export const SUPPORT_PREVIEW_MAX = 120;
/** How many messages a thread answers at most (the latest ones). */
export const SUPPORT_THREAD_MAX = 200;
/** A canned reply's title. */
export const SUPPORT_CANNED_TITLE_MAX = 80;

/** A message id (`bigserial`, within JavaScript's safe integers). */
const messageId = z.coerce
  .number({ error: () => 'INVALID_TYPE' })
  .int({ error: 'INVALID_VALUE' })
  .min(1, { error: 'TOO_SMALL' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'TOO_BIG' });
const status = z.enum(SUPPORT_STATUSES, { error: 'INVALID_VALUE' });
const origin = z.enum(SUPPORT_ORIGINS, { error: 'INVALID_VALUE' });
const locale = z.enum(LOCALES, { error: 'INVALID_VALUE' });
/** A message's text: trimmed, at most 2000 characters; may be empty only with an image. */
const body = z
  .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
  .trim()
  .max(SUPPORT_BODY_MAX, { error: 'TOO_LONG' });

// --- What the player came about. ---

/**
 * The context of a message: the deposit the player says they sent (`/support?about=deposit`), or
 * the withdrawal they ask about. Kept as sent; it moves no money.
 */
export const supportContext = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('deposit'),
        amount: z
          .string()
          .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'INVALID_AMOUNT' })
          .meta({ example: '12.50' }),
        network: z.enum(CRYPTO_NETWORKS, { error: 'INVALID_VALUE' }).optional(),
        txHash: z
          .string()
          .trim()
          .regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: 'INVALID_FORMAT' })
          .optional(),
      }),
      z.object({
        kind: z.literal('withdrawal'),
        withdrawalId: z.string().trim().min(1).max(64),
      }),
    ],
    { error: 'INVALID_VALUE' },
  )
  .meta({ id: 'SupportContext' });
export type SupportContext = z.output<typeof supportContext>;

// --- Conversations, messages, images (both sides). ---

/** An image of a conversation: fetched with the token from `GET /support/attachments/{id}`. */
export const supportAttachment = z
  .object({
    id: z.string(),
    contentType: z.enum(SUPPORT_IMAGE_TYPES),
    width: z.number(),
    height: z.number(),
    byteSize: z.number(),
  })
  .meta({ id: 'SupportAttachment' });
export type SupportAttachment = z.output<typeof supportAttachment>;

/**
 * A conversation as the player sees it. `customerReadId` / `staffReadId`: the last message id
 * each side has read (a player's message with an id ≤ `staffReadId` is read by staff: ✓✓).
 */
export const supportConversation = z
  .object({
    id: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    origin: z.enum(SUPPORT_ORIGINS),
    createdAt: timeText,
    updatedAt: timeText,
    lastMessageAt: timeText,
    closedAt: timeText.nullable(),
    customerReadId: z.number(),
    staffReadId: z.number(),
  })
  .meta({ id: 'SupportConversation' });
export type SupportConversation = z.output<typeof supportConversation>;

/** A message as the player sees it (staff are not named to players). */
export const supportMessage = z
  .object({
    id: z.number(),
    conversationId: z.string(),
    author: z.enum(SUPPORT_AUTHORS),
    body: z.string(),
    attachment: supportAttachment.nullable(),
    context: supportContext.nullable(),
    createdAt: timeText,
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.output<typeof supportMessage>;

/** A staff member as the chat names them. */
export const supportStaffRef = z.object({ id: z.string(), username: z.string() });
export type SupportStaffRef = z.output<typeof supportStaffRef>;
/** A player as the console's chat names them (`userId`: the public 6-digit id). */
export const supportCustomerRef = z.object({ userId: z.string(), username: z.string() });
export type SupportCustomerRef = z.output<typeof supportCustomerRef>;

// --- Player calls. ---

/**
 * `GET /support/conversation`: the not-closed conversation, else the latest closed one (null:
 * none yet); its messages oldest first (the last 200, or with `after` the first 200 after it);
 * `unread`: staff messages the player has not read.
 */
export const supportThread = z
  .object({
    conversation: supportConversation.nullable(),
    messages: z.array(supportMessage),
    unread: z.number(),
  })
  .meta({ id: 'SupportThread' });
export type SupportThread = z.output<typeof supportThread>;

export const supportThreadQuery = z.object({ after: messageId.optional() });
export type SupportThreadQuery = z.output<typeof supportThreadQuery>;

/** What a message of either side sends: its text and an image, of which it needs at least one. */
const messageContent = z.object({ body, attachmentId: uuidText.optional() });

function withTextOrImage<T extends z.ZodType<z.output<typeof messageContent>>>(request: T) {
  return request.refine((sent) => sent.body !== '' || sent.attachmentId !== undefined, {
    path: ['body'],
    error: 'REQUIRED',
  });
}

/** `POST /support/messages`: into the open conversation, or a new one. */
export const supportMessageRequest = withTextOrImage(
  messageContent.extend({ origin: origin.optional(), context: supportContext.optional() }),
);
export type SupportMessageRequest = z.output<typeof supportMessageRequest>;

/** `POST /support/read` (and the staff's `…/read`): read up to this message. */
export const supportReadRequest = z.object({ messageId });
export type SupportReadRequest = z.output<typeof supportReadRequest>;

/** The answer of the player's `POST /support/read`: what is still unread. */
export const supportReadResult = z.object({ unread: z.number() }).meta({ id: 'SupportReadResult' });
export type SupportReadResult = z.output<typeof supportReadResult>;

/** `GET /support/unread`: staff messages not yet read in the current conversation. */
export const supportUnreadCount = z.object({ count: z.number() }).meta({ id: 'SupportUnreadCount' });
export type SupportUnreadCount = z.output<typeof supportUnreadCount>;

export const supportAttachmentParams = uuidParams;

// --- Staff calls. ---

/** A conversation as staff see it: with its player and who it is assigned to. */
export const staffSupportConversation = supportConversation
  .extend({ customer: supportCustomerRef, assignee: supportStaffRef.nullable() })
  .meta({ id: 'StaffSupportConversation' });
export type StaffSupportConversation = z.output<typeof staffSupportConversation>;

/** A message as staff see it: with the member who wrote it (null: the player). */
export const staffSupportMessage = supportMessage
  .extend({ staff: supportStaffRef.nullable() })
  .meta({ id: 'StaffSupportMessage' });
export type StaffSupportMessage = z.output<typeof staffSupportMessage>;

/** `GET /support/conversations`: one status (all when omitted), `mine=true` only the caller's. */
export const supportConversationsQuery = pageQuery.extend({
  status: status.optional(),
  mine: booleanQuery.optional(),
});
export type SupportConversationsQuery = z.output<typeof supportConversationsQuery>;

/**
 * An inbox row. `preview`: the last message's first 120 characters (empty when it is an image
 * alone: `previewImage` true, shown as an "Image" marker); `unread`: the player's messages after
 * staff's read mark.
 */
export const supportConversationSummary = z
  .object({
    id: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    origin: z.enum(SUPPORT_ORIGINS),
    customer: supportCustomerRef,
    assignee: supportStaffRef.nullable(),
    preview: z.string(),
    previewImage: z.boolean(),
    previewAuthor: z.enum(SUPPORT_AUTHORS).nullable(),
    lastMessageAt: timeText,
    createdAt: timeText,
    unread: z.number(),
  })
  .meta({ id: 'SupportConversationSummary' });
export type SupportConversationSummary = z.output<typeof supportConversationSummary>;

export const supportConversationPage = pageSchema(supportConversationSummary).meta({
  id: 'SupportConversationPage',
});
export type SupportConversationPage = z.output<typeof supportConversationPage>;

/** `GET /support/counts`: conversations per status; `unread` not-closed ones with unread player messages. */
export const supportCounts = z
  .object({ open: z.number(), waiting: z.number(), closed: z.number(), unread: z.number() })
  .meta({ id: 'SupportCounts' });
export type SupportCounts = z.output<typeof supportCounts>;

export const supportConversationParams = uuidParams;

/** A deposit or withdrawal in the customer summary: the fields the two records share. */
export const supportMoneyRecord = deposit.pick({ id: true, amount: true, status: true, createdAt: true });
export type SupportMoneyRecord = z.output<typeof supportMoneyRecord>;

/**
 * The customer beside the chat: account state, a time-out or self-exclusion in force, balance,
 * language (of the canned replies to offer) and the last five deposits and withdrawals.
 */
export const supportCustomerSummary = supportCustomerRef
  .extend({
    status: z.enum(ACCOUNT_STATUSES),
    blocked: z.enum(BLOCK_KINDS).nullable(),
    balance: moneyText,
    locale: z.enum(LOCALES).nullable(),
    registeredAt: timeText,
    recentDeposits: z.array(supportMoneyRecord),
    recentWithdrawals: z.array(supportMoneyRecord),
  })
  .meta({ id: 'SupportCustomerSummary' });
export type SupportCustomerSummary = z.output<typeof supportCustomerSummary>;

/** `GET /support/conversations/{id}`: the conversation, its messages (oldest first) and its player. */
export const supportConversationDetail = z
  .object({
    conversation: staffSupportConversation,
    messages: z.array(staffSupportMessage),
    customer: supportCustomerSummary,
  })
  .meta({ id: 'SupportConversationDetail' });
export type SupportConversationDetail = z.output<typeof supportConversationDetail>;

/** `POST /support/conversations/{id}/messages`: a staff reply. */
export const staffSupportMessageRequest = withTextOrImage(messageContent);
export type StaffSupportMessageRequest = z.output<typeof staffSupportMessageRequest>;

/** `POST /support/conversations/{id}/assign`: `toMe` true to the caller, false to nobody. */
export const supportAssignRequest = z.object({
  toMe: z.boolean({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') }),
});
export type SupportAssignRequest = z.output<typeof supportAssignRequest>;

/** Staff's `POST /support/attachments?conversationId=`: the conversation the image is for. */
export const staffSupportAttachmentQuery = z.object({ conversationId: uuidText });

// --- Canned replies. ---

/** A canned reply staff insert into the composer, in one language. */
export const supportCannedReply = z
  .object({
    id: z.number(),
    locale: z.enum(LOCALES),
    title: z.string(),
    body: z.string(),
    updatedBy: supportStaffRef.nullable(),
    updatedAt: timeText,
  })
  .meta({ id: 'SupportCannedReply' });
export type SupportCannedReply = z.output<typeof supportCannedReply>;

/** `GET /support/replies?locale=`: one language's (all when omitted). */
export const supportCannedRepliesQuery = z.object({ locale: locale.optional() });
export type SupportCannedRepliesQuery = z.output<typeof supportCannedRepliesQuery>;

/** `POST /support/replies`, `PUT /support/replies/{id}`. */
export const supportCannedReplyRequest = z.object({
  locale,
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE') })
    .trim()
    .min(1, { error: 'REQUIRED' })
    .max(SUPPORT_CANNED_TITLE_MAX, { error: 'TOO_LONG' }),
  body: body.min(1, { error: 'REQUIRED' }),
});
export type SupportCannedReplyRequest = z.output<typeof supportCannedReplyRequest>;

export const supportCannedReplyParams = z.object({ id: recordId });

// --- The live stream. ---

/**
 * The data of a stream's `event: support`: something changed in this conversation (a message,
 * its status, assignment or a read mark). `customerId` is the player's public id (`userId`).
 * Clients re-read over the REST calls.
 */
export const supportEvent = z
  .object({ conversationId: z.string(), customerId: z.string() })
  .meta({ id: 'SupportEvent' });
export type SupportEvent = z.output<typeof supportEvent>;
