/**
 * Changing one's own staff password: the current one, then the new one twice. The server ends
 * the other sessions and gives this one a new token, kept here.
 */
import { useState, type FormEvent } from 'react';
import { errorText, makeT, type T } from '#client/i18n.ts';
import { $staff, $staffJwt, adminApi, type StaffMember } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { Field } from '../common/Field.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { fieldsOf, fieldText } from './kit/errors.tsx';

interface Props {
  messages: IslandMessages;
}

const MIN_LENGTH = 8;

/** The three passwords, their errors, and the change: a new session on success. */
function useChangePassword(t: T) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setMessage('');
    // The same rules as the server, checked first so a slip is told without a round trip.
    const found = {
      currentPassword: current ? undefined : fieldText(t, 'PASSWORD_REQUIRED'),
      newPassword: next.length >= MIN_LENGTH ? undefined : fieldText(t, 'STAFF_PASSWORD_TOO_SHORT'),
      confirmPassword: next === again ? undefined : fieldText(t, 'NEW_PASSWORDS_DO_NOT_MATCH'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const session = await adminApi<{ jwt: string; staff: StaffMember }>('/auth/password', {
        body: { currentPassword: current, newPassword: next, confirmPassword: again },
      });
      $staffJwt.set(session.jwt);
      $staff.set(session.staff);
      setCurrent('');
      setNext('');
      setAgain('');
      setMessage(t('admin.password.changed'));
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([name, code]) => [name, fieldText(t, code)])));
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return { current, setCurrent, next, setNext, again, setAgain, errors, failure, message, busy, submit };
}

export default function ChangePassword({ messages }: Props) {
  const t = makeT(messages);
  const hydrated = useHydrated();
  const { current, setCurrent, next, setNext, again, setAgain, errors, failure, message, busy, submit } =
    useChangePassword(t);

  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('admin.password.title')}</h2>
      {/* A live region without the status role: the page's TOTP section owns that one. */}
      <div aria-live="polite">{message && <p className="notice">{message}</p>}</div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <form method="post" onSubmit={submit} noValidate>
        <Field
          id="staff-current-password"
          type="password"
          label={t('admin.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.currentPassword}
        />
        <Field
          id="staff-new-password"
          type="password"
          label={t('admin.password.new')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.newPassword}
        />
        <Field
          id="staff-confirm-password"
          type="password"
          label={t('admin.password.confirm')}
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          error={errors.confirmPassword}
        />
        <button type="submit" className="button button-brand" disabled={busy || !hydrated}>
          {t('admin.password.submit')}
        </button>
      </form>
    </section>
  );
}
