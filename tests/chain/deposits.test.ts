/**
 * On-chain deposits through the API, against anvil on PGlite and PostgreSQL: the
 * player's own address per chain and their deposits with live confirmations; staff's chain
 * status and list; a held deposit credited by staff exactly once (repeats, races, a second
 * decision refused) or recorded as sent back; roles, other players' ids and bad input refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAddress, type Address } from 'viem';
import { depositAddress } from '#server/chain/addresses.ts';
import type { ChainAddress, ChainDeposit, ChainStatus, StaffChainDeposit } from '#shared/contract/chain.ts';
import type { Page } from '#shared/contract/common.ts';
import { startAnvil, type Anvil, type TestToken } from '../support/anvil.ts';
import {
  CHAIN_KEY,
  TEST_XPUB,
  chainOf,
  chainsEnv,
  testAdapter,
  watcherFor,
} from '../support/chainWatcher.ts';
import { configuredChains } from '#server/chain/setup.ts';
import { registerPlayer, staffSession, type Player, type StaffSession } from '../support/accounts.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { balanceOf, expectLedgerBalanced } from '../support/wallet.ts';

/**
 * Each test's chain: a fresh token (each test's database hands out the same first addresses,
 * so an earlier test's transfers must not match), filled in before its runtime reads `env`.
 * This hook is declared before the runtime's, so it runs first.
 */
const env: Record<string, string> = {};
let node: Anvil;
let usdt: TestToken;
let chainsOn = true;

beforeAll(async () => {
  node = await startAnvil();
});
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  delete env.CHAINS;
  if (!chainsOn) return;
  usdt = await node.deployToken(6);
  const chain = chainOf(node, usdt, { confirmations: 2, minDeposit: 500n });
  // Configured but switched off: staff see it, players get no address on it.
  const off = { ...chain, key: 'off', name: 'Switched off', rpcUrl: 'http://127.0.0.1:9', enabled: false };
  env.CHAINS = chainsEnv(chain, off);
});
const t = setupTestRuntime({ env });

type Reply<T> = Envelope & { data: T };

