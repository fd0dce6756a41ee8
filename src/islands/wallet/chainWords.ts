/**
 * The words of an on-chain deposit that are not a plain message: why it is held or
 * dropped (the server sends a reason code; the player reads a sentence, never a code:
 * `#i18n/chainReasons.ts`), and its transaction hash made short.
 */
import type { T } from '#client/i18n.ts';
import type { ChainDeposit } from '#shared/contract/chain.ts';
import { chainReasonKey } from '#i18n/chainReasons.ts';

/** Why a deposit is held or dropped, in words; null when it is neither. */
export function chainReasonText(t: T, deposit: Pick<ChainDeposit, 'state' | 'reason'>): string | null {
  if (deposit.state !== 'held' && deposit.state !== 'dropped') return null;
  return t(chainReasonKey(deposit.state, deposit.reason));
}

/** A transaction hash as `0x1234…abcd`. */
export function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash;
}
