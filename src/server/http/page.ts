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
