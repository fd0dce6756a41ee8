/**
 * An authenticated Server-Sent Events stream read with `fetch`: the browser's
 * `EventSource` cannot send the `jwt` header, and a token never goes in a URL (it would land in
 * logs and the history). The body is parsed by `eventsource-parser`; a dropped or refused stream
 * is opened again after 1 s, 2 s, 4 s… up to 30 s, and a 401 stops it (the session is over).
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface EventStreamOptions {
  /** The stream's address (`/api/app/support/stream`). */
  url: string;
  /** The token sent in the `jwt` header, read at each (re)connect. */
  token: () => string;
  onEvent: (message: EventSourceMessage) => void;
  /** The stream is (again) open: what it would have said meanwhile may have been missed. */
  onOpen?: (reconnected: boolean) => void;
  /** The stream dropped; it is opened again after a pause. */
  onDrop?: () => void;
  /** The server refused the token: no retry. */
  onUnauthorized?: () => void;
}

const RETRY_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Opens the stream and keeps it open until the returned function is called.
 * @example const stop = openEventStream({ url, token: () => $jwt.get(), onEvent: () => void mutate() });
 */
export function openEventStream(options: EventStreamOptions): () => void {
  let stopped = false;
  let attempts = 0;
  let opened = false;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const again = () => {
    if (stopped) return;
    options.onDrop?.();
    retry = setTimeout(() => void connect(), Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** attempts++));
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    const parser = createParser({ onEvent: options.onEvent });
    try {
      const response = await fetch(options.url, {
        headers: { jwt: options.token(), accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) return again();
      options.onOpen?.(opened);
      opened = true;
      attempts = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      again();
    } catch {
      // Aborted on purpose, or the network dropped: only the second is tried again.
      if (!stopped) again();
    }
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    controller?.abort();
  };
}
