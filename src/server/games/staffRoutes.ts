/**
 * Staff calls for the games: lotteries, rooms and odds (with RTP and the >100% guard). The round
 * calls (`rounds/staffRoutes.ts`) and the reports (`reports/staffRoutes.ts`) are mounted beside
 * them. Every change is audited.
 */
import { z } from 'zod';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import { ADMIN_ROLES } from '#shared/vocabulary.ts';
import { lottery, lotteryParams, room, roomParams } from '#shared/contract/games.ts';
import {
  adminLottery,
  lotteryEdit,
  oddsEdit,
  oddsQuery,
  oddsWithRtp,
  roomEdit,
} from '#shared/contract/gamesAdmin.ts';
import { createCatalogAdmin, type CatalogAdmin, type CatalogAdminDeps } from './catalogAdmin.ts';

const staffRoute = routeGroup({ tags: ['staff games'], auth: 'staff' });

export function gameStaffRoutes(deps: CatalogAdminDeps) {
  return catalogAdminRoutes(createCatalogAdmin(deps));
}

function catalogAdminRoutes(admin: CatalogAdmin) {
  return [
    staffRoute({
      method: 'get',
      path: '/lotteries',
      summary: 'Lotteries with their rooms',
      response: z.array(adminLottery),
      handler: () => admin.lotteries(),
    }),
    staffRoute({
      method: 'put',
      path: '/lotteries/{lotteryId}',
      summary: 'Edit a lottery (interval, close lead, enabled); takes effect from the next round',
      roles: ADMIN_ROLES,
      params: lotteryParams,
      body: lotteryEdit,
      response: lottery,
      handler: ({ c, params, body }) => admin.editLottery(staffActor(c), params.lotteryId, body),
    }),
    staffRoute({
      method: 'put',
      path: '/lotteries/{lotteryId}/rooms/{roomId}',
      summary: 'Edit a room: minimum bet, balance requirement, bet limit',
      roles: ADMIN_ROLES,
      params: roomParams,
      body: roomEdit,
      response: room,
      handler: ({ c, params, body }) => admin.editRoom(staffActor(c), params, body),
    }),
    staffRoute({
      method: 'get',
      path: '/lotteries/{lotteryId}/odds',
      errors: ['NOT_FOUND'],
      summary: 'The odds of a lottery (or of one room) with the RTP of every key',
      params: lotteryParams,
      query: oddsQuery,
      response: oddsWithRtp,
      handler: ({ params, query }) => admin.oddsWithRtp(params.lotteryId, query.roomId ?? null),
    }),
    staffRoute({
      method: 'put',
      path: '/lotteries/{lotteryId}/odds',
      errors: ['INVALID_OPERATION'],
      summary:
        'A new odds version for a lottery or a room; refused when a key’s RTP exceeds 100% unless forced',
      roles: ADMIN_ROLES,
      params: lotteryParams,
      body: oddsEdit,
      response: oddsWithRtp,
      handler: ({ c, params, body }) => admin.editOdds(staffActor(c), params.lotteryId, body),
    }),
  ];
}
