/**
 * The one API client of the browser: sends the `jwt` header and the page's language, unwraps
 * the envelope, and turns every failure into an `ApiError` with a code the screens
 * translate. A 401 on any call clears the session and goes to `/login`, which
 * brings the player back to this page once signed in again.
 */
import { loginPathReturningTo } from '#shared/returnPath.ts';
import { $jwt, clearSession } from './session.ts';

/** Codes the client adds to the server's catalogue: the request never got an answer. */
export type ClientErrorCode = 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(code: string, message: string, status: number, fields: Readonly<Record<string, string>> = {}) {
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
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
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

/** An API client for one audience (players or staff). */
export function createApiClient({ base, token, onUnauthorized }: ApiClientOptions) {
  return async function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send({ base, token }, path, options);
    return readEnvelope<T>(response, onUnauthorized);
  };
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
    envelope.error ?? 'SYSTEM_ERROR',
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
 * Calls the player API and returns `data`.
 * @example const user = await api<User>('/customer');
 */
export const api = createApiClient(player);

/**
 * Downloads a file from the player API (a CSV): the same headers as `api`, so the token goes
 * with it, which a plain link cannot do; the file and the name the server gave it. An error
 * still comes as the envelope.
 * @example const { file, name } = await apiDownload('/customer/statement', { start, end, format: 'csv' });
 */
export async function apiDownload(
  path: string,
  query?: RequestOptions['query'],
): Promise<{ file: Blob; name: string | null }> {
  const response = await send(player, path, { query });
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { file: await response.blob(), name: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
  }
  return readEnvelope<never>(response, player.onUnauthorized);
}
