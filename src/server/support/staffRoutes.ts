/**
 * The console's support chat routes: support, finance and admin read and answer;
 * canned replies are managed by support and admin. Editors reach none of it.
 */
import { z } from 'zod';
import {
  staffSupportAttachmentQuery,
  staffSupportConversation,
  staffSupportMessage,
  staffSupportMessageRequest,
  supportAssignRequest,
  supportAttachment,
  supportAttachmentParams,
  supportCannedRepliesQuery,
  supportCannedReply,
  supportCannedReplyParams,
  supportCannedReplyRequest,
  supportConversationDetail,
  supportConversationPage,
  supportConversationParams,
  supportConversationsQuery,
  supportCounts,
  supportEvent,
  supportReadRequest,
  supportThreadQuery,
} from '#shared/contract/support.ts';
import { OPERATOR_ROLES, SUPPORT_IMAGE_TYPES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { EventStreamDeps } from '#server/events/sse.ts';
import type { CannedReplies } from './cannedReplies.ts';
import {
  IMAGE_DESCRIPTION,
  STREAM_DESCRIPTION,
  UPLOAD_DESCRIPTION,
  imageContent,
  imageResponse,
  streamContent,
  uploadedBytes,
} from './routes.ts';
import { STAFF_UPLOAD_LIMIT } from './playerSupport.ts';
import type { StaffSupport } from './staffSupport.ts';
import { serveSupportEvents } from './streams.ts';

const staffRoute = routeGroup({ tags: ['support-admin'], auth: 'staff' });
const operators = OPERATOR_ROLES;

export function supportStaffRoutes(support: StaffSupport, replies: CannedReplies, streams: EventStreamDeps) {
  return [...conversationRoutes(support, streams), ...actionRoutes(support), ...cannedReplyRoutes(replies)];
}

function conversationRoutes(support: StaffSupport, streams: EventStreamDeps) {
  return [
    staffRoute({
      method: 'get',
      path: '/support/conversations',
      summary: 'The support inbox, newest activity first',
      description:
        'One status (all when omitted); `mine=true` only those assigned to the caller. Each row: the customer, the assignee, the last message’s first 120 characters (`previewImage` when it is an image alone) and `unread`, the customer’s messages after staff’s read mark.',
      roles: operators,
      query: supportConversationsQuery,
      response: supportConversationPage,
      handler: ({ c, query }) => support.list(query, staffActor(c)),
    }),
    staffRoute({
      method: 'get',
      path: '/support/counts',
      summary: 'Conversations per status, and how many open ones have unread customer messages',
      roles: operators,
      response: supportCounts,
      handler: () => support.counts(),
    }),
    staffRoute({
      method: 'get',
      path: '/support/conversations/{id}',
      errors: ['NOT_FOUND'],
      summary: 'A conversation, its messages and the customer’s summary',
      description:
        'Messages oldest first: the last 200, or with `after` the first 200 after that message id. `customer`: account state, a time-out or self-exclusion in force, balance, language of their last message, the last five deposits and withdrawals.',
      roles: operators,
      params: supportConversationParams,
      query: supportThreadQuery,
      response: supportConversationDetail,
      handler: ({ params, query }) => support.detail(params.id, query.after),
    }),
    staffRoute({
      method: 'post',
      path: '/support/attachments',
      summary: 'Upload an image for a reply in a conversation',
      description: `${UPLOAD_DESCRIPTION} Tied to the conversation \`conversationId\` (unknown: 404; closed, so it takes no reply: INVALID_OPERATION); send it with \`attachmentId\` of a reply there. ${STAFF_UPLOAD_LIMIT.limit} images an hour for each staff member (429 \`RATE_LIMITED\`).`,
      roles: operators,
      query: staffSupportAttachmentQuery,
      binaryBody: SUPPORT_IMAGE_TYPES,
      response: supportAttachment,
      handler: async ({ c, query }) =>
        support.upload(staffActor(c), query.conversationId, await uploadedBytes(c)),
    }),
    staffRoute({
      method: 'get',
      path: '/support/attachments/{id}',
      summary: 'An image of any conversation',
      description: IMAGE_DESCRIPTION,
      roles: operators,
      params: supportAttachmentParams,
      response: z.never(),
      otherContent: imageContent,
      onlyOtherContent: true,
      handler: async ({ params }) => imageResponse(await support.image(params.id)),
    }),
    staffRoute({
      method: 'get',
      path: '/support/stream',
      summary: 'Server-Sent Events: support (any conversation changed), ping every 15 s',
      description: STREAM_DESCRIPTION,
      roles: operators,
      response: supportEvent,
      otherContent: streamContent,
      onlyOtherContent: true,
      handler: ({ c }) => serveSupportEvents(c, streams, { clientIp: c.get('clientIp') }),
    }),
  ];
}

function actionRoutes(support: StaffSupport) {
  return [
    staffRoute({
      method: 'post',
      path: '/support/conversations/{id}/messages',
      errors: ['INVALID_OPERATION', 'NOT_FOUND'],
      summary: 'Reply to the customer',
      description:
        '`body` at most 2000 characters after trimming, empty only with `attachmentId` (an image uploaded for this conversation, not yet sent). The conversation becomes `waiting`; the player’s devices that take the `support` topic get a push. A closed conversation takes no reply: INVALID_OPERATION. Audited `support.reply`.',
      roles: operators,
      params: supportConversationParams,
      body: staffSupportMessageRequest,
      response: staffSupportMessage,
      handler: ({ c, params, body }) => support.reply(staffActor(c), params.id, body),
    }),
    staffRoute({
      method: 'post',
      path: '/support/conversations/{id}/assign',
      summary: 'Assign a conversation to oneself (`toMe` true) or to nobody',
      description: 'Audited `support.assign` / `support.unassign` (nothing when it does not change).',
      roles: operators,
      params: supportConversationParams,
      body: supportAssignRequest,
      response: staffSupportConversation,
      handler: ({ c, params, body }) => support.assign(staffActor(c), params.id, body.toMe),
    }),
    staffRoute({
      method: 'post',
      path: '/support/conversations/{id}/close',
      errors: ['INVALID_OPERATION'],
      summary: 'Close a conversation',
      description: 'Closed already: INVALID_OPERATION. Audited `support.close`.',
      roles: operators,
      params: supportConversationParams,
      response: staffSupportConversation,
      handler: ({ c, params }) => support.close(staffActor(c), params.id),
    }),
    staffRoute({
      method: 'post',
      path: '/support/conversations/{id}/reopen',
      errors: ['INVALID_OPERATION'],
      summary: 'Reopen a closed conversation',
      description:
        'It becomes `open` (or `waiting` when staff wrote last). Not closed, or the customer has another conversation that is not closed: INVALID_OPERATION. Audited `support.reopen`.',
      roles: operators,
      params: supportConversationParams,
      response: staffSupportConversation,
      handler: ({ c, params }) => support.reopen(staffActor(c), params.id),
    }),
    staffRoute({
      method: 'post',
      path: '/support/conversations/{id}/read',
      summary: 'Mark the customer’s messages read up to one',
      description:
        'The message must be of this conversation (`messageId` INVALID_VALUE otherwise). Not audited.',
      roles: operators,
      params: supportConversationParams,
      body: supportReadRequest,
      response: staffSupportConversation,
      handler: ({ params, body }) => support.read(params.id, body.messageId),
    }),
  ];
}

function cannedReplyRoutes(replies: CannedReplies) {
  return [
    staffRoute({
      method: 'get',
      path: '/support/replies',
      summary: 'Canned replies, of one language or all',
      roles: operators,
      query: supportCannedRepliesQuery,
      response: z.array(supportCannedReply),
      handler: ({ query }) => replies.list(query.locale),
    }),
    staffRoute({
      method: 'post',
      path: '/support/replies',
      summary: 'Add a canned reply (support and admin)',
      description: 'Audited `support.cannedReply.create`.',
      roles: SUPPORT_ROLES,
      body: supportCannedReplyRequest,
      response: supportCannedReply,
      handler: ({ c, body }) => replies.create(staffActor(c), body),
    }),
    staffRoute({
      method: 'put',
      path: '/support/replies/{id}',
      summary: 'Change a canned reply (support and admin)',
      description: 'Audited `support.cannedReply.update`.',
      roles: SUPPORT_ROLES,
      params: supportCannedReplyParams,
      body: supportCannedReplyRequest,
      response: supportCannedReply,
      handler: ({ c, params, body }) => replies.update(staffActor(c), params.id, body),
    }),
    staffRoute({
      method: 'delete',
      path: '/support/replies/{id}',
      errors: ['NOT_FOUND'],
      summary: 'Delete a canned reply (support and admin)',
      description: 'Audited `support.cannedReply.delete`.',
      roles: SUPPORT_ROLES,
      params: supportCannedReplyParams,
      response: z.null(),
      handler: async ({ c, params }) => {
        await replies.remove(staffActor(c), params.id);
        return null;
      },
    }),
  ];
}
