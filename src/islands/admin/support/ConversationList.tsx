/**
 * The inbox's list of conversations: each the player, the last message's first words (or the
 * image marker), its time, who it is assigned to and the count of unread player messages; a
 * button that opens the conversation beside the list.
 */
import type { SupportConversationSummary } from '#shared/contract/support.ts';
import { chatTime } from '#islands/common/chatTime.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

export function ConversationList({
  rows,
  selected,
  onOpen,
}: {
  rows: readonly SupportConversationSummary[];
  selected: string;
  onOpen: (id: string) => void;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <ul className="support-conversations">
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className="support-row"
            aria-current={row.id === selected ? 'true' : undefined}
            data-conversation={row.id}
            onClick={() => onOpen(row.id)}
          >
            <span className="support-row-head">
              <strong className="support-row-name">{row.customer.username}</strong>
              <span className="muted mono">{row.customer.userId}</span>
              <time className="support-row-time muted" dateTime={row.lastMessageAt}>
                {chatTime(locale, row.lastMessageAt)}
              </time>
            </span>
            <span className="support-row-preview" dir="auto">
              {row.previewImage && <span className="badge">{t('admin.support.image')}</span>} {row.preview}
            </span>
            <span className="support-row-foot muted">
              {row.assignee
                ? t('admin.support.assignee', { name: row.assignee.username })
                : t('admin.support.unassigned')}
              {row.unread > 0 && (
                <span className="support-unread" data-testid="conversation-unread">
                  <span aria-hidden="true">{row.unread}</span>
                  <span className="visually-hidden">
                    {t('admin.support.unreadLabel', { count: row.unread })}
                  </span>
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
