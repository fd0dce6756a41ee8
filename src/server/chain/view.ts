/**
 * On-chain deposits as the API shows them: what the deposit page says about a chain, a deposit
 * as its player sees it, and as staff see it (whose, where, the exact token amount, the
 * decision, a flag and a reversal's debt).
 */
import { getAddress } from 'viem';
import { formatMoney } from '#shared/money.ts';
import type { ChainAddress, ChainDeposit, StaffChainDeposit } from '#shared/contract/chain.ts';
import type { ChainConfig } from './config.ts';
import type { ChainDepositRow } from './watcherQueries.ts';
import type { StaffDepositRow } from './queries.ts';

/** What the deposit page says about a chain. */
export type ChainFacts = Omit<ChainAddress, 'address'>;

export function facts(chain: ChainConfig): ChainFacts {
  return {
    chain: chain.key,
    network: chain.name,
    confirmations: chain.confirmations,
    minDeposit: chain.minDeposit === undefined ? null : formatMoney(chain.minDeposit),
  };
}

/** A deposit as its player sees it; a chain no longer configured is named by its key. */
export function toChainDeposit(row: ChainDepositRow, chain: ChainConfig | undefined): ChainDeposit {
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

/** A deposit as staff see it, its chain looked up among `chains`. */
export function toStaffChainDeposit(
  chains: readonly ChainConfig[],
  found: StaffDepositRow,
): StaffChainDeposit {
  const { row } = found;
  return {
    ...toChainDeposit(
      row,
      chains.find((chain) => chain.key === row.chainKey),
    ),
    userId: found.userId,
    address: getAddress(row.address),
    blockNumber: String(row.blockNumber),
    units: row.units,
    remainder: row.remainder,
    decidedBy: found.decidedBy,
    note: row.note,
    returnTxHash: row.returnTxHash,
    flag: row.flag,
    flaggedAt: row.flaggedAt?.toISOString() ?? null,
    owed: row.owed === null ? null : formatMoney(row.owed),
  };
}
