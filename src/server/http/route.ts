/**
 * Routes are declared once, with zod schemas for their params, query, body and response data;
 * the same declaration mounts the handler on Hono and describes it in the OpenAPI document.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './context.ts';
import { parseInput, readJsonBody } from './validate.ts';
import type { Auth } from '#server/auth/middleware.ts';
import { OPERATOR_ROLES, type AccountStatus, type StaffRole } from '#shared/vocabulary.ts';
import type { GuardedAction } from '#shared/contract/account.ts';
import type { ErrorCode } from '#shared/errorCodes.ts';
import { impliedErrors, type ImpliedErrors } from '#shared/contract/api.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';
type AnySchema = z.ZodType;
type Out<S> = S extends AnySchema ? z.output<S> : undefined;
type In<S> = S extends AnySchema ? z.input<S> : undefined;

export interface RouteInput<P, Q, B> {
  c: Context<AppEnv>;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

/** A reply that is not the JSON envelope, for the OpenAPI document. */
export interface OtherContent {
  mediaType: string;
  description: string;
  /** Bytes (an image), not text. */
  binary?: boolean;
}

export interface RouteSpec<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  method: Method;
  /** OpenAPI-style path relative to the API base, e.g. `/game/{lotteryId}/room`. */
  path: string;
  summary: string;
  tags: string[];
  /** Who may call it; `none` is public. */
  auth: 'none' | 'player' | 'staff';
  /** Staff routes: the roles allowed (the operators, `OPERATOR_ROLES`, when omitted: never an editor). */
  roles?: readonly StaffRole[];
  /**
   * Staff routes a member who must enrol TOTP may call before enrolling (their own account,
   * enrolment, sign-out); every other staff route answers 403 `TOTP_ENROLMENT_REQUIRED` to them.
   */
  beforeTotp?: boolean;
  /** A longer explanation for the OpenAPI document. */
  description?: string;
  /** Player routes: the action the account's state must allow (403 `ACCOUNT_*` otherwise). */
  account?: GuardedAction;
  params?: P;
  query?: Q;
  body?: B;
  /** A raw (not JSON) request body of these media types (an image upload), read by the handler itself. */
  binaryBody?: readonly string[];
  /** The schema of `data` in the success envelope. */
  response: R;
  /** Other media types the route may answer instead of the envelope (a CSV download), for the OpenAPI document. */
  otherContent?: readonly OtherContent[];
  /**
   * The route's success is only its `otherContent` (an image, a script, an event stream), never
   * the JSON envelope. `response` then describes the `data` of an event stream's events (the
   * document's `x-event-data`), or is `z.never()`.
   */
  onlyOtherContent?: boolean;
  /** Accepts an `Idempotency-Key` header (money-moving calls). */
  idempotent?: boolean;
  /**
   * The domain error codes the route may answer. The codes every route may answer (validation,
   * sign-in, rate limits, maintenance, a server failure) and those its `auth`, `account` and
   * `idempotent` imply are added by `defineRoute`; the API tests fail on a code not listed here.
   */
  errors?: readonly ErrorCode[];
  /** Middleware that runs before the input is parsed (auth, rate limits, idempotency). */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** Returns the `data` of the success envelope, or a `Response` of its own (streams). */
  handler: (input: RouteInput<P, Q, B>) => Promise<z.input<R> | Response> | z.input<R> | Response;
}

/**
 * What a route is to its callers, kept as types beside the erased declaration: the browser's
 * client and the API tests read them (through the audience's route table) to check the path,
 * the params, query and body they send, the reply they get and the error codes they compare.
 * The property only exists in types; no value ever has it.
 */
export interface RouteTypes<
  Params = unknown,
  Query = unknown,
  Body = unknown,
  Reply = unknown,
  Errors = ErrorCode,
> {
  params: Params;
  query: Query;
  body: Body;
  reply: Reply;
  errors: Errors;
}

/** A declared route that keeps its literal method and path and the types of its schemas. */
export type TypedRoute<M extends Method, Path extends string, T extends RouteTypes> = RouteSpec & {
  method: M;
  path: Path;
  readonly '~types'?: T;
};

/** The error codes a declaration answers: its own and those its `auth`, `account` and `idempotent` imply. */
type ErrorsOf<E extends ErrorCode, Auth, A, I> = E | ImpliedErrors<Auth, A, I>;

/** The fields of a declaration whose literal types the table keeps. */
interface Typed {
  method: unknown;
  path: unknown;
  errors: unknown;
  account: unknown;
  idempotent: unknown;
}

/** The declaration a route file writes (without its group's tags and auth), with literal types for everything the table keeps. */
type Declaration<
  M extends Method,
  Path extends string,
  P extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  R extends AnySchema,
  E extends ErrorCode,
  A extends GuardedAction | undefined,
  I extends boolean,
