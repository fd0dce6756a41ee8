/**
 * The deposit watcher against anvil and a test runtime's database: a chain
 * configuration for a freshly deployed token, watchers over it, and reads of what they wrote.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { ChainConfig } from '#server/chain/config.ts';
import { formatMoney } from '#shared/money.ts';
import { evmAdapter, type ChainAdapter } from '#server/chain/evm.ts';
import { createChainWatcher, type ChainWatcher, type ChainWatcherDeps } from '#server/chain/watcher.ts';
import { chainCursors, chainDeposits, customers, notifications } from '#server/db/schema/index.ts';
import type { TestContext } from './runtime.ts';
import { TEST_MNEMONIC, type Anvil, type TestToken } from './anvil.ts';
import { registerPlayer, type Player } from './accounts.ts';

/** The account-level xpub (m/44'/60'/0') of anvil's mnemonic. */
export const TEST_XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive(
  "m/44'/60'/0'",
).publicExtendedKey;

export const CHAIN_KEY = 'anvil';

/** The chain of `token` on `node`. */
export function chainOf(
  node: Anvil,
  token: TestToken,
  overrides: Partial<Pick<ChainConfig, 'confirmations' | 'minDeposit'>> = {},
): ChainConfig {
  return {
    key: CHAIN_KEY,
    name: 'Anvil',
    rpcUrl: node.url,
    token: token.address,
    decimals: token.decimals,
    confirmations: 3,
    xpub: TEST_XPUB,
    explorerTxUrl: 'https://explorer.test/tx/{tx}',
    minDeposit: undefined,
    enabled: true,
    ...overrides,
  };
}

/** `chains` as the `CHAINS` variable holds them (JSON; `minDeposit` a money string). */
export function chainsEnv(...chains: ChainConfig[]): string {
  return JSON.stringify(
    chains.map(({ minDeposit, ...chain }) => ({
      ...chain,
      ...(minDeposit === undefined ? {} : { minDeposit: formatMoney(minDeposit) }),
    })),
  );
}

/** The adapter the watcher uses, without retries (a closed port fails at once). */
export const testAdapter = (chain: ChainConfig, rpcUrl = chain.rpcUrl): ChainAdapter =>
  evmAdapter({ rpcUrl, token: chain.token, retryCount: 0, timeoutMs: 5_000 });

/** A watcher over the test runtime's database. */
export function watcherFor(
  t: TestContext,
  chain: ChainConfig,
  overrides: Partial<Pick<ChainWatcherDeps, 'adapterFor' | 'notifications' | 'options'>> = {},
): ChainWatcher {
  const { runtime } = t;
  return createChainWatcher({
    db: runtime.database.db,
    clock: t.clock,
    log: runtime.log,
    site: runtime.site,
    notifications: runtime.notifications,
    chains: [chain],
    adapterFor: (c) => testAdapter(c),
    ...overrides,
  });
}

export interface Depositor {
  player: Player;
  customerId: string;
  address: Address;
}

/** A registered player with a deposit address on the chain. */
export async function depositor(t: TestContext, watcher: ChainWatcher): Promise<Depositor> {
  const player = await registerPlayer(t);
  const [row] = await t.runtime.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, player.userId));
  if (!row) throw new Error('the player has no customer row');
  return { player, customerId: row.id, address: await watcher.assignAddress(row.id, CHAIN_KEY) };
}

/** Every deposit the watcher recorded, in chain order. */
export async function depositRows(t: TestContext) {
  const rows = await t.runtime.database.db.select().from(chainDeposits);
  return rows.sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex);
}

/** The chain's cursor. */
export async function cursorRow(t: TestContext) {
  const [row] = await t.runtime.database.db
    .select()
    .from(chainCursors)
    .where(eq(chainCursors.chainKey, CHAIN_KEY));
  return row;
}

/** How many `depositCredited` notifications a player has. */
export async function creditNotices(t: TestContext, customerId: string): Promise<number> {
  const rows = await t.runtime.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.kind, 'depositCredited')));
  return rows.length;
}
