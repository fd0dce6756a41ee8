/**
 * Changing one's own staff password: the current one, then the new one twice. The server ends
 * the other sessions and gives this one a new token, kept here.
 */
import { useState, type FormEvent } from 'react';
import { errorText, type T } from '#client/i18n.ts';
import { $staff, $staffJwt, adminApi } from '#client/staffSession.ts';
import type { IslandMessages, MessageKey } from '#i18n/index.ts';
import { Field } from '#islands/common/Field.tsx';
import { FormError } from '#islands/common/FormError.tsx';
import { SubmitButton } from '#islands/common/SubmitButton.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { fieldsOf, fieldText } from '../kit/errors.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
}

const MIN_LENGTH = 8;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type FieldName = keyof typeof EMPTY;

/** The three fields in order: the current password, then the new one twice. */
const FIELDS: readonly { name: FieldName; id: string; label: MessageKey; autoComplete: string }[] = [
  {
    name: 'currentPassword',
    id: 'staff-current-password',
    label: 'admin.password.current',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'staff-new-password',
    label: 'admin.password.new',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'staff-confirm-password',
    label: 'admin.password.confirm',
    autoComplete: 'new-password',
  },
];

/** The three passwords, their errors, and the change: a new session on success. */
function useChangePassword(t: T) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string | undefined>>>({});
  const [failure, setFailure] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const edit = (name: FieldName, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setMessage('');
    const { currentPassword, newPassword, confirmPassword } = values;
    // The same rules as the server, checked first so a slip is told without a round trip.
    const found = {
      currentPassword: currentPassword ? undefined : fieldText(t, 'PASSWORD_REQUIRED'),
      newPassword: newPassword.length >= MIN_LENGTH ? undefined : fieldText(t, 'STAFF_PASSWORD_TOO_SHORT'),
      confirmPassword:
        newPassword === confirmPassword ? undefined : fieldText(t, 'NEW_PASSWORDS_DO_NOT_MATCH'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const session = await adminApi('POST /auth/password', { body: values });
      $staffJwt.set(session.jwt);
      $staff.set(session.staff);
      setValues(EMPTY);
      setMessage(t('admin.password.changed'));
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([name, code]) => [name, fieldText(t, code)])));
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return { values, edit, errors, failure, message, busy, submit };
}

export default withIslandI18n<Props>(function ChangePassword() {
  const t = useT();
  const hydrated = useHydrated();
  const { values, edit, errors, failure, message, busy, submit } = useChangePassword(t);

  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('admin.password.title')}</h2>
      {/* A live region without the status role: the page's TOTP section owns that one. */}
      <div aria-live="polite">{message && <p className="notice">{message}</p>}</div>
      <FormError text={failure} />
      <form method="post" onSubmit={submit} noValidate>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={field.id}
            type="password"
            label={t(field.label)}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(e) => edit(field.name, e.target.value)}
            error={errors[field.name]}
          />
        ))}
        <SubmitButton label={t('admin.password.submit')} busy={busy} disabled={!hydrated} block={false} />
      </form>
    </section>
  );
});
