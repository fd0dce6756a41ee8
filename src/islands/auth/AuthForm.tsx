/**
 * What the player's sign-in and registration forms share: the errors, the banner and the sending
 * state (`useAuthForm`), and the form around the fields (`AuthForm`): the banner, the submit
 * button (off until the page can send it, and while it does) and the way to the other form
 * (sign-in and sign-up lead to each other).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText, type T } from '#client/i18n.ts';
import { FormError } from '../common/FormError.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useT } from '#islands/common/i18n.tsx';

/** The form's errors per field, its banner, and the sending of it. */
export function useAuthForm(t: T) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  /**
   * Shows the review's errors (`found`); with none, sends. A failure is told in the banner, after
   * `onError` has done what the form does with it.
   */
  async function submit(
    event: FormEvent,
    found: Record<string, string>,
    send: () => Promise<void>,
    onError: (error: unknown) => void,
  ) {
    event.preventDefault();
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      onError(error);
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, failure, busy, submit };
}

/** The sign-in (`signIn`) or registration (`signUp`) form around its fields. */
export function AuthForm({
  kind,
  form,
  onSubmit,
  children,
}: {
  kind: 'signIn' | 'signUp';
  form: { failure: string; busy: boolean };
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <form className="card" method="post" onSubmit={onSubmit} noValidate>
      <FormError text={form.failure} />
      {children}
      <SubmitButton
        label={t(`auth.${kind}`)}
        busy={form.busy}
        busyLabel={t('common.loading')}
        disabled={!hydrated}
      />
      {kind === 'signIn' ? (
        <p className="muted auth-switch">
          {t('auth.noAccount')} <a href="/register">{t('auth.signUp')}</a>
        </p>
      ) : (
        <p className="muted auth-switch">
          {t('auth.haveAccount')} <a href="/login">{t('auth.signIn')}</a>
        </p>
      )}
    </form>
  );
}
