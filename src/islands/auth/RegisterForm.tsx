/**
 * Registration (SPEC.md §5): every client-side rule with the same text as the server, the
 * invitation code, and the 18+ / terms checkbox linking to `/terms`.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '#client/api.ts';
import { errorText, makeT, keyOf } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '#shared/accountLimits.ts';
import { Field } from '../common/Field.tsx';
import { FormError, SubmitButton } from '../common/formParts.tsx';
import { startSession } from './startSession.ts';

interface Props {
  messages: IslandMessages;
}

const FIELDS = ['username', 'password', 'confirmPassword', 'realName', 'invitationCode'] as const;
type FieldName = (typeof FIELDS)[number];

export default function RegisterForm({ messages }: Props) {
  const t = makeT(messages);
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<FieldName, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    realName: '',
    invitationCode: '',
  });
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!USERNAME_PATTERN.test(values.username)) found.username = t('validation.username');
    if (values.password.length < PASSWORD_MIN_LENGTH) found.password = t('validation.password');
    if (values.confirmPassword !== values.password)
      found.confirmPassword = t('validation.passwordsDoNotMatch');
    if (!values.realName.trim()) found.realName = t('validation.realName');
    if (!values.invitationCode.trim()) found.invitationCode = t('validation.invitationCode');
    if (!agree) found.agreeTerms = t('validation.terms');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = {
        ...values,
        realName: values.realName.trim(),
        invitationCode: values.invitationCode.trim(),
        agreeTerms: true,
      };
      await startSession('/customer/register', body, '/');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const fromServer: Record<string, string> = {};
        for (const [name, code] of Object.entries(error.fields)) fromServer[name] = t(keyOf('field', code));
        setErrors(fromServer);
      }
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const label: Record<FieldName, string> = {
    username: t('auth.username'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
    realName: t('auth.realName'),
    invitationCode: t('auth.invitationCode'),
  };
  const type: Partial<Record<FieldName, string>> = { password: 'password', confirmPassword: 'password' };
  const autoComplete: Record<FieldName, string> = {
    username: 'username',
    password: 'new-password',
    confirmPassword: 'new-password',
    realName: 'name',
    invitationCode: 'off',
  };

  return (
    <form className="card" method="post" onSubmit={submit} noValidate>
      <FormError text={failure} />
      {FIELDS.map((name) => (
        <Field
          key={name}
          id={name}
          label={label[name]}
          type={type[name] ?? 'text'}
          autoComplete={autoComplete[name]}
          value={values[name]}
          onChange={set(name)}
          error={errors[name]}
          hint={name === 'username' ? t('auth.usernameHint') : undefined}
        />
      ))}
      <div className={`check${errors.agreeTerms ? ' field-invalid' : ''}`}>
        <input
          id="agreeTerms"
          type="checkbox"
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
          aria-describedby={errors.agreeTerms ? 'agreeTerms-error' : undefined}
        />
        <label htmlFor="agreeTerms">
          {t('auth.agreePrefix')} <a href="/terms">{t('auth.termsLink')}</a>
        </label>
      </div>
      {errors.agreeTerms && (
        <p id="agreeTerms-error" className="field-error">
          {errors.agreeTerms}
        </p>
      )}
      <SubmitButton
        label={t('auth.signUp')}
        busy={busy}
        busyLabel={t('common.loading')}
        disabled={!hydrated}
      />
      <p className="muted auth-switch">
        {t('auth.haveAccount')} <a href="/login">{t('auth.signIn')}</a>
      </p>
    </form>
  );
}
