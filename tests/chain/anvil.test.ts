/**
 * The chain groundwork against a real EVM node: the test token on anvil, USDT sent
 * to a deposit address derived from an xpub, and the Transfer logs a watcher will read —
 * one per transfer, told apart by (tx hash, log index), and gone again after a reorg.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Address } from 'viem';
import { depositAddress } from '#server/chain/addresses.ts';
import { unitsToCents } from '#server/chain/amounts.ts';
import { startAnvil, TEST_MNEMONIC, tokenAbi, type Anvil, type TestToken } from '../support/anvil.ts';

const xpub = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive("m/44'/60'/0'").publicExtendedKey;

let node: Anvil;
let usdt: TestToken;

beforeAll(async () => {
  node = await startAnvil();
  usdt = await node.deployToken(6);
});
afterAll(async () => {
  await node?.stop();
});

/** The Transfer logs of the token to `to`, as a watcher reads them. */
async function transfersTo(to: Address, fromBlock = 0n) {
  return node.client.getContractEvents({
    address: usdt.address,
    abi: tokenAbi,
    eventName: 'Transfer',
    args: { to },
    fromBlock,
    toBlock: 'latest',
  });
}

/** The `value` of a Transfer log. */
const valueOf = (log: { args: unknown }) => (log.args as { value: bigint }).value;

describe('USDT on a local EVM node', () => {
  it('runs the 6-decimal test token', async () => {
    expect(await node.client.getChainId()).toBe(31337);
    const decimals = await node.client.readContract({
      address: usdt.address,
      abi: tokenAbi,
      functionName: 'decimals',
    });
    expect(decimals).toBe(6);
  });

  it('deploys an 18-decimal token too (USDT on BNB Smart Chain)', async () => {
    const bsc = await node.deployToken(18);
    const decimals = await node.client.readContract({
      address: bsc.address,
      abi: tokenAbi,
      functionName: 'decimals',
    });
    expect(decimals).toBe(18);
    const to = depositAddress(xpub, 7);
    await node.client.waitForTransactionReceipt({ hash: await bsc.sendUsdt(to, 10n ** 18n + 1n) });
    const balance = await node.client.readContract({
      address: bsc.address,
      abi: tokenAbi,
      functionName: 'balanceOf',
      args: [to],
    });
    expect(unitsToCents(balance as bigint, 18)).toEqual({ cents: 100n, remainder: 1n });
  });

  it('a transfer to a deposit address is read back from its Transfer log', async () => {
    const to = depositAddress(xpub, 7);
    const hash = await usdt.sendUsdt(to, 12_345_678n);
    const receipt = await node.client.waitForTransactionReceipt({ hash });
    const logs = await transfersTo(to);
    expect(logs).toHaveLength(1);
    const [log] = logs;
    expect(log).toMatchObject({
      transactionHash: hash,
      blockNumber: receipt.blockNumber,
      logIndex: receipt.logs[0]?.logIndex,
      args: { from: node.account, to, value: 12_345_678n },
    });
    expect(unitsToCents(valueOf(log!), usdt.decimals)).toEqual({ cents: 1_234n, remainder: 5_678n });
    const balance = await node.client.readContract({
      address: usdt.address,
      abi: tokenAbi,
      functionName: 'balanceOf',
      args: [to],
    });
    expect(balance).toBe(12_345_678n);
  });

  it('two transfers in one block give two logs with distinct log indexes', async () => {
    const to = depositAddress(xpub, 8);
    await node.automine(false);
    try {
      const first = await usdt.sendUsdt(to, 1_000_000n);
      const second = await usdt.sendUsdt(to, 2_000_000n);
      await node.mine(1);
      const logs = await transfersTo(to);
      expect(logs).toHaveLength(2);
      expect(logs.map((log) => log.transactionHash)).toEqual([first, second]);
      expect(logs[0]?.blockNumber).toBe(logs[1]?.blockNumber);
      expect(new Set(logs.map((log) => log.logIndex)).size).toBe(2);
      expect(logs.map(valueOf)).toEqual([1_000_000n, 2_000_000n]);
    } finally {
      await node.automine(true);
    }
  });

  it('a reverted snapshot (a reorg) removes a transfer', async () => {
    const to = depositAddress(xpub, 9);
    const before = await node.client.getBlockNumber();
    const id = await node.snapshot();
    const hash = await usdt.sendUsdt(to, 5_000_000n);
    await node.client.waitForTransactionReceipt({ hash });
    await node.mine(3);
    expect(await transfersTo(to)).toHaveLength(1);

    await node.revert(id);
    expect(await node.client.getBlockNumber()).toBe(before);
    expect(await transfersTo(to)).toHaveLength(0);
    await expect(node.client.getTransactionReceipt({ hash })).rejects.toThrow(/could not be found/);
  });
});
