/**
 * The words of an on-chain deposit (issue 20) that are not a plain message: why it is held or
 * dropped (the server sends `belowMinimum`, the code that refused it, or `reorg`; the player
 * reads a sentence, never a code), and its transaction hash made short.
 */
import type { T } from '#client/i18n.ts';
import type { ChainDeposit } from '#shared/contract/chain.ts';
import type { MessageKey } from '#i18n/index.ts';

/** The reasons the screen explains; any other is said to be under review. */
const REASONS: Readonly<Record<string, MessageKey>> = {
  belowMinimum: 'wallet.chainRecords.reason.belowMinimum',
  DEPOSIT_LIMIT_EXCEEDED: 'wallet.chainRecords.reason.depositLimit',
  ACCOUNT_IN_TIMEOUT: 'wallet.chainRecords.reason.timeOut',
  ACCOUNT_SELF_EXCLUDED: 'wallet.chainRecords.reason.selfExcluded',
  reorg: 'wallet.chainRecords.reason.reorg',
};

/** Why a deposit is held or dropped, in words; null when it is neither. */
export function chainReasonText(t: T, deposit: Pick<ChainDeposit, 'state' | 'reason'>): string | null {
  if (deposit.state !== 'held' && deposit.state !== 'dropped') return null;
  const key = deposit.reason && Object.hasOwn(REASONS, deposit.reason) ? REASONS[deposit.reason] : undefined;
  return t(
    key ??
      (deposit.state === 'held' ? 'wallet.chainRecords.reason.held' : 'wallet.chainRecords.reason.reorg'),
  );
}

/** A transaction hash as `0x1234…abcd`. */
export function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash;
}
