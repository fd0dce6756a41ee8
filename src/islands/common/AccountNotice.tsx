/**
 * The account-state notice: a disabled, restricted or frozen account is
 * told to contact customer service, with the link to online service (the in-app chat, told it
 * is about the account, or the site's outside support address).
 */
import type { MessageKey } from '#i18n/index.ts';
import type { User } from '#shared/contract/account.ts';
import { supportHref } from '#shared/supportLink.ts';
import { useT } from './i18n.tsx';

const MESSAGE_KEY: Record<Exclude<User['status'], 'active'>, MessageKey> = {
  disabled: 'error.ACCOUNT_DISABLED',
  restricted: 'error.ACCOUNT_RESTRICTED',
  frozen: 'error.ACCOUNT_FROZEN',
};

export function AccountNotice({ status, supportUrl }: { status: User['status']; supportUrl: string }) {
  const t = useT();
  if (status === 'active') return null;
  return (
    <div className="notice notice-danger account-notice" role="status">
      <p>{t(MESSAGE_KEY[status])}</p>
      <a href={supportHref(supportUrl, { about: 'account' })}>{t('common.contactService')}</a>
    </div>
  );
}
