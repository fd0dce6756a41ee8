/**
 * On-chain deposits as players and staff see them: the player's address on each
 * enabled chain (handed out on first asking) and their deposits; staff's list of every deposit,
 * each chain's watcher status, and their decisions (`decisions.ts`): credit a held deposit
 * anyway or record that the operator sent it back, and reverse a credited one whose transfer
 * left the chain.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { readPage } from '#server/db/paging.ts';
import type { CustomerRow, StaffActor } from '#server/actors.ts';
import type { Notifications } from '#server/notifications/notifications.ts';
import type { SiteSettingsService } from '#server/site/site.ts';
import type { Page, PageRequest } from '#shared/contract/common.ts';
import type {
  ChainAddress,
  ChainDeposit,
  ChainReturn,
  ChainReverse,
  ChainStatus,
  StaffChainDeposit,
  StaffChainDepositQuery,
} from '#shared/contract/chain.ts';
import { getAddress } from 'viem';
import type { ChainConfig } from './config.ts';
import { releaseHeld, returnHeld, reverseFlagged } from './decisions.ts';
import { addressesOf, cursors, depositsOfCustomer, openCounts, staffDeposits } from './queries.ts';
import { facts, toChainDeposit, toStaffChainDeposit, type ChainFacts } from './view.ts';
import type { ChainWatcher } from './watcher.ts';

export type { ChainFacts };

export interface ChainDepositsDeps {
  db: Db;
  clock: Clock;
  /** Every configured chain, enabled or not (a disabled one's deposits are still shown). */
  chains: readonly ChainConfig[];
  /** Hands out addresses; absent when no chain is enabled. */
  watcher: Pick<ChainWatcher, 'assignAddress'> | undefined;
  /** The limits' time zone, for staff's release of a held deposit. */
  site: Pick<SiteSettingsService, 'get'>;
  notifications: Pick<Notifications, 'notify'>;
}

const chainOf = (deps: ChainDepositsDeps, key: string) => deps.chains.find((chain) => chain.key === key);

/** The player's address on every enabled chain, handed out the first time. */
async function addressesOfPlayer(deps: ChainDepositsDeps, customer: CustomerRow): Promise<ChainAddress[]> {
  const enabled = deps.chains.filter((chain) => chain.enabled);
  if (enabled.length === 0 || !deps.watcher) return [];
  const known = await addressesOf(deps.db, customer.id);
  const result: ChainAddress[] = [];
  for (const chain of enabled) {
    const stored = known.get(chain.key);
    const address = stored ? getAddress(stored) : await deps.watcher.assignAddress(customer.id, chain.key);
    result.push({ ...facts(chain), address });
  }
  return result;
}

/** Each configured chain with how far it was read, the lag, the last error and the open deposits. */
async function statusOf({ db, chains }: ChainDepositsDeps): Promise<ChainStatus[]> {
  const [read, open] = await Promise.all([
    cursors(
      db,
      chains.map((chain) => chain.key),
    ),
    openCounts(db),
  ]);
  return chains.map((chain) => {
    const cursor = read.get(chain.key);
    const block = cursor?.blockNumber ?? null;
    const head = cursor?.head ?? null;
    return {
      ...facts(chain),
      enabled: chain.enabled,
      token: chain.token,
      decimals: chain.decimals,
      block: block === null ? null : String(block),
      head: head === null ? null : String(head),
      lag: block !== null && head !== null ? Number(head > block ? head - block : 0n) : null,
      lastError: cursor?.lastError ?? null,
      updatedAt: cursor?.updatedAt.toISOString() ?? null,
      waiting: open.get(chain.key)?.waiting ?? 0,
      held: open.get(chain.key)?.held ?? 0,
      flagged: open.get(chain.key)?.flagged ?? 0,
    };
  });
}

/** On-chain deposits with their dependencies bound. */
export function createChainDeposits(deps: ChainDepositsDeps) {
  return {
    /** The enabled chains, as the deposit page describes them. */
    chains: (): ChainFacts[] => deps.chains.filter((chain) => chain.enabled).map(facts),
    addresses: (customer: CustomerRow): Promise<ChainAddress[]> => addressesOfPlayer(deps, customer),
    /** The player's on-chain deposits, newest first. */
    deposits: (customerId: string, page: PageRequest): Promise<Page<ChainDeposit>> =>
      readPage(page, depositsOfCustomer(deps.db, customerId), (row) =>
        toChainDeposit(row, chainOf(deps, row.chainKey)),
      ),
    /** Every on-chain deposit, filtered, newest first. */
    staffList: (query: StaffChainDepositQuery): Promise<Page<StaffChainDeposit>> =>
      readPage(query, staffDeposits(deps.db, query), (found) => toStaffChainDeposit(deps.chains, found)),
    status: (): Promise<ChainStatus[]> => statusOf(deps),
    release: (actor: StaffActor, id: string, note: string): Promise<StaffChainDeposit> =>
      releaseHeld(deps, actor, id, note),
    returned: (actor: StaffActor, id: string, body: ChainReturn): Promise<StaffChainDeposit> =>
      returnHeld(deps, actor, id, body),
    reverse: (actor: StaffActor, id: string, body: ChainReverse): Promise<StaffChainDeposit> =>
      reverseFlagged(deps, actor, id, body),
  };
}

export type ChainDeposits = ReturnType<typeof createChainDeposits>;
