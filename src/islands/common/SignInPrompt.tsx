/** What a signed-out visitor sees on a private screen: a short message and the ways in. */
import type { T } from '#client/i18n.ts';
import { paths } from '#shared/paths.ts';

export function SignInPrompt({ t }: { t: T }) {
  return (
    <div className="card signin-prompt">
      <p>{t('common.signInRequired')}</p>
      <div className="signin-prompt-actions">
        <a className="button button-brand" href={paths.login}>
          {t('auth.signIn')}
        </a>
        <a className="button button-secondary" href={paths.register}>
          {t('auth.signUp')}
        </a>
      </div>
    </div>
  );
}
