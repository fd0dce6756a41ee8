/** Small views the console's pages share: badges, links, buttons, shortened values, a success line. */
import type { ReactNode } from 'react';
import type { AccountStatus } from '#shared/vocabulary.ts';
import { useT } from '#islands/common/i18n.tsx';

const ACCOUNT_BADGE: Record<AccountStatus, string> = {
  active: 'badge-good',
  restricted: 'badge-warn',
  frozen: 'badge-bad',
  disabled: 'badge-bad',
};

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const t = useT();
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

/**
 * A figure in a tile of the console's grid: its label, the value (red when `negative`) and a note
 * under it; with `href` the tile is a link.
 * @example <Stat label={t('admin.rounds.ggr')} value={money(totals.ggr)} negative={totals.ggr < 0n} />
 */
export function Stat({
  label,
  value,
  note,
  negative = false,
  href,
}: {
  label: string;
  value: string | number;
  note?: string;
  negative?: boolean;
  href?: string;
}) {
  const figure = (
    <>
      <div className="stat-label">{label}</div>
      <div className={`stat-value${negative ? ' amount-minus' : ''}`}>{value}</div>
      {note && <div className="muted">{note}</div>}
    </>
  );
  return href ? (
    <a className="stat" href={href}>
      {figure}
    </a>
  ) : (
    <div className="stat">{figure}</div>
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

/** One answer of a `DecisionButtons`: the action it opens and its button's text. */
type Decision<K> = readonly [kind: K, label: string];

/**
 * The two answers a row waiting for staff offers, each opening its action: the usual one (the
 * brand's button), then the other.
 * @example <DecisionButtons usual={['confirm', t('admin.deposits.confirm')]} other={['reject', t('admin.deposits.reject')]} open={(kind) => open({ kind, deposit: d })} />
 */
export function DecisionButtons<K extends string>({
  usual,
  other,
  open,
}: {
  usual: Decision<K>;
  other: Decision<K>;
  open: (kind: K) => void;
}) {
  return (
    <>
      <SmallButton kind="brand" onClick={() => open(usual[0])}>
        {usual[1]}
      </SmallButton>
      <SmallButton onClick={() => open(other[0])}>{other[1]}</SmallButton>
    </>
  );
}

/** A dialog's button that closes it without acting (Cancel, Close). */
export function DismissButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="button button-secondary" onClick={onClick} disabled={disabled}>
      {label}
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
export function SuccessNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const t = useT();
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
