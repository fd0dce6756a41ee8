/** The card inviting the player to set a deposit limit, with "Not now". */
import type { T } from '#client/i18n.ts';
import { paths } from '#shared/paths.ts';
import { dismissInvite } from '../common/limitInvite.ts';
import './protection.css';

export function InviteCard({ t, onDismiss }: { t: T; onDismiss: () => void }) {
  return (
    <aside className="card rg-invite" aria-labelledby="rg-invite-title">
      <h2 id="rg-invite-title">{t('rg.invite.title')}</h2>
      <p>{t('rg.invite.text')}</p>
      <div className="rg-actions">
        <a className="button button-brand" href={paths.limits} onClick={dismissInvite}>
          {t('rg.invite.link')}
        </a>
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          {t('rg.invite.dismiss')}
        </button>
      </div>
    </aside>
  );
}
