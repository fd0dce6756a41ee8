/**
 * Change the login or the transaction password (SPEC.md §5). The current one is asked for,
 * except for a transaction password that was never set (`GET /customer/transaction/password/check`).
 * A login password change returns a new token: every other session has ended, this one goes on.
 */
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { api, ApiError } from '#client/api.ts';
import { errorText, makeT, keyOf } from '#client/i18n.ts';
import { $jwt, $user } from '#client/session.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/accountLimits.ts';
import { paths } from '#shared/paths.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import './personal.css';

interface Props {
  messages: IslandMessages;
  kind: 'login' | 'transaction';
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type FieldName = keyof typeof EMPTY;
const FORM_ORDER: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Server codes that mean the current password was wrong: shown under that field. */
const WRONG_CURRENT = new Set([
  'CURRENT_PASSWORD_IS_NOT_CORRECT',
  'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
]);

export default function PasswordForm({ messages, kind }: Props) {
  const t = makeT(messages);
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const transaction = kind === 'transaction';
  const check = useRemote<{ isSet: boolean }>(
    signedIn && transaction ? ['/customer/transaction/password/check'] : null,
  );
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  if (!mounted) return <StateView t={t} isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt t={t} />;
  if (transaction && !check.data) {
    return (
      <StateView
        t={t}
        isLoading={check.isLoading}
        slow={check.slow}
        error={check.error}
        onRetry={() => void check.mutate()}
      />
    );
  }
  // A login password always exists; a transaction password only once it has been set.
  const needsCurrent = !transaction || check.data?.isSet === true;

  const label: Record<FieldName, string> = transaction
    ? {
        currentPassword: t('personal.currentTransactionPassword'),
        newPassword: t('personal.newTransactionPassword'),
        confirmPassword: t('personal.confirmNewTransactionPassword'),
      }
    : {
        currentPassword: t('personal.currentPassword'),
        newPassword: t('personal.newPassword'),
        confirmPassword: t('personal.confirmNewPassword'),
      };

  function validate(): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {};
    if (needsCurrent && !values.currentPassword)
      found.currentPassword = transaction
        ? t('validation.transactionPassword')
        : t('personal.currentPasswordRequired');
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = t('validation.password');
    if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = transaction
        ? t('validation.newTransactionPasswordsDoNotMatch')
        : t('validation.newPasswordsDoNotMatch');
    return found;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(FORM_ORDER, found);
      return;
    }
    setBusy(true);
    try {
      if (transaction) {
        await api<null>('/customer/transaction/password', {
          body: {
            ...(needsCurrent ? { currentPassword: values.currentPassword } : {}),
            newPassword: values.newPassword,
            confirmPassword: values.confirmPassword,
          },
        });
        const user = $user.get();
        if (user && !user.hasTransactionPassword) $user.set({ ...user, hasTransactionPassword: true });
        setDone(
          needsCurrent ? t('personal.transactionPasswordChanged') : t('personal.transactionPasswordSet'),
        );
        void check.mutate({ isSet: true }, { revalidate: false });
      } else {
        const session = await api<{ jwt: string }>('/customer/password', { body: values });
        // The old token was revoked with every other session: carry on with the new one.
        $jwt.set(session.jwt);
        setDone(t('personal.passwordChanged'));
      }
      setValues(EMPTY);
      setErrors({});
    } catch (caught) {
      const fromServer: Partial<Record<FieldName, string>> = {};
      if (caught instanceof ApiError) {
        for (const [name, code] of Object.entries(caught.fields)) {
          if (name in EMPTY) fromServer[name as FieldName] = t(keyOf('field', code));
        }
        if (WRONG_CURRENT.has(caught.code)) fromServer.currentPassword = errorText(t, caught);
      }
      setErrors(fromServer);
      // A message under a field is enough; anything else is shown for the whole form.
      if (!focusFirstInvalid(FORM_ORDER, fromServer)) setFailure(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }

  const fields: FieldName[] = needsCurrent
    ? ['currentPassword', 'newPassword', 'confirmPassword']
    : ['newPassword', 'confirmPassword'];
  return (
    <>
      <form className="card pc-form" onSubmit={submit} noValidate>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="notice">
          {transaction ? (
            <>
              {!needsCurrent && <p>{t('personal.transactionPasswordNotSet')}</p>}
              <p>{t('personal.transactionPasswordIntro')}</p>
            </>
          ) : (
            <p>{t('personal.passwordIntro')}</p>
          )}
        </div>
        {fields.map((name) => (
          <Field
            key={name}
            id={name}
            label={label[name]}
            type="password"
            autoComplete={
              name === 'currentPassword' ? (transaction ? 'off' : 'current-password') : 'new-password'
            }
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            error={errors[name]}
            hint={name === 'newPassword' ? t('personal.passwordHint') : undefined}
            required
          />
        ))}
        <button type="submit" className="button button-brand button-block" disabled={busy}>
          {busy ? t('personal.saving') : t('common.save')}
        </button>
      </form>

      <Dialog
        open={done !== ''}
        title={t('common.successful')}
        onClose={() => setDone('')}
        actions={
          <a className="button button-brand" href={paths.personal}>
            {t('common.ok')}
          </a>
        }
      >
        <p>{done}</p>
      </Dialog>
    </>
  );
}
