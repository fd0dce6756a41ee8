/**
 * The support chat's live streams: Server-Sent Events of `event: support` (data: the
 * conversation and its player) whenever a conversation changes on any instance, and
 * `event: ping` every 15 s. A player's stream hears only their own conversations; staff's hear
 * every one. Clients re-read over the REST calls when told. Each stream holds one of the
 * instance's stream slots until it ends (the client goes, the server shuts down, or the instance
 * may have missed changes: the client then connects again and re-reads).
 */
import type { Context } from 'hono';
import { serveEventStream, sseMessage, type EventStreamDeps, type StreamEnv } from '#server/events/sse.ts';

/**
 * Opens a support stream for a client at `clientIp` (429 `RATE_LIMITED` past the stream caps);
 * `userId` set: only that player's conversations.
 */
export function serveSupportEvents<E extends StreamEnv>(
  c: Context<E>,
  deps: EventStreamDeps,
  stream: { clientIp: string; userId?: string },
): Response {
  return serveEventStream(c, deps, {
    clientIp: stream.clientIp,
    subscribe: (send) =>
      deps.events.watchSupport((change) => {
        if (stream.userId === undefined || change.customerId === stream.userId)
          send(sseMessage('support', change));
      }),
  });
}
