/**
 * The deposit watcher in the runtime: nothing without a chain configured; with one,
 * the scheduler leader scans it on its interval and a deposit is credited without any test
 * driving the watcher; a slow scan never holds up the round ticks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '#server/config.ts';
import { configuredChains, setupChainWatcher } from '#server/chain/setup.ts';
import { createScheduler } from '#server/rounds/scheduler.ts';
import { startAnvil, type Anvil, type TestToken } from '../support/anvil.ts';
import { chainOf, chainsEnv, cursorRow, depositor } from '../support/chainWatcher.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { balanceOf } from '../support/wallet.ts';

/** Filled once anvil and the token are up, before each test's runtime reads it. */
const env: Record<string, string> = { CHAIN_SCAN_SECONDS: '1' };
const t = setupTestRuntime({ env });
let node: Anvil;
let usdt: TestToken;

beforeAll(async () => {
  node = await startAnvil();
  usdt = await node.deployToken(6);
  env.CHAINS = chainsEnv(chainOf(node, usdt, { confirmations: 2 }));
});
afterAll(async () => {
  await node?.stop();
});

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the chain watcher in the runtime', () => {
  it('is absent when no chain is configured (or none is enabled)', () => {
    const deps = { db: t.runtime.database.db, clock: t.clock, log: pino({ level: 'silent' }) };
    const services = { site: t.runtime.site, notifications: t.runtime.notifications };
    const config = loadConfig({});
    expect(
      setupChainWatcher({ config, chains: configuredChains(config), ...deps, ...services }),
    ).toBeUndefined();
    const disabled = JSON.stringify([{ ...JSON.parse(env.CHAINS ?? '[]')[0], enabled: false }]);
    const withDisabled = loadConfig({ CHAINS: disabled });
    const chains = configuredChains(withDisabled);
    expect(chains).toHaveLength(1);
    expect(setupChainWatcher({ config: withDisabled, chains, ...deps, ...services })).toBeUndefined();
  });

  it('the scheduler leader scans the chain and credits a deposit', async () => {
    const watcher = t.runtime.chainWatcher;
    if (!watcher) throw new Error('the runtime has no chain watcher');
    const me = await depositor(t, watcher);
    await node.client.waitForTransactionReceipt({ hash: await usdt.sendUsdt(me.address, 5_000_000n) });
    await node.mine(1);
    t.runtime.scheduler.start();
    await until(async () => (await balanceOf(t, me.player)) === '5.00');
    await t.runtime.scheduler.stop();
    expect(await cursorRow(t)).toMatchObject({ lastError: null });
  });

  it('a slow background job never holds up the round ticks, nor runs twice at once', async () => {
    let ticks = 0;
    let runs = 0;
    let release: () => void = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const scheduler = createScheduler({
      database: t.runtime.database,
      rounds: { tick: () => Promise.resolve(void ticks++) },
      log: pino({ level: 'silent' }),
      tickMs: 20,
      background: [{ name: 'slow', everyMs: 1, run: () => (runs++, hanging) }],
    });
    scheduler.start();
    await until(() => Promise.resolve(ticks >= 10));
    expect(runs).toBe(1);
    release();
    await until(() => Promise.resolve(runs >= 2));
    await scheduler.stop();
  });
});
