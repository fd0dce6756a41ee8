/**
 * Remote data in islands: SWR over the one API client, plus the slow-network flag §8
 * (a request still running after `SLOW_AFTER_MS` offers a retry). Reads go by route
 * (`'GET /customer'`), so the data has the route's reply type.
 */
import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { GetRoute, RouteEntry } from '#shared/contract/api.ts';
import {
  api,
  type ApiClient,
  type CallOptions,
  type LooseOptions,
  type PlayerApi,
  type ReplyOf,
} from './api.ts';

export const SLOW_AFTER_MS = 6_000;

/** What a remote read gives: SWR's answer and whether the load is slow. */
export type Remote<D> = SWRResponse<D> & { slow: boolean };

/** The options of a read (optional when the route needs none) and SWR's configuration. */
export type RemoteArgs<E, D> = E extends RouteEntry
  ? object extends CallOptions<E>
    ? [options?: CallOptions<E>, config?: SWRConfiguration<D>]
    : [options: CallOptions<E>, config?: SWRConfiguration<D>]
  : never;

/**
 * Loads a GET route of `client` (null: do not load yet) and tells whether the load is slow.
 * @example const remote = useRemoteOf(adminApi, 'GET /lotteries');
 */
export function useRemoteOf<Table, Route extends GetRoute<Table>>(
  client: ApiClient<Table>,
  route: Route | null,
  ...[options, config]: RemoteArgs<Table[Route], ReplyOf<Table, Route>>
): Remote<ReplyOf<Table, Route>> {
  return useRead<ReplyOf<Table, Route>>(client, route, options as LooseOptions | undefined, config);
}

/**
 * The read itself, for hooks that pass a route through and typed it themselves: `D` is the
 * route's reply.
 */
export function useRead<D>(
  client: Pick<ApiClient<unknown>, 'passOn'>,
  route: string | null,
  options: LooseOptions | undefined,
  config: SWRConfiguration<D> | undefined,
): Remote<D> {
  const { params, query } = options ?? {};
  const result = useSWR<D>(
    // The client is part of the key: the same route means different data to players and staff.
    route ? [client, route, params, query] : null,
    ([call, name, keyParams, keyQuery]: [
      typeof client,
      string,
      LooseOptions['params'],
      LooseOptions['query'],
    ]) => call.passOn(name, { params: keyParams, query: keyQuery }) as Promise<D>,
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

/**
 * Loads a GET route of the player API (null: do not load yet) and tells whether the load is slow.
 * @example const { data, error, isLoading, slow, mutate } = useRemote('GET /customer');
 * @example const room = useRemote('GET /game/{lotteryId}/{roomId}', { params: { lotteryId, roomId } });
 */
export function useRemote<Route extends GetRoute<PlayerApi>>(
  route: Route | null,
  ...args: RemoteArgs<PlayerApi[Route], ReplyOf<PlayerApi, Route>>
): Remote<ReplyOf<PlayerApi, Route>> {
  return useRemoteOf<PlayerApi, Route>(api, route, ...args);
}
