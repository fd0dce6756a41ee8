/** The six-digit code of an authenticator app (staff two-step sign-in); anything but digits is dropped. */
import type { T } from '#client/i18n.ts';
import { DigitsField } from './fields.tsx';

export function TotpCodeField({
  t,
  ...field
}: {
  t: T;
  id: string;
  value: string;
  onChange: (digits: string) => void;
  autoFocus?: boolean;
}) {
  return <DigitsField {...field} label={t('admin.login.totp')} autoComplete="one-time-code" />;
}
