/**
 * Notifications: tabs All, Read and Unread over `GET /notification/search`, 20 at
 * a time with "load more"; each row shows the title, the first line of the body, the date and
 * an unread mark.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import { $jwt } from '#client/session.ts';
import type { Page } from '#shared/contract/common.ts';
import type { Notification } from '#shared/contract/notifications.ts';
import { SLOW_AFTER_MS } from '#client/useRemote.ts';
import { formatDateTimeForLocale, formatNumberForLocale } from '#i18n/format.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { StateView } from '../common/StateView.tsx';
import { TabBar } from '../common/TabBar.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './notifications.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const PAGE_SIZE = 20;
const TABS = ['all', 'read', 'unread'] as const;
type Tab = (typeof TABS)[number];
const IS_READ: Record<Tab, boolean | undefined> = { all: undefined, read: true, unread: false };

type Key = readonly [
  route: 'GET /notification/search',
  query: { pageNo: number; pageSize: number; isRead?: boolean },
];

/** The first line of a message, for the list. */
function firstLine(body: string): string {
  return body.split('\n').find((line) => line.trim() !== '') ?? '';
}

export default withIslandI18n<Props>(function NotificationList() {
  const t = useT();
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const [tab, setTab] = useState<Tab>('all');
  const pages = useNotificationPages(signedIn, tab);

  if (!mounted) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt />;

  const { items, error, isLoading, slow } = pages;
  return (
    <>
      <NotificationTabs tab={tab} onTab={setTab} />
      <div id="nt-panel" role="tabpanel" aria-labelledby={`nt-tab-${tab}`}>
        {items.length === 0 ? (
          <StateView
            isLoading={isLoading}
            slow={slow}
            error={error}
            empty={!isLoading && !error}
            emptyText={t('common.noMessages')}
            onRetry={pages.retry}
          />
        ) : (
          <>
            <ul className="list nt-list">
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} />
              ))}
            </ul>
            <ListFooter pages={pages} />
          </>
        )}
      </div>
    </>
  );
});

/**
 * The messages of a tab, page by page, with the slow-network flag (for the first
 * page and for "load more", again after a retry), reloaded when the page comes back from the
 * browser's page cache.
 */
function useNotificationPages(signedIn: boolean, tab: Tab) {
  const [attempt, setAttempt] = useState(0);
  const [slowKey, setSlowKey] = useState('');

  const getKey = (index: number, previous: Page<Notification> | null): Key | null => {
    if (!signedIn) return null;
    if (previous && index * PAGE_SIZE >= previous.total) return null;
    const isRead = IS_READ[tab];
    return [
      'GET /notification/search',
      { pageNo: index + 1, pageSize: PAGE_SIZE, ...(isRead === undefined ? {} : { isRead }) },
    ];
  };
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<
    Page<Notification>,
    unknown,
    typeof getKey
  >(getKey, ([route, query]) => api(route, { query }), {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const pages = data ?? [];
  const items = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  const loadingMore = !error && size > 0 && pages.length < size;
  // The slow-network prompt, for the first page and for "load more".
  const loadKey = signedIn && (isLoading || loadingMore) ? `${tab}:${size}:${attempt}` : '';
  useEffect(() => {
    if (!loadKey) return;
    const timer = setTimeout(() => setSlowKey(loadKey), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loadKey]);
  const slow = loadKey !== '' && slowKey === loadKey;

  // Back from a message (restored from the page cache): its read mark may have changed.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void mutate();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [mutate]);

  function retry() {
    setAttempt((n) => n + 1);
    void mutate();
  }

  const loadMore = () => void setSize(size + 1);
  return { items, total, error, isLoading, isValidating, loadingMore, slow, retry, loadMore };
}

/** The All, Read and Unread tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move). */
function NotificationTabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const t = useT();
  return (
    <TabBar
      names={TABS}
      active={tab}
      choose={onTab}
      text={(name) => t(`notifications.${name}`)}
      tabId={(name) => `nt-tab-${name}`}
      panelId={() => 'nt-panel'}
      label={t('notifications.filter')}
    />
  );
}

/** One message: the unread mark, the title, the first line of the body and the date. */
function NotificationRow({ item }: { item: Notification }) {
  const locale = useLocale();
  const t = useT();
  return (
    <li className={item.isRead ? undefined : 'nt-unread'}>
      <a className="nt-item" href={paths.notification(item.id)}>
        <span className="nt-dot-slot">{!item.isRead && <span className="nt-dot" aria-hidden="true" />}</span>
        <span className="nt-text">
          <span className="nt-title">
            {!item.isRead && <span className="visually-hidden">{t('notifications.unread')}: </span>}
            {item.title}
          </span>
          <span className="nt-preview">{firstLine(item.body)}</span>
          <time className="nt-date" dateTime={item.createdAt}>
            {formatDateTimeForLocale(locale, item.createdAt)}
          </time>
        </span>
      </a>
    </li>
  );
}

/** How many are shown of how many, a failed page's error, and "load more" (or retry, or loading). */
function ListFooter({ pages }: { pages: ReturnType<typeof useNotificationPages> }) {
  const locale = useLocale();
  const t = useT();
  const { items, total, error, loadingMore } = pages;
  return (
    <div className="nt-more">
      <p className="muted" aria-live="polite">
        {t('notifications.shown', {
          shown: formatNumberForLocale(locale, items.length),
          total: formatNumberForLocale(locale, total),
        })}
      </p>
      {error !== undefined && !pages.isValidating && (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      {items.length < total &&
        (loadingMore && !error ? (
          <StateView isLoading slow={pages.slow} onRetry={pages.retry} />
        ) : (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (error) pages.retry();
              else pages.loadMore();
            }}
          >
            {error ? t('common.retry') : t('notifications.loadMore')}
          </button>
        ))}
    </div>
  );
}
