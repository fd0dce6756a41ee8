/**
 * Raw SQL rows, typed in one place. Drizzle types what its query builder returns, but a raw
 * `db.execute(sql…)` answers the driver's own result (PGlite's and `pg`'s both carry `rows`);
 * the caller names the row shape it selected, and this is the only cast from that result.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './transaction.ts';

/** Runs a raw query and returns its rows as the shape the query selects. */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The first row of a raw query, or `undefined` when it returned none. */
export async function selectRow<Row>(db: Executor, query: SQL): Promise<Row | undefined> {
  const [row] = await selectRows<Row>(db, query);
  return row;
}
