/**
 * The personal centre: who the player is (user ID, username), the total balance
 * fresh from `GET /customer`, an account-state notice, the wallet shortcuts, the records (with
 * the activity statement), online service with its unread replies, and the settings (with
 * responsible gambling), with sign-out.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '#client/i18n.ts';
import { $jwt, $user } from '#client/session.ts';
import { signOut } from '#client/signOut.ts';
import type { User } from '#shared/contract/account.ts';
import { useRemote, type Remote } from '#client/useRemote.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { inAppSupport, supportHref } from '#shared/supportLink.ts';
import { StateView } from '../common/StateView.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { Icon } from '../common/Icon.tsx';
import { LinkRow, LinkSection, passwordLinks, type LinkItem } from '../common/LinkSection.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './personal.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** Customer service, from the site info. */
  supportUrl: string;
}

export default withIslandI18n(function PersonalCentre({ supportUrl }: Props) {
  const t = useT();
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const cached = useStore($user);
  const signedIn = mounted && jwt !== '';
  const remote = useRemote(
    signedIn ? 'GET /customer' : null,
    {},
    {
      onSuccess: (fresh) => $user.set(fresh),
    },
  );
  const { data, error, isLoading, slow, mutate } = remote;

  if (!mounted) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt />;

  const user = data ?? cached;
  if (!user) {
    return <StateView isLoading={isLoading} slow={slow} error={error} onRetry={() => void mutate()} />;
  }

  const wallet: LinkItem[] = [
    { href: paths.deposit, label: t('personal.deposit'), icon: 'deposit' },
    { href: paths.withdraw, label: t('personal.withdraw'), icon: 'withdraw' },
    { href: paths.internalTransfer, label: t('personal.transfer'), icon: 'transfer' },
  ];
  const records: LinkItem[] = [
    { href: paths.betRecords, label: t('personal.betRecords'), icon: 'bets' },
    { href: paths.chases, label: t('chase.mine'), icon: 'refresh' },
    { href: paths.depositRecords, label: t('personal.depositRecords'), icon: 'deposit' },
    { href: paths.withdrawRecords, label: t('personal.withdrawRecords'), icon: 'withdraw' },
    { href: paths.transactions, label: t('personal.transactions'), icon: 'ledger' },
    { href: paths.statement, label: t('protection.statement.title'), icon: 'ledger' },
  ];
  const settings: LinkItem[] = [
    { href: paths.personalEdit, label: t('personal.editProfile'), icon: 'profile' },
    ...passwordLinks(t, user),
    { href: paths.push, label: t('push.title'), icon: 'bell' },
    { href: paths.protection, label: t('protection.title'), icon: 'heart' },
  ];

  return (
    <div className="pc">
      <section className="pc-hero" aria-labelledby="pc-username">
        <Identity user={user} />
        <Balance remote={remote} balance={user.balance} />
      </section>

      <AccountNotice status={user.status} supportUrl={supportUrl} />

      <nav className="card pc-wallet" aria-label={t('personal.wallet')}>
        <ul>
          {wallet.map((item) => (
            <li key={item.href}>
              <a href={item.href}>
                <Icon name={item.icon} size={24} className="pc-wallet-icon" />
                <span>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <LinkSection id="pc-records" title={t('personal.records')} items={records} />

      <SupportLink supportUrl={supportUrl} />

      <LinkSection id="pc-settings" title={t('personal.settings')} items={settings}>
        <li>
          <SignOutButton />
        </li>
      </LinkSection>
    </div>
  );
});

/** Online service, with the count of support replies not yet read (when the chat is the site's support). */
function SupportLink({ supportUrl }: { supportUrl: string }) {
  const t = useT();
  const support = useRemote(inAppSupport(supportUrl) ? 'GET /support/unread' : null);
  const unread = support.data?.count ?? 0;
  const item: LinkItem = {
    href: supportHref(supportUrl),
    label: t('support.title'),
    icon: 'chat',
    badge: unread > 0 && (
      // The count alone beside the label (the words for screen readers): a long label keeps its room.
      <span className="pc-unread" data-testid="support-unread">
        <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
        <span className="visually-hidden">{t('support.unreadCount', { count: unread })}</span>
      </span>
    ),
  };
  return (
    <nav className="pc-help" aria-label={t('support.title')}>
      <ul className="list pc-links">
        <li>
          <LinkRow item={item} />
        </li>
      </ul>
    </nav>
  );
}

/** The sign-out row: the server is told, and the session ends on this device whatever it says. */
function SignOutButton() {
  const t = useT();
  const [signingOut, setSigningOut] = useState(false);
  async function signOutHere() {
    setSigningOut(true);
    await signOut();
  }
  return (
    <button
      type="button"
      className="pc-link pc-signout"
      onClick={() => void signOutHere()}
      disabled={signingOut}
    >
      <Icon name="signOut" size={22} className="pc-link-icon" />
      <span className="pc-link-label">{signingOut ? t('personal.signingOut') : t('personal.signOut')}</span>
    </button>
  );
}

/** Who the player is: the initial, the username and the user ID with its copy button. */
function Identity({ user }: { user: User }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  async function copyUserId() {
    try {
      await navigator.clipboard.writeText(user.userId);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (permissions): the ID stays visible to copy by hand.
    }
  }
  return (
    <div className="pc-identity">
      <span className="pc-avatar" aria-hidden="true">
        {user.username.slice(0, 1).toUpperCase()}
      </span>
      <div>
        <h2 id="pc-username" className="pc-username">
          {user.username}
        </h2>
        <p className="pc-userid">
          <span>{t('personal.userId')}</span> <strong dir="ltr">{user.userId}</strong>
          <button
            type="button"
            className="pc-copy"
            onClick={() => void copyUserId()}
            aria-label={t('personal.copyUserId')}
          >
            <Icon name="copy" size={16} />
          </button>
          <span className="pc-copied" role="status">
            {copied ? t('common.copied') : ''}
          </span>
        </p>
      </div>
    </div>
  );
}

/** The balance with its refresh button, and a note when the last refresh failed (the figure may be old). */
function Balance({
  balance,
  remote,
}: {
  balance: string;
  remote: Pick<Remote<User>, 'error' | 'isValidating' | 'mutate'>;
}) {
  const locale = useLocale();
  const t = useT();
  const { error, isValidating } = remote;
  return (
    <div className="pc-balance">
      <p className="pc-balance-label">{t('personal.balance')}</p>
      <p className="pc-balance-value">
        <strong>{formatMoneyForLocale(locale, balance)}</strong>
        <button
          type="button"
          className="pc-refresh"
          onClick={() => void remote.mutate()}
          disabled={isValidating}
          aria-label={t('personal.refreshBalance')}
        >
          <Icon name="refresh" size={18} className={isValidating ? 'pc-spinning' : undefined} />
        </button>
      </p>
      {error !== undefined && !isValidating && (
        <p className="pc-balance-error" role="alert">
          {t('personal.balanceStale')} {errorText(t, error)}
        </p>
      )}
    </div>
  );
}
