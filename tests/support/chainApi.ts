/**
 * On-chain deposits through the API against anvil: a test runtime whose `CHAINS` names a fresh
 * token each test, with the calls the chain API tests make (a player's address and deposits,
 * a transfer, a scan of the leader's watcher, staff's list, status and decisions).
 *
 *   const chain = chainRuntime({ confirmations: 2, minDeposit: 500n });
 *   const t = chain.t; // the test runtime, made after the token of each test is deployed
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { serializeTransaction, type Address, type Hash, type Hex } from 'viem';
import type { ChainAddress, ChainDeposit, ChainStatus, StaffChainDeposit } from '#shared/contract/chain.ts';
import type { Page } from '#shared/contract/common.ts';
import type { ChainConfig } from '#server/chain/config.ts';
import { startAnvil, type Anvil, type TestToken } from './anvil.ts';
import { chainOf, chainsEnv } from './chainWatcher.ts';
import { registerPlayer, type Player, type StaffSession } from './accounts.ts';
import { setupTestRuntime, type Envelope } from './runtime.ts';

export type Reply<T> = Envelope & { data: T };

/** A decision staff take on a deposit. */
export type ChainDecision = 'release' | 'return' | 'reverse';

/**
 * Starts anvil for the file and, before each test's runtime reads `CHAINS`, deploys a fresh
 * 6-decimal token (each test's database hands out the same first addresses, so an earlier
 * test's transfers must not match) watched with `overrides`.
 */
export function chainRuntime(overrides: Partial<Pick<ChainConfig, 'confirmations' | 'minDeposit'>> = {}) {
  const env: Record<string, string> = {};
  const state = {} as { node: Anvil; usdt: TestToken };
  beforeAll(async () => {
    state.node = await startAnvil();
  });
  afterAll(async () => {
    await state.node?.stop();
  });
  // Declared before the runtime's hook, so it runs first.
  beforeEach(async () => {
    state.usdt = await state.node.deployToken(6);
    env.CHAINS = chainsEnv(chainOf(state.node, state.usdt, overrides));
  });
  const t = setupTestRuntime({ env });

  async function get<T>(path: string, headers: Record<string, string>): Promise<T> {
    const res = await t.call<Reply<T>>('GET', path, { headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  /** Reads the chain up to its head, as the scheduler leader does every few seconds. */
  async function scan() {
    const watcher = t.runtime.chainWatcher;
    if (!watcher) throw new Error('no watcher: CHAINS was not read');
    const [result] = await watcher.scanAll();
    expect(result?.ok, result?.error).toBe(true);
    if (!result) throw new Error('no chain scanned');
    return result;
  }

  return {
    t,
    get node() {
      return state.node;
    },
    get usdt() {
      return state.usdt;
    },
    get,
    scan,
    /** The player's on-chain deposits, newest first. */
    depositsOf: (player: Player, headers: Record<string, string> = {}) =>
      get<Page<ChainDeposit>>('/api/app/chain/deposits', { ...player.headers, ...headers }),
    /** A new player with their address, the chain read up to now (their deposits come after). */
    async depositor(): Promise<{ player: Player; address: Address }> {
      const player = await registerPlayer(t);
      const [own] = await get<ChainAddress[]>('/api/app/chain/addresses', player.headers);
      if (!own) throw new Error('no address');
      await scan();
      return { player, address: own.address as Address };
    },
    /** Sends `usdt` whole tokens' worth to `to` and waits until it is mined. */
    async send(to: Address, usdt: number): Promise<Hash> {
      const hash = await state.usdt.sendUsdt(to, BigInt(Math.round(usdt * 1e6)));
      await state.node.client.waitForTransactionReceipt({ hash });
      return hash;
    },
    /** Every chain's status as staff see it. */
    status: (staff: StaffSession) => get<ChainStatus[]>('/api/admin/chain/status', staff.headers),
    /** Staff's list of deposits with a query string. */
    staffList: (staff: StaffSession, query = '') =>
      get<Page<StaffChainDeposit>>(`/api/admin/chain/deposits${query}`, staff.headers),
    /** Staff's decision on deposit `id`. */
    decide: (staff: StaffSession, id: string, action: ChainDecision, body: unknown) =>
      t.call<Reply<StaffChainDeposit>>('POST', `/api/admin/chain/deposits/${id}/${action}`, {
        headers: staff.headers,
        body,
      }),
    /** Audit entries of `action` about deposit `id`. */
    async auditOf(admin: StaffSession, action: string, id: string) {
      const page = await get<Page<{ targetId: string; staffId: string | null; after: unknown }>>(
        `/api/admin/audit?action=${action}`,
        admin.headers,
      );
      return page.list.filter((entry) => entry.targetId === id);
    },
  };
}

/**
 * The signed bytes of the mined transaction `hash`, to send it again after a reorganisation
 * dropped it (the same hash, mined anew).
 */
export async function signedTransaction(node: Anvil, hash: Hash): Promise<Hex> {
  const sent = await node.client.getTransaction({ hash });
  if (sent.type !== 'eip1559') throw new Error(`unexpected transaction type ${sent.type}`);
  return serializeTransaction(
    {
      type: 'eip1559',
      chainId: sent.chainId,
      nonce: sent.nonce,
      to: sent.to,
      data: sent.input,
      gas: sent.gas,
      maxFeePerGas: sent.maxFeePerGas,
      maxPriorityFeePerGas: sent.maxPriorityFeePerGas,
      value: sent.value,
      accessList: sent.accessList,
    },
    { r: sent.r, s: sent.s, yParity: sent.yParity },
  );
}
