import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from '#i18n/index.ts';
import type { AppEnv } from './context.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the caller's `X-Request-Id` when it is a sensible one, else a new one. */
export const requestIdOf = (inbound: string | undefined): string =>
  inbound && REQUEST_ID.test(inbound) ? inbound : randomUUID();

/**
 * Sets the request id, locale (from `Accept-Language`, the API's language rule in docs/api-conventions.md) and client IP, and logs
 * one line per request with its id, route, status and duration.
 */
export function requestContext(log: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LOCALE);
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    c.set('clientIp', forwarded || c.env?.incoming?.socket.remoteAddress || 'unknown');
    const requestLog = log.child({ reqId: requestId });
    c.set('log', requestLog);
    await next();
    // Set on the answer's own headers: `c.header()` after the handler copies the whole Response
    // for each header, and reads the body of the adapter's lightweight one into a stream.
    const headers = c.res.headers;
    headers.set('X-Request-Id', requestId);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    requestLog.info(
      {
        method: c.req.method,
        route: routePath(c, -1),
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
