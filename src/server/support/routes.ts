/**
 * The player's support chat routes. No `account` guard: frozen, restricted,
 * timed-out and self-excluded players reach support too.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  supportAttachment,
  supportAttachmentParams,
  supportEvent,
  supportMessage,
  supportMessageRequest,
  supportReadRequest,
  supportReadResult,
  supportThread,
  supportThreadQuery,
  supportUnreadCount,
} from '#shared/contract/support.ts';
import { SUPPORT_IMAGE_TYPES } from '#shared/vocabulary.ts';
import { signedInPlayer, type AppEnv } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { EventStreamDeps } from '#server/events/sse.ts';
import type { ImageFile, PlayerSupport } from './playerSupport.ts';
import { serveSupportEvents } from './streams.ts';

const playerRoute = routeGroup({ tags: ['support'], auth: 'player' });

/** The image upload's description, shared by the player's and staff's routes. */
export const UPLOAD_DESCRIPTION =
  'The body is the image’s bytes (`Content-Type` its type). JPEG, PNG or WebP only, told by the bytes, never by a name or header; at most 2 MB as uploaded (larger: 413 `PAYLOAD_TOO_LARGE`) and 4096 px a side; anything else is `file` INVALID_FORMAT (an empty body `file` REQUIRED). The image is re-encoded to its own format, turned upright by its EXIF orientation and stripped of every metadata (EXIF, GPS, ICC, XMP).';
export const IMAGE_DESCRIPTION =
  'The image’s bytes (`Cache-Control: private, no-store`, `X-Content-Type-Options: nosniff`, `Content-Disposition: inline`), fetched with the token: never at a public address.';
export const STREAM_DESCRIPTION =
  'Server-Sent Events, fetched with the `jwt` header: `event: support` with data `{conversationId, customerId}` (`customerId`: the player’s public `userId`) whenever a conversation changes (a message, its status, its assignment, a read mark) on any instance, then re-read over the REST calls; `event: ping` every 15 s. Past the stream caps: 429 `RATE_LIMITED`.';

/** An image as the body of its own response. */
export function imageResponse(file: ImageFile): Response {
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  });
}

/** The raw body of an upload. */
export async function uploadedBytes(c: Context<AppEnv>): Promise<Buffer> {
  return Buffer.from(await c.req.arrayBuffer());
}

/** What the image and stream routes answer instead of the envelope, shared with staff's. */
export const imageContent = SUPPORT_IMAGE_TYPES.map((mediaType) => ({
  mediaType,
  description: 'The image’s bytes, of its own type.',
  binary: true,
}));
export const streamContent = [
  { mediaType: 'text/event-stream', description: 'The events; each `data` is a SupportEvent (JSON).' },
];

export function supportRoutes(support: PlayerSupport, streams: EventStreamDeps) {
  return [
    playerRoute({
      method: 'get',
      path: '/support/conversation',
      summary: 'The player’s support conversation and its messages',
      description:
        'The conversation that is not closed, else the latest closed one (`conversation` null: none yet). Messages oldest first: the last 200, or with `after` the first 200 after that message id (read on from the last one to catch up). `unread`: staff messages the player has not read (`POST /support/read`).',
      query: supportThreadQuery,
      response: supportThread,
      handler: ({ c, query }) => support.thread(signedInPlayer(c), query.after),
    }),
    playerRoute({
      method: 'post',
      path: '/support/messages',
      errors: ['NOT_FOUND'],
      summary: 'Write to customer service',
      description:
        'Into the conversation that is not closed, or a new one (status `open`, `origin` where the player opened it). `body` at most 2000 characters after trimming, empty only with `attachmentId` (an image the player uploaded and has not sent). `context`: what the player came about (a deposit sent, a withdrawal). 10 messages a minute and 300 a day (429 `RATE_LIMITED` with `Retry-After`). Another player’s image: 404.',
      body: supportMessageRequest,
      response: supportMessage,
      handler: ({ c, body }) => support.sendMessage(signedInPlayer(c), body, c.get('locale')),
    }),
    playerRoute({
      method: 'post',
      path: '/support/attachments',
      summary: 'Upload an image for the next message',
      description: `${UPLOAD_DESCRIPTION} 20 images an hour (429 \`RATE_LIMITED\`). Send it with \`POST /support/messages\` \`attachmentId\`.`,
      binaryBody: SUPPORT_IMAGE_TYPES,
      response: supportAttachment,
      handler: async ({ c }) => support.upload(signedInPlayer(c), await uploadedBytes(c)),
    }),
    playerRoute({
      method: 'get',
      path: '/support/attachments/{id}',
      summary: 'An image of the player’s conversation',
      description: `${IMAGE_DESCRIPTION} Only the player’s own conversation’s images (others: 404).`,
      params: supportAttachmentParams,
      response: z.never(),
      otherContent: imageContent,
      onlyOtherContent: true,
      handler: async ({ c, params }) => imageResponse(await support.image(signedInPlayer(c), params.id)),
    }),
    playerRoute({
      method: 'post',
      path: '/support/read',
      errors: ['NOT_FOUND'],
      summary: 'Mark staff’s messages read up to one',
      description:
        'The message must be in one of the player’s conversations (else 404). Answers what is still unread.',
      body: supportReadRequest,
      response: supportReadResult,
      handler: ({ c, body }) => support.read(signedInPlayer(c), body.messageId),
    }),
    playerRoute({
      method: 'get',
      path: '/support/unread',
      summary: 'How many staff messages the player has not read',
      response: supportUnreadCount,
      handler: ({ c }) => support.unread(signedInPlayer(c)),
    }),
    playerRoute({
      method: 'get',
      path: '/support/stream',
      summary: 'Server-Sent Events: support (the player’s conversation changed), ping every 15 s',
      description: STREAM_DESCRIPTION,
      response: supportEvent,
      otherContent: streamContent,
      onlyOtherContent: true,
      handler: ({ c }) =>
        serveSupportEvents(c, streams, { clientIp: c.get('clientIp'), userId: signedInPlayer(c).userId }),
    }),
  ];
}
