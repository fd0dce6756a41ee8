/**
 * Remote data in islands: SWR over the one API client, plus the slow-network flag §8
 * (a request still running after `SLOW_AFTER_MS` offers a retry).
 */
import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { api, type RequestOptions } from './api.ts';

export const SLOW_AFTER_MS = 6_000;

/** The SWR key of a GET call: its path and query. */
export type RemoteKey = readonly [path: string, query?: RequestOptions['query']] | null;

/** The client a remote read goes through: the player API by default, the staff API for /admin. */
export type ApiCall = typeof api;

/**
 * Loads `key` (null: do not load yet) through `call` and tells whether the load is slow.
 * @example const { data, error, isLoading, slow, mutate } = useRemote<User>(['/customer']);
 */
export function useRemote<T>(key: RemoteKey, config?: SWRConfiguration<T>, call: ApiCall = api) {
  const result = useSWR<T>(
    // The client is part of the key: the same path means different data to players and staff.
    key ? [call, ...key] : null,
    ([client, path, query]: [ApiCall, string, RequestOptions['query']]) => client<T>(path, { query }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...config,
    },
  );
  // Each load gets a token; the flag is for the current load only, so a new load starts afresh.
  const [currentLoad, setCurrentLoad] = useState<object | null>(null);
  const [slowLoad, setSlowLoad] = useState<object | null>(null);
  if (result.isLoading && currentLoad === null) setCurrentLoad({});
  if (!result.isLoading && currentLoad !== null) setCurrentLoad(null);
  useEffect(() => {
    if (currentLoad === null) return;
    const timer = setTimeout(() => setSlowLoad(currentLoad), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [currentLoad]);
  const slow = currentLoad !== null && slowLoad === currentLoad;
  return { ...result, slow };
}
