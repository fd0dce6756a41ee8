/** The staff dashboard: money waiting, today's betting, balances held and current rounds in one call. */
import { defineRoute } from '#server/http/route.ts';
import { dashboard } from '#shared/contract/reports.ts';
import { dashboardFigures, type DashboardDeps } from './dashboard.ts';

export function dashboardStaffRoutes(deps: DashboardDeps) {
  return [
    defineRoute({
      method: 'get',
      path: '/dashboard',
      summary: 'Pending money, today’s betting per lottery, balances held and current rounds',
      tags: ['staff'],
      auth: 'staff',
      response: dashboard,
      handler: () => dashboardFigures(deps),
    }),
  ];
}
