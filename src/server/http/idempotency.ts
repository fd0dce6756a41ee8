/**
 * The `Idempotency-Key` layer for money-moving calls. The first request with a key
 * claims it; a repeat with the same body gets the stored response and moves no money; the same
 * key with another body is 409 `IDEMPOTENCY_KEY_REUSED`. State lives in the database, so it
 * holds across instances. Only successes are stored: a refused request moved nothing, and its
 * repeat is simply evaluated again.
 */
import { createHash } from 'node:crypto';
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';
import type { AppEnv } from './context.ts';
import { AppError, validationError } from '#server/errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;
const POLL_MS = 25;

type Row = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyOptions {
  db: Db;
  clock: Clock;
  ttlHours: number;
  /** How long a claim protects a request in progress; a crashed request's key frees up after. */
  claimSeconds?: number;
}

/** The row of a key in its scope, and what else `conditions` ask of it. */
function keyIs(scope: string, key: string, ...conditions: SQL[]) {
  return and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), ...conditions);
}

export function createIdempotency({ db, clock, ttlHours, claimSeconds = 30 }: IdempotencyOptions) {
  const CLAIM_MS = claimSeconds * 1000;
  async function claim(scope: string, key: string, requestHash: string): Promise<boolean> {
    const now = clock.now();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        scope,
        key,
        requestHash,
        state: 'processing',
        lockedUntil: new Date(now.getTime() + CLAIM_MS),
        expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 1;
  }

  async function find(scope: string, key: string): Promise<Row | undefined> {
    const rows = await db.select().from(idempotencyKeys).where(keyIs(scope, key));
    return rows[0];
  }

  /** Takes over a claim whose holder died (its lock ran out), atomically. */
  async function takeOver(row: Row): Promise<boolean> {
    const now = clock.now();
    const updated = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        keyIs(
          row.scope,
          row.key,
          eq(idempotencyKeys.state, 'processing'),
          eq(idempotencyKeys.lockedUntil, row.lockedUntil),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return updated.length === 1;
  }

  async function release(scope: string, key: string): Promise<void> {
    await db.delete(idempotencyKeys).where(keyIs(scope, key, eq(idempotencyKeys.state, 'processing')));
  }

  async function complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await db.update(idempotencyKeys).set({ state: 'done', status, body }).where(keyIs(scope, key));
  }

  /** Waits until the request holding the key finishes (or its claim runs out). */
  async function acquireOrReplay(scope: string, key: string, requestHash: string): Promise<Row | null> {
    for (;;) {
      if (await claim(scope, key, requestHash)) return null;
      const row = await find(scope, key);
      if (!row) continue; // released between our insert and select: claim again
      const now = clock.now();
      if (row.expiresAt <= now) {
        await db.delete(idempotencyKeys).where(keyIs(scope, key, lte(idempotencyKeys.expiresAt, now)));
        continue;
      }
      if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.state === 'done') return row;
      if (row.lockedUntil <= now && (await takeOver(row))) return null;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The middleware for one idempotent route; a request without the header passes through. */
  function middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (key === undefined) return next();
      if (!KEY_PATTERN.test(key)) throw validationError({ [IDEMPOTENCY_HEADER]: 'INVALID_FORMAT' });
      c.set('requestKey', key);
      const principal = c.get('principal');
      const scope = `${principal ? `${principal.kind}:${principal.id}` : 'anonymous'}|${c.req.method} ${c.req.routePath}`;
      const requestHash = createHash('sha256')
        .update(`${c.req.method} ${c.req.path}?${new URL(c.req.url).search}\n`)
        .update(await c.req.text())
        .digest('hex');
      const stored = await acquireOrReplay(scope, key, requestHash);
      if (stored) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(stored.body as object, (stored.status ?? 200) as ContentfulStatusCode);
      }
      try {
        await next();
      } catch (error) {
        await release(scope, key);
        throw error;
      }
      // Hono turns thrown errors into responses inside `next()`, so check the outcome here.
      if (c.error || !c.res.ok) {
        await release(scope, key);
        return;
      }
      await complete(scope, key, c.res.status, await c.res.clone().json());
    };
  }

  /** Deletes expired keys; run periodically. */
  async function purgeExpired(): Promise<number> {
    const rows = await db
      .delete(idempotencyKeys)
      .where(sql`${idempotencyKeys.expiresAt} <= ${clock.now().toISOString()}::timestamptz`)
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }

  return { middleware, purgeExpired };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
