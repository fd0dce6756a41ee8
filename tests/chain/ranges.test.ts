/**
 * The deposit watcher against a provider that refuses wide `eth_getLogs` ranges, as
 * hosted RPC endpoints do: the real anvil adapter behind one that throws for a range wider than
 * it allows. Every deposit of a wide range is still read and credited once, the scan is not a
 * failure, and the smaller range is kept; a block the provider will not read at all is a
 * failure recorded in the cursor, the blocks before it read, nothing lost once it recovers; and a
 * range holding more deposits than one SQL statement takes is recorded whole.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress, type Address } from 'viem';
import type { ChainAdapter } from '#server/chain/evm.ts';
import { formatMoney } from '#shared/money.ts';
import { startAnvil, tokenAbi, type Anvil, type TestToken } from '../support/anvil.ts';
import {
  CHAIN_KEY,
  chainOf,
  creditNotices,
  cursorRow,
  depositor,
  depositRows,
  testAdapter,
  watcherFor,
} from '../support/chainWatcher.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { balanceOf, expectLedgerBalanced } from '../support/wallet.ts';

const t = setupTestRuntime();
let node: Anvil;

beforeAll(async () => {
  node = await startAnvil();
});
afterAll(async () => {
  await node?.stop();
});

/**
 * The anvil adapter behind a provider's limits: `transfers` over more than `widest` blocks, or
 * over a block `refuses` names, throws as a provider does. Every request's range is kept.
 */
function limitedProvider(widest: bigint) {
  const requests: { from: bigint; to: bigint; refused: boolean }[] = [];
  const provider = {
    requests,
    refuses: (_block: bigint) => false,
    adapterFor(...[chain]: Parameters<typeof testAdapter>): ChainAdapter {
      const real = testAdapter(chain);
      return {
        head: () => real.head(),
        blockHash: (n) => real.blockHash(n),
        transaction: (hash) => real.transaction(hash),
        async transfers(from, to) {
          let poisoned = false;
          for (let block = from; block <= to; block++) poisoned ||= provider.refuses(block);
          const refused = to - from + 1n > widest || poisoned;
          requests.push({ from, to, refused });
          if (poisoned) throw new Error('HTTP request failed. Status: 413');
          if (refused) throw new Error(`block range too large: at most ${widest} blocks per query`);
          return real.transfers(from, to);
        },
      };
    },
  };
  return provider;
}

async function setup(provider: ReturnType<typeof limitedProvider>) {
  const usdt = await node.deployToken(6);
  const chain = chainOf(node, usdt, { confirmations: 2 });
  const watcher = watcherFor(t, chain, { adapterFor: (c) => provider.adapterFor(c) });
  const players = [await depositor(t, watcher), await depositor(t, watcher), await depositor(t, watcher)];
  expect((await watcher.scanOnce(CHAIN_KEY)).ok).toBe(true);
  provider.requests.length = 0;
  return { usdt, watcher, players };
}

/** Sends `units` to `to` (one block mined) and waits for it. */
async function pay(usdt: TestToken, to: Address, units: bigint): Promise<bigint> {
  const hash = await usdt.sendUsdt(to, units);
  return (await node.client.waitForTransactionReceipt({ hash })).blockNumber;
}

