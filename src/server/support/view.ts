/** The support chat's rows as the API shows them to players and to staff. */
import type {
  StaffSupportConversation,
  StaffSupportMessage,
  SupportConversation,
  SupportMessage,
} from '#shared/contract/support.ts';
import type { ConversationRow, MessageRow, StaffConversationRow } from './queries.ts';

export function toConversation(row: ConversationRow): SupportConversation {
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    customerReadId: Number(row.customerReadId),
    staffReadId: Number(row.staffReadId),
  };
}

export function toStaffConversation(row: StaffConversationRow): StaffSupportConversation {
  const { conversation } = row;
  return {
    ...toConversation(conversation),
    customer: { userId: row.userId, username: row.username },
    assignee: conversation.assignedStaffId
      ? { id: conversation.assignedStaffId, username: row.assigneeName ?? '' }
      : null,
  };
}

/** A message as the player sees it: staff are not named. */
export function toMessage(row: MessageRow): SupportMessage {
  const { message, attachment } = row;
  return {
    id: Number(message.id),
    conversationId: message.conversationId,
    author: message.author,
    body: message.body,
    attachment: attachment ? { ...attachment } : null,
    context: message.context ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toStaffMessage(row: MessageRow): StaffSupportMessage {
  const { message } = row;
  return {
    ...toMessage(row),
    staff: message.staffId ? { id: message.staffId, username: row.staffName ?? '' } : null,
  };
}
