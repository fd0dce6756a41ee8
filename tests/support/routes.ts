/**
 * The API tests' calls by route, as the browser's client makes them: `callApp(t, 'POST /game/bet',
 * { headers, body })` checks at compile time that the route exists and takes that body, and
 * types the reply's `data` with the route's reply. Tests that send what no route takes
 * (malformed or hostile input) call `t.call` with a path instead.
 */
import type { PlayerApi, StaffApi } from '#server/apiRoutes.ts';
import type { ErrorCode } from '#shared/errorCodes.ts';
import type { ArgsOf, QueryValue, ReplyOf, RouteName } from '#shared/contract/api.ts';
import { routeRequestPath } from '#shared/routePath.ts';
import type { ApiResponse, TestContext } from './runtime.ts';

/** A reply's envelope: `data` as the route gives it (read it once the status says success). */
export interface RouteEnvelope<Reply> {
  code: 0 | 1;
  data: Reply;
  error?: ErrorCode;
  message?: string;
  fields?: Record<string, string>;
  requestId?: string;
}

interface SentOptions {
  params?: Readonly<Record<string, QueryValue>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  idempotencyKey?: string;
}

async function callRoute<Reply>(
  t: TestContext,
  base: string,
  route: string,
  options: SentOptions = {},
): Promise<ApiResponse<RouteEnvelope<Reply>>> {
  const { method, path } = routeRequestPath(route, options.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const headers = {
    ...options.headers,
    ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
  };
  return t.call<RouteEnvelope<Reply>>(method, `${base}${path}${query}`, {
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
}

/**
 * Calls a route of the player API (`/api/app`).
 * @example const placed = await callApp(t, 'POST /game/bet', { headers: player.headers, body });
 */
export function callApp<Route extends RouteName<PlayerApi>>(
  t: TestContext,
  route: Route,
  ...[options]: ArgsOf<PlayerApi, Route>
): Promise<ApiResponse<RouteEnvelope<ReplyOf<PlayerApi, Route>>>> {
  return callRoute(t, '/api/app', route, options as SentOptions | undefined);
}

/**
 * Calls a route of the staff API (`/api/admin`).
 * @example const confirmed = await callAdmin(t, 'POST /deposits/{id}/confirm', { params: { id }, headers, body });
 */
export function callAdmin<Route extends RouteName<StaffApi>>(
  t: TestContext,
  route: Route,
  ...[options]: ArgsOf<StaffApi, Route>
): Promise<ApiResponse<RouteEnvelope<ReplyOf<StaffApi, Route>>>> {
  return callRoute(t, '/api/admin', route, options as SentOptions | undefined);
}
