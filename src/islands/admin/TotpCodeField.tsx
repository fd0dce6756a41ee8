/** The six-digit code of an authenticator app (staff two-step sign-in); anything but digits is dropped. */
import type { T } from '#client/i18n.ts';
import { Field } from '../common/Field.tsx';

export function TotpCodeField({
  t,
  id,
  value,
  onChange,
  autoFocus,
}: {
  t: T;
  id: string;
  value: string;
  onChange: (digits: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Field
      id={id}
      label={t('admin.login.totp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      {...(autoFocus ? { autoFocus } : {})}
    />
  );
}
