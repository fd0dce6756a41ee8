/** The username and password of a sign-in form: a player's, or a staff member's (`idPrefix`). */
import { Field } from './Field.tsx';
import { useT } from './i18n.tsx';

export function SignInFields({
  idPrefix = '',
  username,
  password,
  onUsername,
  onPassword,
  errors = {},
}: {
  idPrefix?: string;
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  errors?: { username?: string | undefined; password?: string | undefined };
}) {
  const t = useT();
  return (
    <>
      <Field
        id={`${idPrefix}username`}
        label={t('auth.username')}
        autoComplete="username"
        value={username}
        onChange={(e) => onUsername(e.target.value)}
        error={errors.username}
      />
      <Field
        id={`${idPrefix}password`}
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
    </>
  );
}