describe('the deposit watcher on a provider that limits log ranges', () => {
  it('reads a wide range in smaller ones: every deposit credited once, no error recorded', async () => {
    const provider = limitedProvider(8n);
    const { usdt, watcher, players } = await setup(provider);
    const sent = new Map<string, bigint>();
    for (let i = 0; i < 10; i++) {
      const to = players[i % 3]!;
      const units = BigInt(i + 1) * 1_000_000n;
      await pay(usdt, to.address, units);
      sent.set(to.customerId, (sent.get(to.customerId) ?? 0n) + units / 10_000n);
      await node.mine(2);
    }
    // 30 blocks: more than the provider allows at once, fewer than the watcher's 500.
    const scan = await watcher.scanOnce(CHAIN_KEY);
    expect(scan).toMatchObject({ ok: true, recorded: 10, credited: 10 });
    expect(scan.range!.to - scan.range!.from + 1n).toBe(30n);
    expect(provider.requests.some((r) => r.refused)).toBe(true);
    const read = provider.requests.filter((r) => !r.refused);
    expect(read.every((r) => r.to - r.from < 8n)).toBe(true);
    // The blocks read follow one another from the range's start to its end: none skipped.
    expect(read[0]!.from).toBe(scan.range!.from);
    for (let i = 1; i < read.length; i++) expect(read[i]!.from).toBe(read[i - 1]!.to + 1n);
    expect(read.at(-1)!.to).toBe(scan.range!.to);
    expect(await cursorRow(t)).toMatchObject({ blockNumber: scan.range!.to, lastError: null });

    // The smaller range is kept: the next wide scan asks for no more than the provider allows.
    provider.requests.length = 0;
    await node.mine(20);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 0, credited: 0 });
    expect(provider.requests[0]!.to - provider.requests[0]!.from).toBeLessThan(8n);

    expect(await depositRows(t)).toHaveLength(10);
    for (const player of players) {
      expect(await balanceOf(t, player.player)).toBe(formatMoney(sent.get(player.customerId)!));
      expect(await creditNotices(t, player.customerId)).toBe(player === players[0] ? 4 : 3);
    }
    expect((await cursorRow(t))?.lastError).toBeNull();
    await expectLedgerBalanced(t);
  });

  it('a block the provider will not read fails the scan there, and nothing is lost once it does', async () => {
    const provider = limitedProvider(500n);
    const { usdt, watcher, players } = await setup(provider);
    const [me] = players;
    const first = await pay(usdt, me!.address, 1_000_000n);
    await node.mine(3);
    const stuck = await pay(usdt, me!.address, 2_000_000n);
    await node.mine(3);
    await pay(usdt, me!.address, 4_000_000n);
    provider.refuses = (block) => block === stuck;

    const failed = await watcher.scanOnce(CHAIN_KEY);
    expect(failed).toMatchObject({ ok: false, error: 'HTTP request failed. Status: 413', recorded: 1 });
    // Halved down to the one block, which is refused on its own too.
    expect(provider.requests.at(-1)).toMatchObject({ from: stuck, to: stuck, refused: true });
    // The blocks before it were read, not the block itself nor any after.
    expect(await cursorRow(t)).toMatchObject({
      blockNumber: stuck - 1n,
      lastError: 'HTTP request failed. Status: 413',
    });
    expect(await depositRows(t)).toMatchObject([{ blockNumber: first }]);
    expect((await watcher.scanOnce(CHAIN_KEY)).ok).toBe(false); // still refused: still nothing past it

    provider.refuses = () => false;
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 2, credited: 2 });
    expect((await cursorRow(t))?.lastError).toBeNull();
    await node.mine(1);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, credited: 1 });
    expect(await depositRows(t)).toMatchObject([
      { state: 'credited' },
      { state: 'credited', blockNumber: stuck },
      { state: 'credited' },
    ]);
    expect(await balanceOf(t, me!.player)).toBe('7.00');
    expect(await creditNotices(t, me!.customerId)).toBe(3);
    await expectLedgerBalanced(t);
  });

  it('records a range holding more deposits than one statement takes, whole', async () => {
    const usdt = await node.deployToken(6);
    // Recorded, not yet credited: this is about reading the range.
    const chain = chainOf(node, usdt, { confirmations: 1_000 });
    const watcher = watcherFor(t, chain);
    expect((await watcher.scanOnce(CHAIN_KEY)).ok).toBe(true);
    // 6 000 players with an address each: 6 000 rows of 11 values, past 65 535 parameters.
    const PLAYERS = 6_000;
    const addresses = Array.from({ length: PLAYERS }, () =>
      getAddress(`0x${randomBytes(20).toString('hex')}`),
    );
    const { db } = t.runtime.database;
    await db.execute(sql`
      insert into customers (user_id, username, password_hash, real_name, invitation_code)
      select (400000 + g)::text, 'many_' || g, 'x', 'Many', 'MANY' from generate_series(1, ${PLAYERS}) g`);
    await db.execute(sql`
      insert into chain_addresses (chain_key, address, customer_id)
      select ${CHAIN_KEY}, a.address, c.id
      from unnest(string_to_array(${addresses.join(',').toLowerCase()}, ',')) with ordinality as a(address, g)
      join customers c on c.user_id = (400000 + a.g)::text`);
    let hash: `0x${string}` | undefined;
    for (let at = 0; at < PLAYERS; at += 300) {
      const to = addresses.slice(at, at + 300);
      hash = await node.client.writeContract({
        address: usdt.address,
        abi: tokenAbi,
        functionName: 'batchTransfer',
        args: [to, to.map(() => 10_000n)],
        gas: 12_000_000n,
      });
    }
    expect((await node.client.waitForTransactionReceipt({ hash: hash! })).status).toBe('success');

    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: PLAYERS });
    expect(await depositRows(t)).toHaveLength(PLAYERS);
    expect((await cursorRow(t))?.lastError).toBeNull();
  });
});
