/**
 * The unread count beside the console's "Support" nav item: conversations not closed
 * with player messages staff have not read (`GET /support/counts`), read every 30 seconds and
 * at once when the inbox's stream heard a change.
 */
import { useEffect } from 'react';
import { useAdminData } from '../kit/data.ts';
import { SUPPORT_CHANGED_EVENT } from '../support/inboxEvents.ts';
import { useT } from '#islands/common/i18n.tsx';

const REFRESH_MS = 30_000;

export function SupportNavBadge() {
  const t = useT();
  const counts = useAdminData('GET /support/counts', {}, { refreshInterval: REFRESH_MS });
  const { mutate } = counts;
  useEffect(() => {
    const again = () => void mutate();
    window.addEventListener(SUPPORT_CHANGED_EVENT, again);
    return () => window.removeEventListener(SUPPORT_CHANGED_EVENT, again);
  }, [mutate]);
  const unread = counts.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="admin-nav-badge" data-testid="support-nav-badge">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden"> ({t('admin.support.unreadLabel', { count: unread })})</span>
    </span>
  );
}
