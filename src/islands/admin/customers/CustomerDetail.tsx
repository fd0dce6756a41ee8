/**
 * One customer for staff: profile and balance, inviter and invitees, devices (with the other
 * customers seen on them) and sessions; player protection (blocks, limits, reality checks); chase plans (stopped by
 * admin and support); tabs with the player's ledger entries, bets, deposits,
 * withdrawals and transfers; and support's actions — set the account state with a reason,
 * change locked profile fields on request, reset the password (shown once).
 */
import { useState } from 'react';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { CustomerDialogs } from './CustomerDialogs.tsx';
import { DevicesTable, SessionsTable } from './DeviceTables.tsx';
import { ChaseSection } from './ChaseSection.tsx';
import { ProtectionSection } from './ProtectionSection.tsx';
import { ProfileCard, type CustomerDialog } from './ProfileCard.tsx';
import { RecordTabs } from './RecordTabs.tsx';
import { useAdminData } from '../kit/data.ts';
import { hasRole, staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { SuccessNotice } from '../kit/views.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';

export default staffIsland<{ userId: string }>('customers', CustomerPage);

function CustomerPage({ staff, userId }: StaffPageProps & { userId: string }) {
  const locale = useLocale();
  const t = useT();
  const customer = useAdminData('GET /customers/{userId}', { params: { userId } });
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const [done, setDone] = useState('');
  const maySupport = hasRole(staff, SUPPORT_ROLES);
  const dateTime = (iso: string) => formatDateTimeForLocale(locale, iso);

  return (
    <div className="admin-customer">
      <p>
        <a href="/admin/customers">{t('admin.customers.backToList')}</a>
      </p>
      <SuccessNotice text={done} onDismiss={() => setDone('')} />
      <RemoteView remote={customer}>
        {(data) => (
          <>
            <ProfileCard data={data} maySupport={maySupport} onOpen={setDialog} />

            <h2 className="section-title">{t('admin.customers.devices')}</h2>
            <DevicesTable devices={data.devices} dateTime={dateTime} />

            <h2 className="section-title">{t('admin.customers.sessions')}</h2>
            <SessionsTable sessions={data.sessions} dateTime={dateTime} />

            <ProtectionSection staff={staff} userId={data.userId} protection={data.protection} />

            <ChaseSection staff={staff} userId={data.userId} />

            <h2 className="section-title" id="customer-records-title">
              {t('admin.customers.records')}
            </h2>
            <RecordTabs staff={staff} userId={data.userId} />

            <CustomerDialogs
              data={data}
              dialog={dialog}
              setDialog={setDialog}
              setDone={setDone}
              mutate={customer.mutate}
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
