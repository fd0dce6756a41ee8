/** Support's actions on a customer: set the account state, change locked profile fields. */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { PHONE_PATTERN } from '#shared/accountLimits.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { ACCOUNT_STATUSES, type AccountStatus } from '#shared/vocabulary.ts';
import { Field } from '#islands/common/Field.tsx';
import { ActionDialog, ReasonField, useReason } from '../kit/ActionDialog.tsx';
import type { CustomerDetail as CustomerDetailData } from '#shared/contract/staff.ts';
import { fieldErrors } from '../kit/errors.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { useT } from '#islands/common/i18n.tsx';

/** What a support dialog is given; `onDone` is the dialog's own. */
interface DialogProps<Done> {
  customer: CustomerDetailData;
  onClose: () => void;
  onDone: Done;
}

export function StatusDialog({ customer, onClose, onDone }: DialogProps<(status: AccountStatus) => void>) {
  const t = useT();
  const [status, setStatus] = useState<AccountStatus>(
    ACCOUNT_STATUSES.find((s) => s !== customer.status) ?? 'active',
  );
  const { reason, setReason, reasonError, check } = useReason(t);
  return (
    <ActionDialog
      title={t('admin.customers.statusTitle')}
      confirmLabel={t('admin.customers.statusButton')}
      danger={status !== 'active'}
      onClose={onClose}
      validate={check}
      onConfirm={async () => {
        await adminApi('POST /customers/{userId}/status', {
          params: { userId: customer.userId },
          body: { status, reason: reason.trim() },
        });
        onDone(status);
      }}
    >
      <p>{t('admin.customers.statusNow', { status: t(`admin.customers.status.${customer.status}`) })}</p>
      <SelectField
        id="customer-status"
        label={t('admin.customers.newStatus')}
        value={status}
        onChange={(next) => setStatus(next as AccountStatus)}
        options={ACCOUNT_STATUSES.map((s) => [s, t(`admin.customers.status.${s}`)])}
      />
      <p className="admin-effect">
        {t('admin.customers.statusSummary', {
          username: customer.username,
          userId: customer.userId,
          status: t(`admin.customers.status.${status}`),
        })}{' '}
        {t(`admin.customers.statusEffect.${status}`)}
      </p>
      <ReasonField id="customer-status-reason" value={reason} onChange={setReason} error={reasonError} />
    </ActionDialog>
  );
}

type ProfileFields = { realName: string; phoneNumber: string; cryptoAddress: string };
type ProfileErrors = Partial<Record<keyof ProfileFields | 'reason' | 'form', string>>;

/** The profile form: the fields before and now, which changed, their errors and the check. */
function useProfileForm(t: T, customer: CustomerDetailData) {
  const before: ProfileFields = {
    realName: customer.realName ?? '',
    phoneNumber: customer.phoneNumber ?? '',
    cryptoAddress: customer.cryptoAddress ?? '',
  };
  const [form, setForm] = useState<ProfileFields>(before);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const changed = (Object.keys(form) as (keyof ProfileFields)[]).filter((k) => form[k].trim() !== before[k]);
  const labels: Record<keyof ProfileFields, string> = {
    realName: t('admin.customers.realName'),
    phoneNumber: t('admin.customers.phone'),
    cryptoAddress: t('admin.customers.address'),
  };
  const network = cryptoNetworkOf(form.cryptoAddress.trim());

  function validate(): boolean {
    const next: ProfileErrors = {};
    if (changed.length === 0) next.form = t('admin.customers.profileNoChange');
    if (changed.includes('realName') && !form.realName.trim()) next.realName = t('field.REAL_NAME_REQUIRED');
    if (changed.includes('phoneNumber') && !PHONE_PATTERN.test(form.phoneNumber.trim()))
      next.phoneNumber = t('field.PHONE_NUMBER_INVALID');
    if (changed.includes('cryptoAddress') && !network)
      next.cryptoAddress = t('field.INVALID_CHAIN_OR_ADDRESS');
    if (!reason.trim()) next.reason = t('admin.money.reasonRequired');
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  return { before, form, setForm, reason, setReason, errors, setErrors, changed, labels, network, validate };
}

export function ProfileDialog({ customer, onClose, onDone }: DialogProps<() => void>) {
  const t = useT();
  const { before, form, setForm, reason, setReason, errors, setErrors, changed, labels, network, validate } =
    useProfileForm(t, customer);
  return (
    <ActionDialog
      title={t('admin.customers.profileTitle')}
      confirmLabel={t('admin.customers.profileButton')}
      onClose={onClose}
      validate={validate}
      onConfirm={async () => {
        const body: Partial<ProfileFields> & { reason: string } = { reason: reason.trim() };
        for (const key of changed) body[key] = form[key].trim();
        try {
          await adminApi('POST /customers/{userId}/profile', { params: { userId: customer.userId }, body });
        } catch (e) {
          const fields = fieldErrors(t, e);
          if (Object.keys(fields).length) setErrors(fields);
          throw e;
        }
        onDone();
      }}
    >
      <p>{t('admin.customers.profileIntro', { username: customer.username, userId: customer.userId })}</p>
      {(Object.keys(labels) as (keyof ProfileFields)[]).map((key) => (
        <Field
          key={key}
          id={`customer-${key}`}
          label={labels[key]}
          autoComplete="off"
          dir={key === 'realName' ? undefined : 'ltr'}
          value={form[key]}
          error={errors[key]}
          hint={key === 'cryptoAddress' && network ? t('admin.customers.network', { network }) : undefined}
          onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
        />
      ))}
      {changed.length > 0 && (
        <div className="admin-effect">
          <p>{t('admin.customers.profileChanges')}</p>
          <ul>
            {changed.map((key) => (
              <li key={key}>
                {t('admin.customers.profileChange', {
                  field: labels[key],
                  from: before[key] || '—',
                  to: form[key].trim() || '—',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <ReasonField
        id="customer-profile-reason"
        label={t('admin.customers.profileReason')}
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
    </ActionDialog>
  );
}