async function get<T>(path: string, headers: Record<string, string>) {
  const res = await t.call<Reply<T>>('GET', path, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const addressesOf = (player: Player) => get<ChainAddress[]>('/api/app/chain/addresses', player.headers);
const depositsOf = (player: Player) => get<Page<ChainDeposit>>('/api/app/chain/deposits', player.headers);

/** Sends `usdt` whole token units' worth (6 decimals) and waits for it to be mined. */
async function send(to: string, usdtAmount: number): Promise<string> {
  const hash = await usdt.sendUsdt(to as Address, BigInt(Math.round(usdtAmount * 1e6)));
  await node.client.waitForTransactionReceipt({ hash });
  return hash;
}

/** Reads the chain until the head: what the scheduler leader does every few seconds. */
async function scan() {
  const watcher = t.runtime.chainWatcher;
  if (!watcher) throw new Error('no watcher: CHAINS was not read');
  const [result] = await watcher.scanAll();
  expect(result?.ok, result?.error).toBe(true);
  return result;
}

/** A player with their address, and the chain read up to now (their deposits come after). */
async function depositor() {
  const player = await registerPlayer(t);
  const [own] = await addressesOf(player);
  if (!own) throw new Error('no address');
  await scan();
  return { player, address: own.address };
}

/** A held deposit (below the 5.00 minimum) of a fresh player. */
async function heldDeposit(amount = 2.5) {
  const me = await depositor();
  await send(me.address, amount);
  await node.mine(1);
  await scan();
  const [held] = (await depositsOf(me.player)).list;
  expect(held).toMatchObject({ state: 'held', reason: 'belowMinimum' });
  return { ...me, id: held?.id ?? '' };
}

const decide = (staff: StaffSession, id: string, action: 'release' | 'return', body: unknown, key?: string) =>
  t.call<Reply<StaffChainDeposit>>('POST', `/api/admin/chain/deposits/${id}/${action}`, {
    headers: { ...staff.headers, ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });

describe('GET /chain/addresses', () => {
  it('gives each player their own address on each enabled chain, the same every time', async () => {
    const me = await registerPlayer(t);
    const other = await registerPlayer(t);
    const [mine] = await addressesOf(me);
    expect(await addressesOf(me)).toEqual([mine]);
    expect(mine).toEqual({
      chain: CHAIN_KEY,
      network: 'Anvil',
      confirmations: 2,
      minDeposit: '5.00',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
    const [theirs] = await addressesOf(other);
    expect(theirs?.address).not.toBe(mine?.address);
    // Derived watch-only from the xpub at the player's deposit index: the next index is the other's.
    const index = [...Array(1000).keys()].find((i) => depositAddress(TEST_XPUB, i) === mine?.address);
    expect(index).toBeDefined();
    expect(theirs?.address).toBe(depositAddress(TEST_XPUB, (index ?? 0) + 1));
  });

  it('asks for a signed-in player', async () => {
    expect((await t.call('GET', '/api/app/chain/addresses')).status).toBe(401);
    expect((await t.call('GET', '/api/app/chain/deposits')).status).toBe(401);
  });
});

describe('GET /chain/deposits', () => {
  it('shows a deposit waiting with its confirmations, then credited, to its player only', async () => {
    const me = await depositor();
    const stranger = await registerPlayer(t);
    const hash = await send(me.address, 12.345678);
    await scan();
    expect((await depositsOf(me.player)).list).toEqual([
      {
        id: expect.any(String),
        chain: CHAIN_KEY,
        network: 'Anvil',
        amount: '12.34',
        txHash: hash,
        txUrl: `https://explorer.test/tx/${hash}`,
        confirmations: 1,
        confirmationsRequired: 2,
        state: 'seen',
        reason: null,
        createdAt: expect.any(String),
        creditedAt: null,
      },
    ]);
    expect(await balanceOf(t, me.player)).toBe('0.00');
    await node.mine(1);
    await scan();
    const [credited] = (await depositsOf(me.player)).list;
    expect(credited).toMatchObject({ state: 'credited', confirmations: 2, creditedAt: expect.any(String) });
    expect(await balanceOf(t, me.player)).toBe('12.34');
    expect(await depositsOf(stranger)).toMatchObject({ list: [], total: 0 });
    await expectLedgerBalanced(t);
  });

  it('pages newest first', async () => {
    const me = await depositor();
    for (const amount of [6, 7, 8]) await send(me.address, amount);
    await scan();
    const first = await get<Page<ChainDeposit>>(
      '/api/app/chain/deposits?pageNo=1&pageSize=2',
      me.player.headers,
    );
    expect(first.total).toBe(3);
    expect(first.list.map((d) => d.amount)).toEqual(['8.00', '7.00']);
    const second = await get<Page<ChainDeposit>>(
      '/api/app/chain/deposits?pageNo=2&pageSize=2',
      me.player.headers,
    );
    expect(second.list.map((d) => d.amount)).toEqual(['6.00']);
    expect(
      (await t.call('GET', '/api/app/chain/deposits?pageSize=0', { headers: me.player.headers })).status,
    ).toBe(400);
  });
});

describe('staff: chain status and deposits', () => {
  it('shows each configured chain read to its head, and none of its secrets', async () => {
    await depositor();
    const support = await staffSession(t, 'support');
    const status = await get<ChainStatus[]>('/api/admin/chain/status', support.headers);
    const head = await node.client.getBlockNumber();
    expect(status).toEqual([
      expect.objectContaining({
        chain: CHAIN_KEY,
        enabled: true,
        token: getAddress(usdt.address),
        decimals: 6,
        block: String(head),
        head: String(head),
        lag: 0,
        lastError: null,
      }),
      expect.objectContaining({ chain: 'off', enabled: false, block: null, head: null, lag: null }),
    ]);
    const text = JSON.stringify(status);
    expect(text).not.toContain(TEST_XPUB);
    expect(text).not.toContain(node.url);
    expect((await t.call('GET', '/api/admin/chain/status')).status).toBe(401);
  });

  it('shows the RPC down while it is, and the deposits sent meanwhile credited once it is back', async () => {
    const me = await depositor();
    const support = await staffSession(t, 'support');
    const chain = configuredChains(t.runtime.config)[0];
    if (!chain) throw new Error('no chain');
    const down = watcherFor(t, chain, { adapterFor: (c) => testAdapter(c, 'http://127.0.0.1:9') });
    await send(me.address, 9);
    await node.mine(2);
    expect((await down.scanOnce(CHAIN_KEY)).ok).toBe(false);
    const [during] = await get<ChainStatus[]>('/api/admin/chain/status', support.headers);
    expect(during?.lastError).toEqual(expect.any(String));
    expect(during?.lastError).not.toContain('127.0.0.1:9');
    expect(await balanceOf(t, me.player)).toBe('0.00');
    await scan();
    const [after] = await get<ChainStatus[]>('/api/admin/chain/status', support.headers);
    expect(after).toMatchObject({ lastError: null, lag: 0 });
    expect(await balanceOf(t, me.player)).toBe('9.00');
  });

  it('lists every deposit with its player, filtered by state, chain and player', async () => {
    const held = await heldDeposit();
    const finance = await staffSession(t, 'finance');
    const page = await get<Page<StaffChainDeposit>>(
      `/api/admin/chain/deposits?state=held&userId=${held.player.userId}`,
      finance.headers,
    );
    expect(page.list).toEqual([
      expect.objectContaining({
        id: held.id,
        userId: held.player.userId,
        address: held.address,
        amount: '2.50',
        units: '2500000',
        remainder: '0',
        state: 'held',
        reason: 'belowMinimum',
        decidedBy: null,
      }),
    ]);
    const none = await get<Page<StaffChainDeposit>>(
      `/api/admin/chain/deposits?chain=off&userId=${held.player.userId}`,
      finance.headers,
    );
    expect(none.total).toBe(0);
    for (const bad of ['state=lost', 'userId=12', 'pageNo=-1'])
      expect(
        (await t.call('GET', `/api/admin/chain/deposits?${bad}`, { headers: finance.headers })).status,
      ).toBe(400);
  });
});

describe('staff decide a held deposit', () => {
  it('credits it once, whatever repeats and races; the decision is audited and shown', async () => {
    const held = await heldDeposit(2.5);
    const finance = await staffSession(t, 'finance');
    const keys = Array.from({ length: 8 }, () => randomUUID());
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        decide(finance, held.id, 'release', { note: 'small first deposit' }, keys[i]),
      ),
    );
    expect(
      replies.filter((r) => r.status === 200),
      JSON.stringify(replies.map((r) => [r.status, r.body.error])),
    ).toHaveLength(1);
    expect(
      replies.filter((r) => r.status === 409).every((r) => r.body.error === 'WITHDRAWAL_STATUS_CHANGED'),
    ).toBe(true);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(7);
    const winner = replies.find((r) => r.status === 200);
    expect(winner?.body.data).toMatchObject({
      state: 'credited',
      decidedBy: finance.username,
      note: 'small first deposit',
      creditedAt: expect.any(String),
    });
    // The same request again (its key) is answered as before, crediting nothing more.
    const key = keys[replies.indexOf(winner as (typeof replies)[number])];
    const again = await decide(finance, held.id, 'release', { note: 'small first deposit' }, key);
    expect(again.status).toBe(200);
    expect(await balanceOf(t, held.player)).toBe('2.50');
    const lateReturn = { note: 'too late', txHash: `0x${'12'.repeat(32)}` };
    expect((await decide(finance, held.id, 'return', lateReturn)).status).toBe(409);
    const admin = await staffSession(t, 'admin');
    const audit = await get<Page<{ action: string; targetId: string }>>(
      '/api/admin/audit?action=chainDeposit.release',
      admin.headers,
    );
    expect(audit.list.filter((entry) => entry.targetId === held.id)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('records a return with the refund’s hash: nothing credited, the player told', async () => {
    const held = await heldDeposit(1);
    const finance = await staffSession(t, 'finance');
    const txHash = `0x${'ab'.repeat(32)}`;
    const res = await decide(finance, held.id, 'return', { note: 'sent back to sender', txHash });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'returned',
      note: 'sent back to sender',
      returnTxHash: txHash,
    });
    expect(await balanceOf(t, held.player)).toBe('0.00');
    expect((await decide(finance, held.id, 'release', { note: 'oops' })).status).toBe(409);
    const notices = await get<Page<{ content: string }>>('/api/app/notification/search', held.player.headers);
    expect(JSON.stringify(notices.list)).toContain('sent back to sender');
  });

  it('refuses support staff, bad ids, unknown deposits and bad notes, changing nothing', async () => {
    const held = await heldDeposit(3);
    const support = await staffSession(t, 'support');
    const finance = await staffSession(t, 'finance');
    expect((await decide(support, held.id, 'release', { note: 'x' })).status).toBe(403);
    expect((await decide(finance, 'not-a-uuid', 'release', { note: 'x' })).status).toBe(400);
    const unknown = await decide(finance, '00000000-0000-4000-8000-000000000000', 'release', { note: 'x' });
    expect(unknown.status).toBe(404);
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(501) }, { note: 7 }])
      expect((await decide(finance, held.id, 'release', body)).status).toBe(400);
    expect((await decide(finance, held.id, 'return', { note: 'x', txHash: '0x12' })).status).toBe(400);
    expect((await decide(finance, held.id, 'return', { note: 'no refund hash' })).status).toBe(400);
    expect(await balanceOf(t, held.player)).toBe('0.00');
    const [still] = (await depositsOf(held.player)).list;
    expect(still?.state).toBe('held');
    // A player cannot decide at all: the staff routes want a staff token.
    expect(
      (await decide({ ...finance, headers: held.player.headers }, held.id, 'release', { note: 'me' })).status,
    ).toBe(401);
  });

  it('a deposit a deposit limit held shows in the limit-hits report', async () => {
    const me = await depositor();
    const limits = await t.call('PUT', '/api/app/customer/limits', {
      headers: me.player.headers,
      body: { deposit: { daily: '10.00' } },
    });
    expect(limits.status).toBe(200);
    await send(me.address, 25);
    await node.mine(1);
    await scan();
    expect((await depositsOf(me.player)).list[0]).toMatchObject({
      state: 'held',
      reason: 'DEPOSIT_LIMIT_EXCEEDED',
    });
    const admin = await staffSession(t, 'admin');
    const now = t.clock.now();
    const range = `start=${new Date(now.getTime() - 86_400_000).toISOString()}&end=${new Date(now.getTime() + 86_400_000).toISOString()}`;
    const report = await get<Page<{ customerId: string; kind: string; hits: number }>>(
      `/api/admin/reports/limit-hits?${range}`,
      admin.headers,
    );
    expect(report.list).toContainEqual(
      expect.objectContaining({ customerId: me.player.userId, kind: 'deposit', hits: 1 }),
    );
  });
});

describe('with no chain configured', () => {
  // Runs before this block's runtimes are made (each test's beforeEach reads `env`).
  beforeAll(() => {
    chainsOn = false;
  });
  afterAll(() => {
    chainsOn = true;
  });

  it('players get no address and no deposits, staff see no chain: the manual flow only', async () => {
    expect(t.runtime.chainWatcher).toBeUndefined();
    const me = await registerPlayer(t);
    expect(await addressesOf(me)).toEqual([]);
    expect(await depositsOf(me)).toMatchObject({ list: [], total: 0 });
    const support = await staffSession(t, 'support');
    expect(await get('/api/admin/chain/status', support.headers)).toEqual([]);
    expect(t.runtime.chainDeposits.chains()).toEqual([]);
  });
});
