/**
 * What a signed-out visitor sees on a private screen: a short message and the ways in (which the
 * home page shows too).
 */
import { paths } from '#shared/paths.ts';
import { useT } from './i18n.tsx';

export function SignInPrompt() {
  const t = useT();
  return (
    <div className="card signin-prompt">
      <p>{t('common.signInRequired')}</p>
      <SignInLinks
        className="signin-prompt-actions"
        signInClass="button-brand"
        signIn={t('auth.signIn')}
        signUp={t('auth.signUp')}
      />
    </div>
  );
}

/**
 * The ways in: sign in, then sign up; each page gives its own words, and the sign-in button the
 * colour of its page (the home page's accent).
 */
export function SignInLinks({
  className,
  signInClass,
  signIn,
  signUp,
}: {
  className: string;
  signInClass: 'button-brand' | 'button-primary';
  signIn: string;
  signUp: string;
}) {
  return (
    <div className={className}>
      <a className={`button ${signInClass}`} href={paths.login}>
        {signIn}
      </a>
      <a className="button button-secondary" href={paths.register}>
        {signUp}
      </a>
    </div>
  );
}
