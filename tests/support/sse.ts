/**
 * Reading a Server-Sent Events stream of the API in a test: the events as they arrive, waited for
 * one at a time.
 */
import type { TestContext } from './runtime.ts';

export interface SseEvent {
  event: string;
  data: Record<string, unknown> | null;
}

/** Opens the event stream at `path` in-process (with `headers`, e.g. the `jwt`) and reads its events. */
export async function openEventStream(t: TestContext, path: string, headers?: Record<string, string>) {
  const controller = new AbortController();
  const response = await t.runtime.api.fetch(
    new Request(`http://fairdraw.test${path}`, { headers, signal: controller.signal }),
  );
  return readEventStream(response, controller);
}

/**
 * Reads the events of a stream's `response`, in-process or over HTTP (the cluster's instances);
 * closing it aborts `controller`.
 */
export function readEventStream(response: Response, controller: AbortController) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`no stream: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  const received: SseEvent[] = [];
  // A read that lost the race to the wait is kept for the next one: a new read would skip its chunk.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  let ended = false;
  async function read(waitMs: number) {
    pending ??= reader!.read();
    const chunk = await Promise.race([
      pending,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
    ]);
    if (!chunk) return;
    pending = null;
    if (chunk.done) {
      ended = true;
      return;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      received.push({
        event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as SseEvent['data'],
      });
    }
  }
  /** The first event (received or to come) that `predicate` accepts; throws after `timeoutMs`. */
  async function next(predicate: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(received)}`);
      await read(100);
    }
  }
  return {
    response,
    next,
    received,
    /** Reads whatever comes within `ms`. */
    drain: (ms: number) => read(ms),
    /** Reads until the server ends the stream; answers whether it did within `timeoutMs`. */
    async ends(timeoutMs = 5000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await read(100);
      return ended;
    },
    // What the HTTP server does when the browser goes away: the response stream is cancelled.
    close: () => {
      void reader.cancel();
      controller.abort();
    },
  };
}
