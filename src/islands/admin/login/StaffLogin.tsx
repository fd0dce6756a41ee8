/**
 * Staff sign-in: username and password, then the authenticator code when the account has TOTP
 * (the server answers TOTP_REQUIRED and the form asks for it). A member whose role must use TOTP
 * and who has not enrolled is sent to My account to enrol.
 */
import { homeFor } from '#shared/adminNav.ts';
import { useState, type FormEvent } from 'react';
import { errorText } from '#client/i18n.ts';
import { $staff, $staffJwt, ACCOUNT_PAGE, adminApi, mustEnrolTotp } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { SignInFields } from '#islands/common/SignInFields.tsx';
import { FormError } from '#islands/common/FormError.tsx';
import { SubmitButton } from '#islands/common/SubmitButton.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { TotpCodeField } from '../kit/TotpCodeField.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
}

export default withIslandI18n<Props>(function StaffLogin() {
  const t = useT();
  const hydrated = useHydrated();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    if (!username.trim() || !password) {
      setFailure(t('error.USERNAME_OR_PASSWORD_IS_EMPTY'));
      return;
    }
    setBusy(true);
    try {
      const session = await adminApi('POST /auth/login', {
        body: { username: username.trim(), password, ...(needsTotp ? { totp } : {}) },
      });
      $staffJwt.set(session.jwt);
      $staff.set(session.staff);
      // A member who must enrol TOTP first is taken to where they do it.
      window.location.assign(mustEnrolTotp(session.staff) ? ACCOUNT_PAGE : homeFor(session.staff.role));
    } catch (error) {
      if (adminApi.failed(error, 'POST /auth/login', 'TOTP_REQUIRED')) {
        setNeedsTotp(true);
        setFailure(t('admin.login.totpPrompt'));
      } else {
        setFailure(errorText(t, error));
        if (needsTotp) setTotp('');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card admin-login" method="post" onSubmit={submit} noValidate>
      <FormError text={failure} />
      <SignInFields
        idPrefix="staff-"
        username={username}
        password={password}
        onUsername={setUsername}
        onPassword={setPassword}
      />
      {needsTotp && <TotpCodeField id="staff-totp" value={totp} onChange={setTotp} autoFocus />}
      <SubmitButton
        label={t('auth.signIn')}
        busy={busy}
        busyLabel={t('common.loading')}
        disabled={!hydrated}
      />
    </form>
  );
});
