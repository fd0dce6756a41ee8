/**
 * Every route group of the API, mounted once: the player's (`/api/app`) and the staff's
 * (`/api/admin`). Their lists are also the route tables the browser's client and the API tests
 * call by (`PlayerApi`, `StaffApi`): browser code imports this file as types only, the one
 * thing of the back end it may import, so a route's path, inputs, reply and error codes are
 * checked where it is called.
 */
import type { RouteTable } from '#shared/contract/api.ts';
import type { RuntimeCore } from './runtime.ts';
import type { SignInDeps } from './sessions/sessions.ts';
import type { LimitsService } from './protection/limits.ts';
import type { StaffAdmin } from './staff/staffAdmin.ts';
import type { StreamSlots } from './events/streamSlots.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { fingerprintRoutes } from './fingerprint/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { createStatements } from './statement/statement.ts';
import { statementRoutes } from './statement/routes.ts';
import { createProtection } from './protection/protection.ts';
import { protectionRoutes } from './protection/routes.ts';
import { protectionStaffRoutes } from './protection/staffRoutes.ts';
import { createRealityChecks } from './protection/realityCheck.ts';
import { staffRoutes } from './staff/routes.ts';
import { staffAdminRoutes } from './staff/staffAdminRoutes.ts';
import { siteRoutes } from './site/routes.ts';
import { siteAdminRoutes } from './site/adminRoutes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { walletAdminRoutes } from './wallet/adminRoutes.ts';
import { betRoutes } from './betting/routes.ts';
import { chaseRoutes, chaseStaffRoutes } from './chase/routes.ts';
import { chainRoutes, chainStaffRoutes } from './chain/routes.ts';
import { gameRoutes } from './games/routes.ts';
import { gameAdminRoutes } from './games/adminRoutes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { supportStaffRoutes } from './support/staffRoutes.ts';

/** The runtime's services and the few the routes alone use. */
export interface RouteServices extends RuntimeCore {
  signIn: SignInDeps;
  limits: LimitsService;
  staffAdmin: StaffAdmin;
  streamSlots: StreamSlots;
}

/** The player's routes, under `/api/app`. */
export function playerApiRoutes(s: RouteServices) {
  const { database, clock, events, streamSlots } = s;
  return [
    ...siteRoutes(s.infoAnswer),
    ...customerRoutes(s.accounts),
    ...statementRoutes(createStatements(database.db, clock, s.site)),
    ...protectionRoutes(
      createProtection(s.signIn),
      s.limits,
      createRealityChecks({ db: database.db, clock }),
    ),
    ...sessionRoutes(s.sessions, s.devices),
    ...fingerprintRoutes(s.devices, s.rateLimiter),
    ...walletRoutes(s),
    // Before the game routes: `/game/search/bet` must not be read as `/game/{lotteryId}/{roomId}`.
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
  const { database, clock, events, catalog, rounds, streamSlots } = s;
  const db = database.db;
  return [
    ...staffRoutes({ db, accounts: s.staffAccounts, customersAdmin: s.customersAdmin, invitations: s.invitations, devices: s.devices }),
    ...staffAdminRoutes({ accounts: s.staffAccounts, staffAdmin: s.staffAdmin }),
    ...walletAdminRoutes({ db, deposits: s.deposits, withdrawals: s.withdrawals, notifications: s.notifications }),
    ...siteAdminRoutes(db, s.site, database.kind, events),
    ...gameAdminRoutes({ db, clock, catalog, rounds, events }),
    ...dashboardRoutes({ db, clock, catalog, rounds }),
    ...protectionStaffRoutes(db, s.limits),
    ...chaseStaffRoutes(db, s.chases),
    ...chainStaffRoutes(s.chainDeposits),
    ...contentRoutes(s.content.editor),
    ...supportStaffRoutes(s.support.staff, s.support.replies, { events, clock, streamSlots }),
  ];
}

/** The player API by route: `PlayerApi['POST /game/bet']` is what that call sends, gets and may fail with. */
export type PlayerApi = RouteTable<ReturnType<typeof playerApiRoutes>[number]>;
/** The staff API by route. */
export type StaffApi = RouteTable<ReturnType<typeof staffApiRoutes>[number]>;
