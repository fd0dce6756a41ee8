/**
 * The route middleware of rate limits: one attempt counted per key (by default the client IP);
 * over the limit the counter throws 429 `RATE_LIMITED` with `Retry-After`. The counters
 * themselves live in the database (`rateLimits/rateLimits.ts`), handed in as `counter`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/** A count of attempts in a window. */
export interface RouteLimit {
  limit: number;
  windowSeconds: number;
}

/** What the middleware needs of the rate limiter: count in buckets, throw past a limit. */
export interface AttemptCounter {
  hitAll(buckets: readonly { bucket: string; limit: RouteLimit }[]): Promise<void>;
}

/** Limits a route per key; `limit` may be read at each request (settings change). */
export function rateLimit(
  counter: AttemptCounter,
  name: string,
  limit: RouteLimit | (() => RouteLimit),
  key?: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bucket = `${name}:${key ? key(c) : c.get('clientIp')}`;
    await counter.hitAll([{ bucket, limit: typeof limit === 'function' ? limit() : limit }]);
    await next();
  };
}
