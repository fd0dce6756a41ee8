/**
 * The deposit watcher against a real EVM node (anvil) and the app's database
 * (PGlite through the test runtime): a transfer to a player's deposit address is recorded,
 * credited once it has the chain's confirmations and its block is still canonical, exactly once
 * whatever reorgs, restarts, concurrent watchers or RPC failures happen meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serializeTransaction, type Address, type Hash } from 'viem';
import { depositAddress } from '#server/chain/addresses.ts';
import { CHAIN_DEPOSIT_REF } from '#server/chain/credit.ts';
import type { ChainAdapter } from '#server/chain/evm.ts';
import { customers, ledgerEntries } from '#server/db/schema/index.ts';
import { formatMoney } from '#shared/money.ts';
import { startAnvil, type Anvil, type TestToken } from '../support/anvil.ts';
import {
  CHAIN_KEY,
  TEST_XPUB,
  chainOf,
  creditNotices,
  cursorRow,
  depositor,
  depositRows,
  testAdapter,
  watcherFor,
} from '../support/chainWatcher.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { freePort } from '../support/server.ts';
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
 * A fresh token (so no earlier test's transfers match), its chain, a watcher that has scanned
 * once (the cursor at the head) and a player with a deposit address.
 */
async function setup(options: { decimals?: number; confirmations?: number; minDeposit?: bigint } = {}) {
  const usdt = await node.deployToken(options.decimals ?? 6);
  const chain = chainOf(node, usdt, {
    confirmations: options.confirmations ?? 3,
    minDeposit: options.minDeposit,
  });
  const watcher = watcherFor(t, chain);
  const me = await depositor(t, watcher);
  expect((await watcher.scanOnce(CHAIN_KEY)).ok).toBe(true);
  return { usdt, chain, watcher, me };
}

/** Sends `units` to `to` and waits for the transaction's receipt (mined). */
async function pay(usdt: TestToken, to: Address, units: bigint): Promise<Hash> {
  const hash = await usdt.sendUsdt(to, units);
  await node.client.waitForTransactionReceipt({ hash });
  return hash;
}

/** Ledger entries of chain deposits (player and house legs). */
const chainLedger = () =>
  t.runtime.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.refType, CHAIN_DEPOSIT_REF));

