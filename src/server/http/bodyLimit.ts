import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from '#server/errors.ts';

/** Reads a Node request's body up to `maxBytes`; `undefined` once it passes that (the rest is left unread). */
function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        cleanup();
        // Stop reading: the 413 goes out and the connection closes after it.
        incoming.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

/** Reads a web request's body up to `maxBytes`; `undefined` once it passes that. */
async function readStream(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a request body up to `limit` bytes (or the limit of its path) and refuses larger ones with 413, whether or not they
 * declare a `Content-Length` (a chunked body is counted as it streams, never buffered whole).
 * The text is left in Hono's body cache for the handlers.
 *
 * On the Node server the body is read from the `IncomingMessage` itself: going through the
 * request's web stream made every POST build a full fetch `Request` and a `ReadableStream`
 * (measured: the server's CPU per placed bet fell from 172 to 160 µs without them).
 */
export function bodyLimit(limit: number | ((path: string) => number)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const maxBytes = typeof limit === 'number' ? limit : limit(c.req.path);
    const declared = Number(c.req.header('content-length'));
    const incoming = c.env?.incoming;
    let bytes: Buffer | undefined;
    if (!(Number.isFinite(declared) && declared > maxBytes)) {
      if (incoming) bytes = await readIncoming(incoming, maxBytes);
      else {
        const body = c.req.raw.body;
        if (!body) return next();
        bytes = await readStream(body, maxBytes);
      }
    }
    if (!bytes) {
      // The rest of the body is never read: the connection closes after the answer.
      if (incoming) c.header('Connection', 'close');
      else await c.req.raw.body?.cancel().catch(() => {});
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    // Hono caches body promises here (its type says values); c.req.text() then reads this one.
    // An image (or other octets) is kept as bytes: decoding it as text would corrupt it.
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('image/') || type.startsWith('application/octet-stream')) {
      const buffer = new Uint8Array(bytes).buffer;
      (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(buffer);
    } else {
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(bytes.toString('utf8'));
    }
    return next();
  };
}
