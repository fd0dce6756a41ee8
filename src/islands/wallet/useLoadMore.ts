/**
 * Record lists with "load more": SWR's infinite pages over the one API client, with the
 * slow-network flag of `useRemote`. Records that shift between pages while loading (a new
 * record pushes the rest down) are shown once.
 */
import { useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api, type RequestOptions } from '#client/api.ts';
import type { Page } from '#shared/contract/common.ts';
import { SLOW_AFTER_MS } from '#client/useRemote.ts';

export const PAGE_SIZE = 20;

type Query = NonNullable<RequestOptions['query']>;

/**
 * Loads `path` page by page (null: do not load yet); `loadMore()` fetches the next page.
 * @example const { items, hasMore, loadMore } = useLoadMore<Deposit>('/deposit/search', {});
 */
export function useLoadMore<T extends { id: string }>(
  path: string | null,
  query: Query,
  pageSize = PAGE_SIZE,
) {
  const result = useSWRInfinite<Page<T>>(
    (index: number, previous: Page<T> | null) => {
      if (!path) return null;
      if (previous && previous.pageNo * previous.pageSize >= previous.total) return null;
      return [path, { ...query, pageNo: index + 1, pageSize }] as const;
    },
    ([url, q]: readonly [string, Query]) => api<Page<T>>(url, { query: q }),
    { revalidateOnFocus: false, shouldRetryOnError: false, revalidateFirstPage: false },
  );
  const { data, size, setSize, isLoading, isValidating } = result;

  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: T[] = [];
    for (const page of data ?? []) {
      for (const item of page.list) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        list.push(item);
      }
    }
    return list;
  }, [data]);

  const last = data?.[data.length - 1];
  const hasMore = last !== undefined && last.pageNo * last.pageSize < last.total;
  const loadingMore = isValidating && data !== undefined && data.length < size;

  const [slow, setSlow] = useState(false);
  const waiting = isLoading || loadingMore;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);

  return {
    ...result,
    items,
    total: last?.total ?? 0,
    hasMore,
    loadingMore,
    slow,
    loadMore: () => setSize(size + 1),
  };
}
