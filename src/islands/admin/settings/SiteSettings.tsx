/**
 * Site settings (admins only): name, favicon, support link, deposit addresses, limits, the
 * limits of deposit claims, withdrawal fee and hours with their time zone, whether staff need
 * TOTP, and the maintenance switch. Saving lists every
 * change and asks first; only what changed is sent.
 */
import type { StaffSettings } from '#shared/contract/site.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure } from '../kit/errors.tsx';
import { staffIsland } from '../kit/gate.tsx';
import { useAdminData } from '../kit/data.ts';
import { ConfirmSettingsDialog } from './ConfirmSettingsDialog.tsx';
import {
  AddressFields,
  ClaimFields,
  FeeFields,
  GeneralFields,
  HoursFields,
  LimitFields,
  MaintenanceFields,
  StaffTotpFields,
} from './fieldsets.tsx';
import { useSettingsForm } from './useSettingsForm.ts';
import { useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';

export default staffIsland('settings', SettingsPage);

function SettingsPage() {
  const settings = useAdminData('GET /settings');
  return (
    <RemoteView remote={settings}>
      {(info) => (
        <SettingsForm info={info} onSaved={(info) => void settings.mutate(info, { revalidate: false })} />
      )}
    </RemoteView>
  );
}

function SettingsForm(props: { info: StaffSettings; onSaved: (info: StaffSettings) => void }) {
  const t = useT();
  const { info } = props;
  const hydrated = useHydrated();
  const form = useSettingsForm(props);
  const { busy, confirming } = form;
  const turningOn = form.draft.maintenance && !info.maintenance;
  return (
    <form className="stack console-settings" onSubmit={form.review} noValidate>
      {info.maintenance && <p className="notice notice-danger">{t('admin.settings.maintenanceActive')}</p>}

      <GeneralFields form={form} />
      <AddressFields form={form} />
      <LimitFields form={form} />
      <ClaimFields form={form} />
      <FeeFields form={form} />
      <HoursFields form={form} />
      <StaffTotpFields form={form} info={info} />
      <MaintenanceFields form={form} />

      <div role="status">{form.notice && <p className="notice">{form.notice}</p>}</div>
      {!confirming && <Failure error={form.failure} />}
      <div className="actions-cell">
        <button type="submit" className="button button-brand" disabled={!hydrated || busy}>
          {t('admin.settings.save')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hydrated || busy || form.changes.length === 0}
          onClick={form.reset}
        >
          {t('admin.settings.reset')}
        </button>
      </div>

      {confirming && <ConfirmSettingsDialog form={form} turningOn={turningOn} />}
    </form>
  );
}
