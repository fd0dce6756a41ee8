/**
 * Site settings (admins only): name, favicon, support link, deposit addresses, limits, the
 * limits of deposit claims, withdrawal fee and hours with their time zone, whether staff need
 * TOTP, and the maintenance switch. Saving lists every
 * change and asks first; only what changed is sent.
 */
import type { T } from '#client/i18n.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure } from '../kit/errors.tsx';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
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
import '../kit/console.css';

export default staffIsland('settings', SettingsPage);

function SettingsPage({ t, locale }: StaffPageProps) {
  const settings = useAdminData<StaffSettings>(['/settings']);
  return (
    <RemoteView t={t} remote={settings}>
      {(info) => (
        <SettingsForm
          t={t}
          locale={locale}
          info={info}
          onSaved={(info) => void settings.mutate(info, { revalidate: false })}
        />
      )}
    </RemoteView>
  );
}

function SettingsForm(props: {
  t: T;
  locale: string;
  info: StaffSettings;
  onSaved: (info: StaffSettings) => void;
}) {
  const { t, info } = props;
  const hydrated = useHydrated();
  const form = useSettingsForm(props);
  const { busy, confirming } = form;
  const turningOn = form.draft.maintenance && !info.maintenance;
  return (
    <form className="stack console-settings" onSubmit={form.review} noValidate>
      {info.maintenance && <p className="notice notice-danger">{t('admin.settings.maintenanceActive')}</p>}

      <GeneralFields t={t} form={form} />
      <AddressFields t={t} form={form} />
      <LimitFields t={t} form={form} />
      <ClaimFields t={t} form={form} />
      <FeeFields t={t} form={form} />
      <HoursFields t={t} form={form} />
      <StaffTotpFields t={t} form={form} info={info} />
      <MaintenanceFields t={t} form={form} />

      <div role="status">{form.notice && <p className="notice">{form.notice}</p>}</div>
      {!confirming && <Failure t={t} error={form.failure} />}
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

      {confirming && <ConfirmSettingsDialog t={t} form={form} turningOn={turningOn} />}
    </form>
  );
}
