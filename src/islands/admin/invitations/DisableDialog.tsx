/** "Disable code" asks first; the call, its failure and the success line. */
import { useState } from 'react';
import { adminApi } from '#client/staffSession.ts';
import { ConfirmCallDialog } from '../kit/confirmStep.tsx';
import type { Invitation, Shared } from './invitation.ts';
import { useT } from '#islands/common/i18n.tsx';

export function DisableDialog({
  invitation,
  shared,
  onClose,
  onDisabled,
}: {
  invitation: Invitation;
  shared: Shared;
  onClose: () => void;
  /** Runs after the code is disabled (closes the dialog, reads the list again). */
  onDisabled: () => Promise<unknown>;
}) {
  const t = useT();
  const [disableError, setDisableError] = useState<unknown>(null);

  async function disable() {
    shared.setBusy(true);
    setDisableError(null);
    try {
      await adminApi('POST /invitations/{code}/disable', { params: { code: invitation.code } });
      shared.setNotice(t('admin.invitations.disabledNotice', { code: invitation.code }));
      await onDisabled();
    } catch (error) {
      setDisableError(error);
    } finally {
      shared.setBusy(false);
    }
  }

  return (
    <ConfirmCallDialog
      title={t('admin.invitations.disableTitle', { code: invitation.code })}
      confirmLabel={t('admin.invitations.disableConfirm')}
      danger
      busy={shared.busy}
      failure={disableError}
      onCancel={onClose}
      onConfirm={() => void disable()}
    >
      <p>{t('admin.invitations.disableBody', { uses: invitation.uses })}</p>
    </ConfirmCallDialog>
  );
}
