/**
 * The home page's account corner: sign in and sign up for visitors, the player's
 * name and balance once signed in. The server cannot know (the session lives in localStorage),
 * so the visitor view renders first and the player's replaces it after hydration.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { api } from '#client/api.ts';
import { $jwt, $user } from '#client/session.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { SignInLinks } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  locale: string;
}

export default withIslandI18n(function HomeAccount({ locale }: Props) {
  const t = useT();
  const jwt = useStore($jwt);
  const user = useStore($user);
  const mounted = useHydrated();
  useEffect(() => {
    if (!jwt) return;
    api('GET /customer')
      .then((fresh) => $user.set(fresh))
      .catch(() => undefined);
  }, [jwt]);

  if (mounted && jwt && user) {
    return (
      <div className="account">
        <p className="account-name">{t('home.signedInAs', { name: user.username, userId: user.userId })}</p>
        <p className="account-balance">
          <span>{t('home.balance')}</span> <strong>{formatMoneyForLocale(locale, user.balance)}</strong>
        </p>
      </div>
    );
  }
  return (
    <SignInLinks
      className="auth"
      signInClass="button-primary"
      signIn={t('home.signIn')}
      signUp={t('home.signUp')}
    />
  );
});
