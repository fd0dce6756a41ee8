/**
 * Staff API reads through SWR (with the slow-network flag) and the filters a page keeps in its
 * address so a reload or a shared link shows the same view.
 */
import { useState } from 'react';
import type { SWRConfiguration } from 'swr';
import type { CallOptions, LooseOptions, ReplyOf, StaffApi } from '#client/api.ts';
import { adminApi } from '#client/staffSession.ts';
import type { GetRoute } from '#shared/contract/api.ts';
import type { Page } from '#shared/contract/common.ts';
import { useRead, type RemoteArgs } from '#client/useRemote.ts';

/** Rows per page of the money and customer lists. */
export const PAGE_SIZE = 20;

/** A GET route of the staff API. */
export type StaffRead = GetRoute<StaffApi>;

/**
 * Loads a GET route of the staff API through SWR (null: not yet), with the slow flag; the
 * previous data stays shown while new filters load.
 * @example const { data, error, isLoading, slow, mutate } = useAdminData('GET /lotteries');
 */
export function useAdminData<Route extends StaffRead>(
  route: Route | null,
  ...[options, config]: RemoteArgs<StaffApi[Route], ReplyOf<StaffApi, Route>>
) {
  const withPrevious: SWRConfiguration<ReplyOf<StaffApi, Route>> = { keepPreviousData: true, ...config };
  return useRead(adminApi, route, options as LooseOptions | undefined, withPrevious);
}

/** The staff GET routes that answer a page. */
export type StaffPagedRoute = {
  [Route in StaffRead]: ReplyOf<StaffApi, Route> extends Page<unknown> ? Route : never;
}[StaffRead];

/**
 * A page of a staff list by route, holding its own page number (1 at first); a change of
 * filter sets it back with `setPageNo(1)`.
 * @example const bets = useNumberedPage('GET /customers/{userId}/bets', { params: { userId } });
 */
export function useNumberedPage<Route extends StaffPagedRoute>(
  route: Route,
  options: CallOptions<StaffApi[Route]> = {} as CallOptions<StaffApi[Route]>,
) {
  const [pageNo, setPageNo] = useState(1);
  const { query, ...rest } = options as LooseOptions;
  const paged: LooseOptions = { ...rest, query: { ...query, pageNo, pageSize: PAGE_SIZE } };
  const remote = useRead<ReplyOf<StaffApi, Route>>(adminApi, route, paged, { keepPreviousData: true });
  return { ...remote, pageNo, setPageNo };
}

/** Total pages of a page of results (at least 1). */
export function pageCount(page: Pick<Page<unknown>, 'total' | 'pageSize'> | undefined): number {
  if (!page) return 1;
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}

/** Reads one query-string parameter of the current page (browser only). */
export function searchParam(name: string): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(name) ?? '';
}

/** Writes filters into the address bar without reloading, dropping empty ones. */
export function replaceSearch(params: Readonly<Record<string, string | number | undefined>>): void {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${text ? `?${text}` : ''}`);
}

/** Sets or removes the named filters in the address bar, keeping the other parameters. */
export function syncQuery(values: Readonly<Record<string, string>>): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(null, '', url);
}

/** A change of address filters: some of the filters, and the page (1 unless given). */
export type FilterChange<F> = Partial<F> & { pageNo?: number };

/**
 * Filters and a page number kept in the address (`?name=…&pageNo=N`): `read` gives the filters
 * on load; `filter` changes some, goes back to page 1 unless told a page, and writes the address.
 * @example const { state, pageNo, filter } = useAddressFilters(() => ({ state: searchParam('state') }));
 */
export function useAddressFilters<F extends Record<string, string>>(read: () => F) {
  const [values, setValues] = useState(() => ({
    ...read(),
    pageNo: Math.max(1, Number(searchParam('pageNo')) || 1),
  }));
  function filter(next: FilterChange<F>) {
    const changed = { ...values, pageNo: 1, ...next };
    setValues(changed);
    replaceSearch({ ...changed, pageNo: changed.pageNo > 1 ? changed.pageNo : undefined });
  }
  return { ...values, filter };
}
