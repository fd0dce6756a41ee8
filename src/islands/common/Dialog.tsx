/**
 * A modal dialog on the native `<dialog>` element: focus is trapped and Escape closes it, with
 * the browser's own accessibility. Titles are the product's few fixed words: Successful, Error, confirmations.
 * With the actions of a confirmation.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from './i18n.tsx';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}

export function Dialog({ open, title, onClose, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}

interface ConfirmActionsProps {
  busy: boolean;
  /** "Cancel" unless the screen says otherwise ("Keep it"). */
  cancelLabel?: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The action cannot be undone (a red button). */
  danger?: boolean;
  /** Off for another reason than `busy`. */
  confirmDisabled?: boolean;
  /** A class the screen gives its dialog buttons. */
  buttonClass?: string;
}

/**
 * A dialog that asks before an action: the question, then `ConfirmActions`; closing it while the
 * action runs does nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  ...actions
}: ConfirmActionsProps & { open: boolean; title: string; children: ReactNode }) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => {
        if (!actions.busy) actions.onCancel();
      }}
      actions={<ConfirmActions {...actions} />}
    >
      {children}
    </Dialog>
  );
}

/**
 * The actions of a confirmation: back out, or go ahead. Both are off while the action runs
 * (`busy`), and the second then says it is loading.
 */
export function ConfirmActions({
  busy,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  danger = false,
  confirmDisabled = false,
  buttonClass,
}: ConfirmActionsProps) {
  const t = useT();
  const extra = buttonClass ? ` ${buttonClass}` : '';
  return (
    <>
      <button type="button" className={`button button-secondary${extra}`} disabled={busy} onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button
        type="button"
        className={`button ${danger ? 'button-danger' : 'button-brand'}${extra}`}
        disabled={busy || confirmDisabled}
        onClick={onConfirm}
      >
        {busy ? t('common.loading') : confirmLabel}
      </button>
    </>
  );
}
