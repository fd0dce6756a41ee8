/**
 * Internal transfer (SPEC.md §2, §5): to another player by 6-digit user ID, within the single
 * and daily limits and the balance, confirmed with the transaction password (`POST /transfer`).
 * The recent transfers, sent and received, follow below.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { api, newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import type { SiteInfo, Transfer, User } from '#client/types.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { paths } from '#shared/paths.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { checkAmount, formatMoney, limitCents, showCents, showMoney } from './amount.ts';
import { amountFaultText } from './amountMessage.ts';
import { FormFailure } from './parts.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import { RecentTransfers } from './RecentTransfers.tsx';
import { isFrozenError, placeError } from './serverErrors.ts';
import { useCustomer } from './session.ts';
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

  if (customer.signedIn === false) return <SignInPrompt t={t} />;
  return (
    <StateView
      t={t}
      isLoading={customer.signedIn === null || customer.isLoading}
      slow={customer.slow}
      error={customer.error}
      onRetry={() => void customer.mutate()}
    >
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
    </StateView>
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
        <div className="wallet-balance">
          <span className="muted">{t('wallet.balance')}</span>
          <strong>{showMoney(locale, user.balance)}</strong>
        </div>
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
      ) : !user.realName || !user.phoneNumber ? (
        <div className="notice wallet-notice" role="status">
          <p>{t('error.INCOMPLETE_REGISTER_INFO')}</p>
          <a href={paths.profileEdit}>{t('wallet.editProfile')}</a>
        </div>
      ) : !user.hasTransactionPassword ? (
        <div className="notice wallet-notice" role="status">
          <p>{t('wallet.needTransactionPassword')}</p>
          <a href={paths.transactionPasswordEdit}>{t('wallet.setTransactionPassword')}</a>
        </div>
      ) : (
        <TransferApplication
          t={t}
          locale={locale}
          user={user}
          min={min}
          max={max}
          onSent={onSent}
          refresh={refresh}
        />
      )}
    </div>
  );
}

type FieldName = 'toUserId' | 'amount' | 'transactionPassword';

type DialogState =
  { kind: 'confirm'; toUserId: string; amount: bigint } | { kind: 'done'; transfer: Transfer } | null;

function TransferApplication({
  t,
  locale,
  user,
  min,
  max,
  onSent,
  refresh,
}: {
  t: T;
  locale: string;
  user: User;
  min: bigint | null;
  max: bigint | null;
  onSent: () => void;
  refresh: () => void;
}) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    toUserId: '',
    amount: '',
    transactionPassword: '',
  });
  const { errors, setErrors, clearError } = useFieldErrors<FieldName>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const requestKey = useRef<string | null>(null);
  const balance = limitCents(user.balance);

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    requestKey.current = null;
    clearError(name);
    setValues((v) => ({ ...v, [name]: event.target.value }));
  };

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const found: Partial<Record<FieldName, string>> = {};
    const toUserId = values.toUserId.trim();
    if (!USER_ID_PATTERN.test(toUserId)) found.toUserId = t('validation.userId');
    else if (toUserId === user.userId) found.toUserId = t('error.CANNOT_TRANSFER_TO_SELF');
    const checked = checkAmount(values.amount, { min, max, balance }, locale);
    if ('problem' in checked) {
      found.amount = amountFaultText(
        t,
        locale,
        checked,
        { min, max },
        {
          required: t('wallet.amountRequired'),
          aboveMax: t('error.TRANSFER_LIMIT_EXCEEDED'),
          aboveBalance: t('validation.transferBalance'),
        },
      );
    }
    if (!values.transactionPassword) found.transactionPassword = t('validation.transactionPassword');
    setErrors(found);
    focusFirstInvalid(['toUserId', 'amount', 'transactionPassword'], found);
    if ('problem' in checked || Object.keys(found).length > 0) return;
    setDialog({ kind: 'confirm', toUserId, amount: checked.cents });
  }

  async function confirm(toUserId: string, amount: bigint) {
    setBusy(true);
    try {
      requestKey.current ??= newIdempotencyKey();
      const transfer = await api<Transfer>('/transfer', {
        body: { toUserId, amount: formatMoney(amount), transactionPassword: values.transactionPassword },
        idempotencyKey: requestKey.current,
      });
      requestKey.current = null;
      setValues({ toUserId: '', amount: '', transactionPassword: '' });
      setDialog({ kind: 'done', transfer });
      onSent();
    } catch (error) {
      setDialog(null);
      const placed = placeError(t, error, ['toUserId', 'amount', 'transactionPassword']);
      setErrors(placed.fields);
      // After the confirmation dialog has closed and handed focus back.
      setTimeout(() => focusFirstInvalid(['toUserId', 'amount', 'transactionPassword'], placed.fields), 50);
      setFailure(placed.banner);
      if (isFrozenError(error)) refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className="card wallet-form"
        onSubmit={review}
        noValidate
        aria-label={t('wallet.transfer.formLabel')}
      >
        <FormFailure text={failure} />
        <Field
          id="toUserId"
          label={t('wallet.transfer.recipient')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.toUserId}
          onChange={set('toUserId')}
          error={errors.toUserId}
          hint={t('wallet.transfer.recipientHint')}
        />
        <Field
          id="amount"
          label={t('wallet.transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <Field
          id="transactionPassword"
          label={t('wallet.transactionPassword')}
          type="password"
          autoComplete="off"
          value={values.transactionPassword}
          onChange={set('transactionPassword')}
          error={errors.transactionPassword}
        />
        <button type="submit" className="button button-brand button-block" disabled={busy}>
          {t('wallet.transfer.submit')}
        </button>
      </form>
      <Dialog
        open={dialog !== null}
        title={dialog?.kind === 'done' ? t('common.successful') : t('wallet.transfer.confirmTitle')}
        onClose={() => {
          if (!busy) setDialog(null);
        }}
        actions={
          dialog?.kind === 'confirm' ? (
            <>
              <button
                type="button"
                className="button button-secondary wallet-action"
                disabled={busy}
                onClick={() => setDialog(null)}
              >
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button-brand wallet-action"
                disabled={busy}
                onClick={() => void confirm(dialog.toUserId, dialog.amount)}
              >
                {busy ? t('common.loading') : t('wallet.transfer.confirmButton')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button-brand wallet-action"
              onClick={() => setDialog(null)}
            >
              {t('common.ok')}
            </button>
          )
        }
      >
        {dialog?.kind === 'confirm' && (
          <dl className="wallet-figures">
            <dt>{t('wallet.transfer.recipientShort')}</dt>
            <dd>{dialog.toUserId}</dd>
            <dt className="wallet-total">{t('wallet.amount')}</dt>
            <dd className="wallet-total">{showCents(locale, dialog.amount)}</dd>
          </dl>
        )}
        {dialog?.kind === 'done' && (
          <p>
            {t('wallet.transfer.success', {
              amount: showMoney(locale, dialog.transfer.amount),
              userId: dialog.transfer.toUserId,
            })}
          </p>
        )}
      </Dialog>
    </>
  );
}
