/**
 * On the deposit page, a dismissible card inviting the player to set a deposit limit while they
 * have no deposit limit and no completed deposit (the home page's, after registration, is
 * `RegisteredInvite`). Never in the way: "Not now" hides it on this device.
 */
import { useState } from 'react';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { useSignedIn } from '../common/SignedInGate.tsx';
import { PERIODS } from './limitsAndBlocks.ts';
import { dismissInvite, inviteDismissed } from '../common/limitInvite.ts';
import { InviteCard } from './InviteCard.tsx';
import { withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
}

export default withIslandI18n<Props>(function LimitInvite() {
  // Null until hydrated: storage is read in the browser only, so both renders agree.
  const signedIn = useSignedIn();
  const [hidden, setHidden] = useState(false);
  if (!signedIn || hidden) return null;
  if (inviteDismissed()) return null;
  const hide = () => {
    dismissInvite();
    setHidden(true);
  };
  return <DepositInvite onDismiss={hide} />;
});

/** On the deposit page: only without a deposit limit (in force or asked for) and any completed deposit. */
function DepositInvite({ onDismiss }: { onDismiss: () => void }) {
  const limits = useRemote('GET /customer/limits');
  const deposits = useRemote('GET /deposit/search', { query: { pageSize: 100 } });
  if (!limits.data || !deposits.data) return null;
  const hasLimit = PERIODS.some((period) => {
    const limit = limits.data?.deposit[period];
    return limit?.amount != null || limit?.pending != null;
  });
  const deposited = deposits.data.list.some((deposit) => deposit.status === 'completed');
  if (hasLimit || deposited) return null;
  return <InviteCard onDismiss={onDismiss} />;
}
