/**
 * What the responsible-gambling screens share: the signed-in gate, the player's protection
 * (`GET /customer/protection`) and limits (`GET /customer/limits`), the block in force said in
 * words, times as the player reads them, the login-password field and the status line.
 */
import { useStore } from '@nanostores/react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { $jwt } from '#client/session.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { useRemote } from '#client/useRemote.ts';
export { Loaded } from '#islands/common/StateView.tsx';
import type {
  Limits,
  LimitKind,
  LimitPeriod,
  LIMIT_INCREASE_DELAY_HOURS,
  REALITY_CHECK_MINUTES,
} from '#shared/contract/limits.ts';
import type {
  Block,
  Protection,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_MAX_DAYS,
} from '#shared/contract/protection.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';

// The contract's constants, restated (islands import its types only); `satisfies` keeps them equal.
export const REALITY_MINUTES = [0, 15, 30, 60] as const satisfies typeof REALITY_CHECK_MINUTES;
export const MAX_TIMEOUT_DAYS = 42 satisfies typeof TIMEOUT_MAX_DAYS;
export const EXCLUSION_MONTHS = [6, 12, 60] as const satisfies typeof SELF_EXCLUSION_MONTHS;
/** Hours between asking to return after a self-exclusion (or for a higher limit) and confirming. */
export const CONFIRM_DELAY_MS = (24 satisfies typeof LIMIT_INCREASE_DELAY_HOURS) * 3_600_000;

export const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];
export const KINDS: readonly LimitKind[] = ['deposit', 'loss'];

/** The label of one limit ("Daily deposit limit"). */
export function limitLabel(t: T, kind: LimitKind, period: LimitPeriod): string {
  return t(`rg.${kind}.${period}`);
}

/** The short name of a time zone at an instant, as the locale writes it ("GMT+8"). */
export function zoneName(locale: string, timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A time in the site's zone with that zone named ("Dec 2, 2026, 12:00 AM GMT+8"): a limit's
 * periods follow the site's days, which the viewer's own zone would shift.
 */
export function showZonedTime(locale: string, iso: string, timeZone: string): string {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    at,
  );
  return `${text} ${zoneName(locale, timeZone, at)}`;
}

/** A time as the player reads it: the date and the minute, in the viewer's zone. */
export function showTime(locale: string, iso: string | Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}

/** Whether the island has hydrated with a session: null until hydrated (the session lives in localStorage). */
export function useSignedIn(): boolean | null {
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  return mounted ? jwt !== '' : null;
}

/** The loading state until hydrated, the sign-in prompt for a visitor, then the screen. */
export function SignedInGate({ t, children }: { t: T; children: ReactNode }) {
  const signedIn = useSignedIn();
  if (signedIn === null) return <StateView t={t} isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt t={t} />;
  return children;
}

/**
 * A responsible-gambling island: the page's messages made into `t`, its screen behind the
 * signed-in gate; `P` are the screen's props besides `t` and `locale` (the statement's time zone).
 * @example export default signedInIsland(LimitsScreen);
 */
export function signedInIsland<P extends object = object>(
  Screen: ComponentType<NoInfer<P> & { t: T; locale: string }>,
) {
  return function SignedInIsland({
    messages,
    locale,
    ...own
  }: P & { messages: IslandMessages; locale: string }) {
    const t = makeT(messages);
    return (
      <SignedInGate t={t}>
        <Screen {...(own as P)} t={t} locale={locale} />
      </SignedInGate>
    );
  };
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

/** The time-out or self-exclusion in force and the history. */
export function useProtection() {
  return useRemote<Protection>(['/customer/protection']);
}

/** The player's deposit and loss limits. */
export function useLimits() {
  return useRemote<Limits>(['/customer/limits']);
}

/** A self-exclusion that ended but keeps the account closed until the return is confirmed. */
export function awaitsReturn(block: Block, now = Date.now()): boolean {
  return block.kind === 'selfExclusion' && new Date(block.endsAt).getTime() <= now && !block.returnedAt;
}

/** The block in force in words: until when, or that a self-exclusion ended and awaits the return. */
export function blockText(t: T, locale: string, block: Block | null): string {
  if (!block) return t('rg.noBlock');
  const time = showTime(locale, block.endsAt);
  if (awaitsReturn(block)) return t('rg.exclusionEnded', { time });
  return block.kind === 'timeout' ? t('rg.timeoutUntil', { time }) : t('rg.exclusionUntil', { time });
}

/** The block in force as a notice (red while it closes the account). */
export function BlockNotice({ t, locale, block }: { t: T; locale: string; block: Block | null }) {
  return (
    <p className={block ? 'notice notice-danger rg-block' : 'notice rg-block rg-clear'} role="status">
      {blockText(t, locale, block)}
    </p>
  );
}

/** The login password that confirms a time-out, a self-exclusion or a return. */
export function PasswordField({
  t,
  value,
  error,
  onChange,
}: {
  t: T;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      id="password"
      label={t('rg.password')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={t('rg.passwordHint')}
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
  setErrors({ password: t('rg.passwordRequired') });
  document.getElementById('password')?.focus();
  return true;
}
