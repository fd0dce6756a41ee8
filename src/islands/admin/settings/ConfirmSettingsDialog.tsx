/** The confirmation before saving the site settings: every change, before → after. */
import type { T } from '#client/i18n.ts';
import { Dialog } from '#islands/common/Dialog.tsx';
import { Failure } from '../kit/errors.tsx';
import type { SettingsFormState } from './useSettingsForm.ts';

export function ConfirmSettingsDialog({
  t,
  form,
  turningOn,
}: {
  t: T;
  form: SettingsFormState;
  /** The save switches maintenance on: the warning is repeated. */
  turningOn: boolean;
}) {
  return (
    <Dialog
      open
      title={t('admin.settings.confirmTitle')}
      onClose={() => form.setConfirming(false)}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => form.setConfirming(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button-brand" disabled={form.busy} onClick={form.save}>
            {t('admin.settings.confirmSave')}
          </button>
        </>
      }
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
      <Failure t={t} error={form.failure} />
    </Dialog>
  );
}
