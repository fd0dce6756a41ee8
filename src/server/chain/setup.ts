/**
 * The chain deposit watcher as the runtime builds it: over the chains configured by
 * `CHAINS` or `CHAINS_FILE` (read by `configuredChains`; invalid: the server does not start),
 * with the EVM adapter, and its scheduler job. No chain enabled: no watcher and no job, so
 * nothing runs.
 */
import type { Logger } from 'pino';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import type { BackgroundJob } from '#server/rounds/scheduler.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import { enabledChains, loadChains, type ChainConfig } from './config.ts';
import { evmAdapter } from './evm.ts';
import { createChainWatcher, type ChainWatcher } from './watcher.ts';

/** The chains of the configuration, enabled or not. */
export const configuredChains = (config: Pick<Config, 'chains' | 'chainsFile'>): ChainConfig[] =>
  loadChains({ CHAINS: config.chains, CHAINS_FILE: config.chainsFile });

export interface ChainSetupDeps {
  config: Pick<Config, 'chainScanSeconds'>;
  /** Every configured chain (`configuredChains`); the enabled ones are watched. */
  chains: readonly ChainConfig[];
  db: Db;
  clock: Clock;
  log: Logger;
  site: Pick<SiteSettingsService, 'get'>;
  notifications: Pick<Notifications, 'notify'>;
}

/** The watcher over the enabled chains and its job for the scheduler leader, or nothing. */
export function setupChainWatcher(
  deps: ChainSetupDeps,
): { watcher: ChainWatcher; job: BackgroundJob } | undefined {
  const { config, log } = deps;
  const chains = enabledChains([...deps.chains]);
  if (chains.length === 0) return undefined;
  const watcher = createChainWatcher({
    ...deps,
    chains,
    adapterFor: (chain) => evmAdapter({ rpcUrl: chain.rpcUrl, token: chain.token }),
  });
  log.info({ chains: chains.map((chain) => chain.key) }, 'watching chains for USDT deposits');
  return {
    watcher,
    job: { name: 'chain deposits', everyMs: config.chainScanSeconds * 1000, run: () => watcher.scanAll() },
  };
}
