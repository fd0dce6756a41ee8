/**
 * The API: one Hono app for `/api/*` with the envelope, its error handling, and the
 * player (`/api/app`) and staff (`/api/admin`) routes.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppEnv } from './http/context.ts';
import { AppError } from './errors.ts';
import { sendError } from './http/envelope.ts';
import { mountRoutes, toHonoPath, type RouteSpec } from './http/route.ts';
import { buildOpenApi } from './http/openapi.ts';
import { requestContext } from './http/requestContext.ts';
import { bodyLimit } from './http/bodyLimit.ts';
import type { Database } from './db/client.ts';
import type { SiteSettingsService } from './site/site.ts';
import type { Idempotency } from './http/idempotency.ts';
import type { Auth } from './auth/middleware.ts';
import { assertAccountAllows } from './customers/accountState.ts';
import { DEMO_BASE } from './chain/demoRoutes.ts';
import { SUPPORT_IMAGE_MAX_BYTES } from '#shared/contract/support.ts';

export const API_BODY_LIMIT = 16 * 1024;
/** Editors' content: a version of up to 100 000 characters, in any script. */
export const CONTENT_BODY_LIMIT = 512 * 1024;
/** The support chat's image uploads: 2 MB as uploaded. */
const IMAGE_UPLOADS = new Set(['/api/app/support/attachments', '/api/admin/support/attachments']);
const bodyLimitOf = (path: string) =>
  path.startsWith('/api/admin/content')
    ? CONTENT_BODY_LIMIT
    : IMAGE_UPLOADS.has(path)
      ? SUPPORT_IMAGE_MAX_BYTES
      : API_BODY_LIMIT;
export const PLAYER_BASE = '/api/app';
export const STAFF_BASE = '/api/admin';

export interface ApiDeps {
  database: Database;
  log: Logger;
  site: SiteSettingsService;
  idempotency: Idempotency;
  auth: Auth;
  trustProxy: boolean;
  playerRoutes: readonly RouteSpec[];
  staffRoutes: readonly RouteSpec[];
  /** The demo chain's routes under `/api/demo` (`DEMO_CHAIN=anvil` only), in no OpenAPI document. */
  demoRoutes?: readonly RouteSpec[];
  /** Whether this instance leads the round scheduler (shown by the health check). */
  schedulerLeader?: () => boolean;
}

type RouteGroups = { base: string; routes: readonly RouteSpec[] }[];

/** Every declared route with the pattern of its full path. */
function routeIndex(groups: RouteGroups) {
  return groups.flatMap(({ base, routes }) =>
    routes.map((route) => ({
      pattern: new RegExp(`^${(base + toHonoPath(route.path)).replace(/:\w+/g, '[^/]+')}$`),
      method: route.method.toUpperCase(),
      route,
    })),
  );
}

/** Which methods a path answers to, for 405 versus 404. */
function methodIndex(groups: RouteGroups) {
  const entries = routeIndex(groups);
  return (path: string) => [...new Set(entries.filter((e) => e.pattern.test(path)).map((e) => e.method))];
}

/** The declaration that answers a method and path (`/api/app/game/3/room`), if any. */
function routeFinder(groups: RouteGroups) {
  const entries = routeIndex(groups);
  return (method: string, path: string): RouteSpec | undefined => {
    const upper = method.toUpperCase();
    // A literal segment wins over a parameter (`/game/search/bet` over `/game/{lotteryId}/{roomId}`).
    const matches = entries.filter((e) => e.method === upper && e.pattern.test(path));
    matches.sort(
      (a, b) => (a.route.path.match(/\{/g)?.length ?? 0) - (b.route.path.match(/\{/g)?.length ?? 0),
    );
    return matches[0]?.route;
  };
}

/**
 * Under maintenance players get 503, except the site info that tells them so and the support
 * chat that message sends them to; the device collector is a script, and a JSON 503
 * in its place would only break the page.
 */
function maintenanceGate(site: SiteSettingsService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const exempt =
      c.req.path === `${PLAYER_BASE}/info` ||
      c.req.path === `${PLAYER_BASE}/fp/loader.js` ||
      c.req.path.startsWith(`${PLAYER_BASE}/support/`);
    if (!exempt && (await site.get()).maintenance) throw new AppError('UNDER_MAINTENANCE');
    await next();
  };
}

export function createApi(deps: ApiDeps) {
  const { playerRoutes, staffRoutes, demoRoutes = [] } = deps;
  const mountOptions = {
    idempotency: deps.idempotency.middleware,
    auth: deps.auth,
    accountGuard: assertAccountAllows,
  };
  const documented = [
    { base: PLAYER_BASE, routes: playerRoutes },
    { base: STAFF_BASE, routes: staffRoutes },
  ];
  const groups = [...documented, { base: DEMO_BASE, routes: demoRoutes }];
  const info = { title: 'Fairdraw API', version: '1.0.0' };
  const openApi = buildOpenApi(documented, info);
  // Players' routes are public knowledge; the staff console's are told only to staff.
  const playerOpenApi = buildOpenApi([{ base: PLAYER_BASE, routes: playerRoutes }], info);
  const staffOpenApi = buildOpenApi([{ base: STAFF_BASE, routes: staffRoutes }], {
    ...info,
    title: 'Fairdraw staff API',
  });
  const allowedMethods = methodIndex(groups);

  const api = new Hono<AppEnv>();
  api.use(requestContext(deps.log, deps.trustProxy));
  // Only the signed in may send an image's 2 MB: they are checked before the body is read (the
  // route checks again, with its roles), so a visitor's upload is refused having read nothing.
  api.post(`${PLAYER_BASE}/support/attachments`, deps.auth.player);
  api.post(`${STAFF_BASE}/support/attachments`, deps.auth.staff());
  api.use(bodyLimit(bodyLimitOf));

  api.get('/api/health', async (c) => {
    await deps.database.db.execute(sql`select 1`);
    const scheduler = deps.schedulerLeader ? (deps.schedulerLeader() ? 'leader' : 'standby') : undefined;
    return c.json({
      code: 1,
      data: { status: 'ok', database: deps.database.kind, ...(scheduler ? { scheduler } : {}) },
    });
  });
  api.get(`${PLAYER_BASE}/openapi.json`, (c) => c.json(playerOpenApi));
  api.get(`${STAFF_BASE}/openapi.json`, deps.auth.staff(), (c) => c.json(staffOpenApi));

  const player = new Hono<AppEnv>();
  player.use(maintenanceGate(deps.site));
  mountRoutes(player, playerRoutes, mountOptions);
  api.route(PLAYER_BASE, player);

  const staff = new Hono<AppEnv>();
  mountRoutes(staff, staffRoutes, mountOptions);
  api.route(STAFF_BASE, staff);

  if (demoRoutes.length > 0) {
    const demo = new Hono<AppEnv>();
    mountRoutes(demo, demoRoutes, mountOptions);
    api.route(DEMO_BASE, demo);
  }

  api.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      return sendError(c, new AppError('METHOD_NOT_ALLOWED', { headers: { Allow: allowed.join(', ') } }));
    }
    return sendError(c, new AppError('NOT_FOUND'));
  });

  api.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error);
    // Unexpected: log what failed and where (never the body), tell the client only the request id.
    (c.get('log') ?? deps.log).error(
      { err: error, method: c.req.method, path: c.req.path },
      'unhandled error',
    );
    return sendError(c, new AppError('SYSTEM_ERROR'));
  });

  return { api, openApi, routeFor: routeFinder(groups) };
}

export type Api = ReturnType<typeof createApi>;
