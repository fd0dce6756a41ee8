/**
 * On the home page, once, right after registration: the invitation to set a deposit limit
 *. Kept apart from the deposit page's `LimitInvite` so that the home page loads no
 * more than the card and its storage flag.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $jwt } from '#client/session.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { InviteCard } from './InviteCard.tsx';
import { dismissInvite, invitedAfterRegistration } from '../common/limitInvite.ts';
import { withIslandI18n } from '#islands/common/i18n.tsx';

export default withIslandI18n<{ messages: IslandMessages }>(function RegisteredInvite() {
  // Storage is read once hydrated, so the server's render and the first browser render agree.
  const hydrated = useHydrated();
  const jwt = useStore($jwt);
  const [hidden, setHidden] = useState(false);
  if (!hydrated || !jwt || hidden || !invitedAfterRegistration()) return null;
  const hide = () => {
    dismissInvite();
    setHidden(true);
  };
  return <InviteCard onDismiss={hide} />;
});
