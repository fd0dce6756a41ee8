/**
 * Small pieces every wallet screen shares: the sign-in prompt, the account-state notice, the
 * status badge of a deposit or withdrawal, and the "load more" footer of a record list.
 */
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import type { T } from '../../client/i18n.ts';
import type { MoneyStatus, User } from '../../client/types.ts';
import { paths } from '../../shared/paths.ts';

/** What a signed-out visitor sees on a wallet screen. */
export function SignInPrompt({ t }: { t: T }) {
  return (
    <div className="state">
      <p>{t('common.signInRequired')}</p>
      <a className="button button-brand" href={paths.login}>
        {t('auth.signIn')}
      </a>
    </div>
  );
}

const STATUS_MESSAGE: Record<Exclude<User['status'], 'active'>, string> = {
  disabled: 'error.ACCOUNT_DISABLED',
  restricted: 'error.ACCOUNT_RESTRICTED',
  frozen: 'error.ACCOUNT_FROZEN',
};

/** A frozen (or restricted, disabled) account is told to contact customer service (SPEC.md §5). */
export function AccountNotice({
  t,
  status,
  supportUrl,
}: {
  t: T;
  status: User['status'];
  supportUrl: string;
}) {
  if (status === 'active') return null;
  return (
    <div className="notice notice-danger wallet-notice" role="status">
      <p>{t(STATUS_MESSAGE[status])}</p>
      <a href={supportUrl}>{t('common.contactService')}</a>
    </div>
  );
}

const BADGE: Record<MoneyStatus, string> = {
  completed: 'badge-good',
  approved: 'badge-warn',
  pending: 'badge-warn',
  rejected: 'badge-bad',
  failed: 'badge-bad',
  canceled: '',
};

/** The label of a money status (SPEC.md §4): "approved" reads differently for withdrawals. */
export function statusLabel(t: T, status: MoneyStatus, kind: 'deposit' | 'withdrawal'): string {
  if (status === 'approved' && kind === 'withdrawal') return t('status.approvedWithdrawal');
  return t(`status.${status}`);
}

export function StatusBadge({
  t,
  status,
  kind,
}: {
  t: T;
  status: MoneyStatus;
  kind: 'deposit' | 'withdrawal';
}) {
  return <span className={`badge ${BADGE[status] ?? ''}`}>{statusLabel(t, status, kind)}</span>;
}

/** The footer of a record list: "load more" while there is more, a retry when a page failed. */
export function LoadMore({
  t,
  hasMore,
  loadingMore,
  failed,
  onMore,
  onRetry,
}: {
  t: T;
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <div className="wallet-more" role="alert">
        <p className="form-error">{t('common.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="wallet-more">
      <button type="button" className="button button-secondary" onClick={onMore} disabled={loadingMore}>
        {loadingMore ? t('common.loading') : t('wallet.records.loadMore')}
      </button>
    </div>
  );
}

export interface Detail {
  term: string;
  value: ReactNode;
  /** Addresses, hashes and ids: monospace, left-to-right, broken anywhere. */
  mono?: boolean;
}

/** The term/value details of a record; nothing when none applies. */
export function Details({ items }: { items: (Detail | false | null | undefined | '')[] }) {
  const shown = items.filter((item): item is Detail => Boolean(item));
  if (shown.length === 0) return null;
  return (
    <dl className="wallet-record-details">
      {shown.map((item) => (
        <Fragment key={item.term}>
          <dt>{item.term}</dt>
          <dd className={item.mono ? 'wallet-mono' : undefined}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Moves focus to the first field with an error, so the player lands on what to fix. */
export function focusFirstError(
  errors: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(first)?.focus();
}

/** The form's error banner, scrolled into view when it appears (the form may be taller than the screen). */
export function FormFailure({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} className="form-error" role="alert">
      {text}
    </p>
  );
}
