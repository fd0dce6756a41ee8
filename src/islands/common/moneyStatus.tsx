/** Deposit and withdrawal statuses as players and staff see them. */
import type { T } from '#client/i18n.ts';
import type { MoneyStatus } from '#shared/vocabulary.ts';
import { useT } from './i18n.tsx';

/** The badge colour of each status. */
export const MONEY_STATUS_BADGE: Record<MoneyStatus, string> = {
  completed: 'badge-good',
  approved: 'badge-warn',
  pending: 'badge-warn',
  rejected: 'badge-bad',
  failed: 'badge-bad',
  canceled: '',
};

/** The label of a money status: "approved" reads "Approved (Pending Payout)" for withdrawals. */
export function moneyStatusLabel(t: T, status: MoneyStatus, kind: 'deposit' | 'withdrawal'): string {
  if (status === 'approved' && kind === 'withdrawal') return t('status.approvedWithdrawal');
  return t(`status.${status}`);
}

/** A money status as a coloured badge with its label. */
export function MoneyStatusBadge({ status, kind }: { status: MoneyStatus; kind: 'deposit' | 'withdrawal' }) {
  const t = useT();
  return <span className={`badge ${MONEY_STATUS_BADGE[status]}`}>{moneyStatusLabel(t, status, kind)}</span>;
}
