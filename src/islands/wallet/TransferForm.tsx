/**
 * Internal transfer (SPEC.md §2, §5): to another player by 6-digit user ID, within the single
 * and daily limits and the balance, confirmed with the transaction password (`POST /transfer`).
 * The recent transfers, sent and received, follow below.
 */
import { useState, type SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import type { User } from '#shared/contract/account.ts';
import type { SiteInfo } from '#shared/contract/site.ts';
import type { Transfer } from '#shared/contract/wallet.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { Field } from '../common/Field.tsx';
import { checkAmount, formatMoney, limitCents, showCents, showMoney } from './amount.ts';
import { amountFaultText } from './amountMessage.ts';
import {
  AmountField,
  BalanceLine,
  CustomerView,
  MoneyDialog,
  MoneyForm,
  ProfileGate,
  TransactionPasswordField,
} from './moneyFormParts.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { RecentTransfers } from './RecentTransfers.tsx';
import { useCustomer } from './session.ts';
import { useMoneyForm } from './useMoneyForm.ts';
import './wallet.css';

type Limits = Pick<SiteInfo['limits'], 'transferMin' | 'transferMax' | 'transferDailyLimit'>;

interface Props {
  messages: IslandMessages;
  locale: string;
  limits: Limits;
  supportUrl: string;
}

export default function TransferForm({ messages, locale, limits, supportUrl }: Props) {
  const t = makeT(messages);
  const customer = useCustomer();
  // Bumped after each transfer so that the recent transfers reload.
  const [sentCount, setSentCount] = useState(0);
  const user = customer.data;

  return (
    <CustomerView t={t} customer={customer}>
      {user && (
        <>
          <TransferPanel
            t={t}
            locale={locale}
            limits={limits}
            supportUrl={supportUrl}
            user={user}
            onSent={() => {
              setSentCount((n) => n + 1);
              void customer.mutate();
            }}
            refresh={() => void customer.mutate()}
          />
          <RecentTransfers t={t} locale={locale} reload={sentCount} />
        </>
      )}
    </CustomerView>
  );
}

function TransferPanel({
  t,
  locale,
  limits,
  supportUrl,
  user,
  onSent,
  refresh,
}: {
  t: T;
  locale: string;
  limits: Limits;
  supportUrl: string;
  user: User;
  onSent: () => void;
  refresh: () => void;
}) {
  const min = limitCents(limits.transferMin);
  const max = limitCents(limits.transferMax);
  const daily = limitCents(limits.transferDailyLimit);
  const minText = showCents(locale, min ?? 0n);
  return (
    <div className="stack">
      <section className="card" aria-labelledby="transfer-account-title">
        <h2 id="transfer-account-title" className="visually-hidden">
          {t('wallet.transfer.account')}
        </h2>
        <BalanceLine t={t} locale={locale} balance={user.balance} />
        <ul className="wallet-facts">
          <li>
            {max === null
              ? t('wallet.minimum', { min: minText })
              : t('wallet.transfer.singleLimit', { min: minText, max: showCents(locale, max) })}
          </li>
          <li>
            {t('wallet.transfer.dailyLimit', {
              limit: daily === null ? t('wallet.noLimit') : showCents(locale, daily),
            })}
          </li>
        </ul>
      </section>
      {user.status !== 'active' ? (
        <AccountNotice t={t} status={user.status} supportUrl={supportUrl} />
      ) : (
        <ProfileGate t={t} user={user}>
          <TransferApplication
            t={t}
            locale={locale}
            user={user}
            min={min}
            max={max}
            onSent={onSent}
            refresh={refresh}
          />
        </ProfileGate>
      )}
    </div>
  );
}

type FieldName = 'toUserId' | 'amount' | 'transactionPassword';

interface Reviewed {
  toUserId: string;
  amount: bigint;
}

interface ApplicationProps {
  t: T;
  locale: string;
  user: User;
  min: bigint | null;
  max: bigint | null;
  onSent: () => void;
  refresh: () => void;
}

function TransferApplication({ t, locale, user, min, max, onSent, refresh }: ApplicationProps) {
  const form = useMoneyForm<FieldName, Reviewed, Transfer>({
    t,
    empty: { toUserId: '', amount: '', transactionPassword: '' },
    refresh,
  });
  const { values, edit, errors } = form;
  const balance = limitCents(user.balance);

  function review(event: SubmitEvent<HTMLFormElement>) {
    form.beginReview(event);
    const found: typeof errors = {};
    const toUserId = values.toUserId.trim();
    if (!USER_ID_PATTERN.test(toUserId)) found.toUserId = t('validation.userId');
    else if (toUserId === user.userId) found.toUserId = t('error.CANNOT_TRANSFER_TO_SELF');
    const checked = checkAmount(values.amount, { min, max, balance }, locale);
    if ('problem' in checked) {
      found.amount = amountFaultText(t, locale, checked, { min, max }, transferWords(t));
    }
    if (!values.transactionPassword) found.transactionPassword = t('validation.transactionPassword');
    if (!form.judge(found) || 'problem' in checked) return;
    form.setDialog({ kind: 'confirm', data: { toUserId, amount: checked.cents } });
  }

  const confirm = ({ toUserId, amount }: Reviewed) =>
    void form.send(
      (idempotencyKey) =>
        api<Transfer>('/transfer', {
          body: { toUserId, amount: formatMoney(amount), transactionPassword: values.transactionPassword },
          idempotencyKey,
        }),
      onSent,
    );

  return (
    <>
      <MoneyForm
        label={t('wallet.transfer.formLabel')}
        failure={form.failure}
        busy={form.busy}
        submitLabel={t('wallet.transfer.submit')}
        onSubmit={review}
      >
        <Field
          id="toUserId"
          label={t('wallet.transfer.recipient')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.toUserId}
          onChange={edit('toUserId')}
          error={errors.toUserId}
          hint={t('wallet.transfer.recipientHint')}
        />
        <AmountField
          label={t('wallet.transfer.amount')}
          value={values.amount}
          onChange={edit('amount')}
          error={errors.amount}
        />
        <TransactionPasswordField
          t={t}
          value={values.transactionPassword}
          onChange={edit('transactionPassword')}
          error={errors.transactionPassword}
        />
      </MoneyForm>
      <TransferDialog t={t} locale={locale} form={form} onConfirm={confirm} />
    </>
  );
}

/** The confirmation of a transfer (recipient and amount), then what was sent. */
function TransferDialog({
  t,
  locale,
  form,
  onConfirm,
}: {
  t: T;
  locale: string;
  form: ReturnType<typeof useMoneyForm<FieldName, Reviewed, Transfer>>;
  onConfirm: (reviewed: Reviewed) => void;
}) {
  const { dialog } = form;
  return (
    <MoneyDialog
      t={t}
      kind={dialog?.kind}
      busy={form.busy}
      confirmTitle={t('wallet.transfer.confirmTitle')}
      confirmLabel={t('wallet.transfer.confirmButton')}
      onConfirm={() => dialog?.kind === 'confirm' && onConfirm(dialog.data)}
      onClose={() => form.setDialog(null)}
    >
      {dialog?.kind === 'confirm' && (
        <dl className="wallet-figures">
          <dt>{t('wallet.transfer.recipientShort')}</dt>
          <dd>{dialog.data.toUserId}</dd>
          <dt className="wallet-total">{t('wallet.amount')}</dt>
          <dd className="wallet-total">{showCents(locale, dialog.data.amount)}</dd>
        </dl>
      )}
      {dialog?.kind === 'done' && (
        <p>
          {t('wallet.transfer.success', {
            amount: showMoney(locale, dialog.data.amount),
            userId: dialog.data.toUserId,
          })}
        </p>
      )}
    </MoneyDialog>
  );
}

/** The transfer's own words for an amount it refuses. */
function transferWords(t: T) {
  return {
    required: t('wallet.amountRequired'),
    aboveMax: t('error.TRANSFER_LIMIT_EXCEEDED'),
    aboveBalance: t('validation.transferBalance'),
  };
}
