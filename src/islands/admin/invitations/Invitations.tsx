/**
 * Invitation codes: the list with uses, expiry and state; creating a code (maximum uses,
 * expiry, note) shows the new code; disabling one asks first.
 */
import { useState } from 'react';
import { RemoteView } from '../kit/RemoteView.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { useAdminData } from '../kit/data.ts';
import { CreateInvitation } from './CreateInvitation.tsx';
import { DisableDialog } from './DisableDialog.tsx';
import type { Invitation, Shared } from './invitation.ts';
import { InvitationTable } from './InvitationTable.tsx';
import { useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';

export default staffIsland('invitations', InvitationsPage);

function InvitationsPage({ isAdmin }: StaffPageProps) {
  const t = useT();
  const hydrated = useHydrated();
  const list = useAdminData('GET /invitations');
  // Who created a code is in the audit log, which only admins may read.
  const creators = useAdminData(isAdmin ? 'GET /audit' : null, {
    query: { action: 'invitation.create', pageSize: 100 },
  });
  const createdBy = new Map(
    (creators.data?.list ?? []).flatMap((e) =>
      e.staffUsername ? [[e.targetId ?? '', e.staffUsername] as const] : [],
    ),
  );

  const [busy, setBusy] = useState(false);
  const [toDisable, setToDisable] = useState<Invitation | null>(null);
  const [notice, setNotice] = useState('');
  // Expiry is judged against the time the page opened (and refreshed after each action).
  const [now, setNow] = useState(() => Date.now());
  const shared: Shared = { busy, setBusy, notice, setNotice };

  return (
    <div className="stack">
      <CreateInvitation
        hydrated={hydrated}
        shared={shared}
        onCreated={() => {
          setNow(Date.now());
          return Promise.all([list.mutate(), creators.mutate()]);
        }}
      />

      <h2 className="section-title">{t('admin.invitations.listTitle')}</h2>
      <RemoteView remote={list} empty={(codes) => codes.length === 0}>
        {(invitations) => (
          <InvitationTable
            invitations={invitations}
            now={now}
            isAdmin={isAdmin}
            createdBy={createdBy}
            disabled={!hydrated || busy}
            onDisable={setToDisable}
          />
        )}
      </RemoteView>

      {toDisable && (
        <DisableDialog
          invitation={toDisable}
          shared={shared}
          onClose={() => setToDisable(null)}
          onDisabled={() => {
            setToDisable(null);
            setNow(Date.now());
            return list.mutate();
          }}
        />
      )}
    </div>
  );
}
