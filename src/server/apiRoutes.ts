/**
 * Every route group of the API, listed once: the player's (`/api/app`), the staff's (`/api/admin`)
 * and the demo chain's (`/api/demo`). Each feature declares its groups in its own `routes.ts` (players) and
 * `staffRoutes.ts` (staff); this file is the one place they are put together. Order matters only
 * where paths overlap: the bet calls go before the game calls (`/game/search/bet` is not the room
 * `/game/{lotteryId}/{roomId}`).
 *
 * The lists are also the route tables the browser's client and the API tests call by
 * (`PlayerApi`, `StaffApi`): each route keeps its literal method and path and its schemas' types,
 * so the lists must not be annotated as plain `RouteSpec[]`. Browser code imports this file as
 * types only, the one thing of the back end it may import.
 */
import type { RouteTable } from '#shared/contract/api.ts';
import type { RouteSpec } from './http/route.ts';
import type { RuntimeCore } from './runtime.ts';
import type { StreamSlots } from './events/streamSlots.ts';
import type { Statements } from './statement/statement.ts';
import type { SelfExclusionService } from './protection/selfExclusion.ts';
import type { LimitsService } from './protection/limits.ts';
import type { RealityChecks } from './protection/realityCheck.ts';
import type { StaffAdmin } from './staff/staffAdmin.ts';
import { siteRoutes } from './site/routes.ts';
import { siteStaffRoutes } from './site/staffRoutes.ts';
import { customerRoutes } from './customers/routes.ts';
import { customerStaffRoutes } from './customers/staffRoutes.ts';
import { statementRoutes } from './statement/routes.ts';
import { protectionRoutes } from './protection/routes.ts';
import { protectionStaffRoutes } from './protection/staffRoutes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { fingerprintRoutes } from './fingerprint/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { walletStaffRoutes } from './wallet/staffRoutes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { notificationStaffRoutes } from './notifications/staffRoutes.ts';
import { betRoutes } from './betting/routes.ts';
import { chaseRoutes } from './chase/routes.ts';
import { chaseStaffRoutes } from './chase/staffRoutes.ts';
import { chainRoutes } from './chain/routes.ts';
import { chainStaffRoutes } from './chain/staffRoutes.ts';
import { pushRoutes } from './push/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { supportStaffRoutes } from './support/staffRoutes.ts';
import { gameRoutes } from './games/routes.ts';
import { gameStaffRoutes } from './games/staffRoutes.ts';
import { roundStaffRoutes } from './rounds/staffRoutes.ts';
import { reportStaffRoutes } from './reports/staffRoutes.ts';
import { dashboardStaffRoutes } from './dashboard/staffRoutes.ts';
import { staffRoutes } from './staff/staffRoutes.ts';
import { contentStaffRoutes } from './content/staffRoutes.ts';
import { demoChainRoutes, type DemoChainOptions } from './chain/demoRoutes.ts';

/** The runtime's services, and those only the routes use. */
export interface RouteServices extends RuntimeCore {
  statements: Statements;
  selfExclusion: SelfExclusionService;
  limits: LimitsService;
  realityChecks: RealityChecks;
  staffAdmin: StaffAdmin;
  streamSlots: StreamSlots;
}

/** The player's routes, under `/api/app`. */
export function playerApiRoutes(s: RouteServices) {
  const { events, clock, streamSlots } = s;
  return [
    ...siteRoutes(s.infoAnswer),
    ...customerRoutes(s.accounts),
    ...statementRoutes(s.statements),
    ...protectionRoutes(s.selfExclusion, s.limits, s.realityChecks),
    ...sessionRoutes(s.sessions, s.devices),
    ...fingerprintRoutes(s.devices, s.rateLimiter),
    ...walletRoutes(s),
    ...notificationRoutes(s.notifications),
    ...betRoutes(s.bets),
    ...chaseRoutes(s.chases),
    ...chainRoutes(s.chainDeposits),
    ...pushRoutes(s.push),
    ...supportRoutes(s.support.player, { events, clock, streamSlots }),
    ...gameRoutes({ views: s.gameViews, events, clock, streamSlots }),
  ];
}

/** The staff console's routes, under `/api/admin`. */
export function staffApiRoutes(s: RouteServices) {
  const { events, clock, streamSlots, catalog, rounds } = s;
  const db = s.database.db;
  return [
    ...staffRoutes({ ...s, db, accounts: s.staffAccounts }),
    ...customerStaffRoutes(s.customersAdmin),
    ...walletStaffRoutes({ ...s, db }),
    ...notificationStaffRoutes(s.notifications),
    ...siteStaffRoutes(db, s.site, s.database.kind, events),
    ...gameStaffRoutes({ db, catalog, events }),
    ...roundStaffRoutes({ db, clock, rounds }),
    ...reportStaffRoutes({ db, clock }),
    ...dashboardStaffRoutes({ db, clock, catalog, rounds }),
    ...protectionStaffRoutes(db, s.limits),
    ...chaseStaffRoutes(db, s.chases),
    ...chainStaffRoutes(s.chainDeposits),
    ...contentStaffRoutes(s.content.editor),
    ...supportStaffRoutes(s.support.staff, s.support.replies, { events, clock, streamSlots }),
  ];
}

/** The player API by route: `PlayerApi['POST /game/bet']` is what that call sends, gets and may fail with. */
export type PlayerApi = RouteTable<ReturnType<typeof playerApiRoutes>[number]>;
/** The staff API by route. */
export type StaffApi = RouteTable<ReturnType<typeof staffApiRoutes>[number]>;

/** The demo chain's routes under `/api/demo`: only when `DEMO_CHAIN=anvil` runs a watched local chain. */
export function demoApiRoutes(s: RouteServices, demoChain: DemoChainOptions | undefined): RouteSpec[] {
  if (!demoChain || !s.chainWatcher) return [];
  return demoChainRoutes({ db: s.database.db, watcher: s.chainWatcher, chain: demoChain });
}
