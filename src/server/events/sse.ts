/**
 * Server-Sent Events streams: a ping at once and every 15 s, then what the stream's source hands
 * over (`serveEventStream`, also the support chat's streams). A lottery's round events are one:
 * the current round first, then every event the lottery publishes. A stream holds one of the
 * instance's stream slots until it ends: when the client goes (its socket closes), when the
 * server shuts down, or when the instance may have missed changes (`events.resync`), so that the
 * client connects again and reads afresh.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Clock } from '#server/clock.ts';
import type { Events, RoundEvent } from './events.ts';
import type { StreamSlots } from './streamSlots.ts';

const HEARTBEAT_MS = 15_000;

const encoder = new TextEncoder();

/** One SSE message as its bytes: what Hono's `writeSSE` writes for `{ event, data }`. */
export function sseMessage(event: string, data: unknown): Uint8Array {
  const lines = JSON.stringify(data)
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n');
  return encoder.encode(`event: ${event}\n${lines}\n\n`);
}

// A round event goes to every stream of its lottery, thousands on one instance: it is serialized
// and encoded once, not once per stream (that work, times the streams, delayed the last ones).
const encoded = new WeakMap<RoundEvent, Uint8Array>();
function encodedEvent(event: RoundEvent): Uint8Array {
  let bytes = encoded.get(event);
  if (!bytes) encoded.set(event, (bytes = sseMessage(event.type, event.data)));
  return bytes;
}

/** What a stream needs of the request: the Node request under it, for its socket. */
export type StreamEnv = { Bindings: { incoming?: IncomingMessage } };

export interface EventStreamDeps {
  events: Events;
  clock: Clock;
  streamSlots: StreamSlots;
}

/**
 * Opens the event stream of `lotteryId` for a client at `clientIp` (429 `RATE_LIMITED` past the
 * stream caps); `currentRound` is the first `round` event.
 */
export function serveRoundEvents<E extends StreamEnv>(
  c: Context<E>,
  deps: EventStreamDeps,
  stream: { lotteryId: number; clientIp: string; currentRound: () => Promise<unknown> },
): Response {
  return serveEventStream(c, deps, {
    clientIp: stream.clientIp,
    subscribe: (send) => deps.events.subscribe(stream.lotteryId, (event) => send(encodedEvent(event))),
    first: async () => sseMessage('round', await stream.currentRound()),
  });
}

/** What one stream sends besides its pings. */
export interface EventStreamSource {
  clientIp: string;
  /** Hands every message of the stream to `send`; answers the unsubscribe. */
  subscribe: (send: (message: Uint8Array) => void) => () => void;
  /** The message sent at once, right after the first ping. */
  first?: () => Promise<Uint8Array>;
}

/**
 * Serves an event stream for a client at `source.clientIp` (429 `RATE_LIMITED` past the stream
 * caps): a `ping` at once and every 15 s, `source.first` if any, then what `source.subscribe`
 * hands over, until the client goes, the server shuts down or the instance resyncs; its stream
 * slot is then freed.
 */
export function serveEventStream<E extends StreamEnv>(
  c: Context<E>,
  deps: EventStreamDeps,
  source: EventStreamSource,
): Response {
  const free = deps.streamSlots.take(source.clientIp);
  return streamSSE(c, async (sse) => {
    try {
      await pump(sse, deps, source, (c.env as StreamEnv['Bindings'] | undefined)?.incoming?.socket);
    } finally {
      free();
    }
  });
}

/** Writes queued events until the stream ends; the subscription and heartbeat end with it. */
async function pump(
  sse: SSEStreamingApi,
  { events, clock }: EventStreamDeps,
  source: EventStreamSource,
  socket: IncomingMessage['socket'] | undefined,
): Promise<void> {
  const queue: Uint8Array[] = [];
  let wake: (() => void) | undefined;
  const enqueue = (message: Uint8Array) => {
    queue.push(message);
    wake?.();
  };
  const unsubscribe = source.subscribe(enqueue);
  const ping = () => enqueue(sseMessage('ping', { serverTime: clock.now().toISOString() }));
  const heartbeat = setInterval(ping, HEARTBEAT_MS);
  // The stream ends when the client goes or the server shuts down. Listened for before anything
  // is awaited (a client gone during `first` would otherwise hold its slot until shutdown), and
  // removed when the stream ends (a listener left on `events.closing` kept every ended stream).
  let finished = false;
  const end = () => {
    finished = true;
    wake?.();
  };
  sse.onAbort(end);
  // A closed tab closes the socket: the stream ends now, not when a ping fails to send.
  socket?.once('close', end);
  events.closing.addEventListener('abort', end, { once: true });
  // Changes may have gone unheard (the instance's listener was away): the client reconnects and re-reads.
  const stopResync = events.watchResync(end);
  if (sse.aborted || socket?.destroyed || events.closing.aborted) end();
  try {
    // At once as well: the page that opened the stream may come from the route cache, its clock
    // set when it was rendered, not when it was served.
    ping();
    if (source.first) enqueue(await source.first());
    while (!finished) {
      while (queue.length > 0 && !finished) {
        const next = queue.shift();
        if (next) await sse.write(next);
      }
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    socket?.off('close', end);
    events.closing.removeEventListener('abort', end);
    stopResync();
  }
}
