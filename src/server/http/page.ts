import { z } from 'zod';

/** A page of a list (API.md "Pages"). */
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** The schema of a page of `item`, for route declarations. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), pageNo: z.number(), pageSize: z.number() });
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(page: { pageNo: number; pageSize: number }) {
  return { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize };
}

/** Builds a page from its rows and the `count` row of the same filter. */
export function toPage<T>(
  page: { pageNo: number; pageSize: number },
  list: T[],
  total: { n: string | number } | undefined,
): Page<T> {
  return { list, total: Number(total?.n ?? 0), pageNo: page.pageNo, pageSize: page.pageSize };
}
