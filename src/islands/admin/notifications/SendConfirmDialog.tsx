/** The last look at a notification before it goes out: to whom, and what it says. */
import type { T } from '#client/i18n.ts';
import { ConfirmStepDialog } from '../kit/confirmStep.tsx';
import type { SendFormState } from './useSendForm.ts';

export function SendConfirmDialog({ t, form }: { t: T; form: SendFormState }) {
  return (
    <ConfirmStepDialog
      t={t}
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
