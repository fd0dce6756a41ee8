import { paths } from '#shared/paths.ts';
import { dismissInvite } from '../common/limitInvite.ts';
import { useT } from '#islands/common/i18n.tsx';
import './protection.css';

export function InviteCard({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
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
