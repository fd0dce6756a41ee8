/** A money amount's field, shared by the wallet's forms and the player's limits. */
import { Field } from './Field.tsx';

/** The fields `Name` of a money form's state (`useMoneyForm`): what is typed, its change handler, its error. */
export interface FormFields<Name extends string> {
  values: Record<Name, string>;
  edit: (name: Name) => (event: { target: { value: string } }) => void;
  errors: Partial<Record<Name, string>>;
}

/** The amount, typed the player's way (a decimal comma, Arabic-Indic digits), with its limits line. */
export function AmountField({
  form,
  label,
  hint,
  id = 'amount',
}: {
  form: FormFields<'amount'>;
  label: string;
  hint?: string;
  /** The field's id, where a form has more than one amount. */
  id?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={form.values.amount}
      onChange={form.edit('amount')}
      error={form.errors.amount}
      hint={hint}
    />
  );
}
