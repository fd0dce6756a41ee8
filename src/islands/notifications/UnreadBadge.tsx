/**
 * The bottom tab "Notice" with the number of unread notifications: fetched for a signed-in
 * player when the page loads and every minute after (while the page is visible); nothing is
 * shown for zero or for visitors.
 */
import { useStore } from '@nanostores/react';
import { makeT } from '../../client/i18n.ts';
import { $jwt } from '../../client/session.ts';
import { useRemote } from '../../client/useRemote.ts';
import { formatNumberForLocale } from '../../i18n/format.ts';
import type { IslandMessages } from '../../i18n/index.ts';
import { useMounted } from '../personal/useMounted.ts';
import './notifications.css';

interface Props {
  messages: IslandMessages;
  /** The tab's own label ("Notice"), rendered here so the badge can sit against it. */
  label: string;
  /** For the digits of the count; English digits when absent. */
  locale?: string;
}

const REFRESH_MS = 60_000;
/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

export default function UnreadBadge({ messages, label, locale = 'en' }: Props) {
  const t = makeT(messages);
  const mounted = useMounted();
  const jwt = useStore($jwt);
  const { data } = useRemote<{ count: number }>(mounted && jwt ? ['/notification/unread/count'] : null, {
    refreshInterval: REFRESH_MS,
  });
  const count = mounted && jwt ? (data?.count ?? 0) : 0;
  const shown =
    count > MAX_SHOWN ? `${formatNumberForLocale(locale, MAX_SHOWN)}+` : formatNumberForLocale(locale, count);
  return (
    <span className="nt-tab-label">
      {label}
      {count > 0 && (
        <span className="nt-badge">
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">
            {' '}
            ({t('notifications.unreadCount', { count: formatNumberForLocale(locale, count) })})
          </span>
        </span>
      )}
    </span>
  );
}
