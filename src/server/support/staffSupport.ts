/**
 * Staff's side of the support chat: the inbox, a conversation with its customer, and
 * what staff do to it. Each reply and action (assign, unassign, close, reopen) locks the
 * conversation, writes the audit log and announces the change in one transaction; a reply also
 * queues its push (`support` topic) there. Read marks are not audited.
 */
import { sql } from 'drizzle-orm';
import type { StaffActor } from '#server/actors.ts';
import { selectRow } from '#server/db/rows.ts';
import { isUniqueViolation, transaction, type Tx } from '#server/db/transaction.ts';
import { AppError, validationError } from '#server/errors.ts';
import { blockInForce, blocksOf } from '#server/protection/blocks.ts';
import { queueSupportPush } from '#server/push/queries.ts';
import { audit } from '#server/staff/audit.ts';
import type {
  StaffSupportConversation,
  StaffSupportMessage,
  StaffSupportMessageRequest,
  SupportAttachment,
  SupportConversationDetail,
  SupportConversationsQuery,
  SupportCustomerSummary,
} from '#shared/contract/support.ts';
import { SUPPORT_THREAD_MAX } from '#shared/contract/support.ts';
import { formatMoney } from '#shared/money.ts';
import { STAFF_UPLOAD_LIMIT, type SupportDeps, type ImageFile } from './playerSupport.ts';
import { cleanImage } from './images.ts';
import { customerFacts, inboxCounts, inboxPage } from './staffSupportQueries.ts';
import {
  attachmentData,
  attachmentInfo,
  conversationById,
  insertAttachment,
  insertMessage,
  lastMessage,
  lockConversation,
  messageById,
  messageIn,
  messagesOf,
  staffConversationById,
  updateConversation,
  userIdOf,
  type ConversationChange,
  type ConversationRow,
} from './queries.ts';
import { toStaffConversation, toStaffMessage } from './view.ts';

const TARGET = 'supportConversation';

/** Announces a change of a conversation on the support channel, naming its player by the public `userId`. */
async function announce(tx: Tx, events: SupportDeps['events'], conversationId: string, customerId: string) {
  const userId = await userIdOf(tx, customerId);
  await events.publishSupportChange(tx, { conversationId, customerId: userId });
}

