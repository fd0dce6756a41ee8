/**
 * The SQL of the support chat: conversations, their messages and images. The inbox,
 * the counts and the customer summary staff read are in `staffSupportQueries.ts`.
 */
import { and, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { selectRow } from '#server/db/rows.ts';
import {
  customers,
  staff,
  supportAttachments,
  supportConversations,
  supportMessages,
} from '#server/db/schema/index.ts';
import type { Executor, Tx } from '#server/db/transaction.ts';
import type { SupportAuthor } from '#shared/vocabulary.ts';
import type { CleanImage } from './images.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type ConversationChange = Partial<Omit<typeof supportConversations.$inferInsert, 'id' | 'customerId'>>;
export type AttachmentRow = typeof supportAttachments.$inferSelect;

/** The conversation `where` picks, locked for the change about to be made. */
async function lockConversationWhere(tx: Tx, where: SQL | undefined): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(supportConversations).where(where).for('update');
  return row;
}

/** A player's conversation that is not closed, locked for the change about to be made. */
export function lockActiveConversation(tx: Tx, customerId: string): Promise<ConversationRow | undefined> {
  return lockConversationWhere(
    tx,
    and(eq(supportConversations.customerId, customerId), ne(supportConversations.status, 'closed')),
  );
}

/**
 * Starts a conversation unless the player has one that is not closed (the partial unique index
 * `support_conversations_one_active`): then nothing is written and `undefined` answered, and a
 * concurrent start is waited for.
 */
export async function insertConversation(
  tx: Tx,
  values: typeof supportConversations.$inferInsert,
): Promise<ConversationRow | undefined> {
  const [row] = await tx.insert(supportConversations).values(values).onConflictDoNothing().returning();
  return row;
}

/** The conversation a player sees: the one not closed, else the latest closed one. */
export async function currentConversation(
  db: Executor,
  customerId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.customerId, customerId))
    .orderBy(sql`${supportConversations.status} = 'closed'`, desc(supportConversations.lastMessageAt))
    .limit(1);
  return row;
}

export async function conversationById(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row;
}

export function lockConversation(tx: Tx, id: string): Promise<ConversationRow | undefined> {
  return lockConversationWhere(tx, eq(supportConversations.id, id));
}

export async function updateConversation(
  tx: Executor,
  id: string,
  set: ConversationChange,
): Promise<ConversationRow> {
  const [row] = await tx
    .update(supportConversations)
    .set(set)
    .where(eq(supportConversations.id, id))
    .returning();
  if (!row) throw new Error(`support conversation ${id} vanished`);
  return row;
}

/** A conversation with its player and assignee, as staff see it. */
export async function staffConversationById(db: Executor, id: string) {
  const [row] = await db
    .select({
      conversation: supportConversations,
      userId: customers.userId,
      username: customers.username,
      assigneeName: staff.username,
    })
    .from(supportConversations)
    .innerJoin(customers, eq(customers.id, supportConversations.customerId))
    .leftJoin(staff, eq(staff.id, supportConversations.assignedStaffId))
    .where(eq(supportConversations.id, id));
  return row;
}
export type StaffConversationRow = NonNullable<Awaited<ReturnType<typeof staffConversationById>>>;

// --- Messages. ---

export async function insertMessage(tx: Tx, values: typeof supportMessages.$inferInsert) {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned no row');
  return row;
}

/** Messages with their images and authors (a query to narrow with `where`). */
function selectMessages(db: Executor) {
  return db
    .select({
      message: supportMessages,
      staffName: staff.username,
      attachment: {
        id: supportAttachments.id,
        contentType: supportAttachments.contentType,
        width: supportAttachments.width,
        height: supportAttachments.height,
        byteSize: supportAttachments.byteSize,
      },
    })
    .from(supportMessages)
    .leftJoin(staff, eq(staff.id, supportMessages.staffId))
    .leftJoin(supportAttachments, eq(supportAttachments.id, supportMessages.attachmentId));
}

