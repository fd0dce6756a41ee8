/** The card inviting the player to set a deposit limit, with "Not now". */
import { paths } from '#shared/paths.ts';
import { dismissInvite } from '../common/limitInvite.ts';
import { useT } from '#islands/common/i18n.tsx';
import './protection.css';

export function InviteCard({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
  return (
    <aside className="card rg-invite" aria-labelledby="rg-invite-title">
      <h2 id="rg-invite-title">{t('protection.invite.title')}</h2>
      <p>{t('protection.invite.text')}</p>
      <div className="rg-actions">
        <a className="button button-brand" href={paths.limits} onClick={dismissInvite}>
          {t('protection.invite.link')}
        </a>
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          {t('protection.invite.dismiss')}
        </button>
      </div>
    </aside>
  );
}
