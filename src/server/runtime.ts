/**
 * The server's runtime: configuration, database (opened, migrated and seeded), services and
 * the API, created once per process and closed on shutdown. The production server, the dev
 * server (through Astro middleware) and the API tests all build it here.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createLogger } from './log.ts';
import { loadConfig, resolveJwtSecret, type Config } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createApi } from './app.ts';
import { createSiteSettings, type SiteSettingsService } from './site/site.ts';
import { createRateLimiter, type RateLimiter } from './rateLimits/rateLimits.ts';
import { createIdempotency, type Idempotency } from './http/idempotency.ts';
import { seedDatabase } from './seed.ts';
import { createTokenSigner, type TokenSigner } from './auth/tokens.ts';
import { createAuth } from './auth/middleware.ts';
import { createSessions, type Sessions, type SignInDeps } from './sessions/sessions.ts';
import { createDevices, type Devices } from './devices/devices.ts';
import { createAccounts, type Accounts } from './customers/customers.ts';
import { createStatements } from './statement/statement.ts';
import { createSelfExclusion } from './protection/selfExclusion.ts';
import { createLimits } from './protection/limits.ts';
import { createRealityChecks } from './protection/realityCheck.ts';
import {
  createTransactionPasswordCheck,
  type VerifyTransactionPassword,
} from './customers/transactionPassword.ts';
import { createStaffAccounts, type StaffAccounts } from './staff/staff.ts';
import { createStaffAdmin } from './staff/staffAdmin.ts';
import { createTotpPolicy } from './staff/totpPolicy.ts';
import { createCustomersAdmin, type CustomersAdmin } from './customers/customersAdmin.ts';
import { createInvitations, type Invitations } from './staff/invitations.ts';
import { createInfoAnswer, type InfoAnswer } from './site/routes.ts';
import { staffConsoleUrl } from './demoAdminNotice.ts';
import { createNotifications, type Notifications } from './notifications/notifications.ts';
import { createDepositClaims, type DepositClaims } from './wallet/depositClaims.ts';
import { createWithdrawals, type Withdrawals } from './wallet/withdrawals.ts';
import { createTransfers, type Transfers } from './wallet/transfers.ts';
import { createRecords, type Records } from './wallet/records.ts';
import { createCatalog, type Catalog } from './games/catalog.ts';
import { createEvents, type Events } from './events/events.ts';
import { createStreamSlots } from './events/streamSlots.ts';
import { createRounds, type Rounds } from './rounds/rounds.ts';
import { createBets, type Bets } from './betting/betting.ts';
import { createChases, type Chases } from './chase/chase.ts';
import { createSlipDesk } from './betting/slips.ts';
import { createScheduler, type Scheduler } from './rounds/scheduler.ts';
import { configuredChains, setupChainWatcher } from './chain/setup.ts';
import { dropPagesOnChanges } from './pageCache/dropPages.ts';
import { createChainDeposits, type ChainDeposits } from './chain/chain.ts';
import type { ChainWatcher } from './chain/watcher.ts';
import type { DemoChainOptions } from './chain/demoRoutes.ts';
import { createGameViews, type GameViews } from './games/games.ts';
import { createContent, type Content } from './content/content.ts';
import { createAppIcons, type AppIcons } from './site/appIcon.ts';
import { createPush, type Push } from './push/push.ts';
import { resolveVapidKeys } from './push/vapid.ts';
import { createSupport, type Support } from './support/support.ts';
import type { RouteSpec } from './http/route.ts';
import { demoApiRoutes, playerApiRoutes, staffApiRoutes, type RouteServices } from './apiRoutes.ts';

export interface RuntimeOptions {
  config?: Config;
  clock?: Clock;
  log?: Logger;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  /** Extra player routes built from the runtime's services (tests mount probes this way). */
  extraPlayerRoutes?: (core: RuntimeCore) => RouteSpec[];
  /** The local demo chain `DEMO_CHAIN=anvil npm start` runs (scripts/demo-chain/): its routes are mounted. */
  demoChain?: DemoChainOptions;
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
  tokens: TokenSigner;
  sessions: Sessions;
  devices: Devices;
  accounts: Accounts;
  staffAccounts: StaffAccounts;
  customersAdmin: CustomersAdmin;
  invitations: Invitations;
  verifyTransactionPassword: VerifyTransactionPassword;
  notifications: Notifications;
  depositClaims: DepositClaims;
  withdrawals: Withdrawals;
  transfers: Transfers;
  records: Records;
  catalog: Catalog;
  events: Events;
  rounds: Rounds;
  /** Chase plans; the scheduler places their periods as rounds open. */
  chases: Chases;
  /** What players and the server-rendered pages read of the games, over one round cache. */
  gameViews: GameViews;
  bets: Bets;
  /** The round scheduler; started by the server (tests drive `rounds.tick()` themselves). */
  scheduler: Scheduler;
  /** The USDT deposit watcher, run by the scheduler leader; none without chains. */
  chainWatcher: ChainWatcher | undefined;
  /** What players and staff read and decide about on-chain deposits. */
  chainDeposits: ChainDeposits;
  /** Live content: what pages show, what editors do, the files' import. */
  content: Content;
  /** The installed app's icons, drawn from the site's favicon. */
  appIcons: AppIcons;
  /** `GET /info`'s answer, which the production server writes itself while it is fresh. */
  infoAnswer: InfoAnswer;
  /** Web Push: players' devices, and the leader's sender. */
  push: Push;
  /** The support chat: the player's side, staff's side and canned replies. */
  support: Support;
}

