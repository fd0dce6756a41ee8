import type { Db } from './client.ts';

/** The handle a transaction callback receives; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

// serialization_failure and deadlock_detected: safe to retry the whole transaction.
const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error is a PostgreSQL unique violation (SQLSTATE 23505), possibly wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Resolves once the event loop has turned. On PGlite a chain of queries never leaves the
 * microtask queue (the engine answers synchronously), so a caller running many transactions in a
 * row holds up everything else of the process: the socket writes of the events its commits
 * delivered (Node flushes them on `process.nextTick`, after the microtasks), timers, requests.
 * Long loops of the scheduler await this after each change they publish and between chunks.
 */
export const turnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `fn` in one database transaction, retrying it (a few times) when PostgreSQL reports a
 * serialization failure or a deadlock. Every multi-statement write goes through here.
 * @example await transaction(db, async (tx) => { await tx.insert(...); await tx.update(...); });
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= retries || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}

/**
 * Runs the reads of `fn` on one snapshot of the database (a read-only, repeatable-read
 * transaction), so that rows read one query after another agree even while writers go on: a
 * chase plan's count of placed periods and the periods themselves, say.
 * @example const [plan, periods] = await snapshot(db, (tx) => Promise.all([planOf(tx), periodsOf(tx)]));
 */
export function snapshot<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
