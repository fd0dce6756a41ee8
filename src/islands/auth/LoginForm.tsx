/**
 * Sign-in (SPEC.md §5): both fields required with the spec's messages; on success the session
 * (`jwt`, `user`) is stored, the 'login' behaviour is pinged and the player goes home, or back
 * to the page a 401 took them from (`?next=`, a path of this site only).
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '#client/api.ts';
import { errorText, makeT } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { NEXT_PARAM, returnPathOf } from '#shared/returnPath.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { FormError, SubmitButton } from '../common/formParts.tsx';
import { SignInFields } from './SignInFields.tsx';
import { startSession } from './startSession.ts';

interface Props {
  messages: IslandMessages;
}

export default function LoginForm({ messages }: Props) {
  const t = makeT(messages);
  const hydrated = useHydrated();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!username.trim()) found.username = t('validation.loginUsername');
    if (!password) found.password = t('validation.loginPassword');
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await startSession(
        '/customer/login',
        { username: username.trim(), password },
        returnPathOf(new URLSearchParams(window.location.search).get(NEXT_PARAM)),
      );
    } catch (error) {
      setFailure(errorText(t, error));
      if (error instanceof ApiError && error.code === 'USERNAME_OR_PASSWORD_ERROR') setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card" method="post" onSubmit={submit} noValidate>
      <FormError text={failure} />
      <SignInFields
        t={t}
        username={username}
        password={password}
        onUsername={setUsername}
        onPassword={setPassword}
        errors={errors}
      />
      <SubmitButton
        label={t('auth.signIn')}
        busy={busy}
        busyLabel={t('common.loading')}
        disabled={!hydrated}
      />
      <p className="muted auth-switch">
        {t('auth.noAccount')} <a href="/register">{t('auth.signUp')}</a>
      </p>
    </form>
  );
}
