/**
 * Small pieces the wallet screens share: the "load more" footer of a record list.
 */
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import type { T } from '#client/i18n.ts';

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
