/**
 * Withdraw (SPEC.md §2, §5): to the saved USDT address only, within the minimum, maximum and
 * withdrawal hours, with the fee and the actual amount shown before the player confirms with
 * the transaction password (`POST /withdraw/apply`).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { api, newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import type { SiteInfo, User, Withdrawal } from '#client/types.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { withinDailyHours } from '#shared/timeZone.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { checkAmount, formatMoney, limitCents, parseAmountInput, showCents, showMoney } from './amount.ts';
import { amountFaultText } from './amountMessage.ts';
import { FormFailure } from './parts.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import { isFrozenError, placeError } from './serverErrors.ts';
import { useCustomer } from './session.ts';
import { withdrawQuote, type WithdrawQuote } from './withdrawFee.ts';
import './wallet.css';

type Limits = Pick<SiteInfo['limits'], 'withdrawMin' | 'withdrawMax' | 'withdrawFee' | 'withdrawHours'>;

interface Props {
  messages: IslandMessages;
  locale: string;
  limits: Limits;
  supportUrl: string;
}

export default function WithdrawForm({ messages, locale, limits, supportUrl }: Props) {
  const t = makeT(messages);
  const customer = useCustomer();
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
        <Withdraw
          t={t}
          locale={locale}
          limits={limits}
          supportUrl={supportUrl}
          user={user}
          refresh={() => void customer.mutate()}
        />
      )}
      <p className="wallet-links">
        <a href={paths.withdrawRecords}>{t('wallet.withdraw.records')}</a>
      </p>
    </StateView>
  );
}

function Withdraw({
  t,
  locale,
  limits,
  supportUrl,
  user,
  refresh,
}: {
  t: T;
  locale: string;
  limits: Limits;
  supportUrl: string;
  user: User;
  refresh: () => void;
}) {
  if (user.status !== 'active') return <AccountNotice t={t} status={user.status} supportUrl={supportUrl} />;
  if (!user.cryptoAddress) {
    return (
      <div className="notice wallet-notice" role="status">
        <p>{t('validation.usdtAddressRequired')}</p>
        <a href={paths.profileEdit}>{t('wallet.withdraw.setAddress')}</a>
      </div>
    );
  }
  const hours = limits.withdrawHours;
  const allDay = hours.start === hours.end;
  const min = limitCents(limits.withdrawMin);
  const max = limitCents(limits.withdrawMax);
  return (
    <div className="stack">
      <section className="card" aria-labelledby="withdraw-account-title">
        <h2 id="withdraw-account-title" className="visually-hidden">
          {t('wallet.withdraw.account')}
        </h2>
        <div className="wallet-balance">
          <span className="muted">{t('wallet.balance')}</span>
          <strong>{showMoney(locale, user.balance)}</strong>
        </div>
        <dl className="wallet-record-details">
          <dt>{t('wallet.withdraw.address')}</dt>
          <dd className="wallet-mono">{user.cryptoAddress}</dd>
          <dt>{t('wallet.network')}</dt>
          <dd>{user.cryptoNetwork ?? '—'}</dd>
        </dl>
        <ul className="wallet-facts">
          <li>
            {t('wallet.withdraw.feeRule', {
              fixed: showMoney(locale, limits.withdrawFee.fixed),
              percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                limits.withdrawFee.percent as unknown as number, // a decimal string, exact in Intl
              ),
            })}
          </li>
          <li>
            {allDay
              ? t('wallet.withdraw.hoursAllDay', { zone: hours.timeZone })
              : t('wallet.withdraw.hours', { start: hours.start, end: hours.end, zone: hours.timeZone })}
          </li>
        </ul>
      </section>
      {!withinDailyHours(new Date(), hours) && (
        <p className="notice wallet-notice" role="status">
          {t('wallet.withdraw.closedNow')}
        </p>
      )}
      {!user.realName || !user.phoneNumber ? (
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
        <WithdrawApplication
          t={t}
          locale={locale}
          user={user}
          fee={limits.withdrawFee}
          min={min}
          max={max}
          refresh={refresh}
        />
      )}
    </div>
  );
}

/** "Minimum 20.00 USDT, maximum 10,000.00 USDT" (no maximum: the minimum alone). */
function rangeText(t: T, locale: string, min: bigint | null, max: bigint | null): string {
  const minText = showCents(locale, min ?? 0n);
  return max === null
    ? t('wallet.minimum', { min: minText })
    : t('wallet.range', { min: minText, max: showCents(locale, max) });
}

type DialogState =
  { kind: 'confirm'; amount: bigint; quote: WithdrawQuote } | { kind: 'done'; withdrawal: Withdrawal } | null;

