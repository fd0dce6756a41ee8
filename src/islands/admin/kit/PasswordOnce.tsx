/**
 * A new password, shown once with a copy button (a player's or a staff member's after a reset).
 */
import { useRef, useState } from 'react';
import { Dialog } from '#islands/common/Dialog.tsx';
import { useT } from '#islands/common/i18n.tsx';

export function PasswordOnce({
  username,
  password,
  onClose,
  onceText,
}: {
  username: string;
  password: string;
  onClose: () => void;
  /** Who the password is for and how to hand it over (default: a player's). */
  onceText?: string;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, refused permission): select it for a manual copy.
      field.current?.select();
    }
  }
  return (
    <Dialog
      open
      title={t('admin.customers.newPasswordTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button button-brand" onClick={onClose}>
          {t('admin.customers.passwordDone')}
        </button>
      }
    >
      <p className="notice notice-danger" role="alert">
        {onceText ?? t('admin.customers.passwordOnce')}
      </p>
      <p>{t('admin.customers.passwordFor', { username })}</p>
      <div className="admin-password">
        <label htmlFor="customer-new-password" className="visually-hidden">
          {t('admin.customers.newPasswordTitle')}
        </label>
        <input
          id="customer-new-password"
          ref={field}
          readOnly
          dir="ltr"
          className="mono"
          value={password}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button button-secondary button-small" onClick={() => void copy()}>
          {copied ? t('common.copied') : t('common.copy')}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {copied ? t('admin.customers.passwordCopied') : ''}
      </p>
    </Dialog>
  );
}
