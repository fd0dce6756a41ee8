/**
 * The shape of an audience's route table, read from the route declarations themselves: each
 * route is `'METHOD /path'` (`'POST /game/bet'`, `'GET /game/{lotteryId}/room'`) and maps to
 * what a caller sends (params, query, body, as the schemas take them in), what it gets back
 * (the reply's `data`, as the schemas give it out) and the error codes it may answer. The
 * browser's client and the API tests call by route through it, so a wrong path, body, reply
 * type or error code does not compile. Browser code imports this file as types only.
 */
import type { ErrorCode } from '../errorCodes.ts';

/** Codes the client adds to the server's catalogue: the request never got an answer. */
export type ClientErrorCode = 'NETWORK_ERROR';

/**
 * What any route may answer whatever it does: a malformed request, a missing or expired
 * sign-in, a rate limit, maintenance, a body too large, a failure of the server.
 */
export const COMMON_ERRORS = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'UNDER_MAINTENANCE',
  'PAYLOAD_TOO_LARGE',
  'SYSTEM_ERROR',
] as const satisfies readonly ErrorCode[];

export type CommonError = (typeof COMMON_ERRORS)[number];

/** Staff routes answer a role that may not call them and a member who must enrol TOTP first. */
export const STAFF_ERRORS = ['FORBIDDEN', 'TOTP_ENROLMENT_REQUIRED'] as const satisfies readonly ErrorCode[];
/** A player route guarded by an account action answers the state that forbids it. */
export const ACCOUNT_ERRORS = [
  'ACCOUNT_RESTRICTED',
  'ACCOUNT_FROZEN',
  'ACCOUNT_DISABLED',
] as const satisfies readonly ErrorCode[];
/** A money-moving route answers a key sent again with another body. */
export const IDEMPOTENCY_ERRORS = ['IDEMPOTENCY_KEY_REUSED'] as const satisfies readonly ErrorCode[];

/** The codes a route's `auth`, `account` and `idempotent` imply (its own list adds the rest). */
export type ImpliedErrors<Auth, Account, Idempotent> =
  | (Auth extends 'staff' ? (typeof STAFF_ERRORS)[number] : never)
  | ([Account] extends [undefined] ? never : (typeof ACCOUNT_ERRORS)[number])
  | (Idempotent extends true ? (typeof IDEMPOTENCY_ERRORS)[number] : never);

/** The codes a declaration's `auth`, `account` and `idempotent` imply, as a list. */
export function impliedErrors(route: {
  auth: string;
  account?: string | undefined;
  idempotent?: boolean | undefined;
}): ErrorCode[] {
  return [
    ...(route.auth === 'staff' ? STAFF_ERRORS : []),
    ...(route.account ? ACCOUNT_ERRORS : []),
    ...(route.idempotent ? IDEMPOTENCY_ERRORS : []),
  ];
}

/** The types one declared route carries (see `TypedRoute` in the server's route declarations). */
interface Carried {
  method: string;
  path: string;
  readonly '~types'?: {
    params: unknown;
    query: unknown;
    body: unknown;
    reply: unknown;
    errors: unknown;
  };
}

/** What one route of a table takes and gives. */
export interface RouteEntry {
  params: unknown;
  query: unknown;
  body: unknown;
  reply: unknown;
  errors: ErrorCode;
}

type EntryOf<R extends Carried> =
  NonNullable<R['~types']> extends infer T ? (T extends RouteEntry ? T : never) : never;

/**
 * An audience's route table from the union of its declared routes.
 * @example type PlayerApi = RouteTable<ReturnType<typeof playerRoutes>[number]>; PlayerApi['POST /game/bet']['reply']
 */
export type RouteTable<R extends Carried> = {
  [Route in R as `${Uppercase<Route['method']>} ${Route['path']}`]: EntryOf<Route>;
};

/** The routes of a table, `'METHOD /path'`. */
export type RouteName<Table> = keyof Table & string;
/** The routes of a table that answer GET (what SWR reads). */
export type GetRoute<Table> = Extract<RouteName<Table>, `GET ${string}`>;

/** Every code a route of a table may answer: its own, the common ones, the client's. */
export type RouteError<Table, Route extends RouteName<Table>> =
  (Table[Route] extends { errors: infer E } ? E : never) | CommonError | ClientErrorCode;

/** A value of a path parameter or of the query string. */
export type QueryValue = string | number | boolean | undefined;

/** What any call may add: an idempotency key (money-moving calls), headers, raw bytes as the body. */
export interface CallExtras {
  /** For money-moving calls: the same key on a retry moves the money once. */
  idempotencyKey?: string;
  /** Headers of the call. */
  headers?: Readonly<Record<string, string>>;
  /** Raw bytes sent as the body with their own type (an image), instead of `body`. */
  file?: Blob;
}

/**
 * Path and query values as the browser writes them: the names are the route's and the
 * required ones must be there; the values are text on the wire (a number, a flag, a filter
 * read from the address bar), which the route's schema then reads and checks.
 */
type Sendable<T> = { [K in keyof T]: undefined extends T[K] ? QueryValue : NonNullable<QueryValue> };

type ParamsPart<E extends RouteEntry> = E['params'] extends undefined
  ? { params?: undefined }
  : { params: Sendable<E['params']> };
type QueryPart<E extends RouteEntry> = E['query'] extends undefined
  ? { query?: undefined }
  : object extends E['query']
    ? { query?: Sendable<E['query']> }
    : { query: Sendable<E['query']> };
type BodyPart<E extends RouteEntry> = E['body'] extends undefined
  ? { body?: undefined }
  : { body: E['body'] };

/** What a call of one route sends: the params, query and body its schemas take, and the headers. */
export type CallOptions<E extends RouteEntry> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & CallExtras;

/** A route's options, optional when the route needs none. */
export type CallArgs<E extends RouteEntry> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The reply (`data`) of a route of a table. */
export type ReplyOf<Table, Route extends RouteName<Table>> = Table[Route] extends RouteEntry
  ? Table[Route]['reply']
  : never;

/** The arguments of a call of `Route`. */
export type ArgsOf<Table, Route extends RouteName<Table>> = Table[Route] extends RouteEntry
  ? CallArgs<Table[Route]>
  : never;
