/**
 * A record list loaded page by page (`useLoadMore`): the loading, error and empty states of
 * its first page, the records, and the "load more" footer (with a retry when a later page failed).
 */
import type { ReactNode } from 'react';
import { StateView } from '../common/StateView.tsx';
import type { LoadMore } from './useLoadMore.ts';
import { useT } from '#islands/common/i18n.tsx';

type Paged<Item extends { id: string }> = LoadMore<Item>;

/**
 * The list of `records`, one `renderItem` each (an `<li>` with its key).
 * @example <PagedList records={records} label={t('wallet.deposit.records')} renderItem={(r) => <Row key={r.id} record={r} />} />
 */
export function PagedList<Item extends { id: string }>({
  records,
  label,
  waiting = false,
  emptyText,
  renderItem,
}: {
  records: Paged<Item>;
  /** The list's accessible name. */
  label: string;
  /** Still waiting for something before the list can load (the session, before hydration). */
  waiting?: boolean;
  /** What an empty list says (the common "no records" by default). */
  emptyText?: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const failed = records.error !== undefined;
  // A failed later page keeps the records shown and offers a retry in the footer.
  const failedFirst = failed && records.items.length === 0;
  return (
    <StateView
      isLoading={waiting || records.isLoading}
      slow={records.slow}
      error={failedFirst ? records.error : undefined}
      empty={records.items.length === 0}
      emptyText={emptyText}
      onRetry={() => void records.mutate()}
    >
      <ul className="list" aria-label={label}>
        {records.items.map((item) => renderItem(item))}
      </ul>
      <LoadMore
        hasMore={records.hasMore}
        loadingMore={records.loadingMore}
        failed={failed}
        onMore={() => void records.loadMore()}
        onRetry={() => void records.mutate()}
      />
    </StateView>
  );
}

/** The footer of a record list: "load more" while there is more, a retry when a page failed. */
function LoadMore({
  hasMore,
  loadingMore,
  failed,
  onMore,
  onRetry,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
}) {
  const t = useT();
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
