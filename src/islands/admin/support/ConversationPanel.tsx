/**
 * One conversation in the console: who it is with, its status and assignee, the actions
 * (assign to me / unassign, close / reopen), the messages with their images, the composer with
 * the canned replies of the player's language, and the player's summary beside it (stacked at
 * phone width). Staff's reading marks the player's messages read.
 */
import { useRef, useState } from 'react';
import { $staffJwt, adminApi, type StaffMember } from '#client/staffSession.ts';
import type { StaffSupportConversation, SupportConversationDetail } from '#shared/contract/support.ts';
import { Composer } from '#islands/support/Composer.tsx';
import { MessageLog } from '#islands/support/MessageLog.tsx';
import { useReadMark } from '#islands/support/useReadMark.ts';
import { ConfirmCallDialog } from '../kit/confirmStep.tsx';
import { Failure } from '../kit/errors.tsx';
import { CannedPicker } from './CannedPicker.tsx';
import { CustomerSummary } from './CustomerSummary.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

const STATUS_BADGE = { open: 'badge-warn', waiting: 'badge-good', closed: '' } as const;
const attachmentUrl = (id: string) => `/api/admin/support/attachments/${encodeURIComponent(id)}`;

interface Props {
  staff: StaffMember | null;
  detail: SupportConversationDetail;
  languageName: (code: string) => string;
  /** The conversation changed here: the list and the counts read again. */
  onChanged: () => Promise<unknown>;
  onBack: () => void;
}

export function ConversationPanel({ staff, detail, languageName, onChanged, onBack }: Props) {
  const locale = useLocale();
  const t = useT();
  const { conversation, messages, customer } = detail;
  const [text, setText] = useState('');
  useReadMark(messages, 'customer', conversation.staffReadId, (messageId) =>
    adminApi('POST /support/conversations/{id}/read', {
      params: { id: conversation.id },
      body: { messageId },
    }),
  );
  const closed = conversation.status === 'closed';
  const replyLocale = customer.locale ?? locale;

  async function send(body: string, attachmentId: string | undefined) {
    await adminApi('POST /support/conversations/{id}/messages', {
      params: { id: conversation.id },
      body: { body, ...(attachmentId ? { attachmentId } : {}) },
    });
    await onChanged();
  }

  return (
    <article className="support-conversation" aria-labelledby="support-conversation-title">
      <button type="button" className="link-button support-back" onClick={onBack}>
        {t('admin.support.back')}
      </button>
      <ConversationHeader staff={staff} conversation={conversation} onChanged={onChanged} />
      <div className="support-conversation-body">
        <div className="chat">
          <MessageLog
            label={t('admin.support.log', { name: conversation.customer.username })}
            messages={messages}
            own="staff"
            readUpTo={conversation.customerReadId}
            authorName={(message) =>
              message.author === 'customer'
                ? conversation.customer.username
                : (message.staff?.username ?? t('admin.support.staff'))
            }
            imageUrl={attachmentUrl}
            token={$staffJwt.get()}
            emptyText={t('admin.support.empty')}
          />
          {closed ? (
            <p className="notice chat-status">{t('admin.support.closedNote')}</p>
          ) : (
            <Composer
              label={t('admin.support.reply', { name: conversation.customer.username })}
              text={text}
              onText={setText}
              upload={(file) =>
                adminApi('POST /support/attachments', { file, query: { conversationId: conversation.id } })
              }
              send={send}
              tools={
                <CannedPicker
                  locale={replyLocale}
                  language={languageName(replyLocale)}
                  onInsert={(body) =>
                    setText((current) => (current.trim() ? `${current.trimEnd()}\n${body}` : body))
                  }
                />
              }
            />
          )}
        </div>
        <CustomerSummary customer={customer} languageName={languageName} />
      </div>
    </article>
  );
}

/** What the header and its actions act on: the conversation, by `staff`. */
interface ConversationProps {
  staff: StaffMember | null;
  conversation: StaffSupportConversation;
  onChanged: () => Promise<unknown>;
}

/** Who the conversation is with, its status, assignee and origin, and its actions. */
function ConversationHeader(props: ConversationProps) {
  const t = useT();
  const { conversation } = props;
  return (
    <header className="support-conversation-head">
      <h2 id="support-conversation-title" className="section-title">
        {t('admin.support.with', { name: conversation.customer.username })}
      </h2>
      <p className="console-small">
        <span className={`badge ${STATUS_BADGE[conversation.status]}`}>
          {t(`admin.support.state.${conversation.status}`)}
        </span>{' '}
        {conversation.assignee
          ? t('admin.support.assignee', { name: conversation.assignee.username })
          : t('admin.support.unassigned')}{' '}
        · {t(`admin.support.origin.${conversation.origin}`)}
      </p>
      <ConversationActions {...props} />
    </header>
  );
}

/** Assign to me or unassign; close (after a confirmation) or reopen. */
function ConversationActions({ staff, conversation, onChanged }: ConversationProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const mine = conversation.assignee !== null && conversation.assignee.id === staff?.id;
  const closed = conversation.status === 'closed';
  // The dialog is gone once answered: focus goes back to the button that opened it (Reopen after a close).
  const statusButton = useRef<HTMLButtonElement>(null);
  const refocus = () => setTimeout(() => statusButton.current?.focus(), 0);

  async function run(action: 'assign' | 'close' | 'reopen', toMe?: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      const params = { id: conversation.id };
      if (action === 'assign')
        await adminApi('POST /support/conversations/{id}/assign', { params, body: { toMe: toMe === true } });
      else await adminApi(`POST /support/conversations/{id}/${action}`, { params });
      if (confirmClose) refocus();
      setConfirmClose(false);
      await onChanged();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="support-actions">
      <button
        type="button"
        className="button button-secondary chat-small"
        disabled={busy}
        onClick={() => void run('assign', !mine)}
      >
        {mine ? t('admin.support.unassign') : t('admin.support.assignMe')}
      </button>
      <button
        ref={statusButton}
        type="button"
        className="button button-secondary chat-small"
        disabled={busy}
        onClick={() => (closed ? void run('reopen') : setConfirmClose(true))}
      >
        {closed ? t('admin.support.reopen') : t('admin.support.close')}
      </button>
      {!confirmClose && <Failure error={failure} />}
      {confirmClose && (
        <CloseDialog
          busy={busy}
          failure={failure}
          onCancel={() => {
            setConfirmClose(false);
            setFailure(null);
            refocus();
          }}
          onConfirm={() => void run('close')}
        />
      )}
    </div>
  );
}

/** Closing asks first: the player's next message starts a new conversation. */
function CloseDialog({
  busy,
  failure,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <ConfirmCallDialog
      title={t('admin.support.closeTitle')}
      confirmLabel={t('admin.support.close')}
      busy={busy}
      failure={failure}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('admin.support.closeText')}</p>
    </ConfirmCallDialog>
  );
}
