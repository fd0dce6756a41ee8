/**
 * A small client program written against the types generated from the OpenAPI documents
 * (openapi-typescript's `paths`, called through openapi-fetch). tests/api/openApiDocuments.test.ts
 * generates `player.generated.ts` and `staff.generated.ts` beside it, in memory, and type-checks
 * it: the calls must type-check, and each line marked `@ts-expect-error` must be a type error (a
 * wrong path, body, query or reading of a reply), or the unused directive is one. Left out of the
 * project's own type check (tsconfig.json), where the generated files do not exist.
 */
import createClient from 'openapi-fetch';
import type { paths as PlayerPaths } from './player.generated.ts';
import type { paths as StaffPaths } from './staff.generated.ts';

const player = createClient<PlayerPaths>({ baseUrl: 'https://fairdraw.example' });
const staff = createClient<StaffPaths>({ baseUrl: 'https://fairdraw.example' });

type BetBody = PlayerPaths['/api/app/game/bet']['post']['requestBody']['content']['application/json'];

/** Signs in, stakes 2.00 on one pick, finds the bet, and asks support about a deposit. */
export async function signInAndBet(username: string, password: string): Promise<string[]> {
  const login = await player.POST('/api/app/customer/login', { body: { username, password } });
  if (!login.data) throw new Error(`${login.error.error}: ${login.error.message}`);
  const headers = { jwt: login.data.data.jwt };
  const userId: string = login.data.data.user.userId;
  const bet: BetBody = {
    lotteryId: 1,
    roomId: 1,
    period: '2026112100001',
    items: [{ key: 'pos1:BIG', amount: '2.00', odds: '1.96' }],
    summary: { count: 1, amount: '2.00', total: '2.00' },
  };
  const placed = await player.POST('/api/app/game/bet', { headers, body: bet });
  const balance: string | undefined = placed.data?.data.balance;
  const query = { start: '2026-11-21', end: '2026-11-22T00:00:00Z', pageSize: 50 };
  const found = await player.GET('/api/app/game/search/bet', { headers, params: { query } });
  const context = { kind: 'deposit', amount: '12.50', network: 'TRC20' } as const;
  await player.POST('/api/app/support/messages', { headers, body: { body: 'Where is it?', context } });
  return [userId, balance ?? '', ...(found.data?.data.list.map((b) => `${b.betUid} ${b.status}`) ?? [])];
}

/** The usernames of frozen customers, as a staff member lists them. */
export async function frozenCustomers(jwt: string): Promise<string[]> {
  const query = { status: 'frozen', pageSize: 100 } as const;
  const page = await staff.GET('/api/admin/customers', { headers: { jwt }, params: { query } });
  return page.data?.data.list.map((customer) => customer.username) ?? [];
}

/** Calls the documents do not allow: each must be a type error. */
export async function wrongCalls(jwt: string) {
  const headers = { jwt };
  // @ts-expect-error no such path
  await player.GET('/api/app/customer/balance', { headers });
  // @ts-expect-error a staff path is not on the player's client
  await player.GET('/api/admin/customers', { headers });
  // @ts-expect-error a sign-in's password is text
  await player.POST('/api/app/customer/login', { body: { username: 'ann', password: 1234 } });
  const bet: BetBody = {
    lotteryId: 1,
    roomId: 1,
    period: '2026112100001',
    // @ts-expect-error a stake is a decimal string, never a number
    items: [{ key: 'pos1:BIG', amount: 2, odds: '1.96' }],
    summary: { count: 1, total: '2.00' },
  };
  // @ts-expect-error a bet search needs its period: start and end
  await player.GET('/api/app/game/search/bet', { headers, params: { query: { pageNo: 1 } } });
  const refund = { body: 'Hi', context: { kind: 'refund' } } as const;
  // @ts-expect-error support hears about a deposit or a withdrawal, nothing else
  await player.POST('/api/app/support/messages', { headers, body: refund });
  // @ts-expect-error no account has this status
  await staff.GET('/api/admin/customers', { headers, params: { query: { status: 'sleeping' } } });
  const me = await player.GET('/api/app/customer', { headers });
  // @ts-expect-error a balance is a decimal string
  const cents: number | undefined = me.data?.data.balance;
  return [bet, cents];
}
