/**
 * Sign-in: both fields required with the spec's messages; on success the session
 * (`jwt`, `user`) is stored, the 'login' behaviour is pinged and the player goes home, or back
 * to the page a 401 took them from (`?next=`, a path of this site only).
 */
import { useState, type FormEvent } from 'react';
import { api } from '#client/api.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { NEXT_PARAM, returnPathOf } from '#shared/returnPath.ts';
import { AuthForm, useAuthForm } from './AuthForm.tsx';
import { SignInFields } from '../common/SignInFields.tsx';
import { startSession } from './startSession.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
}

export default withIslandI18n<Props>(function LoginForm() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm(t);

  function submit(event: FormEvent) {
    const found: Record<string, string> = {};
    if (!username.trim()) found.username = t('validation.loginUsername');
    if (!password) found.password = t('validation.loginPassword');
    void form.submit(
      event,
      found,
      () =>
        startSession(
          'POST /customer/login',
          { username: username.trim(), password },
          returnPathOf(new URLSearchParams(window.location.search).get(NEXT_PARAM)),
        ),
      (error) => {
        if (api.failed(error, 'POST /customer/login', 'USERNAME_OR_PASSWORD_ERROR')) setPassword('');
      },
    );
  }

  return (
    <AuthForm kind="signIn" form={form} onSubmit={submit}>
      <SignInFields
        username={username}
        password={password}
        onUsername={setUsername}
        onPassword={setPassword}
        errors={form.errors}
      />
    </AuthForm>
  );
});
