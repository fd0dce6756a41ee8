/**
 * The route tables the browser's client calls by: a route's name becomes its request, and
 * (checked by the type check, which runs over this file) a wrong path, body, params, reply
 * reading or error code does not compile. Each `@ts-expect-error` below must stay an error, or
 * the unused directive fails the type check.
 */
import { describe, expect, it } from 'vitest';
import { routeRequestPath } from '#shared/routePath.ts';
import { createApiClient, type PlayerApi, type StaffApi } from '#client/api.ts';

describe('a route name as a request', () => {
  it('puts each param into its place, URL-encoded', () => {
    expect(routeRequestPath('GET /game/{lotteryId}/{roomId}', { lotteryId: 3, roomId: '1' })).toEqual({
      method: 'GET',
      path: '/game/3/1',
    });
    expect(routeRequestPath('POST /invitations/{code}/disable', { code: 'A B/C' }).path).toBe(
      '/invitations/A%20B%2FC/disable',
    );
  });

  it('refuses a missing param rather than send the word undefined', () => {
    expect(() => routeRequestPath('GET /chase/{id}', {})).toThrow('no value for {id}');
  });
});

/** Never called: its body is only type-checked. */
export async function compileOnly() {
  const api = createApiClient<PlayerApi>({ base: '/api/app', token: () => '', onUnauthorized: () => {} });
  const staff = createApiClient<StaffApi>({ base: '/api/admin', token: () => '', onUnauthorized: () => {} });

  const placed = await api('POST /game/bet', {
    body: { lotteryId: 1, roomId: 1, period: 'x', items: [], summary: { count: 0, amount: '1', total: '0' } },
    idempotencyKey: 'k',
  });
  const balance: string = placed.balance;

  // @ts-expect-error a path no route has
  await api('GET /game/bets');
  // @ts-expect-error a staff route on the player client
  await api('GET /dashboard');
  // @ts-expect-error a body the route does not take
  await api('POST /withdraw/cancel', { body: { id: 'x' } });
  // @ts-expect-error a route with params called without them
  await api('GET /chase/{id}');
  const me = await api('GET /customer');
  // @ts-expect-error a field the reply does not have
  void me.jwt;
  const error: unknown = new Error();
  if (api.failed(error, 'POST /withdraw/cancel', 'WITHDRAWAL_STATUS_CHANGED')) void error.code;
  // @ts-expect-error a code the route never answers
  void api.failed(error, 'GET /customer', 'WITHDRAWAL_STATUS_CHANGED');
  // @ts-expect-error a code in no catalogue
  void staff.failed(error, 'POST /auth/login', 'TOTP_MISSING');
  return balance;
}
