/**
 * Fixed-window rate limits whose counters live in the database, so that every instance
 * counts together. One upsert per hit; no read-then-write.
 */
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { transaction, type Executor } from '../db/transaction.ts';
import type { AppEnv } from './context.ts';
import { AppError } from '#server/errors.ts';

export interface Limit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** A counter and its limit. */
export interface Bucket {
  bucket: string;
  limit: Limit;
  /** Whether a success clears this count (default true); a count shared by every source is kept. */
  clearOnSuccess?: boolean;
}

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export function createRateLimiter(db: Db, clock: Clock) {
  function retryAfter(resetAt: Date): number {
    return Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000));
  }

  /** Counts one attempt in `bucket` and says whether it is within the limit. */
  async function hit(
    bucket: string,
    { limit, windowSeconds }: Limit,
    executor: Executor = db,
  ): Promise<HitResult> {
    const now = clock.now().toISOString();
    const resetAt = new Date(clock.now().getTime() + windowSeconds * 1000).toISOString();
    const [row] = await executor
      .insert(rateLimits)
      .values({ bucket, count: 1, resetAt: new Date(resetAt) })
      .onConflictDoUpdate({
        target: rateLimits.bucket,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now}::timestamptz then ${resetAt}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: retryAfter(row.resetAt) };
  }

  /** Whether `bucket` is already over its limit, without counting an attempt. */
  async function check(bucket: string, { limit }: Limit): Promise<HitResult> {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.bucket, bucket));
    if (!row || row.resetAt <= clock.now()) return { allowed: true, count: 0, retryAfterSeconds: 0 };
    return { allowed: row.count < limit, count: row.count, retryAfterSeconds: retryAfter(row.resetAt) };
  }

  async function reset(bucket: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
  }

  /**
   * Guards a secret check (a password, a code) by the number of failures in a window. The
   * check runs under a lock on the bucket, so parallel guesses are judged one after another and
   * cannot slip past the limit, while parallel correct requests are not refused. A success
   * clears the count; over the limit it throws `RATE_LIMITED` without checking anything.
   */
  async function attempt(bucket: string, limit: Limit, verify: () => Promise<boolean>): Promise<boolean> {
    return attemptAll([{ bucket, limit }], verify);
  }

  /**
   * `attempt` judged by several counts at once (one per username and source, one per username):
   * over any limit refuses, a failure counts in each, a success clears those that allow it.
   */
  async function attemptAll(buckets: readonly Bucket[], verify: () => Promise<boolean>): Promise<boolean> {
    return transaction(db, async (tx) => {
      // Locks taken in one order, so two sign-ins sharing buckets cannot deadlock.
      for (const name of buckets.map((b) => b.bucket).sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
      }
      const now = clock.now();
      for (const { bucket, limit } of buckets) {
        const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.bucket, bucket));
        if (row && row.resetAt > now && row.count >= limit.limit) throw rateLimited(retryAfter(row.resetAt));
      }
      const ok = await verify();
      for (const { bucket, limit, clearOnSuccess = true } of buckets) {
        if (!ok) await hit(bucket, limit, tx);
        else if (clearOnSuccess) await tx.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
      }
      return ok;
    });
  }

  /**
   * Counts one attempt in each bucket in turn, throwing `RATE_LIMITED` at the first over its
   * limit: an attempt refused by one count (a source that guessed too often) adds to none after it.
   */
  async function hitAll(buckets: readonly Bucket[]): Promise<void> {
    for (const { bucket, limit } of buckets) {
      const result = await hit(bucket, limit);
      if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
    }
  }

  /** Takes back one counted attempt (it turned out to be a success). */
  async function forgive(bucket: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.bucket, bucket));
  }

  /** Deletes windows that have ended; run periodically. */
  async function purgeExpired(): Promise<number> {
    const rows = await db
      .delete(rateLimits)
      .where(sql`${rateLimits.resetAt} <= ${clock.now().toISOString()}::timestamptz`)
      .returning({ bucket: rateLimits.bucket });
    return rows.length;
  }

  /**
   * Middleware limiting a route per key (by default the client IP); over the limit it answers
   * 429 `RATE_LIMITED` with `Retry-After`.
   */
  function middleware(
    name: string,
    limit: Limit | (() => Limit),
    key?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string,
  ): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const result = await hit(
        `${name}:${key ? key(c) : c.get('clientIp')}`,
        typeof limit === 'function' ? limit() : limit,
      );
      if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
      await next();
    };
  }

  return { hit, hitAll, check, reset, forgive, attempt, attemptAll, purgeExpired, middleware };
}

/** The 429 error with its `Retry-After` header. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', {
    params: { seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
