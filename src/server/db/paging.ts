/**
 * Paged lists, written once: a page's rows and the count of the same filter,
 * read side by side.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction.ts';
import type { Page, PageRequest } from '#shared/contract/common.ts';

/** LIMIT and OFFSET of a page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A list as `readPage` reads it: a window of its rows, and the `count` row of the same filter. */
export interface PageQuery<Row> {
  rows: (window: PageWindow) => Promise<Row[]>;
  count: () => Promise<{ n: string | number }[]>;
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(page: PageRequest): PageWindow {
  return { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize };
}

/** The `count` of a list over one table: how many of its rows `where` matches. */
export function countWhere(db: Executor, table: PgTable, where: SQL | undefined) {
  return db
    .select({ n: sql<string>`count(*)::text` })
    .from(table)
    .where(where);
}

/** The rows of one table that `where` matches, whole, in `order`: a list as `readPage` reads it. */
export function tableRows<Table extends PgTable>(
  db: Executor,
  table: Table,
  where: SQL | undefined,
  ...order: SQL[]
): PageQuery<Table['$inferSelect']> {
  return {
    // Drizzle types a select from a table it is not told the columns of as loose rows; they
    // are the table's rows.
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset) as Promise<Table['$inferSelect'][]>,
    count: () => countWhere(db, table, where),
  };
}

/** How many rows of `table` match `where`. */
export async function rowCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await countWhere(db, table, where);
  return Number(row?.n ?? 0);
}

/** Builds a page from its rows and the `count` row of the same filter. */
export function toPage<T>(page: PageRequest, list: T[], total: { n: string | number } | undefined): Page<T> {
  return { list, total: Number(total?.n ?? 0), pageNo: page.pageNo, pageSize: page.pageSize };
}

/**
 * Reads one page: `rows` gets the window (LIMIT/OFFSET), `count` the number of rows the same
 * filter matches; `toItem` turns a row into what the list holds.
 */
export async function readPage<Row, Item>(
  page: PageRequest,
  query: PageQuery<Row>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [rows, [total]] = await Promise.all([query.rows(pageWindow(page)), query.count()]);
  return toPage(page, rows.map(toItem), total);
}