/** A conversation locked for a staff change, or 404. */
async function locked(tx: Tx, id: string): Promise<ConversationRow> {
  const row = await lockConversation(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Whether a staff image may go into a reply in `conversationId`: 404 if not of it, refused if sent. */
async function assertStaffAttachment(tx: Tx, id: string, conversationId: string): Promise<void> {
  const info = await attachmentInfo(tx, id);
  if (!info || info.conversationId !== conversationId || info.uploadedBy !== 'staff') {
    throw new AppError('NOT_FOUND');
  }
  if (info.used) throw validationError({ attachmentId: 'INVALID_VALUE' });
}

async function view({ db }: SupportDeps, id: string): Promise<StaffSupportConversation> {
  const row = await staffConversationById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toStaffConversation(row);
}

async function summary({ db, clock }: SupportDeps, customerId: string): Promise<SupportCustomerSummary> {
  const [facts, blocks] = await Promise.all([customerFacts(db, customerId), blocksOf(db, customerId)]);
  const { customer } = facts;
  return {
    userId: customer.userId,
    username: customer.username,
    status: customer.status,
    blocked: blockInForce(blocks, clock.now())?.kind ?? null,
    balance: formatMoney(customer.balance),
    locale: null,
    registeredAt: customer.createdAt.toISOString(),
    recentDeposits: facts.recentDeposits,
    recentWithdrawals: facts.recentWithdrawals,
  };
}

async function detail(
  deps: SupportDeps,
  id: string,
  after: number | undefined,
): Promise<SupportConversationDetail> {
  const { db } = deps;
  const row = await staffConversationById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [messages, customer] = await Promise.all([
    messagesOf(db, id, after, SUPPORT_THREAD_MAX),
    summary(deps, row.conversation.customerId),
  ]);
  return {
    conversation: toStaffConversation(row),
    messages: messages.map(toStaffMessage),
    customer: { ...customer, locale: row.conversation.customerLocale },
  };
}

/** Changes a conversation under its lock: `change` answers the new columns and the audit entry (none: nothing to do). */
async function act(
  deps: SupportDeps,
  actor: StaffActor,
  id: string,
  change: (row: ConversationRow, tx: Tx) => Promise<{ set: ConversationChange; action: string } | null>,
): Promise<StaffSupportConversation> {
  const { db, clock, events } = deps;
  try {
    await transaction(db, async (tx) => {
      const row = await locked(tx, id);
      const decided = await change(row, tx);
      if (!decided) return;
      const after = await updateConversation(tx, id, { ...decided.set, updatedAt: clock.now() });
      await audit(tx, actor, {
        action: decided.action,
        targetType: TARGET,
        targetId: id,
        before: { status: row.status, assignedStaffId: row.assignedStaffId },
        after: { status: after.status, assignedStaffId: after.assignedStaffId },
      });
      await announce(tx, events, id, row.customerId);
    });
  } catch (error) {
    // A reopen that lost a race with the player's new conversation.
    if (isUniqueViolation(error)) throw new AppError('INVALID_OPERATION');
    throw error;
  }
  return view(deps, id);
}

const assign = (deps: SupportDeps, actor: StaffActor, id: string, toMe: boolean) =>
  act(deps, actor, id, async (row) => {
    const assignee = toMe ? actor.staff.id : null;
    if (row.assignedStaffId === assignee) return null;
    return { set: { assignedStaffId: assignee }, action: toMe ? 'support.assign' : 'support.unassign' };
  });

const close = (deps: SupportDeps, actor: StaffActor, id: string) =>
  act(deps, actor, id, async (row) => {
    if (row.status === 'closed') throw new AppError('INVALID_OPERATION');
    return { set: { status: 'closed', closedAt: deps.clock.now() }, action: 'support.close' };
  });

const reopen = (deps: SupportDeps, actor: StaffActor, id: string) =>
  act(deps, actor, id, async (row, tx) => {
    if (row.status !== 'closed') throw new AppError('INVALID_OPERATION');
    const other = await selectRow<{ id: string }>(
      tx,
      sql`select id from support_conversations where customer_id = ${row.customerId} and status <> 'closed'`,
    );
    if (other) throw new AppError('INVALID_OPERATION');
    const last = await lastMessage(tx, id);
    const status = last?.author === 'staff' ? 'waiting' : 'open';
    return { set: { status, closedAt: null }, action: 'support.reopen' };
  });

async function reply(
  { db, clock, events }: SupportDeps,
  actor: StaffActor,
  id: string,
  input: StaffSupportMessageRequest,
): Promise<StaffSupportMessage> {
  const now = clock.now();
  const messageId = await transaction(db, async (tx) => {
    const row = await locked(tx, id);
    if (row.status === 'closed') throw new AppError('INVALID_OPERATION');
    if (input.attachmentId) await assertStaffAttachment(tx, input.attachmentId, id);
    const message = await insertMessage(tx, {
      conversationId: id,
      author: 'staff',
      staffId: actor.staff.id,
      body: input.body,
      attachmentId: input.attachmentId ?? null,
      createdAt: now,
    });
    await updateConversation(tx, id, {
      status: 'waiting',
      lastMessageAt: now,
      updatedAt: now,
      staffReadId: Math.max(Number(row.staffReadId), message.id),
    });
    await audit(tx, actor, {
      action: 'support.reply',
      targetType: TARGET,
      targetId: id,
      before: { status: row.status },
      after: {
        status: 'waiting',
        messageId: message.id,
        body: input.body,
        attachmentId: input.attachmentId ?? null,
      },
    });
    await queueSupportPush(tx, row.customerId, message.id, now);
    await announce(tx, events, id, row.customerId);
    return message.id;
  });
  const row = await messageById(db, messageId);
  if (!row) throw new Error(`support message ${messageId} vanished`);
  return toStaffMessage(row);
}

/** Marks the player's messages read by staff up to `messageId` (one of the conversation's). */
async function read(deps: SupportDeps, id: string, messageId: number): Promise<StaffSupportConversation> {
  const { db, clock, events } = deps;
  await transaction(db, async (tx) => {
    const row = await locked(tx, id);
    if (!(await messageIn(tx, id, messageId))) throw validationError({ messageId: 'INVALID_VALUE' });
    if (messageId <= Number(row.staffReadId)) return;
    await updateConversation(tx, id, { staffReadId: messageId, updatedAt: clock.now() });
    await announce(tx, events, id, row.customerId);
  });
  return view(deps, id);
}

/**
 * Keeps a staff image for a reply in `conversationId`: not in a closed one (it takes no reply),
 * and at most `STAFF_UPLOAD_LIMIT` an hour for each staff member.
 */
async function upload(
  { db, clock, rateLimiter }: SupportDeps,
  actor: StaffActor,
  conversationId: string,
  bytes: Buffer,
): Promise<SupportAttachment> {
  const conversation = await conversationById(db, conversationId);
  if (!conversation) throw new AppError('NOT_FOUND');
  if (conversation.status === 'closed') throw new AppError('INVALID_OPERATION');
  await rateLimiter.hitAll([{ bucket: `support.staffUpload:${actor.staff.id}`, limit: STAFF_UPLOAD_LIMIT }]);
  const image = await cleanImage(bytes);
  const owner = {
    customerId: conversation.customerId,
    conversationId,
    uploadedBy: 'staff',
    createdAt: clock.now(),
  } as const;
  return insertAttachment(db, owner, image);
}

async function image({ db }: SupportDeps, id: string): Promise<ImageFile> {
  const file = await attachmentData(db, id);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

export function createStaffSupport(deps: SupportDeps) {
  return {
    list: (query: SupportConversationsQuery, actor: StaffActor) => inboxPage(deps.db, query, actor.staff.id),
    counts: () => inboxCounts(deps.db),
    detail: (id: string, after: number | undefined) => detail(deps, id, after),
    reply: (actor: StaffActor, id: string, input: StaffSupportMessageRequest) =>
      reply(deps, actor, id, input),
    assign: (actor: StaffActor, id: string, toMe: boolean) => assign(deps, actor, id, toMe),
    close: (actor: StaffActor, id: string) => close(deps, actor, id),
    reopen: (actor: StaffActor, id: string) => reopen(deps, actor, id),
    read: (id: string, messageId: number) => read(deps, id, messageId),
    upload: (actor: StaffActor, conversationId: string, bytes: Buffer) =>
      upload(deps, actor, conversationId, bytes),
    image: (id: string) => image(deps, id),
  };
}

export type StaffSupport = ReturnType<typeof createStaffSupport>;
