/** The six-digit code of an authenticator app (staff two-step sign-in); anything but digits is dropped. */
import { DigitsField } from './fields.tsx';
import { useT } from '#islands/common/i18n.tsx';

export function TotpCodeField({
  ...field
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  return <DigitsField {...field} label={t('admin.login.totp')} autoComplete="one-time-code" />;
}
