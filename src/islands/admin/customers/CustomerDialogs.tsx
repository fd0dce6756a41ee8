/** The open support dialog of a customer's page; the reset password is shown once after it. */
import { useState } from 'react';
import { adminApi } from '#client/staffSession.ts';
import { PasswordOnce } from '../kit/PasswordOnce.tsx';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import type { CustomerDetail as CustomerDetailData } from '#shared/contract/staff.ts';
import { ProfileDialog, StatusDialog } from './dialogs.tsx';
import type { CustomerDialog } from './ProfileCard.tsx';
import { useT } from '#islands/common/i18n.tsx';

export function CustomerDialogs({
  data,
  dialog,
  setDialog,
  setDone,
  mutate,
}: {
  data: CustomerDetailData;
  dialog: CustomerDialog | null;
  setDialog: (dialog: CustomerDialog | null) => void;
  /** Shows the success line of the page. */
  setDone: (text: string) => void;
  /** Reloads the customer. */
  mutate: () => unknown;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  return (
    <>
      {dialog === 'status' && (
        <StatusDialog
          customer={data}
          onClose={() => setDialog(null)}
          onDone={(status) => {
            setDialog(null);
            setDone(t('admin.customers.statusDone', { status: t(`admin.customers.status.${status}`) }));
            void mutate();
          }}
        />
      )}
      {dialog === 'profile' && (
        <ProfileDialog
          customer={data}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setDone(t('admin.customers.profileDone'));
            void mutate();
          }}
        />
      )}
      {dialog === 'reset' && !password && (
        <ActionDialog
          title={t('admin.customers.resetTitle')}
          confirmLabel={t('admin.customers.resetButton')}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const result = await adminApi('POST /customers/{userId}/password-reset', {
              params: { userId: data.userId },
            });
            setPassword(result.password);
            void mutate();
          }}
        >
          <p className="admin-effect">
            {t('admin.customers.resetEffect', { username: data.username, userId: data.userId })}
          </p>
        </ActionDialog>
      )}
      {dialog === 'reset' && password && (
        <PasswordOnce
          username={data.username}
          password={password}
          onClose={() => {
            setPassword('');
            setDialog(null);
            setDone(t('admin.customers.resetDone'));
          }}
        />
      )}
    </>
  );
}
