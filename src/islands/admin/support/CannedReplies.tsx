/**
 * The canned replies, managed on the inbox's page: one language at a time, each reply's title,
 * text and last change; support and admin add, edit and delete them (each change audited by the
 * server), finance only reads them.
 */
import { useState } from 'react';
import { adminApi, type StaffMember } from '#client/staffSession.ts';
import type { SupportCannedReply } from '#shared/contract/support.ts';
import { SUPPORT_ROLES, type Locale } from '#shared/vocabulary.ts';
import { Field } from '#islands/common/Field.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { TitledSection } from '#islands/common/TitledSection.tsx';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { unseen, RowsTable } from '../kit/DataTable.tsx';
import { fieldErrors } from '../kit/errors.tsx';
import { TextAreaField } from '../kit/fields.tsx';
import { hasRole } from '../kit/gate.tsx';
import { useAdminData } from '../kit/data.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { SuccessNotice } from '../kit/views.tsx';
import { chatTime } from '#islands/common/chatTime.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** A language the replies are written in: its code and its own name. */
export interface Language {
  code: string;
  name: string;
}

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; reply: SupportCannedReply }
  | { kind: 'delete'; reply: SupportCannedReply };

export function CannedReplies({
  staff,
  languages,
}: {
  staff: StaffMember | null;
  languages: readonly Language[];
}) {
  const locale = useLocale();
  const t = useT();
  const [language, setLanguage] = useState(languages.some((l) => l.code === locale) ? locale : 'en');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState('');
  const replies = useAdminData('GET /support/replies', { query: { locale: language } });
  const mayEdit = hasRole(staff, SUPPORT_ROLES);

  async function finished(text: string) {
    setEditing(null);
    setDone(text);
    await replies.mutate();
  }

  return (
    <TitledSection
      id="support-replies-title"
      title={t('admin.support.replies.title')}
      className="card support-replies"
    >
      <p className="muted console-small">{t('admin.support.replies.intro')}</p>
      {!mayEdit && <p className="notice console-small">{t('admin.support.replies.readOnly')}</p>}
      <div className="support-replies-bar">
        <SelectField
          id="support-replies-language"
          label={t('admin.support.replies.language')}
          value={language}
          onChange={setLanguage}
          options={languages.map((l) => [l.code, l.name] as const)}
        />
        {mayEdit && (
          <button type="button" className="button button-brand" onClick={() => setEditing({ kind: 'add' })}>
            {t('admin.support.replies.add')}
          </button>
        )}
      </div>
      <SuccessNotice text={done} onDismiss={() => setDone('')} />
      <RemoteView remote={replies}>
        {(list) => <RepliesTable list={list} mayEdit={mayEdit} onEdit={setEditing} />}
      </RemoteView>
      {editing?.kind === 'delete' && (
        <DeleteDialog
          reply={editing.reply}
          onClose={() => setEditing(null)}
          onDeleted={() => finished(t('admin.support.replies.deleted'))}
        />
      )}
      {editing && editing.kind !== 'delete' && (
        <ReplyDialog
          languages={languages}
          reply={editing.kind === 'edit' ? editing.reply : null}
          language={language}
          onClose={() => setEditing(null)}
          onSaved={() => finished(t('admin.support.replies.saved'))}
        />
      )}
    </TitledSection>
  );
}

/** A reply's buttons: Edit, then Delete. */
const REPLY_ACTIONS = [
  { kind: 'edit', look: 'button-secondary' },
  { kind: 'delete', look: 'button-danger' },
] as const;

/** The replies of one language; with Edit and Delete for the roles that may change them. */
function RepliesTable({
  list,
  mayEdit,
  onEdit,
}: {
  list: SupportCannedReply[];
  mayEdit: boolean;
  onEdit: (editing: Editing) => void;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <RowsTable
      caption={t('admin.support.replies.title')}
      className="console-compact"
      rows={list}
      rowKey={(reply) => reply.id}
      empty={t('admin.support.replies.empty')}
      columns={[
        { head: t('admin.support.replies.replyTitle'), cell: (reply) => reply.title, rowHeader: true },
        {
          head: t('admin.support.replies.body'),
          cell: (reply) => reply.body,
          className: 'support-reply-body',
        },
        {
          head: t('admin.support.replies.updated'),
          cell: (reply) =>
            reply.updatedBy
              ? t('admin.support.replies.by', {
                  time: chatTime(locale, reply.updatedAt),
                  name: reply.updatedBy.username,
                })
              : chatTime(locale, reply.updatedAt),
        },
        mayEdit && {
          head: unseen(t('admin.support.replies.actions')),
          cell: (reply) => (
            <span className="support-reply-actions">
              {REPLY_ACTIONS.map(({ kind, look }) => (
                <button
                  key={kind}
                  type="button"
                  className={`button ${look} chat-small`}
                  onClick={() => onEdit({ kind, reply })}
                >
                  {t(`admin.support.replies.${kind}`)}
                </button>
              ))}
            </span>
          ),
        },
      ]}
    />
  );
}

/** Deleting a reply, once confirmed. */
function DeleteDialog({
  reply,
  onClose,
  onDeleted,
}: {
  reply: SupportCannedReply;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const t = useT();
  return (
    <ActionDialog
      title={t('admin.support.replies.deleteTitle')}
      confirmLabel={t('admin.support.replies.delete')}
      danger
      onClose={onClose}
      onConfirm={async () => {
        await adminApi('DELETE /support/replies/{id}', { params: { id: reply.id } });
        await onDeleted();
      }}
    >
      <p>{t('admin.support.replies.deleteText', { title: reply.title })}</p>
    </ActionDialog>
  );
}

/** Adding a reply (`reply` null) or editing one: its language, title and text. */
function ReplyDialog({
  languages,
  reply,
  language,
  onClose,
  onSaved,
}: {
  languages: readonly Language[];
  reply: SupportCannedReply | null;
  language: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useT();
  const [values, setValues] = useState({
    locale: reply?.locale ?? language,
    title: reply?.title ?? '',
    body: reply?.body ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  return (
    <ActionDialog
      title={reply ? t('admin.support.replies.editTitle') : t('admin.support.replies.addTitle')}
      confirmLabel={t('admin.support.replies.save')}
      onClose={onClose}
      onConfirm={async () => {
        setErrors({});
        try {
          // The language is one of the listed ones; the server checks it again.
          const body = { ...values, locale: values.locale as Locale };
          if (reply) await adminApi('PUT /support/replies/{id}', { params: { id: reply.id }, body });
          else await adminApi('POST /support/replies', { body });
        } catch (error) {
          setErrors(fieldErrors(t, error));
          throw error;
        }
        await onSaved();
      }}
    >
      <SelectField
        id="support-reply-locale"
        label={t('admin.support.replies.language')}
        value={values.locale}
        onChange={set('locale')}
        options={languages.map((l) => [l.code, l.name] as const)}
      />
      <Field
        id="support-reply-title"
        label={t('admin.support.replies.replyTitle')}
        value={values.title}
        maxLength={80}
        required
        onChange={(event) => set('title')(event.target.value)}
        error={errors.title}
      />
      <TextAreaField
        id="support-reply-body"
        label={t('admin.support.replies.body')}
        rows={5}
        maxLength={2000}
        required
        value={values.body}
        onChange={set('body')}
        error={errors.body}
      />
    </ActionDialog>
  );
}
