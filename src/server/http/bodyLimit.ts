import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

/**
 * Reads a request body up to `maxBytes` and refuses larger ones with 413, whether or not they
 * declare a `Content-Length` (a chunked body is counted as it streams, never buffered whole).
 * The text is left in Hono's body cache for the handlers.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await body.cancel().catch(() => {});
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new AppError('PAYLOAD_TOO_LARGE');
      }
      chunks.push(value);
    }
    // Hono caches body promises here (its type says values); c.req.text() then reads this one.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(
      Buffer.concat(chunks).toString('utf8'),
    );
    return next();
  };
}
