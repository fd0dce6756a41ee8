/** How an on-chain deposit's state and reason read in the console (never a raw code). */
import type { T } from '#client/i18n.ts';
import type { ChainDepositState } from '#shared/contract/chain.ts';

/** The badge colour of each state. */
const STATE_BADGE: Record<ChainDepositState, string> = {
  seen: 'badge-warn',
  credited: 'badge-good',
  held: 'badge-bad',
  dropped: '',
  returned: '',
};

/** The reasons the server gives (credit.ts and watcher.ts); any other reads as "another rule". */
const KNOWN_REASONS = [
  'belowMinimum',
  'reorg',
  'DEPOSIT_LIMIT_EXCEEDED',
  'ACCOUNT_IN_TIMEOUT',
  'ACCOUNT_SELF_EXCLUDED',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

/** Why a deposit is held or dropped, in words. */
export function chainReasonText(t: T, reason: string): string {
  return KNOWN_REASONS.includes(reason as KnownReason)
    ? t(`admin.chain.reason.${reason as KnownReason}`)
    : t('admin.chain.reason.other');
}

/** A state as a coloured badge with its label. */
export function ChainStateBadge({ t, state }: { t: T; state: ChainDepositState }) {
  return <span className={`badge ${STATE_BADGE[state]}`}>{t(`admin.chain.state.${state}`)}</span>;
}
