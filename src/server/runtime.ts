/**
 * The server's runtime: configuration, database (opened, migrated and seeded), services and
 * the API, created once per process and closed on shutdown. The production server, the dev
 * server (through Astro middleware) and the API tests all build it here.
 */
import pino, { type Logger } from 'pino';
import { loadConfig, resolveJwtSecret, type Config } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createApi } from './app.ts';
import { createSiteSettings, type SiteSettingsService } from './site/settings.ts';
import { createRateLimiter, type RateLimiter } from './http/rateLimit.ts';
import { createIdempotency, type Idempotency } from './http/idempotency.ts';
import { seedDatabase } from './seed.ts';
import type { RouteSpec } from './http/route.ts';

export interface RuntimeOptions {
  config?: Config;
  clock?: Clock;
  log?: Logger;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  /** Extra player routes built from the runtime's services (tests mount probes this way). */
  extraPlayerRoutes?: (core: RuntimeCore) => RouteSpec[];
}

/** The services of a runtime, before the API is built on them. */
export interface RuntimeCore {
  config: Config;
  log: Logger;
  clock: Clock;
  database: Database;
  site: SiteSettingsService;
  rateLimiter: RateLimiter;
  idempotency: Idempotency;
  jwtSecret: string;
}

const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

export async function createRuntime(options: RuntimeOptions = {}) {
  const config = options.config ?? loadConfig();
  const log = options.log ?? pino({ level: config.logLevel, base: undefined });
  const clock = options.clock ?? systemClock;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  try {
    log.info({ database: database.kind }, `database: ${database.description}`);
    if (database.kind === 'pglite' && !options.database) {
      log.warn(
        'PGlite is for evaluation and development: one process, no fsync. Set DATABASE_URL to a PostgreSQL server before real money runs through this.',
      );
    }
    await migrateDatabase(database);
    const jwtSecret = resolveJwtSecret(config);
    const site = createSiteSettings(database.db);
    const rateLimiter = createRateLimiter(database.db, clock);
    const idempotency = createIdempotency({ db: database.db, clock, ttlHours: config.idempotencyTtlHours });
    await seedDatabase({ site, demo: config.seedDemo, log });

    const base: RuntimeCore = { config, log, clock, database, site, rateLimiter, idempotency, jwtSecret };
    const { api, openApi } = createApi({
      database,
      log,
      site,
      idempotency,
      trustProxy: config.trustProxy,
      extraPlayerRoutes: options.extraPlayerRoutes?.(base),
    });

    // Expired rate-limit windows and idempotency keys are swept now and then.
    const sweep = setInterval(() => {
      Promise.all([rateLimiter.purgeExpired(), idempotency.purgeExpired()]).catch((error: unknown) =>
        log.warn({ err: error }, 'sweep of expired keys failed'),
      );
    }, MAINTENANCE_INTERVAL_MS);
    sweep.unref();

    let closed: Promise<void> | undefined;
    return {
      ...base,
      api,
      openApi,
      /** Stops background work and closes the database; safe to call twice. */
      close(): Promise<void> {
        closed ??= (async () => {
          clearInterval(sweep);
          await database.close();
        })();
        return closed;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
