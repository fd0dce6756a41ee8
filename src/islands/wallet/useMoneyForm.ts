/**
 * The round trip the money forms share (transfer, withdraw, and the deposit claim, which is sent
 * without a confirmation): typed values, errors per field (the first invalid one focused), the
 * error banner, a review that opens a confirmation, and the call sent once under one idempotency
 * key (kept for a retry of the same values, dropped on any edit).
 * A failure is placed next to its field, else in the banner; a frozen account reloads the player.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import { checkAmount } from '../common/amount.ts';
import { amountFaultText, type FormWords } from '../common/amountMessage.ts';
import { isFrozenError, placeError } from '../common/serverErrors.ts';

/** The form's dialog: the confirmation of what was reviewed, then what the server did. */
export type MoneyDialog<Confirm, Done> =
  { kind: 'confirm'; data: Confirm } | { kind: 'done'; data: Done } | null;

interface Options<Name extends string> {
  t: T;
  /** The fields in the order they are shown (the first invalid one takes the focus), empty. */
  empty: Record<Name, string>;
  /** Reloads the player (balance, account state). */
  refresh: () => void;
}

/**
 * A money form's state and steps.
 * @example const form = useMoneyForm<'amount', bigint, Withdrawal>({ t, empty: { amount: '' }, refresh });
 */
export function useMoneyForm<Name extends string, Confirm, Done>({ t, empty, refresh }: Options<Name>) {
  const names = Object.keys(empty) as Name[];
  const [values, setValues] = useState(empty);
  const { errors, setErrors, clearError } = useFieldErrors<Name>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<MoneyDialog<Confirm, Done>>(null);
  const requestKey = useRef<string | null>(null);

  /** The change handler of a field: an edit drops its error and the key of the last attempt. */
  const edit = (name: Name) => (event: { target: { value: string } }) => {
    requestKey.current = null;
    clearError(name);
    setValues((v) => ({ ...v, [name]: event.target.value }));
  };

  /** Starts a review: the form is not posted, and the last failure no longer applies. */
  const beginReview = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
  };

  /** Shows the review's errors and focuses the first; true when there are none. */
  const judge = (found: Partial<Record<Name, string>>): boolean => {
    setErrors(found);
    focusFirstInvalid(names, found);
    return Object.keys(found).length === 0;
  };

  /** Sends the confirmed call; on success the form empties and the dialog shows the outcome. */
  async function send(call: (idempotencyKey: string) => Promise<Done>, onDone: () => void) {
    setBusy(true);
    try {
      requestKey.current ??= newIdempotencyKey();
      const done = await call(requestKey.current);
      requestKey.current = null;
      setValues(empty);
      setDialog({ kind: 'done', data: done });
      onDone();
    } catch (error) {
      setDialog(null);
      const placed = placeError(t, error, names);
      setErrors(placed.fields);
      // After the confirmation dialog has closed and handed focus back.
      setTimeout(() => focusFirstInvalid(names, placed.fields), 50);
      setFailure(placed.banner);
      if (isFrozenError(error)) refresh();
    } finally {
      setBusy(false);
    }
  }

  return { values, edit, errors, failure, setFailure, busy, dialog, setDialog, beginReview, judge, send };
}

type MoneyField = 'amount' | 'transactionPassword';

/**
 * The review of the fields every money form has: the amount within `limits` (`words`: the form's
 * own wording of a refusal) and the transaction password. Their errors, and the amount when it
 * can be sent.
 */
export function reviewMoneyFields(
  t: T,
  locale: string,
  values: Record<MoneyField, string>,
  limits: { min: bigint | null; max: bigint | null; balance: bigint | null },
  words: FormWords,
): { found: Partial<Record<MoneyField, string>>; cents: bigint | null } {
  const found: Partial<Record<MoneyField, string>> = {};
  const checked = checkAmount(values.amount, limits, locale);
  if ('problem' in checked) found.amount = amountFaultText(t, locale, checked, limits, words);
  if (!values.transactionPassword) found.transactionPassword = t('validation.transactionPassword');
  return { found, cents: 'cents' in checked ? checked.cents : null };
}