describe('the chain deposit watcher', () => {
  it('hands a player one address per chain, from a deposit index taken once', async () => {
    const { watcher, me } = await setup();
    const indexOf = async (customerId: string) => {
      const [row] = await t.runtime.database.db
        .select({ index: customers.depositIndex })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.index ?? -1;
    };
    const index = await indexOf(me.customerId);
    expect(index).toBeGreaterThan(0); // 0, the wallet's first account, is never handed out
    expect(me.address).toBe(depositAddress(TEST_XPUB, index));
    expect(await watcher.assignAddress(me.customerId, CHAIN_KEY)).toBe(me.address);
    expect(await indexOf(me.customerId)).toBe(index);
    const other = await depositor(t, watcher);
    expect(await indexOf(other.customerId)).toBe(index + 1);
    expect(other.address).toBe(depositAddress(TEST_XPUB, index + 1));
  });

  it('credits a deposit once it has the confirmations, and only once', async () => {
    const { usdt, watcher, me } = await setup({ confirmations: 3 });
    await pay(usdt, me.address, 12_345_678n);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1, credited: 0 });
    expect(await depositRows(t)).toMatchObject([
      { state: 'seen', confirmations: 1, units: '12345678', cents: 1_234n, remainder: '5678' },
    ]);

    await node.mine(1); // N − 1 confirmations: nothing credited yet
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, credited: 0 });
    expect((await depositRows(t))[0]).toMatchObject({ state: 'seen', confirmations: 2 });
    expect(await balanceOf(t, me.player)).toBe('0.00');

    await node.mine(1); // N
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, credited: 1 });
    expect(await balanceOf(t, me.player)).toBe(formatMoney(1_234n));
    expect((await depositRows(t))[0]).toMatchObject({ state: 'credited', confirmations: 3 });
    expect((await depositRows(t))[0]?.creditedAt).toBeInstanceOf(Date);

    await node.mine(5);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 0, credited: 0 });
    // A new watcher re-reads the last blocks on its first scan: still credited once.
    expect(await watcherFor(t, chainOf(node, usdt)).scanOnce(CHAIN_KEY)).toMatchObject({
      ok: true,
      credited: 0,
    });
    expect(await balanceOf(t, me.player)).toBe('12.34');
    expect(await creditNotices(t, me.customerId)).toBe(1);
    expect(await chainLedger()).toHaveLength(2);
    await expectLedgerBalanced(t);
  });

  it('records and credits two deposits of one block', async () => {
    const { usdt, watcher, me } = await setup({ confirmations: 2 });
    await node.automine(false);
    try {
      await usdt.sendUsdt(me.address, 1_000_000n);
      await usdt.sendUsdt(me.address, 2_500_000n);
      await node.mine(1);
    } finally {
      await node.automine(true);
    }
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 2 });
    const rows = await depositRows(t);
    expect(rows[0]?.blockNumber).toBe(rows[1]?.blockNumber);
    expect(rows[0]?.logIndex).not.toBe(rows[1]?.logIndex);
    await node.mine(1);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, credited: 2 });
    expect(await balanceOf(t, me.player)).toBe('3.50');
    expect(await creditNotices(t, me.customerId)).toBe(2);
    await expectLedgerBalanced(t);
  });

  it('drops a deposit whose block left the chain in a reorg, and never credits it', async () => {
    const { usdt, watcher, me } = await setup({ confirmations: 3 });
    const id = await node.snapshot();
    await pay(usdt, me.address, 7_000_000n);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1 });

    await node.revert(id);
    // The chain is now shorter than the deposit's block: it waits.
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, dropped: 0, credited: 0 });
    expect(await depositRows(t)).toMatchObject([{ state: 'seen' }]);
    await node.mine(5); // other blocks at the deposit's height and past its confirmations
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, dropped: 1, credited: 0 });
    await node.mine(3);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 0, credited: 0 });
    expect(await depositRows(t)).toMatchObject([{ state: 'dropped', reason: 'reorg' }]);
    expect(await balanceOf(t, me.player)).toBe('0.00');
    expect(await chainLedger()).toHaveLength(0);
    // The cursor follows the new chain.
    const cursor = await cursorRow(t);
    const head = await node.client.getBlock({ blockTag: 'latest' });
    expect(cursor).toMatchObject({ blockNumber: head.number, blockHash: head.hash, lastError: null });
  });

  it('a transfer mined again in another block after a reorg waits again, then is credited once', async () => {
    const { usdt, watcher, me } = await setup({ confirmations: 3 });
    const id = await node.snapshot();
    const hash = await pay(usdt, me.address, 6_000_000n);
    const sent = await node.client.getTransaction({ hash });
    if (sent.type !== 'eip1559') throw new Error(`unexpected transaction type ${sent.type}`);
    const raw = serializeTransaction(
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
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1 });
    await node.revert(id);
    await node.mine(3);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, dropped: 1 });

    // The same signed transaction, mined again higher up: the same tx hash and log index.
    expect(await node.client.sendRawTransaction({ serializedTransaction: raw })).toBe(hash);
    // Automine mines it a moment after the node took it: under load, not yet when it answers.
    await node.client.waitForTransactionReceipt({ hash });
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1, credited: 0 });
    expect(await depositRows(t)).toMatchObject([{ state: 'seen', reason: null, confirmations: 1 }]);
    await node.mine(2);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, credited: 1 });
    expect(await balanceOf(t, me.player)).toBe('6.00');
    expect(await chainLedger()).toHaveLength(2);
    await expectLedgerBalanced(t);
  });

  it('two watchers on one database (a restart beside a running one) credit once', async () => {
    const { usdt, chain, watcher: first, me } = await setup({ confirmations: 2 });
    await pay(usdt, me.address, 4_000_000n);
    expect(await first.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1 });
    const second = watcherFor(t, chain); // recorded, not yet credited
    await node.mine(2);
    const results = await Promise.all([first.scanOnce(CHAIN_KEY), second.scanOnce(CHAIN_KEY)]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results[0].credited + results[1].credited).toBe(1);
    expect(await balanceOf(t, me.player)).toBe('4.00');
    expect(await creditNotices(t, me.customerId)).toBe(1);
    expect(await chainLedger()).toHaveLength(2);
    await expectLedgerBalanced(t);
  });

  it('a watcher killed while crediting leaves the deposit for the next one, credited once', async () => {
    const { usdt, chain, me } = await setup({ confirmations: 2 });
    const killed = watcherFor(t, chain, {
      notifications: {
        notify: () => Promise.reject(new Error('killed mid-credit')),
      },
    });
    await pay(usdt, me.address, 2_000_000n);
    await node.mine(1);
    const failed = await killed.scanOnce(CHAIN_KEY);
    expect(failed).toMatchObject({ ok: false, error: 'killed mid-credit', recorded: 1, credited: 0 });
    expect((await cursorRow(t))?.lastError).toBe('killed mid-credit');
    expect(await depositRows(t)).toMatchObject([{ state: 'seen' }]);
    expect(await balanceOf(t, me.player)).toBe('0.00');

    const restarted = watcherFor(t, chain);
    const again = watcherFor(t, chain);
    const results = await Promise.all([restarted.scanOnce(CHAIN_KEY), again.scanOnce(CHAIN_KEY)]);
    expect(results[0].credited + results[1].credited).toBe(1);
    expect((await cursorRow(t))?.lastError).toBeNull();
    expect(await balanceOf(t, me.player)).toBe('2.00');
    expect(await creditNotices(t, me.customerId)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('an 18-decimal token: whole cents credited, the sub-cent remainder recorded', async () => {
    const { usdt, watcher, me } = await setup({ decimals: 18, confirmations: 1 });
    await pay(usdt, me.address, 1_234_567_890_123_456_789n);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1, credited: 1 });
    expect(await depositRows(t)).toMatchObject([
      {
        state: 'credited',
        units: '1234567890123456789',
        cents: 123n,
        remainder: '4567890123456789',
      },
    ]);
    expect(await balanceOf(t, me.player)).toBe('1.23');
    await expectLedgerBalanced(t);
  });

  it('ignores transfers to addresses it never handed out', async () => {
    const { usdt, watcher } = await setup({ confirmations: 1 });
    await pay(usdt, depositAddress(TEST_XPUB, 999), 5_000_000n);
    await pay(usdt, '0x000000000000000000000000000000000000dEaD', 5_000_000n);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 0, credited: 0 });
    expect(await depositRows(t)).toEqual([]);
  });

  it('holds a deposit below the chain minimum or refused by a time-out, crediting nothing', async () => {
    const { usdt, watcher, me } = await setup({ confirmations: 1, minDeposit: 1_000n });
    await pay(usdt, me.address, 5_000_000n);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, held: 1, credited: 0 });
    const timeout = await t.call('POST', '/api/app/customer/timeout', {
      headers: me.player.headers,
      body: { days: 1, password: me.player.password },
    });
    expect(timeout.status).toBe(200);
    await pay(usdt, me.address, 20_000_000n);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, held: 1, credited: 0 });
    expect(await depositRows(t)).toMatchObject([
      { state: 'held', reason: 'belowMinimum', cents: 500n },
      { state: 'held', reason: 'ACCOUNT_IN_TIMEOUT', cents: 2_000n },
    ]);
    expect(await balanceOf(t, me.player)).toBe('0.00');
    expect(await chainLedger()).toHaveLength(0);
  });

  it('records an RPC failure without moving the cursor, and loses nothing once back', async () => {
    const usdt = await node.deployToken(6);
    const chain = chainOf(node, usdt, { confirmations: 2 });
    const closed = `http://127.0.0.1:${await freePort()}`;
    let down = false;
    const adapterFor = (): ChainAdapter => {
      const up = testAdapter(chain);
      const broken = testAdapter(chain, closed);
      const pick = () => (down ? broken : up);
      return {
        head: () => pick().head(),
        blockHash: (n) => pick().blockHash(n),
        transfers: (from, to) => pick().transfers(from, to),
        transaction: (hash) => pick().transaction(hash),
      };
    };
    const watcher = watcherFor(t, chain, { adapterFor });
    const me = await depositor(t, watcher);
    expect((await watcher.scanOnce(CHAIN_KEY)).ok).toBe(true);
    const before = await cursorRow(t);

    await pay(usdt, me.address, 3_000_000n);
    down = true;
    const failed = await watcher.scanOnce(CHAIN_KEY);
    expect(failed.ok).toBe(false);
    expect(failed.error).not.toContain(closed);
    const during = await cursorRow(t);
    expect(during?.lastError).toBeTruthy();
    expect(during).toMatchObject({ blockNumber: before?.blockNumber, blockHash: before?.blockHash });
    expect(await depositRows(t)).toEqual([]);

    down = false;
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, recorded: 1 });
    expect((await cursorRow(t))?.lastError).toBeNull();
    await node.mine(1);
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, credited: 1 });
    expect(await balanceOf(t, me.player)).toBe('3.00');
    await expectLedgerBalanced(t);
  });
});
