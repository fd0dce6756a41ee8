/**
 * A lottery's round events as Server-Sent Events: the current round first, then every event the
 * lottery publishes, and a ping every 15 s. The stream holds one of the instance's stream slots
 * until it ends: when the client goes (its socket closes), or when the server shuts down.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Clock } from '../clock.ts';
import type { Events } from './events.ts';
import type { StreamSlots } from './streamSlots.ts';

const HEARTBEAT_MS = 15_000;

/** What a stream needs of the request: the Node request under it, for its socket. */
type StreamEnv = { Bindings: { incoming?: IncomingMessage } };

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
  const free = deps.streamSlots.take(stream.clientIp);
  return streamSSE(c, async (sse) => {
    try {
      await pump(sse, deps, {
        ...stream,
        socket: (c.env as StreamEnv['Bindings'] | undefined)?.incoming?.socket,
      });
    } finally {
      free();
    }
  });
}

/** Writes queued events until the stream ends; the subscription and heartbeat end with it. */
async function pump(
  sse: SSEStreamingApi,
  { events, clock }: EventStreamDeps,
  stream: {
    lotteryId: number;
    currentRound: () => Promise<unknown>;
    socket: IncomingMessage['socket'] | undefined;
  },
): Promise<void> {
  const queue: { event: string; data: string }[] = [];
  let wake: (() => void) | undefined;
  const push = (event: string, data: unknown) => {
    queue.push({ event, data: JSON.stringify(data) });
    wake?.();
  };
  const unsubscribe = events.subscribe(stream.lotteryId, (event) => push(event.type, event.data));
  const ping = () => push('ping', { serverTime: clock.now().toISOString() });
  const heartbeat = setInterval(ping, HEARTBEAT_MS);
  // At once as well: the page that opened the stream may come from the route cache, its clock
  // set when it was rendered, not when it was served (issue 21).
  ping();
  push('round', await stream.currentRound());
  const done = new Promise<void>((resolve) => {
    sse.onAbort(resolve);
    // A closed tab closes the socket: the stream ends now, not when a ping fails to send.
    stream.socket?.once('close', () => resolve());
    events.closing.addEventListener('abort', () => resolve(), { once: true });
  });
  let finished = false;
  void done.then(() => {
    finished = true;
    wake?.();
  });
  try {
    while (!finished) {
      while (queue.length > 0) {
        const next = queue.shift();
        if (next) await sse.writeSSE(next);
      }
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
