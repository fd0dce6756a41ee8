/**
 * Staff accounts, for admins: each member with role, two-step sign-in and state; disabling,
 * re-enabling and resetting a password ask first, and a reset shows the new password once.
 */
import type { MessageKey } from '#i18n/index.ts';
import { useState } from 'react';
import { adminApi, type StaffMember } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { gateView, useStaffGate } from '../kit/gate.tsx';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { SmallButton, SuccessNotice } from '../kit/views.tsx';
import { useAdminData } from '../kit/data.ts';
import { PasswordOnce } from '../kit/PasswordOnce.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import '../kit/console.css';

interface StaffListItem extends Omit<StaffMember, 'totpRequired'> {
  disabled: boolean;
  createdAt: string;
}

type Action = 'disable' | 'enable' | 'reset';

interface Props {
  messages: IslandMessages;
}

export default withIslandI18n<Props>(function StaffAccounts() {
  const t = useT();
  const gate = useStaffGate('staff');
  return gateView(t, gate) ?? <StaffList selfId={gate.staff?.id ?? ''} />;
});

function StaffList({ selfId }: { selfId: string }) {
  const t = useT();
  const list = useAdminData('GET /staff');
  const [pending, setPending] = useState<{ action: Action; member: StaffListItem } | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
  const [done, setDone] = useState('');

  async function run(action: Action, member: StaffListItem) {
    if (action === 'reset') {
      const result = await adminApi('POST /staff/{staffId}/password-reset', {
        params: { staffId: member.id },
      });
      setPassword({ username: member.username, password: result.password });
    } else {
      await adminApi(`POST /staff/{staffId}/${action}`, { params: { staffId: member.id } });
      setDone(
        t(action === 'disable' ? 'admin.staff.disabledDone' : 'admin.staff.enableEffect', {
          username: member.username,
        }),
      );
    }
    setPending(null);
    void list.mutate();
  }

  return (
    <div className="stack">
      <p className="muted">{withCommand(t('admin.staff.intro'))}</p>
      <SuccessNotice text={done} onDismiss={() => setDone('')} />
      <RemoteView remote={list} empty={(members) => members.length === 0}>
        {(members) => (
          <ul className="staff-list">
            {members.map((member) => (
              <StaffCard
                key={member.id}
                member={member}
                self={member.id === selfId}
                onAction={(action) => setPending({ action, member })}
              />
            ))}
          </ul>
        )}
      </RemoteView>
      {pending && (
        <ActionDialog
          title={t(TITLES[pending.action])}
          confirmLabel={t(BUTTONS[pending.action])}
          danger={pending.action !== 'enable'}
          onClose={() => setPending(null)}
          onConfirm={() => run(pending.action, pending.member)}
        >
          <p className="admin-effect">{t(EFFECTS[pending.action], { username: pending.member.username })}</p>
        </ActionDialog>
      )}
      {password && (
        <PasswordOnce
          username={password.username}
          password={password.password}
          onceText={t('admin.staff.passwordOnce')}
          onClose={() => setPassword(null)}
        />
      )}
    </div>
  );
}

/** One staff member: name, role, TOTP, state, and the actions on others. */
function StaffCard({
  member,
  self,
  onAction,
}: {
  member: StaffListItem;
  self: boolean;
  onAction: (action: Action) => void;
}) {
  const t = useT();
  return (
    <li className="card staff-member" data-testid={`staff-${member.username}`}>
      <p className="staff-name">
        <strong dir="auto">{member.username}</strong>
        {self && <span className="muted"> ({t('admin.staff.you')})</span>}
      </p>
      <dl className="staff-facts">
        <dt>{t('admin.staff.role')}</dt>
        <dd>{t(`admin.role.${member.role}`)}</dd>
        <dt>{t('admin.staff.totp')}</dt>
        <dd>{member.totpEnabled ? t('admin.staff.on') : t('admin.staff.off')}</dd>
        <dt>{t('admin.staff.state')}</dt>
        <dd>
          <span className={member.disabled ? 'badge badge-bad' : 'badge badge-good'}>
            {member.disabled ? t('admin.staff.disabled') : t('admin.staff.active')}
          </span>
        </dd>
      </dl>
      {!self && (
        <div className="staff-actions">
          {member.disabled ? (
            <SmallButton onClick={() => onAction('enable')}>{t('admin.staff.enable')}</SmallButton>
          ) : (
            <SmallButton kind="danger" onClick={() => onAction('disable')}>
              {t('admin.staff.disable')}
            </SmallButton>
          )}
          <SmallButton onClick={() => onAction('reset')}>{t('admin.staff.reset')}</SmallButton>
        </div>
      )}
    </li>
  );
}

const COMMAND = 'npm run admin -- create-staff';

/** The intro with its command isolated, so right-to-left text does not reorder it. */
function withCommand(text: string) {
  const [before, after] = text.split(COMMAND);
  if (after === undefined) return text;
  return (
    <>
      {before}
      <code dir="ltr">{COMMAND}</code>
      {after}
    </>
  );
}

const TITLES: Record<Action, MessageKey> = {
  disable: 'admin.staff.disableTitle',
  enable: 'admin.staff.enableTitle',
  reset: 'admin.customers.resetTitle',
};
const BUTTONS: Record<Action, MessageKey> = {
  disable: 'admin.staff.disable',
  enable: 'admin.staff.enable',
  reset: 'admin.staff.reset',
};
const EFFECTS: Record<Action, MessageKey> = {
  disable: 'admin.staff.disableEffect',
  enable: 'admin.staff.enableEffect',
  reset: 'admin.staff.resetEffect',
};
