/**
 * The one API client of the browser: sends the `jwt` header and the page's language, unwraps
 * the envelope, and turns every failure into an `ApiError` with a code the screens
 * translate. A 401 on any call clears the session and goes to `/login`, which
 * brings the player back to this page once signed in again.
 */
import { loginPathReturningTo } from '#shared/returnPath.ts';
import { routeRequestPath } from '#shared/routePath.ts';
import type { ErrorCode } from '#shared/errorCodes.ts';
import type {
  ArgsOf,
  CallArgs,
  CallOptions,
  ClientErrorCode,
  GetRoute,
  QueryValue,
  ReplyOf,
  RouteError,
  RouteName,
} from '#shared/contract/api.ts';
import type { PlayerApi, StaffApi } from '#server/apiRoutes.ts';
import { $jwt, clearSession } from './session.ts';

export type { ArgsOf, CallArgs, CallOptions, ClientErrorCode, PlayerApi, ReplyOf, StaffApi };

export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode | ClientErrorCode,
    message: string,
    status: number,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Readonly<Record<string, QueryValue>>;
  /** For money-moving calls: the same key on a retry moves the money once. */
  idempotencyKey?: string;
  /** Headers of the call (the session ping's `X-Session-Meta`). */
  headers?: Readonly<Record<string, string>>;
  /** Raw bytes sent as the body with their own type (a support chat image), instead of `body`. */
  file?: Blob;
}

/** Builds `{base}{path}?{query}`, leaving out undefined values. */
export function apiUrl(path: string, query?: RequestOptions['query'], base = '/api/app'): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** A fresh Idempotency-Key for one user action (reused when that action is retried). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface ApiClientOptions {
  /** `/api/app` for players, `/api/admin` for staff. */
  base: string;
  /** The token to send in the `jwt` header, if any. */
  token: () => string;
  /** What a 401 does: forget the session and go to the sign-in page. */
  onUnauthorized: () => void;
}

let serverOffset: number | null = null;

/**
 * How far the server's clock is ahead of this device's (ms), from the `Date` header of its last
 * answer (whole seconds, so read as the middle of that second); null before any answer. Cached
 * pages carry the time they were rendered, not the time they were served: clocks start here.
 */
export function serverClockOffset(): number | null {
  return serverOffset;
}

function noteServerDate(response: Response): void {
  const date = Date.parse(response.headers.get('date') ?? '');
  if (!Number.isNaN(date)) serverOffset = date + 500 - Date.now();
}

/** Sends one call with the client's headers; a failure to reach the server is `NETWORK_ERROR`. */
async function send(
  { base, token }: Pick<ApiClientOptions, 'base' | 'token'>,
  path: string,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': document.documentElement.lang || 'en' };
  const jwt = token();
  if (jwt) headers.jwt = jwt;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file) headers['content-type'] = options.file.type;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  Object.assign(headers, options.headers);
  try {
    const response = await fetch(apiUrl(path, options.query, base), {
      method: options.method ?? (options.body === undefined && !options.file ? 'GET' : 'POST'),
      headers,
      body: options.file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    });
    noteServerDate(response);
    return response;
  } catch {
    throw new ApiError('NETWORK_ERROR', '', 0);
  }
}

/** A call's options as the wire sees them, whatever the route (for code that passes a route through). */
export type LooseOptions = Omit<RequestOptions, 'method'> & { params?: Readonly<Record<string, QueryValue>> };

/** The client of one audience's route table: calls a route by name, gets its reply. */
export interface ApiClient<Table> {
  <Route extends RouteName<Table>>(
    route: Route,
    ...args: ArgsOf<Table, Route>
  ): Promise<ReplyOf<Table, Route>>;
  /**
   * Whether `error` is the failure `code` of `route`: the code must be one the route may answer
   * (its own, the common ones or the client's), so a code it never answers does not compile.
   */
  failed<Route extends RouteName<Table>, Code extends RouteError<Table, Route>>(
    error: unknown,
    route: Route,
    code: Code,
  ): error is ApiError & { code: Code };
  /** Calls a route whose name a wrapper passes through (the SWR hooks); its caller typed it. */
  passOn(route: string, options?: LooseOptions): Promise<unknown>;
}

/** An API client for one audience (players or staff) over its route table. */
export function createApiClient<Table>({ base, token, onUnauthorized }: ApiClientOptions): ApiClient<Table> {
  async function passOn(route: string, options: LooseOptions = {}): Promise<unknown> {
    const { params, ...request } = options;
    const { method, path } = routeRequestPath(route, params);
    const response = await send({ base, token }, path, { ...request, method });
    return readEnvelope<unknown>(response, onUnauthorized);
  }
  function call<Route extends RouteName<Table>>(
    route: Route,
    ...[options]: ArgsOf<Table, Route>
  ): Promise<ReplyOf<Table, Route>> {
    return passOn(route, options as LooseOptions | undefined) as Promise<ReplyOf<Table, Route>>;
  }
  // The route only types the code; at run time the code alone decides.
  function failed<Code extends string>(
    error: unknown,
    _route: string,
    code: Code,
  ): error is ApiError & { code: Code } {
    return error instanceof ApiError && error.code === code;
  }
  return Object.assign(call, { failed, passOn }) as ApiClient<Table>;
}

/** The `data` of an answer's envelope, or its error as an `ApiError` (a 401 calls `onUnauthorized`). */
async function readEnvelope<T>(response: Response, onUnauthorized: () => void): Promise<T> {
  let envelope: {
    code?: number;
    data?: T;
    error?: string;
    message?: string;
    fields?: Record<string, string>;
  };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(response.status === 503 ? 'UNDER_MAINTENANCE' : 'SYSTEM_ERROR', '', response.status);
  }
  if (response.status === 401) {
    onUnauthorized();
    throw new ApiError('UNAUTHORIZED', envelope.message ?? '', 401);
  }
  if (response.ok && envelope.code === 1) return envelope.data as T;
  throw new ApiError(
    (envelope.error as ErrorCode | undefined) ?? 'SYSTEM_ERROR',
    envelope.message ?? '',
    response.status,
    envelope.fields,
  );
}

const player: ApiClientOptions = {
  base: '/api/app',
  token: () => $jwt.get(),
  onUnauthorized: () => {
    clearSession();
    window.location.assign(loginPathReturningTo(window.location.pathname, window.location.search));
  },
};

/**
 * Calls a route of the player API and returns its `data`, typed by the route.
 * @example const user = await api('GET /customer');
 * @example await api('POST /game/bet', { body, idempotencyKey });
 */
export const api = createApiClient<PlayerApi>(player);

/**
 * Downloads a file from the player API (a CSV): the same headers as `api`, so the token goes
 * with it, which a plain link cannot do; the file and the name the server gave it. An error
 * still comes as the envelope.
 * @example const { file, name } = await apiDownload('GET /customer/statement', { query: { start, end, format: 'csv' } });
 */
export async function apiDownload<Route extends GetRoute<PlayerApi>>(
  route: Route,
  ...[options]: ArgsOf<PlayerApi, Route>
): Promise<{ file: Blob; name: string | null }> {
  const { params, query } = (options ?? {}) as LooseOptions;
  const response = await send(player, routeRequestPath(route, params).path, { query });
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { file: await response.blob(), name: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
  }
  return readEnvelope<never>(response, player.onUnauthorized);
}
