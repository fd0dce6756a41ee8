/**
 * Registration: every client-side rule with the same text as the server, the
 * invitation code, and the 18+ / terms checkbox linking to `/terms`.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '#client/api.ts';
import { keyOf, type T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '#shared/accountLimits.ts';
import { Field } from '../common/Field.tsx';
import { AuthForm, useAuthForm } from './AuthForm.tsx';
import { startSession } from './startSession.ts';
import { inviteAfterRegistration } from '../common/limitInvite.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
}

const FIELDS = ['username', 'password', 'confirmPassword', 'realName', 'invitationCode'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const AUTO_COMPLETE: Record<FieldName, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  realName: 'name',
  invitationCode: 'off',
};

/** The label of each field. */
function labelsOf(t: T): Record<FieldName, string> {
  return {
    username: t('auth.username'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
    realName: t('auth.realName'),
    invitationCode: t('auth.invitationCode'),
  };
}

/** The errors of what is typed, with the server's wording (and the terms not agreed to). */
function validate(t: T, values: Values, agree: boolean): Record<string, string> {
  const found: Record<string, string> = {};
  if (!USERNAME_PATTERN.test(values.username)) found.username = t('validation.username');
  if (values.password.length < PASSWORD_MIN_LENGTH) found.password = t('validation.password');
  if (values.confirmPassword !== values.password) found.confirmPassword = t('validation.passwordsDoNotMatch');
  if (!values.realName.trim()) found.realName = t('validation.realName');
  if (!values.invitationCode.trim()) found.invitationCode = t('validation.invitationCode');
  if (!agree) found.agreeTerms = t('validation.terms');
  return found;
}

export default withIslandI18n<Props>(function RegisterForm() {
  const t = useT();
  const [values, setValues] = useState<Values>({
    username: '',
    password: '',
    confirmPassword: '',
    realName: '',
    invitationCode: '',
  });
  const [agree, setAgree] = useState(false);
  const form = useAuthForm(t);
  const { errors } = form;
  const label = labelsOf(t);

  function submit(event: FormEvent) {
    const body = {
      ...values,
      realName: values.realName.trim(),
      invitationCode: values.invitationCode.trim(),
      agreeTerms: true as const,
    };
    void form.submit(
      event,
      validate(t, values, agree),
      () => startSession('POST /customer/register', body, '/', inviteAfterRegistration),
      (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          const fromServer: Record<string, string> = {};
          for (const [name, code] of Object.entries(error.fields)) fromServer[name] = t(keyOf('field', code));
          form.setErrors(fromServer);
        }
      },
    );
  }

  return (
    <AuthForm kind="signUp" form={form} onSubmit={submit}>
      {FIELDS.map((name) => (
        <Field
          key={name}
          id={name}
          label={label[name]}
          type={name === 'password' || name === 'confirmPassword' ? 'password' : 'text'}
          autoComplete={AUTO_COMPLETE[name]}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          error={errors[name]}
          hint={name === 'username' ? t('auth.usernameHint') : undefined}
        />
      ))}
      <TermsCheck agree={agree} onAgree={setAgree} error={errors.agreeTerms} />
    </AuthForm>
  );
});

/** The 18+ and terms checkbox, with the terms linked and its error below. */
function TermsCheck(props: { agree: boolean; onAgree: (agree: boolean) => void; error: string | undefined }) {
  const t = useT();
  const { error } = props;
  return (
    <>
      <div className={`check${error ? ' field-invalid' : ''}`}>
        <input
          id="agreeTerms"
          type="checkbox"
          checked={props.agree}
          onChange={(e) => props.onAgree(e.target.checked)}
          aria-describedby={error ? 'agreeTerms-error' : undefined}
        />
        <label htmlFor="agreeTerms">
          {t('auth.agreePrefix')} <a href="/terms">{t('auth.termsLink')}</a>
        </label>
      </div>
      {error && (
        <p id="agreeTerms-error" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
