/**
 * A dismissible card inviting the player to set a deposit limit: on the home page just after
 * registration, and on the deposit page while the player has no deposit limit and no completed
 * deposit. Never in the way: "Not now" hides it on this device.
 */
import { useState } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { Limits } from '#shared/contract/limits.ts';
import type { Deposit } from '#shared/contract/wallet.ts';
import { paths } from '#shared/paths.ts';
import { useSignedIn, PERIODS } from './parts.tsx';
import { dismissInvite, invitedAfterRegistration, inviteDismissed } from './invite.ts';
import './protection.css';

interface Props {
  messages: IslandMessages;
  /** `registered`: the home page after registration; `deposit`: the deposit page. */
  where: 'registered' | 'deposit';
}

export default function LimitInvite({ messages, where }: Props) {
  const t = makeT(messages);
  // Null until hydrated: storage is read in the browser only, so both renders agree.
  const signedIn = useSignedIn();
  const [hidden, setHidden] = useState(false);
  if (!signedIn || hidden) return null;
  if (where === 'registered' ? !invitedAfterRegistration() : inviteDismissed()) return null;
  const hide = () => {
    dismissInvite();
    setHidden(true);
  };
  if (where === 'registered') return <InviteCard t={t} onDismiss={hide} />;
  return <DepositInvite t={t} onDismiss={hide} />;
}

/** On the deposit page: only without a deposit limit (in force or asked for) and any completed deposit. */
function DepositInvite({ t, onDismiss }: { t: T; onDismiss: () => void }) {
  const limits = useRemote<Limits>(['/customer/limits']);
  const deposits = useRemote<{ list: Deposit[] }>(['/deposit/search', { pageSize: 100 }]);
  if (!limits.data || !deposits.data) return null;
  const hasLimit = PERIODS.some((period) => {
    const limit = limits.data?.deposit[period];
    return limit?.amount != null || limit?.pending != null;
  });
  const deposited = deposits.data.list.some((deposit) => deposit.status === 'completed');
  if (hasLimit || deposited) return null;
  return <InviteCard t={t} onDismiss={onDismiss} />;
}

function InviteCard({ t, onDismiss }: { t: T; onDismiss: () => void }) {
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
