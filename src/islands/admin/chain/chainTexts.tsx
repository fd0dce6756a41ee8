/** How an on-chain deposit's state, reason and flag read in the console (never a raw code). */
import type { T } from '#client/i18n.ts';
import type { ChainDepositState } from '#shared/contract/chain.ts';
import { useT } from '#islands/common/i18n.tsx';

/** The badge colour of each state. */
const STATE_BADGE: Record<ChainDepositState, string> = {
  seen: 'badge-warn',
  credited: 'badge-good',
  held: 'badge-bad',
  dropped: '',
  returned: '',
  reversed: '',
};

/** The reasons the server gives (credit.ts, watcher.ts, recheck.ts); any other reads as "another rule". */
const KNOWN_REASONS = [
  'belowMinimum',
  'aboveCeiling',
  'uncreditable',
  'reorg',
  'duplicate',
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
export function ChainStateBadge({ state }: { state: ChainDepositState }) {
  const t = useT();
  return <span className={`badge ${STATE_BADGE[state]}`}>{t(`admin.chain.state.${state}`)}</span>;
}

/**
 * Why a credited deposit waits for staff (its transfer left the chain: reverse it), as a red
 * badge; once reversed, the same reason as a plain line.
 */
export function ChainFlag({ state, flag }: { state: ChainDepositState; flag: string }) {
  const t = useT();
  const text = flag === 'reorg' ? t('admin.chain.flag.reorg') : t('admin.chain.reason.other');
  if (state !== 'credited') return <div className="muted cell-reason">{text}</div>;
  return (
    <div>
      <span className="badge badge-bad" data-testid="chain-flag">
        {t('admin.chain.flagged')}
      </span>
      <div className="cell-reason">{text}</div>
    </div>
  );
}