/** The last `limit` messages of a conversation (only those after `after`), oldest first, with their images and authors. */
export async function messagesOf(
  db: Executor,
  conversationId: string,
  after: number | undefined,
  limit: number,
) {
  const inConversation = eq(supportMessages.conversationId, conversationId);
  // With `after`, the first ones after it (a client catching up reads on from the last it got,
  // with no gap); without, the newest.
  if (after !== undefined)
    return selectMessages(db)
      .where(and(inConversation, gt(supportMessages.id, after)))
      .orderBy(supportMessages.id)
      .limit(limit);
  const rows = await selectMessages(db).where(inConversation).orderBy(desc(supportMessages.id)).limit(limit);
  return rows.reverse();
}
export type MessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

/** One message with its image and author (the answer of a send). */
export async function messageById(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(supportMessages.id, id));
  return row;
}

/** How many messages of `author` a conversation has after `readId`. */
export async function unreadOf(
  db: Executor,
  conversationId: string,
  author: SupportAuthor,
  readId: number,
): Promise<number> {
  const row = await selectRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from support_messages
        where conversation_id = ${conversationId} and author = ${author} and id > ${readId}`,
  );
  return row?.n ?? 0;
}

/** The newest message of a conversation (id and author), if any. */
export async function lastMessage(db: Executor, conversationId: string) {
  const [row] = await db
    .select({ id: supportMessages.id, author: supportMessages.author })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  return row;
}

/** Whether a message belongs to a conversation. */
export async function messageIn(db: Executor, conversationId: string, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.id, messageId), eq(supportMessages.conversationId, conversationId)));
  return row !== undefined;
}

// --- Images. ---

/** Keeps a cleaned image: whose conversation, which one (null until sent), by whom, when. */
export async function insertAttachment(
  db: Executor,
  owner: Pick<
    typeof supportAttachments.$inferInsert,
    'customerId' | 'conversationId' | 'uploadedBy' | 'createdAt'
  >,
  image: CleanImage,
) {
  const values = {
    ...owner,
    contentType: image.contentType,
    data: image.data,
    byteSize: image.data.length,
    width: image.width,
    height: image.height,
  };
  const [row] = await db.insert(supportAttachments).values(values).returning({
    id: supportAttachments.id,
    contentType: supportAttachments.contentType,
    width: supportAttachments.width,
    height: supportAttachments.height,
    byteSize: supportAttachments.byteSize,
  });
  if (!row) throw new Error('support attachment insert returned no row');
  return row;
}

/** An image's row without its bytes (whose, in which conversation, by whom). */
export async function attachmentInfo(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: supportAttachments.id,
      customerId: supportAttachments.customerId,
      conversationId: supportAttachments.conversationId,
      uploadedBy: supportAttachments.uploadedBy,
      used: sql<boolean>`exists (select 1 from support_messages m where m.attachment_id = support_attachments.id)`,
    })
    .from(supportAttachments)
    .where(eq(supportAttachments.id, id));
  return row;
}

/** Ties a player's unsent image to their conversation; false when it is not theirs to send. */
export async function claimAttachment(tx: Tx, id: string, customerId: string, conversationId: string) {
  const rows = await tx
    .update(supportAttachments)
    .set({ conversationId })
    .where(
      and(
        eq(supportAttachments.id, id),
        eq(supportAttachments.customerId, customerId),
        eq(supportAttachments.uploadedBy, 'customer'),
        isNull(supportAttachments.conversationId),
      ),
    )
    .returning({ id: supportAttachments.id });
  return rows.length > 0;
}

/**
 * Deletes the images uploaded before `before` that no message carries (uploaded, never sent);
 * answers how many. One sent meanwhile is kept: its message's foreign key refuses the delete.
 */
export async function deleteUnsentAttachments(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(supportAttachments)
    .where(
      and(
        lt(supportAttachments.createdAt, before),
        sql`not exists (select 1 from support_messages m where m.attachment_id = ${supportAttachments.id})`,
      ),
    )
    .returning({ id: supportAttachments.id });
  return rows.length;
}

/** An image's bytes and type. */
export async function attachmentData(db: Executor, id: string) {
  const [row] = await db
    .select({ contentType: supportAttachments.contentType, data: supportAttachments.data })
    .from(supportAttachments)
    .where(eq(supportAttachments.id, id));
  return row;
}

/** A player's public id (`userId`): what leaves the server in place of the row id. */
export async function userIdOf(db: Executor, customerId: string): Promise<string> {
  const [row] = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new Error(`customer ${customerId} vanished`);
  return row.userId;
}
