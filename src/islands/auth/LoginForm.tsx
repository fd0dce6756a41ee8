/**
 * Sign-in (SPEC.md §5): both fields required with the spec's messages; on success the session
 * (`jwt`, `user`) is stored, the 'login' behaviour is pinged and the player goes home, or back
 * to the page a 401 took them from (`?next=`, a path of this site only).
 */
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '#client/api.ts';
import { errorText, makeT } from '#client/i18n.ts';
import { signIn } from '#client/session.ts';
import { pingSession } from '#client/sessionPing.ts';
import type { User } from '#shared/contract/account.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { NEXT_PARAM, returnPathOf } from '#shared/returnPath.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { Field } from '../common/Field.tsx';

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
      const session = await api<{ jwt: string; user: User }>('/customer/login', {
        body: { username: username.trim(), password },
      });
      signIn(session.jwt, session.user);
      await Promise.race([pingSession('login'), new Promise((resolve) => setTimeout(resolve, 1500))]);
      window.location.assign(returnPathOf(new URLSearchParams(window.location.search).get(NEXT_PARAM)));
    } catch (error) {
      setFailure(errorText(t, error));
      if (error instanceof ApiError && error.code === 'USERNAME_OR_PASSWORD_ERROR') setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card" method="post" onSubmit={submit} noValidate>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Field
        id="username"
        label={t('auth.username')}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <Field
        id="password"
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <button type="submit" className="button button-brand button-block" disabled={busy || !hydrated}>
        {busy ? t('common.loading') : t('auth.signIn')}
      </button>
      <p className="muted auth-switch">
        {t('auth.noAccount')} <a href="/register">{t('auth.signUp')}</a>
      </p>
    </form>
  );
}
