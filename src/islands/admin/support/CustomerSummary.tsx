/**
 * The player beside the chat: who they are, the account's state and any time-out or
 * self-exclusion in force, the balance, their language, when they registered, and their last
 * deposits and withdrawals — what staff need to answer without leaving the conversation.
 */
import { formatMoneyForLocale } from '#i18n/format.ts';
import type { SupportCustomerSummary, SupportMoneyRecord } from '#shared/contract/support.ts';
import { MoneyStatusBadge } from '#islands/common/moneyStatus.tsx';
import { AccountStatusBadge, CustomerLink } from '../kit/views.tsx';
import { chatTime } from '#islands/common/chatTime.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

function Records({
  title,
  kind,
  records,
}: {
  title: string;
  kind: 'deposit' | 'withdrawal';
  records: readonly SupportMoneyRecord[];
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <h4 className="support-summary-title">{title}</h4>
      {records.length === 0 ? (
        <p className="muted console-small">{t('admin.support.noRecords')}</p>
      ) : (
        <ul className="support-records">
          {records.map((record) => (
            <li key={record.id}>
              <span className="num">{formatMoneyForLocale(locale, record.amount)}</span>
              <MoneyStatusBadge status={record.status} kind={kind} />
              <time className="muted" dateTime={record.createdAt}>
                {chatTime(locale, record.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The player's last deposits, then last withdrawals. */
const RECORD_LISTS = [
  { kind: 'deposit', title: 'admin.support.deposits', records: 'recentDeposits' },
  { kind: 'withdrawal', title: 'admin.support.withdrawals', records: 'recentWithdrawals' },
] as const;

export function CustomerSummary({
  customer,
  languageName,
}: {
  customer: SupportCustomerSummary;
  languageName: (code: string) => string;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <aside className="card support-summary" aria-labelledby="support-summary-title">
      <h3 id="support-summary-title" className="support-summary-heading">
        {t('admin.support.customer')}: {customer.username}
      </h3>
      <dl className="support-facts">
        <dt>{t('admin.support.userId')}</dt>
        <dd>
          <CustomerLink userId={customer.userId} />
        </dd>
        <dt>{t('admin.support.accountState')}</dt>
        <dd>
          <AccountStatusBadge status={customer.status} />
        </dd>
        <dt>{t('admin.support.block')}</dt>
        <dd>
          {customer.blocked ? t(`admin.protection.block.${customer.blocked}`) : t('admin.support.noBlock')}
        </dd>
        <dt>{t('admin.support.balance')}</dt>
        <dd className="num">{formatMoneyForLocale(locale, customer.balance)}</dd>
        <dt>{t('admin.support.language')}</dt>
        <dd>{customer.locale ? languageName(customer.locale) : '—'}</dd>
        <dt>{t('admin.support.registered')}</dt>
        <dd>{chatTime(locale, customer.registeredAt)}</dd>
      </dl>
      {RECORD_LISTS.map(({ kind, title, records }) => (
        <Records key={kind} title={t(title)} kind={kind} records={customer[records]} />
      ))}
      <p className="console-small">
        <a href={`/admin/customers/${customer.userId}`}>{t('admin.support.openCustomer')}</a>
      </p>
    </aside>
  );
}
