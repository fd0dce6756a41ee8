/** The confirmation before saving the site settings: every change, before → after. */
import { ConfirmStepDialog } from '../kit/confirmStep.tsx';
import type { SettingsFormState } from './useSettingsForm.ts';
import { useT } from '#islands/common/i18n.tsx';

export function ConfirmSettingsDialog({
  form,
  turningOn,
}: {
  form: SettingsFormState;
  /** The save switches maintenance on: the warning is repeated. */
  turningOn: boolean;
}) {
  const t = useT();
  return (
    <ConfirmStepDialog
      step={form}
      title={t('admin.settings.confirmTitle')}
      confirmLabel={t('admin.settings.confirmSave')}
      onConfirm={() => void form.save()}
    >
      <p>{t('admin.settings.confirmBody')}</p>
      <ul className="console-changes">
        {form.changes.map((c) => (
          <li key={c.label}>
            {t('admin.settings.change', { field: c.label, before: c.before, after: c.after })}
          </li>
        ))}
      </ul>
      {turningOn && <p className="notice notice-danger">{t('admin.settings.maintenanceWarning')}</p>}
    </ConfirmStepDialog>
  );
}
