/**
 * Change the login or the transaction password. The current one is asked for,
 * except for a transaction password that was never set (`GET /customer/transaction/password/check`).
 * A login password change returns a new token: every other session has ended, this one goes on.
 */
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { api, ApiError } from '#client/api.ts';
import { errorText, keyOf, type T } from '#client/i18n.ts';
import { $jwt, $user } from '#client/session.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/accountLimits.ts';
import { paths } from '#shared/paths.ts';
import { Field } from '../common/Field.tsx';
import { Loaded, StateView } from '../common/StateView.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { FormError } from '../common/FormError.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { SavedDialog } from './profileDialogs.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './personal.css';

interface Props {
  messages: IslandMessages;
  kind: 'login' | 'transaction';
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type FieldName = keyof typeof EMPTY;
const FORM_ORDER: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Whether the server said the current password was wrong: shown under that field. */
const wrongCurrent = (caught: unknown) =>
  api.failed(caught, 'POST /customer/password', 'CURRENT_PASSWORD_IS_NOT_CORRECT') ||
  api.failed(caught, 'POST /customer/transaction/password', 'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT');

export default withIslandI18n(function PasswordForm({ kind }: Props) {
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const transaction = kind === 'transaction';
  const check = useRemote(signedIn && transaction ? 'GET /customer/transaction/password/check' : null);

  if (!mounted) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt />;
  const change = (needsCurrent: boolean) => (
    <PasswordChange
      transaction={transaction}
      needsCurrent={needsCurrent}
      onTransactionPasswordSet={() => void check.mutate({ isSet: true }, { revalidate: false })}
    />
  );
  // A login password always exists; a transaction password only once it has been set.
  if (!transaction) return change(true);
  return <Loaded remote={check}>{(data) => change(data.isSet)}</Loaded>;
});

interface ChangeProps {
  transaction: boolean;
  /** The current password is asked for (not for a first transaction password). */
  needsCurrent: boolean;
  onTransactionPasswordSet: () => void;
}

/** The labels of the three fields, for the login or the transaction password. */
function labelsOf(t: T, transaction: boolean): Record<FieldName, string> {
  return transaction
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
}

/** The form's errors per field, before anything is sent. */
function validate(
  t: T,
  values: typeof EMPTY,
  { transaction, needsCurrent }: Pick<ChangeProps, 'transaction' | 'needsCurrent'>,
): Partial<Record<FieldName, string>> {
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

/** A failed change's messages under the fields the server named (the wrong current password too). */
function serverErrors(t: T, caught: unknown): Partial<Record<FieldName, string>> {
  const fromServer: Partial<Record<FieldName, string>> = {};
  if (caught instanceof ApiError) {
    for (const [name, code] of Object.entries(caught.fields)) {
      if (name in EMPTY) fromServer[name as FieldName] = t(keyOf('field', code));
    }
    if (wrongCurrent(caught)) fromServer.currentPassword = errorText(t, caught);
  }
  return fromServer;
}

/** The change itself; says what was done. */
async function sendChange(
  t: T,
  values: typeof EMPTY,
  { transaction, needsCurrent, onTransactionPasswordSet }: ChangeProps,
): Promise<string> {
  if (!transaction) {
    const session = await api('POST /customer/password', { body: values });
    // The old token was revoked with every other session: carry on with the new one.
    $jwt.set(session.jwt);
    return t('personal.passwordChanged');
  }
  await api('POST /customer/transaction/password', {
    body: {
      ...(needsCurrent ? { currentPassword: values.currentPassword } : {}),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    },
  });
  const user = $user.get();
  if (user && !user.hasTransactionPassword) $user.set({ ...user, hasTransactionPassword: true });
  onTransactionPasswordSet();
  return needsCurrent ? t('personal.transactionPasswordChanged') : t('personal.transactionPasswordSet');
}

function PasswordChange(props: ChangeProps) {
  const t = useT();
  const { transaction, needsCurrent } = props;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const label = labelsOf(t, transaction);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const found = validate(t, values, props);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(FORM_ORDER, found);
      return;
    }
    setBusy(true);
    try {
      setDone(await sendChange(t, values, props));
      setValues(EMPTY);
      setErrors({});
    } catch (caught) {
      const fromServer = serverErrors(t, caught);
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
        <FormError text={failure} />
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
        <SubmitButton label={t('common.save')} busy={busy} busyLabel={t('personal.saving')} />
      </form>
      <SavedDialog text={done} okHref={paths.personal} onClose={() => setDone('')} />
    </>
  );
}
