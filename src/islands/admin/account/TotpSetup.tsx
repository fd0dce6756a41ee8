/**
 * Two-step sign-in for one's own staff account: enrol (the password again, then a QR code of the
 * otpauth:// URI, the secret for manual entry, and a first code to confirm) or turn it off with a
 * current code.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { errorText, type T } from '#client/i18n.ts';
import { $staff, adminApi, mustEnrolTotp } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { Field } from '#islands/common/Field.tsx';
import { FormError } from '#islands/common/FormError.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { useAction } from '#islands/common/useAction.ts';
import { TotpCodeField } from '../kit/TotpCodeField.tsx';
import type { TotpSetup as Enrolment } from '#shared/contract/staff.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
}

/** Enrolment, the code, the password, and the calls that start, confirm or turn off TOTP. */
function useTotp(t: T) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const action = useAction((error) => errorText(t, error));
  const { failure, busy } = action;
  const run = (step: () => Promise<void>) => {
    setMessage('');
    return action.run(step);
  };

  const start = () =>
    run(async () => {
      setEnrolment(await adminApi('POST /auth/totp/setup', { body: { password } }));
      setPassword('');
    });

  const confirm = (event: FormEvent, route: 'POST /auth/totp/enable' | 'POST /auth/totp/disable') => {
    event.preventDefault();
    return run(async () => {
      const updated = await adminApi(route, { body: { code } });
      $staff.set(updated);
      setEnrolment(null);
      setCode('');
      setMessage(updated.totpEnabled ? t('admin.totp.enabled') : t('admin.totp.disabled'));
    });
  };

  return { enrolment, code, setCode, password, setPassword, message, failure, busy, start, confirm };
}

export default withIslandI18n<Props>(function TotpSetup() {
  const t = useT();
  const hydrated = useHydrated();
  const staff = useStore($staff);
  const { enrolment, code, setCode, password, setPassword, message, failure, busy, start, confirm } =
    useTotp(t);

  if (!hydrated || !staff) return <p className="muted">{t('common.loading')}</p>;
  const codeField = <TotpCodeField id="totp-code" value={code} onChange={setCode} />;
  return (
    <section className="card totp">
      <h2>{t('admin.totp.title')}</h2>
      {mustEnrolTotp(staff) && (
        <p className="notice notice-danger" role="alert">
          {t('admin.totp.requiredNotice')}
        </p>
      )}
      <p>{staff.totpEnabled ? t('admin.totp.on') : t('admin.totp.off')}</p>
      <div role="status">{message && <p className="notice">{message}</p>}</div>
      <FormError text={failure} />
      {!staff.totpEnabled && !enrolment && (
        <PasswordStep password={password} onPassword={setPassword} busy={busy} onStart={start} />
      )}
      {enrolment && (
        <form method="post" onSubmit={(e) => confirm(e, 'POST /auth/totp/enable')}>
          <EnrolmentCode enrolment={enrolment} />
          {codeField}
          <button type="submit" className="button button-brand" disabled={busy || code.length !== 6}>
            {t('admin.totp.confirm')}
          </button>
        </form>
      )}
      {staff.totpEnabled && (
        <form method="post" onSubmit={(e) => confirm(e, 'POST /auth/totp/disable')}>
          {codeField}
          <button type="submit" className="button button-danger" disabled={busy || code.length !== 6}>
            {t('admin.totp.turnOff')}
          </button>
        </form>
      )}
    </section>
  );
});

/** Enrolment starts with the password again. */
function PasswordStep({
  password,
  onPassword,
  busy,
  onStart,
}: {
  password: string;
  onPassword: (password: string) => void;
  busy: boolean;
  onStart: () => Promise<void>;
}) {
  const t = useT();
  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        void onStart();
      }}
    >
      <Field
        id="totp-password"
        type="password"
        label={t('admin.totp.password')}
        hint={t('admin.totp.passwordHint')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <button type="submit" className="button button-brand" disabled={busy || !password}>
        {t('admin.totp.start')}
      </button>
    </form>
  );
}

/** The QR code of the otpauth:// URI and the secret for manual entry. */
function EnrolmentCode({ enrolment }: { enrolment: Enrolment }) {
  const t = useT();
  return (
    <>
      <p>{t('admin.totp.scan')}</p>
      <img
        className="totp-qr"
        width={200}
        height={200}
        alt={t('admin.totp.qrAlt')}
        src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(enrolment.otpauthUrl))}`}
      />
      <p className="muted">
        {t('admin.totp.secret')} <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
    </>
  );
}
