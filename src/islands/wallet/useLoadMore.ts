/**
 * Record lists with "load more": SWR's infinite pages over the one API client, with the
 * slow-network flag of `useRemote`. Records that shift between pages while loading (a new
 * record pushes the rest down) are shown once.
 */
import { useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api, type CallOptions, type LooseOptions, type PlayerApi, type ReplyOf } from '#client/api.ts';
import type { GetRoute } from '#shared/contract/api.ts';
import type { Page } from '#shared/contract/common.ts';
import { SLOW_AFTER_MS } from '#client/useRemote.ts';

export const PAGE_SIZE = 20;

/** The player's GET routes that answer a page of records with ids. */
type PagedRoute = {
  [Route in GetRoute<PlayerApi>]: ReplyOf<PlayerApi, Route> extends Page<{ id: string }> ? Route : never;
}[GetRoute<PlayerApi>];

type ItemOf<Route extends PagedRoute> =
  ReplyOf<PlayerApi, Route> extends Page<infer T> ? Extract<T, { id: string }> : never;

/**
 * Loads a paged route page by page (null: do not load yet); `loadMore()` fetches the next page.
 * @example const { items, hasMore, loadMore } = useLoadMore('GET /deposit/search');
 */
export function useLoadMore<Route extends PagedRoute>(
  route: Route | null,
  options: CallOptions<PlayerApi[Route]> = {} as CallOptions<PlayerApi[Route]>,
  pageSize = PAGE_SIZE,
): LoadMore<ItemOf<Route>> {
  return usePages<ItemOf<Route>>(route, (options as LooseOptions).query, pageSize);
}

/** A list loaded page by page, of records `T`. */
export type LoadMore<T extends { id: string }> = ReturnType<typeof usePages<T>>;

function usePages<T extends { id: string }>(
  route: string | null,
  query: LooseOptions['query'],
  pageSize: number,
) {
  const result = useSWRInfinite<Page<T>>(
    (index: number, previous: Page<T> | null) => {
      if (!route) return null;
      if (previous && previous.pageNo * previous.pageSize >= previous.total) return null;
      return [route, { ...query, pageNo: index + 1, pageSize }] as const;
    },
    ([name, q]: readonly [string, LooseOptions['query']]) =>
      api.passOn(name, { query: q }) as Promise<Page<T>>,
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
