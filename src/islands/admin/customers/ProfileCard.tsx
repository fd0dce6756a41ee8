/** The head of a customer's page: who they are, their state, support's buttons and the facts. */
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import type { CustomerDetail as CustomerDetailData } from '#shared/contract/staff.ts';
import { AccountStatusBadge, CustomerLink, SmallButton } from '../kit/views.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

export type CustomerDialog = 'status' | 'profile' | 'reset';

export function ProfileCard({
  data,
  maySupport,
  onOpen,
}: {
  data: CustomerDetailData;
  maySupport: boolean;
  onOpen: (dialog: CustomerDialog) => void;
}) {
  const t = useT();
  return (
    <section className="card admin-profile" aria-labelledby="customer-profile-title">
      <div className="row admin-profile-head">
        <h2 id="customer-profile-title" className="admin-profile-title">
          {data.username} <span className="mono muted">{data.userId}</span>{' '}
          <AccountStatusBadge status={data.status} />
        </h2>
        {maySupport && (
          <div className="actions-cell">
            <SmallButton onClick={() => onOpen('status')}>{t('admin.customers.setStatus')}</SmallButton>
            <SmallButton onClick={() => onOpen('profile')}>{t('admin.customers.changeProfile')}</SmallButton>
            <SmallButton onClick={() => onOpen('reset')}>{t('admin.customers.resetPassword')}</SmallButton>
          </div>
        )}
      </div>
      {data.status !== 'active' && (
        <p className="notice">
          {t(`admin.customers.statusEffect.${data.status}`)}
          {data.statusReason && <> {t('admin.customers.statusReason', { reason: data.statusReason })}</>}
        </p>
      )}
      <ProfileFacts customer={data} />
    </section>
  );
}

/** Profile, balance, invitation code, inviter and invitees. */
function ProfileFacts({ customer: data }: { customer: CustomerDetailData }) {
  const locale = useLocale();
  const t = useT();
  const dateTime = (iso: string) => formatDateTimeForLocale(locale, iso);
  return (
    <dl className="admin-facts admin-facts-wide">
      <dt>{t('admin.customers.userId')}</dt>
      <dd className="mono">{data.userId}</dd>
      <dt>{t('admin.customers.username')}</dt>
      <dd>{data.username}</dd>
      <dt>{t('admin.customers.realName')}</dt>
      <dd>{data.realName || '—'}</dd>
      <dt>{t('admin.customers.phone')}</dt>
      <dd>
        <span className="mono" dir="ltr">
          {data.phoneNumber ?? '—'}
        </span>
      </dd>
      <dt>{t('admin.customers.address')}</dt>
      <dd className="break">
        <span className="mono" dir="ltr">
          {data.cryptoAddress ? `${data.cryptoAddress} (${data.cryptoNetwork ?? '—'})` : '—'}
        </span>
      </dd>
      <dt>{t('admin.customers.balance')}</dt>
      <dd className="strong">{formatMoneyForLocale(locale, data.balance)}</dd>
      <dt>{t('admin.customers.transactionPassword')}</dt>
      <dd>{data.hasTransactionPassword ? t('admin.customers.set') : t('admin.customers.notSet')}</dd>
      <dt>{t('admin.money.created')}</dt>
      <dd>{dateTime(data.createdAt)}</dd>
      <dt>{t('admin.customers.invitationCode')}</dt>
      <dd className="mono">{data.invitationCode}</dd>
      <dt>{t('admin.customers.inviter')}</dt>
      <dd>
        {data.inviter ? (
          <>
            <CustomerLink userId={data.inviter.userId} /> {data.inviter.username}
          </>
        ) : (
          t('admin.customers.noInviter')
        )}
      </dd>
      <dt>{t('admin.customers.invitees', { count: data.invitees.length })}</dt>
      <dd>
        {data.invitees.length === 0 ? (
          t('admin.customers.noInvitees')
        ) : (
          <ul className="admin-inline-list">
            {data.invitees.map((i) => (
              <li key={i.userId}>
                <CustomerLink userId={i.userId} /> {i.username}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
