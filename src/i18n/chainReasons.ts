/**
 * The sentence a player reads for why an on-chain deposit is held or dropped (the server sends
 * a reason code: `belowMinimum`, `aboveCeiling`, `uncreditable`, the code of the player's
 * protection that refused it, `reorg` or `duplicate`), shared by the deposit records screen and
 * the `depositHeld` notification. An unknown held reason reads as "under review".
 */
import type { MessageKey } from './locales/en.ts';

const REASONS: Readonly<Record<string, MessageKey>> = {
  belowMinimum: 'wallet.chainRecords.reason.belowMinimum',
  aboveCeiling: 'wallet.chainRecords.reason.aboveCeiling',
  uncreditable: 'wallet.chainRecords.reason.uncreditable',
  DEPOSIT_LIMIT_EXCEEDED: 'wallet.chainRecords.reason.depositLimit',
  ACCOUNT_IN_TIMEOUT: 'wallet.chainRecords.reason.timeOut',
  ACCOUNT_SELF_EXCLUDED: 'wallet.chainRecords.reason.selfExcluded',
  reorg: 'wallet.chainRecords.reason.reorg',
  duplicate: 'wallet.chainRecords.reason.duplicate',
};

/** The key of the sentence for a deposit `held` or `dropped` for `reason`. */
export function chainReasonKey(state: 'held' | 'dropped', reason: string | null): MessageKey {
  const key = reason !== null && Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  return key ?? (state === 'held' ? 'wallet.chainRecords.reason.held' : 'wallet.chainRecords.reason.reorg');
}
