/**
 * The save of a lottery's or a room's settings: check the form, list the changes and ask first,
 * then call, with the server's field errors and failure shown.
 */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { fieldsOf } from '../kit/errors.tsx';

export type FormErrors = Record<string, string | undefined>;

export function useConfirmedSave(
  t: T,
  {
    check,
    changes,
    call,
    fieldErrors,
    onSaved,
  }: {
    /** The form's own checks (empty: fine). */
    check: () => FormErrors;
    /** How many settings the form changes. */
    changes: number;
    /** Saves; gives the success line. */
    call: () => Promise<string>;
    /** The form's errors from a failed call's field codes. */
    fieldErrors: (fields: Readonly<Record<string, string>>) => FormErrors;
    onSaved: (notice: string) => Promise<void>;
  },
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  function review() {
    const next = check();
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    if (changes === 0) {
      setFailure(t('admin.lotteries.noChanges'));
      return;
    }
    setConfirming(true);
  }

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const notice = await call();
      setConfirming(false);
      await onSaved(notice);
    } catch (error) {
      setErrors(fieldErrors(fieldsOf(error)));
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { errors, confirming, setConfirming, failure, busy, review, save };
}

export type ConfirmedSave = ReturnType<typeof useConfirmedSave>;
