/**
 * The form parts of the console's forms, toolbars and dialogs (the labelled select is
 * `common/SelectField.tsx`): a textarea, a checkbox or radio, a six-digit field, a form row's
 * submit, the filters toolbar, its labelled input and its User ID filter (input, check, error).
 */
import {
  type ComponentProps,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import type { T } from '#client/i18n.ts';
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { describedBy, Field, FieldNotes } from '#islands/common/Field.tsx';
import type { Option } from '#islands/common/SelectField.tsx';
import { useCheckedFilter } from '#islands/common/useCheckedFilter.ts';
import { useT } from '#islands/common/i18n.tsx';

/** The lotteries as options (by ID). */
export const lotteryOptions = (lotteries: readonly AdminLottery[]): Option[] =>
  lotteries.map((l) => [String(l.id), l.name]);

/** A toolbar field's error, shown under the toolbar (`id` is what the field points to). */
export function ToolbarError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error admin-toolbar-error">
      {error}
    </p>
  );
}

/**
 * The User ID input of a filters toolbar; its error is `${id}-error` (a `ToolbarError`), its
 * hint, when it has one, `${id}-hint`.
 */
export function UserIdInput({
  id,
  value,
  onChange,
  error,
  hinted = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hinted?: boolean;
}) {
  const t = useT();
  return (
    <ToolbarInput
      id={id}
      label={t('admin.money.userId')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      placeholder="123456"
      value={value}
      invalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      describedBy={error ? `${id}-error` : hinted ? `${id}-hint` : undefined}
      onChange={onChange}
    />
  );
}

/**
 * A toolbar's labelled input: `invalid` marks the field, `describedBy` names its hint or error
 * (shown under the toolbar); `children` follow the input (a datalist).
 */
export function ToolbarInput({
  id,
  label,
  className,
  invalid = false,
  describedBy,
  onChange,
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'children'> & {
  id: string;
  label: string;
  /** Classes beside `field` (`admin-search-field`). */
  className?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className={`field${className ? ` ${className}` : ''}${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}

/**
 * The User ID filter's typed text and its check on submit (6 digits or empty); `apply` gets the
 * trimmed ID when it passes.
 */
export function useUserIdFilter(t: T, initial: string, apply: (userId: string) => void) {
  const { value, setValue, error, submit } = useCheckedFilter(
    initial,
    USER_ID_PATTERN,
    () => t('field.USER_ID_INVALID'),
    apply,
  );
  return { userId: value, setUserId: setValue, error, submit };
}

/** The button that applies a toolbar's typed filters. */
export function ApplyButton({ label }: { label: string }) {
  return (
    <button type="submit" className="button button-brand button-small admin-toolbar-button">
      {label}
    </button>
  );
}

/** The submit button at the end of a form's row of fields, lined up with the inputs. */
export function FormAction({ label, disabled }: { label: string; disabled: boolean }) {
  return (
    <div className="console-form-action">
      <button type="submit" className="button button-brand" disabled={disabled}>
        {label}
      </button>
    </div>
  );
}

/** A checkbox (or radio) with its text after it. */
export function Choice({
  id,
  type = 'checkbox',
  label,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  type?: 'checkbox' | 'radio';
  label: ReactNode;
}) {
  return (
    <label className={className ? `check ${className}` : 'check'} htmlFor={id}>
      <input id={id} type={type} {...input} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A field for a six-digit number (a user ID, an authenticator code): the numeric keypad, and
 * anything but digits dropped as it is typed.
 */
export function DigitsField({
  autoComplete = 'off',
  onChange,
  ...field
}: Omit<ComponentProps<typeof Field>, 'inputMode' | 'maxLength' | 'onChange'> & {
  onChange: (digits: string) => void;
}) {
  return (
    <Field
      {...field}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/** A labelled textarea with its hint and its error, tied together for screen readers. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  onChange,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        {...area}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A filters toolbar: a search landmark named `label`, submitted by its Apply button. */
export function FilterForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="admin-toolbar" onSubmit={onSubmit} role="search" aria-label={label}>
      {children}
    </form>
  );
}

/** The User ID filter's input, Apply, a hint (`${id}-hint`) when given, and its error. */
export function UserIdFilterFields({
  id,
  filter,
  hint,
}: {
  id: string;
  filter: ReturnType<typeof useUserIdFilter>;
  hint?: string;
}) {
  const t = useT();
  return (
    <>
      <UserIdInput
        id={id}
        value={filter.userId}
        onChange={filter.setUserId}
        error={filter.error}
        hinted={hint !== undefined}
      />
      <ApplyButton label={t('admin.money.apply')} />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="muted admin-toolbar-hint">
          {hint}
        </p>
      )}
      <ToolbarError id={`${id}-error`} error={filter.error} />
    </>
  );
}