function WithdrawApplication({
  t,
  locale,
  user,
  fee,
  min,
  max,
  refresh,
}: {
  t: T;
  locale: string;
  user: User;
  fee: Limits['withdrawFee'];
  min: bigint | null;
  max: bigint | null;
  refresh: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, clearError } = useFieldErrors<'amount' | 'transactionPassword'>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const requestKey = useRef<string | null>(null);
  const balance = limitCents(user.balance);

  const typed = parseAmountInput(amount, locale);
  const preview = typed !== null && typed > 0n ? withdrawQuote(typed, fee) : null;

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const found: typeof errors = {};
    const checked = checkAmount(amount, { min, max, balance }, locale);
    if ('problem' in checked) {
      found.amount = amountFaultText(
        t,
        locale,
        checked,
        { min, max },
        {
          required: t('wallet.amountRequired'),
          aboveBalance: t('error.WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE'),
        },
      );
    }
    if (!password) found.transactionPassword = t('validation.transactionPassword');
    setErrors(found);
    focusFirstInvalid(['amount', 'transactionPassword'], found);
    if ('problem' in checked || Object.keys(found).length > 0) return;
    const quote = withdrawQuote(checked.cents, fee);
    if (!quote) {
      setFailure(t('error.SYSTEM_ERROR'));
      return;
    }
    setDialog({ kind: 'confirm', amount: checked.cents, quote });
  }

  async function confirm(cents: bigint) {
    setBusy(true);
    try {
      requestKey.current ??= newIdempotencyKey();
      const withdrawal = await api<Withdrawal>('/withdraw/apply', {
        body: { amount: formatMoney(cents), transactionPassword: password },
        idempotencyKey: requestKey.current,
      });
      requestKey.current = null;
      setAmount('');
      setPassword('');
      setDialog({ kind: 'done', withdrawal });
      refresh();
    } catch (error) {
      setDialog(null);
      const placed = placeError(t, error, ['amount', 'transactionPassword']);
      setErrors(placed.fields);
      // After the confirmation dialog has closed and handed focus back.
      setTimeout(() => focusFirstInvalid(['amount', 'transactionPassword'], placed.fields), 50);
      setFailure(placed.banner);
      if (isFrozenError(error)) refresh();
    } finally {
      setBusy(false);
    }
  }

  const edit =
    (name: 'amount' | 'transactionPassword', set: (value: string) => void) =>
    (event: { target: { value: string } }) => {
      requestKey.current = null;
      clearError(name);
      set(event.target.value);
    };

  return (
    <>
      <form
        className="card wallet-form"
        onSubmit={review}
        noValidate
        aria-label={t('wallet.withdraw.formLabel')}
      >
        <FormFailure text={failure} />
        <Field
          id="amount"
          label={t('wallet.withdraw.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={edit('amount', setAmount)}
          error={errors.amount}
          hint={rangeText(t, locale, min, max)}
        />
        <div className="wallet-quote" aria-live="polite">
          <QuoteFigures t={t} locale={locale} quote={preview} />
        </div>
        <Field
          id="transactionPassword"
          label={t('wallet.transactionPassword')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={edit('transactionPassword', setPassword)}
          error={errors.transactionPassword}
        />
        <button type="submit" className="button button-brand button-block" disabled={busy}>
          {t('wallet.withdraw.submit')}
        </button>
      </form>
      <Dialog
        open={dialog !== null}
        title={dialog?.kind === 'done' ? t('common.successful') : t('wallet.withdraw.confirmTitle')}
        onClose={() => {
          if (!busy) setDialog(null);
        }}
        actions={
          dialog?.kind === 'done' ? (
            <>
              <a className="button button-secondary wallet-action" href={paths.withdrawRecords}>
                {t('wallet.withdraw.records')}
              </a>
              <button
                type="button"
                className="button button-brand wallet-action"
                onClick={() => setDialog(null)}
              >
                {t('common.ok')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-secondary wallet-action"
                onClick={() => setDialog(null)}
                disabled={busy}
              >
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button-brand wallet-action"
                disabled={busy}
                onClick={() => dialog && void confirm(dialog.amount)}
              >
                {busy ? t('common.loading') : t('wallet.withdraw.confirmButton')}
              </button>
            </>
          )
        }
      >
        {dialog?.kind === 'confirm' && (
          <>
            <dl className="wallet-figures">
              <dt>{t('wallet.amount')}</dt>
              <dd>{showCents(locale, dialog.amount)}</dd>
              <dt>{t('wallet.withdraw.fee')}</dt>
              <dd>{showCents(locale, dialog.quote.fee)}</dd>
              <dt className="wallet-total">{t('wallet.withdraw.actual')}</dt>
              <dd className="wallet-total">{showCents(locale, dialog.quote.actual)}</dd>
            </dl>
            <p className="muted">
              {t('wallet.withdraw.confirmTo', { network: user.cryptoNetwork ?? '' })}{' '}
              <span className="wallet-mono">{user.cryptoAddress}</span>
            </p>
          </>
        )}
        {dialog?.kind === 'done' && (
          <p>
            {t('wallet.withdraw.success', {
              amount: showMoney(locale, dialog.withdrawal.amount),
              actual: showMoney(locale, dialog.withdrawal.actualAmount),
            })}
          </p>
        )}
      </Dialog>
    </>
  );
}

/** The fee and the actual amount of what is typed, before the player confirms. */
function QuoteFigures({ t, locale, quote }: { t: T; locale: string; quote: WithdrawQuote | null }) {
  return (
    <dl className="wallet-figures">
      <dt>{t('wallet.withdraw.fee')}</dt>
      <dd>{quote ? showCents(locale, quote.fee) : '—'}</dd>
      <dt className="wallet-total">{t('wallet.withdraw.actual')}</dt>
      <dd className="wallet-total">{quote ? showCents(locale, quote.actual) : '—'}</dd>
    </dl>
  );
}
