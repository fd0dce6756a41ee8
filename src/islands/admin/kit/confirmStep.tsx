/**
 * The check → confirm → call step of a staff form (settings, odds, a lottery or room, a
 * notification, a round's void): the form's errors, the open confirmation, the running call,
 * its failure and the success line; and the confirmation dialog that goes with it.
 */
import { useState, type ReactNode } from 'react';
import { Dialog } from '#islands/common/Dialog.tsx';
import { Failure } from './errors.tsx';
import { DismissButton } from './views.tsx';
import { useT } from '#islands/common/i18n.tsx';

export type FormErrors = Record<string, string | undefined>;

/** What stops a review: a failure line to show, or `true` when the form shows its own errors. */
export type ReviewStop = string | true | undefined;

export function useConfirmStep() {
  const [errors, setErrors] = useState<FormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  /** Clears the last outcome and runs the form's check; asks for confirmation when nothing stops it. */
  function review(check: () => ReviewStop) {
    setNotice('');
    setFailure(null);
    const stop = check();
    if (stop === undefined) setConfirming(true);
    else if (stop !== true) setFailure(stop);
  }

  /**
   * The confirmed call, with the buttons busy: on success the confirmation closes and `done` gets
   * the result; on failure it closes too, the failure shows and `failed` does the form's part.
   */
  async function save<R>(
    call: () => Promise<R>,
    done: (result: R) => void | Promise<void>,
    failed?: (error: unknown) => unknown,
  ) {
    setBusy(true);
    setFailure(null);
    try {
      const result = await call();
      setConfirming(false);
      await done(result);
    } catch (error) {
      setConfirming(false);
      setFailure(error);
      await failed?.(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    errors,
    setErrors,
    confirming,
    setConfirming,
    busy,
    failure,
    setFailure,
    notice,
    setNotice,
    review,
    save,
  };
}

export type ConfirmStep = ReturnType<typeof useConfirmStep>;

/** Whether a form's check found anything. */
export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** The confirmation of a step: what will happen, Cancel and the final button, the call's failure. */
export function ConfirmStepDialog({
  step,
  ...dialog
}: Omit<ConfirmCallDialogProps, 'busy' | 'failure' | 'onCancel'> & {
  step: Pick<ConfirmStep, 'setConfirming' | 'busy' | 'failure'>;
}) {
  return (
    <ConfirmCallDialog
      {...dialog}
      busy={step.busy}
      failure={step.failure}
      onCancel={() => step.setConfirming(false)}
    />
  );
}

interface ConfirmCallDialogProps {
  title: string;
  /** The final button: says what it does ("Save odds"). */
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/**
 * A confirmation: what is about to happen, Cancel and the button that does it (off while the
 * call runs), and the call's failure under the text.
 */
export function ConfirmCallDialog({
  title,
  confirmLabel,
  danger = false,
  busy,
  failure,
  onCancel,
  onConfirm,
  children,
}: ConfirmCallDialogProps) {
  const t = useT();
  return (
    <Dialog
      open
      title={title}
      onClose={onCancel}
      actions={
        <>
          <DismissButton label={t('common.cancel')} onClick={onCancel} />
          <button
            type="button"
            className={`button ${danger ? 'button-danger' : 'button-brand'}`}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      <Failure error={failure} />
    </Dialog>
  );
}
