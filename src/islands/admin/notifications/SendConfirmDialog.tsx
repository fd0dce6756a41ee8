/** The last look at a notification before it goes out: to whom, and what it says. */
import { ConfirmStepDialog } from '../kit/confirmStep.tsx';
import type { SendFormState } from './useSendForm.ts';
import { useT } from '#islands/common/i18n.tsx';

export function SendConfirmDialog({ form }: { form: SendFormState }) {
  const t = useT();
  return (
    <ConfirmStepDialog
      step={form}
      title={t('admin.notifications.confirmTitle')}
      confirmLabel={t('admin.notifications.confirmSend')}
      onConfirm={() => void form.send()}
    >
      <p>
        {form.audience === 'all'
          ? t('admin.notifications.confirmAll')
          : t('admin.notifications.confirmOne', { userId: form.userId.trim() })}
      </p>
      <div className="console-preview">
        <strong>{form.title.trim()}</strong>
        <p>{form.body.trim()}</p>
      </div>
      <p className="muted">{t('admin.notifications.confirmFinal')}</p>
    </ConfirmStepDialog>
  );
}