> = Omit<RouteSpec<P, Q, B, R>, keyof Typed | keyof RouteGroup> & {
  method: M;
  path: Path;
  errors?: readonly E[];
  account?: A;
  idempotent?: I;
};

type Declared<
  M extends Method,
  Path extends string,
  P extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  R extends AnySchema,
  E extends ErrorCode,
  Auth,
  A,
  I,
> = TypedRoute<M, Path, RouteTypes<In<P>, In<Q>, In<B>, z.output<R>, ErrorsOf<E, Auth, A, I>>>;

/**
 * Declares a route with full type inference of its inputs. The erased declaration is what
 * `mountRoutes` and the OpenAPI document read; the handler gets back its own input types,
 * which `mountRoutes` has parsed with the route's own schemas. Its `errors` gain the codes
 * its `auth`, `account` and `idempotent` imply.
 */
export function defineRoute<
  M extends Method,
  Path extends string,
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
  E extends ErrorCode = never,
  const Auth extends RouteSpec['auth'] = RouteSpec['auth'],
  A extends GuardedAction | undefined = undefined,
  I extends boolean = false,
>(
  spec: Declaration<M, Path, P, Q, B, R, E, A, I> & { auth: Auth; tags: string[] },
): Declared<M, Path, P, Q, B, R, E, Auth, A, I> {
  const { handler, errors = [], ...rest } = spec;
  const implied = impliedErrors(spec);
  return {
    ...rest,
    errors: [...new Set([...errors, ...implied])],
    handler: (input) => handler(input as RouteInput<P, Q, B>),
  } as Declared<M, Path, P, Q, B, R, E, Auth, A, I>;
}

/** What the routes of a group share: their OpenAPI tags and who may call them. */
export type RouteGroup = Pick<RouteSpec, 'tags' | 'auth'>;

/**
 * A `defineRoute` for a group of routes with the same tags and auth, so that each route declares
 * only what is its own.
 * @example const playerRoute = routeGroup({ tags: ['wallet'], auth: 'player' });
 */
export function routeGroup<const G extends RouteGroup>(group: G) {
  return <
    M extends Method,
    Path extends string,
    P extends AnySchema | undefined = undefined,
    Q extends AnySchema | undefined = undefined,
    B extends AnySchema | undefined = undefined,
    R extends AnySchema = AnySchema,
    E extends ErrorCode = never,
    A extends GuardedAction | undefined = undefined,
    I extends boolean = false,
  >(
    spec: Declaration<M, Path, P, Q, B, R, E, A, I>,
  ): Declared<M, Path, P, Q, B, R, E, G['auth'], A, I> =>
    defineRoute<M, Path, P, Q, B, R, E, G['auth'], A, I>({ ...group, ...spec });
}

/** `/game/{lotteryId}` → `/game/:lotteryId` */
export function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface MountOptions {
  /** The idempotency middleware for routes declared `idempotent`. */
  idempotency: () => MiddlewareHandler<AppEnv>;
  auth: Auth;
  /** Throws the 403 of an account state that forbids a route's `account` action (the domain decides). */
  accountGuard: (status: AccountStatus, action: GuardedAction) => void;
}

function authMiddleware(route: RouteSpec, { auth, accountGuard }: MountOptions): MiddlewareHandler<AppEnv>[] {
  if (route.auth === 'staff') return [auth.staff(route.roles ?? OPERATOR_ROLES, route.beforeTotp)];
  if (route.auth !== 'player') return [];
  const action = route.account;
  if (!action) return [auth.player];
  return [
    auth.player,
    async (c, next) => {
      const customer = c.get('customer');
      if (customer) accountGuard(customer.status, action);
      await next();
    },
  ];
}

/** Mounts declared routes on a Hono app. */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly RouteSpec[], options: MountOptions): void {
  for (const route of routes) {
    const middleware = [
      ...authMiddleware(route, options),
      ...(route.middleware ?? []),
      ...(route.idempotent ? [options.idempotency()] : []),
    ];
    const handler: MiddlewareHandler<AppEnv> = async (c) => {
      const params = route.params ? parseInput(route.params, c.req.param()) : undefined;
      const query = route.query ? parseInput(route.query, c.req.query()) : undefined;
      const body = route.body ? parseInput(route.body, await readJsonBody(c)) : undefined;
      const data = await route.handler({ c, params, query, body } as RouteInput<unknown, unknown, unknown>);
      if (data instanceof Response) return data;
      return c.json({ code: 1, data: data ?? null });
    };
    app.on(route.method.toUpperCase(), [toHonoPath(route.path)], ...middleware, handler);
  }
}
