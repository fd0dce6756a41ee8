/** Small views the console's pages share: badges, links, buttons, shortened values, a success line. */
import type { ReactNode } from 'react';
import type { T } from '#client/i18n.ts';
import type { AccountStatus } from '#shared/vocabulary.ts';

const ACCOUNT_BADGE: Record<AccountStatus, string> = {
  active: 'badge-good',
  restricted: 'badge-warn',
  frozen: 'badge-bad',
  disabled: 'badge-bad',
};

export function AccountStatusBadge({ t, status }: { t: T; status: AccountStatus }) {
  return <span className={`badge ${ACCOUNT_BADGE[status]}`}>{t(`admin.customers.status.${status}`)}</span>;
}

/** A link to a customer's page in the console. */
export function CustomerLink({ userId }: { userId: string }) {
  return (
    <a href={`/admin/customers/${userId}`} className="mono">
      {userId}
    </a>
  );
}

/** A small button among a row's or a card's actions. */
export function SmallButton({
  kind = 'secondary',
  onClick,
  children,
}: {
  kind?: 'brand' | 'secondary' | 'danger';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`button button-${kind} button-small`} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The odds editor's address for a lottery's table, or for one room's override.
 * @example oddsHref(2, 5) // '/admin/lotteries/2/odds?roomId=5'
 */
export function oddsHref(lotteryId: number, roomId?: number): string {
  return `/admin/lotteries/${lotteryId}/odds${roomId === undefined ? '' : `?roomId=${roomId}`}`;
}

/** A long value (hash, address) shortened for a table cell, whole in its title. */
export function Shortened({ value, keep = 10 }: { value: string | null; keep?: number }) {
  if (!value) return <span aria-hidden="true">—</span>;
  if (value.length <= keep * 2 + 1) return <span className="mono">{value}</span>;
  return (
    <span className="mono shortened" title={value}>
      <span aria-hidden="true">
        {value.slice(0, keep)}…{value.slice(-6)}
      </span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}

/** A short success message after an action; announced to screen readers. */
export function SuccessNotice({ text, onDismiss, t }: { text: string; onDismiss: () => void; t: T }) {
  if (!text) return null;
  return (
    <div className="notice notice-good admin-success" role="status">
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onDismiss}>
        {t('common.close')}
      </button>
    </div>
  );
}
