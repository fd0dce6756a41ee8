/**
 * Fixed-window rate limits whose counters live in the database, so that every instance
 * counts together. One upsert per hit; no read-then-write. The route middleware that answers
 * 429 on top of this is `http/rateLimit.ts`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/index.ts';
import { transaction, type Executor } from '#server/db/transaction.ts';
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

export interface LimiterDeps {
  db: Db;
  clock: Clock;
}

/** The 429 error with its `Retry-After` header. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', {
    params: { seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

function retryAfter(clock: Clock, resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000));
}

/** Counts one attempt in `bucket` and says whether it is within the limit. */
export async function hit(
  { db, clock }: LimiterDeps,
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
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: retryAfter(clock, row.resetAt) };
}

/** Whether `bucket` is already over its limit, without counting an attempt. */
export async function check(
  { db, clock }: LimiterDeps,
  bucket: string,
  { limit }: Limit,
): Promise<HitResult> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.bucket, bucket));
  if (!row || row.resetAt <= clock.now()) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return { allowed: row.count < limit, count: row.count, retryAfterSeconds: retryAfter(clock, row.resetAt) };
}

/**
 * Guards a secret check (a password, a code) by several failure counts at once (one per
 * username and source, one per username). The check runs under a lock on each bucket, so
 * parallel guesses are judged one after another and cannot slip past the limit, while parallel
 * correct requests are not refused. Over any limit it throws `RATE_LIMITED` without checking
 * anything; a failure counts in each, a success clears those that allow it.
 */
export async function attemptAll(
  deps: LimiterDeps,
  buckets: readonly Bucket[],
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const { db, clock } = deps;
  return transaction(db, async (tx) => {
    // Locks taken in one order, so two sign-ins sharing buckets cannot deadlock.
    for (const name of buckets.map((b) => b.bucket).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    }
    const now = clock.now();
    for (const { bucket, limit } of buckets) {
      const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.bucket, bucket));
      if (row && row.resetAt > now && row.count >= limit.limit)
        throw rateLimited(retryAfter(clock, row.resetAt));
    }
    const ok = await verify();
    for (const { bucket, limit, clearOnSuccess = true } of buckets) {
      if (!ok) await hit(deps, bucket, limit, tx);
      else if (clearOnSuccess) await tx.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
    }
    return ok;
  });
}

/**
 * Counts one attempt in each bucket in turn, throwing `RATE_LIMITED` at the first over its
 * limit: an attempt refused by one count (a source that guessed too often) adds to none after it.
 */
export async function hitAll(deps: LimiterDeps, buckets: readonly Bucket[]): Promise<void> {
  for (const { bucket, limit } of buckets) {
    const result = await hit(deps, bucket, limit);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  }
}

/** Takes back one counted attempt (it turned out to be a success). */
export async function forgive({ db }: LimiterDeps, bucket: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.bucket, bucket));
}

/** Deletes windows that have ended; run periodically. */
export async function purgeExpired({ db, clock }: LimiterDeps): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= ${clock.now().toISOString()}::timestamptz`)
    .returning({ bucket: rateLimits.bucket });
  return rows.length;
}

/** The limiter bound to a database and a clock. */
export function createRateLimiter(deps: LimiterDeps) {
  return {
    hit: (bucket: string, limit: Limit, executor?: Executor) => hit(deps, bucket, limit, executor),
    hitAll: (buckets: readonly Bucket[]) => hitAll(deps, buckets),
    check: (bucket: string, limit: Limit) => check(deps, bucket, limit),
    reset: async (bucket: string) => {
      await deps.db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
    },
    forgive: (bucket: string) => forgive(deps, bucket),
    /** `attemptAll` with one count: a success clears it. */
    attempt: (bucket: string, limit: Limit, verify: () => Promise<boolean>) =>
      attemptAll(deps, [{ bucket, limit }], verify),
    attemptAll: (buckets: readonly Bucket[], verify: () => Promise<boolean>) =>
      attemptAll(deps, buckets, verify),
    purgeExpired: () => purgeExpired(deps),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
