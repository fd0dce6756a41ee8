/**
 * On-chain deposits as players and staff see them (issue 20): the player's address on each
 * enabled chain (handed out on first asking) and their deposits; staff's list of every deposit,
 * each chain's watcher status, and their decision on a held deposit — credit it through the
 * ledger anyway, or record that the operator sent it back outside the app. Both decisions are
 * audited, need a note, and are refused once the deposit is no longer held.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { readPage } from '../db/paging.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import type { CustomerRow, StaffActor } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '../ledger/ledger.ts';
import type { Notifications } from '../notifications/notifications.ts';
import { audit } from '../staff/audit.ts';
import { lockCustomer } from '../wallet/depositQueries.ts';
import { statusChanged } from '../wallet/deposits.ts';
import { formatMoney } from '#shared/money.ts';
import type { Page, PageRequest } from '#shared/contract/common.ts';
import type {
  ChainAddress,
  ChainDeposit,
  ChainReturn,
  ChainStatus,
  StaffChainDeposit,
  StaffChainDepositQuery,
} from '#shared/contract/chain.ts';
import { getAddress } from 'viem';
import type { ChainConfig } from './config.ts';
import { CHAIN_DEPOSIT_REF } from './credit.ts';
import type { ChainDepositRow } from './chainQueries.ts';
import {
  addressesOf,
  cursors,
  decide,
  depositsOfCustomer,
  lockedDeposit,
  openCounts,
  staffDepositById,
  staffDeposits,
  type StaffDepositRow,
} from './depositQueries.ts';
import type { ChainWatcher } from './watcher.ts';

export interface ChainDepositsDeps {
  db: Db;
  clock: Clock;
  /** Every configured chain, enabled or not (a disabled one's deposits are still shown). */
  chains: readonly ChainConfig[];
  /** Hands out addresses; absent when no chain is enabled. */
  watcher: Pick<ChainWatcher, 'assignAddress'> | undefined;
  notifications: Pick<Notifications, 'notify'>;
}

/** What the deposit page says about a chain. */
export type ChainFacts = Omit<ChainAddress, 'address'>;

function facts(chain: ChainConfig): ChainFacts {
  return {
    chain: chain.key,
    network: chain.name,
    confirmations: chain.confirmations,
    minDeposit: chain.minDeposit === undefined ? null : formatMoney(chain.minDeposit),
  };
}

/** A deposit as its player sees it; a chain no longer configured is named by its key. */
function toChainDeposit(row: ChainDepositRow, chain: ChainConfig | undefined): ChainDeposit {
  return {
    id: row.id,
    chain: row.chainKey,
    network: chain?.name ?? row.chainKey,
    amount: formatMoney(row.cents),
    txHash: row.txHash,
    txUrl: chain ? chain.explorerTxUrl.replaceAll('{tx}', row.txHash) : null,
    confirmations: row.confirmations,
    confirmationsRequired: chain?.confirmations ?? row.confirmations,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  };
}

function toStaffChainDeposit(found: StaffDepositRow, chain: ChainConfig | undefined): StaffChainDeposit {
  const { row } = found;
  return {
    ...toChainDeposit(row, chain),
    userId: found.userId,
    address: getAddress(row.address),
    blockNumber: String(row.blockNumber),
    units: row.units,
    remainder: row.remainder,
    decidedBy: found.decidedBy,
    note: row.note,
  };
}

const chainOf = (deps: ChainDepositsDeps, key: string) => deps.chains.find((chain) => chain.key === key);
const staffView = (deps: ChainDepositsDeps, found: StaffDepositRow) =>
  toStaffChainDeposit(found, chainOf(deps, found.row.chainKey));

/** The held deposit `id` locked with its player, or the error why it cannot be decided. */
async function lockHeld(tx: Tx, id: string): Promise<ChainDepositRow> {
  const row = await lockedDeposit(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state !== 'held') throw statusChanged();
  await lockCustomer(tx, row.customerId);
  return row;
}

/** The deposit as staff read it once decided. */
async function decided(deps: ChainDepositsDeps, tx: Tx, id: string): Promise<StaffChainDeposit> {
  const found = await staffDepositById(tx, id);
  if (!found) throw new AppError('NOT_FOUND');
  return staffView(deps, found);
}

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

/** Each configured chain with how far it was read, the lag and the last error. */
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
    };
  });
}

/** Writes staff's decision on the held deposit `row` to the audit log (`chainDeposit.{action}`). */
function auditDecision(tx: Tx, actor: StaffActor, row: ChainDepositRow, action: string, after: object) {
  return audit(tx, actor, {
    action: `chainDeposit.${action}`,
    targetType: 'chainDeposit',
    targetId: row.id,
    before: { state: 'held', reason: row.reason },
    after,
  });
}

/** Staff credit a held deposit anyway (their decision, with a note): `recharge`, notified. */
function releaseHeld(deps: ChainDepositsDeps, actor: StaffActor, id: string, note: string) {
  return transaction(deps.db, async (tx) => {
    const row = await lockHeld(tx, id);
    const now = deps.clock.now();
    await applyMovement(tx, {
      ref: { type: CHAIN_DEPOSIT_REF, id },
      at: now,
      players: [{ customerId: row.customerId, amount: row.cents, reason: 'recharge' }],
      house: [{ account: 'depositsReceived', amount: -row.cents, reason: 'recharge' }],
    });
    await decide(tx, id, {
      state: 'credited',
      creditedAt: now,
      decidedBy: actor.staff.id,
      note,
      decidedAt: now,
    });
    await deps.notifications.notify(tx, row.customerId, 'depositCredited', {
      amount: formatMoney(row.cents),
    });
    await auditDecision(tx, actor, row, 'release', {
      state: 'credited',
      amount: formatMoney(row.cents),
      note,
    });
    return decided(deps, tx, id);
  });
}

/** Staff record that the operator sent a held deposit back: nothing is credited. */
function returnHeld(deps: ChainDepositsDeps, actor: StaffActor, id: string, body: ChainReturn) {
  return transaction(deps.db, async (tx) => {
    const row = await lockHeld(tx, id);
    const now = deps.clock.now();
    const note = body.txHash ? `${body.note} (${body.txHash})` : body.note;
    await decide(tx, id, { state: 'returned', decidedBy: actor.staff.id, note, decidedAt: now });
    await deps.notifications.notify(tx, row.customerId, 'depositRejected', {
      amount: formatMoney(row.cents),
      reason: body.note,
    });
    await auditDecision(tx, actor, row, 'return', { state: 'returned', note, txHash: body.txHash ?? null });
    return decided(deps, tx, id);
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
      readPage(query, staffDeposits(deps.db, query), (found) => staffView(deps, found)),
    status: (): Promise<ChainStatus[]> => statusOf(deps),
    release: (actor: StaffActor, id: string, note: string): Promise<StaffChainDeposit> =>
      releaseHeld(deps, actor, id, note),
    returned: (actor: StaffActor, id: string, body: ChainReturn): Promise<StaffChainDeposit> =>
      returnHeld(deps, actor, id, body),
  };
}

export type ChainDeposits = ReturnType<typeof createChainDeposits>;
