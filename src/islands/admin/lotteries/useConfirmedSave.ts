/**
 * The save of a lottery's or a room's settings: check the form, list the changes and ask first,
 * then call, with the server's field errors and failure shown.
 */
import type { T } from '#client/i18n.ts';
import { fieldsOf } from '../kit/errors.tsx';
import { hasErrors, useConfirmStep, type FormErrors } from '../kit/confirmStep.tsx';

export type { FormErrors };

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
  const step = useConfirmStep();

  function review() {
    step.review(() => {
      const next = check();
      step.setErrors(next);
      if (hasErrors(next)) return true;
      if (changes === 0) return t('admin.lotteries.noChanges');
    });
  }

  const save = () => step.save(call, onSaved, (error) => step.setErrors(fieldErrors(fieldsOf(error))));

  return { ...step, review, save };
}

export type ConfirmedSave = ReturnType<typeof useConfirmedSave>;
