/**
 * Staff API reads through SWR (with the slow-network flag) and the filters a page keeps in its
 * address so a reload or a shared link shows the same view.
 */
import { useState } from 'react';
import type { SWRConfiguration } from 'swr';
import type { RequestOptions } from '#client/api.ts';
import { adminApi } from '#client/staffSession.ts';
import type { Page } from '#shared/contract/common.ts';
import { useRemote } from '#client/useRemote.ts';

/** Rows per page of the money and customer lists. */
export const PAGE_SIZE = 20;

/** The SWR key of a staff GET call (null: not yet). */
export type AdminKey = readonly [path: string, query?: RequestOptions['query']] | null;

type Query = NonNullable<RequestOptions['query']>;

/**
 * Loads a staff API GET through SWR, with the slow flag.
 * @example const { data, error, isLoading, slow, mutate } = useAdminData<Lottery[]>(['/lotteries']);
 */
export function useAdminData<D>(key: AdminKey, config?: SWRConfiguration<D>) {
  return useRemote<D>(key, { keepPreviousData: true, ...config }, adminApi);
}

/**
 * A GET on the staff API by path and query (null path: not yet).
 * @example const { data, mutate } = useAdminRemote<Page<StaffDeposit>>('/deposits', { status });
 */
export function useAdminRemote<R>(path: string | null, query: Query = {}) {
  return useAdminData<R>(path ? [path, query] : null);
}

/**
 * A page of a staff list by path and query, holding its own page number (1 at first); a change
 * of filter sets it back with `setPageNo(1)`.
 * @example const bets = useNumberedPage<CustomerBet>(`/customers/${userId}/bets`);
 */
export function useNumberedPage<R>(path: string, query: Query = {}) {
  const [pageNo, setPageNo] = useState(1);
  const remote = useAdminRemote<Page<R>>(path, { ...query, pageNo, pageSize: PAGE_SIZE });
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
