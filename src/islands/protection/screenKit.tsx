/**
 * The pieces the protection screens share: the island behind the signed-in gate, the
 * radio choices, the last-word dialog, the block notice, the login-password field and the status line.
 */
import type { ComponentProps, ComponentType } from 'react';
import type { T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
export { Loaded } from '#islands/common/StateView.tsx';
import type { Block } from '#shared/contract/protection.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { SignedInGate } from '../common/SignedInGate.tsx';
import { blockText } from './limitsAndBlocks.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';

/**
 * A protection island: its screen behind the signed-in gate, in the page's language;
 * `P` are the screen's own props (the statement's time zone).
 * @example export default signedInIsland(LimitsScreen);
 */
export function signedInIsland<P extends object = object>(Screen: ComponentType<NoInfer<P>>) {
  return withIslandI18n(function SignedInIsland(props: P & { messages: IslandMessages; locale: string }) {
    return (
      <SignedInGate>
        <Screen {...props} />
      </SignedInGate>
    );
  });
}

/**
 * A group of radio buttons, one a choice, each with its text after it.
 * @example <RadioChoices name="exclusion-months" legend={…} choices={[6, 12]} value={6} label={…} onChange={…} />
 */
export function RadioChoices<V extends string | number>({
  name,
  legend,
  legendHidden = false,
  row = false,
  disabled,
  choices,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  /** For screen readers only, where the section's heading already says it. */
  legendHidden?: boolean;
  /** Side by side rather than one under another. */
  row?: boolean;
  disabled?: boolean;
  choices: readonly V[];
  value: V | null;
  label: (choice: V) => string;
  onChange: (choice: V) => void;
}) {
  return (
    <fieldset className={row ? 'rg-choices rg-choices-row' : 'rg-choices'} disabled={disabled}>
      <legend className={legendHidden ? 'visually-hidden' : 'rg-subtitle'}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="rg-choice">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>{label(choice)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The last word before a time-out or self-exclusion starts: what it means, and a red confirm
 * (held back by `confirmDisabled`); closing it while the request is out does nothing.
 */
export function BlockConfirmDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'danger' | 'cancelLabel'>,
) {
  return <ConfirmDialog {...props} danger />;
}

/** The block in force as a notice (red while it closes the account). */
export function BlockNotice({ block }: { block: Block | null }) {
  const locale = useLocale();
  const t = useT();
  return (
    <p className={block ? 'notice notice-danger rg-block' : 'notice rg-block rg-clear'} role="status">
      {blockText(t, locale, block)}
    </p>
  );
}

/** The login password that confirms a time-out, a self-exclusion or a return. */
export function PasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Field
      id="password"
      label={t('protection.password')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={t('protection.passwordHint')}
      required
    />
  );
}

/** A line that says what was just done (or that saving is under way), read out when it changes. */
export function StatusLine({ text, tone }: { text: string; tone?: 'error' }) {
  return (
    <p className={tone === 'error' ? 'rg-status form-error' : 'rg-status'} role="status">
      {text}
    </p>
  );
}

/** Says, under the login-password field, that it is needed (and focuses it) when it is empty. */
export function saidPasswordMissing(
  t: T,
  password: string,
  setErrors: (errors: { password?: string }) => void,
): boolean {
  if (password) return false;
  setErrors({ password: t('protection.passwordRequired') });
  document.getElementById('password')?.focus();
  return true;
}
