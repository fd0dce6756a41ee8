/**
 * Internal transfer: to another player by 6-digit user ID, within the single
 * and daily limits and the balance, confirmed with the transaction password (`POST /transfer`).
 * The recent transfers, sent and received, follow below.
 */
import { useState, type SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import type { SiteInfo } from '#shared/contract/site.ts';
import type { Transfer } from '#shared/contract/wallet.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { Field } from '../common/Field.tsx';
import { formatMoney, limitCents, showCents, showMoney } from '../common/amount.ts';
import { AmountField } from '../common/AmountField.tsx';
import {
  MoneyDialog,
  MoneyForm,
  ProfileGate,
  type MoneyScreen,
  type MoneyScreenProps,
} from './MoneyForm.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { RecentTransfers } from './RecentTransfers.tsx';
import { AccountCard, MoneyScreenView } from './moneyScreen.tsx';
import { reviewMoneyFields, useMoneyForm } from './useMoneyForm.ts';
import { withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

type Limits = Pick<SiteInfo['limits'], 'transferMin' | 'transferMax' | 'transferDailyLimit'>;

export default withIslandI18n(function TransferForm({ limits, supportUrl }: MoneyScreenProps<Limits>) {
  // Bumped after each transfer so that the recent transfers reload.
  const [sentCount, setSentCount] = useState(0);

  return (
    <MoneyScreenView>
      {(screen) => (
        <>
          <TransferPanel
            screen={screen}
            limits={limits}
            supportUrl={supportUrl}
            onSent={() => {
              setSentCount((n) => n + 1);
              screen.refresh();
            }}
          />
          <RecentTransfers reload={sentCount} />
        </>
      )}
    </MoneyScreenView>
  );
});

/** The balance and the limits, then the form (or why the player cannot transfer). */
function TransferPanel(props: {
  screen: MoneyScreen;
  limits: Limits;
  supportUrl: string;
  onSent: () => void;
}) {
  const { screen, limits } = props;
  const { t, locale, user } = screen;
  const min = limitCents(limits.transferMin);
  const max = limitCents(limits.transferMax);
  const daily = limitCents(limits.transferDailyLimit);
  const minText = showCents(locale, min ?? 0n);
  return (
    <div className="stack">
      <AccountCard screen={screen} name="transfer" title={t('wallet.transfer.account')}>
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
      </AccountCard>
      {user.status !== 'active' ? (
        <AccountNotice status={user.status} supportUrl={props.supportUrl} />
      ) : (
        <ProfileGate user={user}>
          <TransferApplication screen={screen} min={min} max={max} onSent={props.onSent} />
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
  screen: MoneyScreen;
  min: bigint | null;
  max: bigint | null;
  onSent: () => void;
}

function TransferApplication({ screen, min, max, onSent }: ApplicationProps) {
  const { t, locale, user } = screen;
  const form = useMoneyForm<FieldName, Reviewed, Transfer>({
    t,
    empty: { toUserId: '', amount: '', transactionPassword: '' },
    refresh: screen.refresh,
  });
  const { values, edit, errors } = form;

  function review(event: SubmitEvent<HTMLFormElement>) {
    form.beginReview(event);
    const balance = limitCents(user.balance);
    const money = reviewMoneyFields(t, locale, values, { min, max, balance }, transferWords(t));
    const found: typeof errors = { ...money.found };
    const toUserId = values.toUserId.trim();
    if (!USER_ID_PATTERN.test(toUserId)) found.toUserId = t('validation.userId');
    else if (toUserId === user.userId) found.toUserId = t('error.CANNOT_TRANSFER_TO_SELF');
    if (!form.judge(found) || money.cents === null) return;
    form.setDialog({ kind: 'confirm', data: { toUserId, amount: money.cents } });
  }

  const confirm = ({ toUserId, amount }: Reviewed) =>
    void form.send(
      (idempotencyKey) =>
        api('POST /transfer', {
          body: { toUserId, amount: formatMoney(amount), transactionPassword: values.transactionPassword },
          idempotencyKey,
        }),
      onSent,
    );

  return (
    <>
      <MoneyForm kind="transfer" form={form} onSubmit={review}>
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
        <AmountField form={form} label={t('wallet.transfer.amount')} />
      </MoneyForm>
      <MoneyDialog
        kind="transfer"
        form={form}
        onConfirm={confirm}
        confirmBody={(reviewed) => (
          <dl className="wallet-figures">
            <dt>{t('wallet.transfer.recipientShort')}</dt>
            <dd>{reviewed.toUserId}</dd>
            <dt className="wallet-total">{t('wallet.amount')}</dt>
            <dd className="wallet-total">{showCents(locale, reviewed.amount)}</dd>
          </dl>
        )}
        doneBody={(sent) => (
          <p>
            {t('wallet.transfer.success', { amount: showMoney(locale, sent.amount), userId: sent.toUserId })}
          </p>
        )}
      />
    </>
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