const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

export async function createRuntime(options: RuntimeOptions = {}) {
  const config = options.config ?? loadConfig();
  const log = options.log ?? createLogger(config.logLevel);
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
    const { db } = database;
    const jwtSecret = resolveJwtSecret(config);
    const site = createSiteSettings({ db });
    const rateLimiter = createRateLimiter({ db, clock });
    const idempotency = createIdempotency({
      db,
      clock,
      ttlHours: config.idempotencyTtlHours,
      claimSeconds: config.idempotencyClaimSeconds,
    });

    const tokens = createTokenSigner({
      secret: jwtSecret,
      ttlDays: config.tokenTtlDays,
      staffTtlHours: config.staffTokenTtlHours,
    });
    // The hottest calls (session reads, bet slips) keep one database call each in flight; those
    // that arrive meanwhile go together in the next. One, not more: measured on PostgreSQL with 16
    // players (docs/benchmarks.md), two or four in flight made smaller batches and fewer bets/s.
    // PGlite runs in this process and a call ends before the next request is read, so there the
    // requests read in one turn of the event loop are gathered first (bench: 400–500 → ~1 150 bets/s).
    const gatherTurn = database.kind === 'pglite';
    const sessions = createSessions({
      db,
      clock,
      idleMinutes: config.sessionIdleMinutes,
      lookupConcurrency: 1,
      gatherTurn,
      staffTtlHours: config.staffTokenTtlHours,
    });
    const totpPolicy = createTotpPolicy({ site, engine: database.kind });
    const auth = createAuth({ tokens, sessions, totpPolicy });
    const devices = createDevices({ db, clock });
    const verifyTransactionPassword = createTransactionPasswordCheck({ rateLimiter, config });
    const signIn: SignInDeps = { db, clock, config, sessions, tokens, rateLimiter };
    const accounts = createAccounts({ ...signIn, verifyTransactionPassword });
    const staffAccounts = createStaffAccounts({
      ...signIn,
      totpPolicy,
      siteName: async () => (await site.get()).name,
    });
    const staffAdmin = createStaffAdmin({ db, clock, sessions });
    const customersAdmin = createCustomersAdmin({ db, clock, sessions, devices });
    const invitations = createInvitations({ db });
    const notifications = createNotifications({ db, clock });
    const depositClaims = createDepositClaims({ db, clock, site, notifications, rateLimiter });
    const money = { db, clock, site, notifications, verifyTransactionPassword };
    const withdrawals = createWithdrawals(money);
    const transfers = createTransfers(money);
    const records = createRecords({ db });
    const catalog = createCatalog({ db });
    const events = createEvents({ database, log });
    await events.start();
    // A staff edit on any instance drops every instance's cached lotteries, rooms and odds, so a
    // bet is not judged against odds replaced elsewhere (they were otherwise kept for up to 1 s).
    // Site settings edits are announced on the catalog channel too: the settings are read again.
    events.watchCatalog(() => {
      catalog.forget();
      site.invalidate();
    });
    const rounds = createRounds({ db, clock, catalog, events, log });
    const gameViews = createGameViews({ db, clock, catalog, rounds, events });
    const slipDesk = createSlipDesk({ db, concurrency: 1, gatherTurn });
    const bets = createBets({ db, clock, catalog, slips: slipDesk, site });
    const limits = createLimits({ db, clock, site });
    const chases = createChases({ db, clock, catalog, site, log });
    rounds.setHooks(chases);
    const chains = configuredChains(config);
    const chain = setupChainWatcher({ config, chains, db, clock, log, site, notifications });
    const chainDeposits = createChainDeposits({
      db,
      clock,
      chains,
      watcher: chain?.watcher,
      site,
      notifications,
    });
    const content = createContent({ db, clock, events });
    const push = createPush({ db, clock, log, config, vapid: resolveVapidKeys(config) });
    const support = createSupport({ db, clock, events, rateLimiter });
    const scheduler = createScheduler({
      database,
      rounds,
      log,
      clock,
      background: [content.job, push.job, ...(chain ? [chain.job] : [])],
    });
    // Cached public pages: dropped after the data caches above have forgotten.
    const stopDroppingPages = dropPagesOnChanges(events);
    await seedDatabase({
      db,
      site,
      staffAccounts,
      invitations,
      catalog,
      demo: config.seedDemo,
      demoAdminPassword: config.demoAdminPassword,
      consoleUrl: staffConsoleUrl(config.host, config.port),
      demoRoundSeconds: config.demoRoundSeconds,
      log,
    });
    await content.importFiles();
    if (await support.seed()) log.info('created the starter canned replies of the support chat');

    const base: RuntimeCore = {
      config,
      log,
      clock,
      database,
      site,
      rateLimiter,
      idempotency,
      jwtSecret,
      tokens,
      sessions,
      devices,
      accounts,
      staffAccounts,
      customersAdmin,
      invitations,
      verifyTransactionPassword,
      notifications,
      depositClaims,
      withdrawals,
      transfers,
      records,
      catalog,
      events,
      rounds,
      gameViews,
      bets,
      chases,
      scheduler,
      chainWatcher: chain?.watcher,
      chainDeposits,
      content,
      appIcons: createAppIcons({ log }),
      infoAnswer: createInfoAnswer({ site }),
      push,
      support,
    };
    const streamSlots = createStreamSlots({
      perIp: config.eventStreamsPerIp,
      total: config.eventStreamsTotal,
    });
    const routeServices: RouteServices = {
      ...base,
      statements: createStatements({ db, clock, site }),
      selfExclusion: createSelfExclusion(signIn),
      limits,
      realityChecks: createRealityChecks({ db, clock }),
      staffAdmin,
      streamSlots,
    };
    const { api, openApi, routeFor } = createApi({
      database,
      log,
      site,
      idempotency,
      auth,
      trustProxy: config.trustProxy,
      schedulerLeader: () => scheduler.isLeader(),
      playerRoutes: [...playerApiRoutes(routeServices), ...(options.extraPlayerRoutes?.(base) ?? [])],
      staffRoutes: staffApiRoutes(routeServices),
      demoRoutes: demoApiRoutes(routeServices, options.demoChain),
    });

    // Expired rate-limit windows and idempotency keys, and support images never sent, are swept
    // now and then. PGlite runs no autovacuum daemon, so its planner statistics are gathered here
    // too: without them a grown table is read as if it were empty (a chase placement of 10 000
    // plans took 20 s, not 2 s).
    const sweep = setInterval(() => {
      Promise.all([
        rateLimiter.purgeExpired(),
        idempotency.purgeExpired(),
        support.purgeUnsent(),
        database.kind === 'pglite' ? database.db.execute(sql`analyze`) : undefined,
      ]).catch((error: unknown) => log.warn({ err: error }, 'sweep of expired keys failed'));
    }, MAINTENANCE_INTERVAL_MS);
    sweep.unref();

    let closed: Promise<void> | undefined;
    return {
      ...base,
      api,
      openApi,
      /** The route declaration that answers a method and path (tests check replies against it). */
      routeFor,
      /** Stops background work and closes the database; safe to call twice. */
      close(): Promise<void> {
        closed ??= (async () => {
          clearInterval(sweep);
          stopDroppingPages();
          await scheduler.stop();
          await events.close();
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
