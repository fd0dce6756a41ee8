/** The card that creates a code (maximum uses, expiry, note) and shows the new code to copy. */
import { useState, type SubmitEvent } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { Field } from '#islands/common/Field.tsx';
import { Failure, fieldsOf, fieldText } from '../kit/errors.tsx';
import { FormAction } from '../kit/fields.tsx';
import type { Shared } from './invitation.ts';
import { useT } from '#islands/common/i18n.tsx';

type FormErrors = Record<string, string | undefined>;

/** The form's own checks: uses a whole number 1..1 000 000, expiry in the future. */
function checkForm(t: T, maxUses: string, expiresAt: string) {
  const errors: FormErrors = {};
  const uses = maxUses.trim();
  if (uses && (!/^\d+$/.test(uses) || Number(uses) < 1 || Number(uses) > 1_000_000))
    errors.maxUses = t('admin.invitations.maxUsesInvalid');
  const expiry = expiresAt ? new Date(expiresAt) : null;
  if (expiry && (Number.isNaN(expiry.getTime()) || expiry.getTime() <= Date.now()))
    errors.expiresAt = t('admin.invitations.expiresPast');
  return { errors, uses, expiry };
}

function useCreateInvitation(t: T, shared: Shared, onCreated: () => Promise<unknown>) {
  const [maxUses, setMaxUses] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [note, setNote] = useState('');
  const [formErrors, setFormErrors] = useState<FormErrors>({});
  const [createError, setCreateError] = useState<unknown>(null);
  const [created, setCreated] = useState<string>('');
  const [copied, setCopied] = useState(false);

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { errors, uses, expiry } = checkForm(t, maxUses, expiresAt);
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return;
    shared.setBusy(true);
    setCreateError(null);
    setCreated('');
    shared.setNotice('');
    try {
      const invitation = await adminApi('POST /invitations', {
        body: {
          ...(uses ? { maxUses: Number(uses) } : {}),
          ...(expiry ? { expiresAt: expiry.toISOString() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      setCreated(invitation.code);
      setCopied(false);
      setMaxUses('');
      setExpiresAt('');
      setNote('');
      await onCreated();
    } catch (error) {
      const fields = fieldsOf(error);
      setFormErrors({
        maxUses: fieldText(t, fields.maxUses),
        expiresAt: fieldText(t, fields.expiresAt),
        note: fieldText(t, fields.note),
      });
      setCreateError(error);
    } finally {
      shared.setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
    } catch {
      // The code stays on screen to copy by hand.
    }
  }

  const fields = { maxUses, setMaxUses, expiresAt, setExpiresAt, note, setNote };
  return { ...fields, formErrors, createError, created, copied, create, copy };
}

export function CreateInvitation({
  hydrated,
  shared,
  onCreated,
}: {
  hydrated: boolean;
  shared: Shared;
  /** Runs after a code is created (the list and its creators are read again). */
  onCreated: () => Promise<unknown>;
}) {
  const t = useT();
  const form = useCreateInvitation(t, shared, onCreated);
  return (
    <section className="card" aria-labelledby="invitation-create">
      <h2 id="invitation-create" className="section-title">
        {t('admin.invitations.createTitle')}
      </h2>
      <form className="console-form-row" onSubmit={form.create} noValidate>
        <Field
          id="invitation-max-uses"
          label={t('admin.invitations.maxUses')}
          hint={t('admin.invitations.maxUsesHint')}
          inputMode="numeric"
          value={form.maxUses}
          onChange={(e) => form.setMaxUses(e.target.value)}
          error={form.formErrors.maxUses}
        />
        <Field
          id="invitation-expires"
          type="datetime-local"
          label={t('admin.invitations.expiresAt')}
          hint={t('admin.invitations.expiresHint')}
          value={form.expiresAt}
          onChange={(e) => form.setExpiresAt(e.target.value)}
          error={form.formErrors.expiresAt}
        />
        <Field
          id="invitation-note"
          label={t('admin.invitations.note')}
          maxLength={200}
          value={form.note}
          onChange={(e) => form.setNote(e.target.value)}
          error={form.formErrors.note}
        />
        <FormAction label={t('admin.invitations.create')} disabled={!hydrated || shared.busy} />
      </form>
      <Failure error={form.createError} />
      <div role="status">
        {form.created && (
          <div className="notice console-new-code">
            <span>{t('admin.invitations.created')}</span>
            <strong className="console-code">{form.created}</strong>
            <button type="button" className="button button-secondary button-small" onClick={form.copy}>
              {form.copied ? t('common.copied') : t('common.copy')}
            </button>
          </div>
        )}
        {shared.notice && <p className="notice">{shared.notice}</p>}
      </div>
    </section>
  );
}
