/**
 * A staff read shown through the common states: loading (with the slow-network retry), error
 * with retry, empty, then the data; and the same for a page of results with its pager under it.
 */
import type { ReactNode } from 'react';
import type { Page } from '#shared/contract/common.ts';
import { StateView } from '#islands/common/StateView.tsx';
import { Pager, type PagerTexts } from './Pager.tsx';

/** What a view needs of an SWR read (`useAdminData`, `useAdminData`). */
export interface Remote<D> {
  data: D | undefined;
  error: unknown;
  isLoading: boolean;
  slow: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * The read's state until its data is there, then `children(data)`; data already shown stays
 * while it reloads, and a failed reload keeps it.
 * @example <RemoteView remote={settings}>{(info) => <SettingsForm info={info} />}</RemoteView>
 */
export function RemoteView<D>({
  remote,
  empty,
  emptyText,
  children,
}: {
  remote: Remote<D>;
  /** Whether the data counts as nothing to show (`emptyText` instead). */
  empty?: (data: D) => boolean;
  emptyText?: string;
  children: (data: D) => ReactNode;
}) {
  const { data } = remote;
  return (
    <StateView
      isLoading={!data && remote.isLoading}
      slow={remote.slow}
      error={data ? null : remote.error}
      empty={data !== undefined && empty?.(data)}
      emptyText={emptyText}
      onRetry={() => void remote.mutate()}
    >
      {data !== undefined && children(data)}
    </StateView>
  );
}

/**
 * Where the pager's page number lives: in the read itself (`useNumberedPage`), or with the page
 * (its address filters), which `onPage` sets.
 */
type Paging<R> =
  | { remote: Remote<Page<R>> & { setPageNo: (pageNo: number) => void }; onPage?: undefined }
  | { remote: Remote<Page<R>>; onPage: (pageNo: number) => void };

/**
 * A page of results: its states (empty when the page has no rows), `children(page)` and the
 * pager under it.
 */
export function PagedView<R>({
  emptyText,
  pagerLabel,
  pagerTexts,
  children,
  ...paging
}: Paging<R> & {
  emptyText?: string;
  /** The pager's accessible name. */
  pagerLabel: string;
  pagerTexts?: PagerTexts;
  children: (page: Page<R>) => ReactNode;
}) {
  const { remote } = paging;
  const onPage = paging.onPage ?? paging.remote.setPageNo;
  return (
    <RemoteView remote={remote} empty={(page) => page.list.length === 0} emptyText={emptyText}>
      {(page) => (
        <>
          {children(page)}
          <Pager page={page} onPage={onPage} label={pagerLabel} texts={pagerTexts} />
        </>
      )}
    </RemoteView>
  );
}
