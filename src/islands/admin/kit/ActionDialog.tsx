/**
 * The confirmation dialog every state-changing staff action goes through, and the required
 * reason most of them ask for.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { Dialog } from '#islands/common/Dialog.tsx';
import { actionErrorText } from './errors.tsx';
import { TextAreaField } from './fields.tsx';
import { DismissButton } from './views.tsx';
import { useT } from '#islands/common/i18n.tsx';

interface ActionDialogProps {
  title: string;
  /** The final button: says what it does ("Confirm deposit"). */
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; a throw shows its message in the dialog and keeps it open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Checks the form before the call; return false to stay (show the field errors yourself). */
  validate?: () => boolean;
  children: ReactNode;
}

/** Gives focus back, on unmount, to what had it when the dialog opened (the action's button). */
function useFocusReturn() {
  const [opener] = useState<Element | null>(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) setTimeout(() => opener.focus(), 0);
    },
    [opener],
  );
}

/**
 * A confirmation dialog holding a small form: states what will happen, runs the action on the
 * final button, shows a failure inside and gives focus back to what opened it on close.
 */
export function ActionDialog({
  title,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  validate,
  children,
}: ActionDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const formId = useId();
  useFocusReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (validate && !validate()) return;
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (e) {
      setError(actionErrorText(t, e));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={title}
      onClose={() => !busy && onClose()}
      actions={
        <>
          <DismissButton label={t('common.cancel')} onClick={onClose} disabled={busy} />
          <button
            type="submit"
            form={formId}
            className={`button ${danger ? 'button-danger' : 'button-brand'}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-dialog-form" onSubmit={submit} noValidate>
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** A required reason in a dialog (textarea with its label and error). */
export function ReasonField({
  id,
  value,
  onChange,
  error,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}) {
  const t = useT();
  return (
    <TextAreaField
      id={id}
      name={id}
      label={label ?? t('admin.money.reason')}
      rows={3}
      maxLength={500}
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/**
 * The state of a dialog's required reason: the text, its error, and a check that sets the
 * error and says whether the reason was given.
 */
export function useReason(t: T) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  function check(): boolean {
    const ok = reason.trim() !== '';
    setReasonError(ok ? '' : t('admin.money.reasonRequired'));
    return ok;
  }
  return { reason, setReason, reasonError, check };
}

/**
 * A dangerous action that takes only a required reason: what it does (`children`), the reason,
 * and `send` of `{ reason }` under one idempotency key for the dialog's life.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  send,
  reasonId,
  onClose,
  onDone,
  children,
}: {
  title: string;
  confirmLabel: string;
  /** Sends the action: its route, with this body and key. */
  send: (body: { reason: string }, idempotencyKey: string) => Promise<unknown>;
  reasonId: string;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const { reason, setReason, reasonError, check } = useReason(t);
  const [key] = useState(newIdempotencyKey);
  return (
    <ActionDialog
      title={title}
      confirmLabel={confirmLabel}
      danger
      onClose={onClose}
      validate={check}
      onConfirm={async () => {
        await send({ reason: reason.trim() }, key);
        onDone();
      }}
    >
      {children}
      <ReasonField id={reasonId} value={reason} onChange={setReason} error={reasonError} />
    </ActionDialog>
  );
}
