/**
 * Withdraw: to the saved USDT address only, within the minimum, maximum and
 * withdrawal hours, with the fee and the actual amount shown before the player confirms with
 * the transaction password (`POST /withdraw/apply`).
 */
import type { SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import type { SiteInfo } from '#shared/contract/site.ts';
import type { Withdrawal } from '#shared/contract/wallet.ts';
import { formatDecimal } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import { withinDailyHours } from '#shared/timeZone.ts';
import { formatMoney, limitCents, parseAmountInput, showCents, showMoney } from '../common/amount.ts';
import { AmountField } from '../common/AmountField.tsx';
import {
  FirstStep,
  MoneyDialog,
  MoneyForm,
  ProfileGate,
  type MoneyScreen,
  type MoneyScreenProps,
} from './MoneyForm.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { AccountCard, MoneyScreenView } from './moneyScreen.tsx';
import { reviewMoneyFields, useMoneyForm } from './useMoneyForm.ts';
import { withdrawQuote, type WithdrawQuote } from './withdrawFee.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

type Limits = Pick<SiteInfo['limits'], 'withdrawMin' | 'withdrawMax' | 'withdrawFee' | 'withdrawHours'>;

export default withIslandI18n(function WithdrawForm({ limits, supportUrl }: MoneyScreenProps<Limits>) {
  return (
    <MoneyScreenView>
      {(screen) => (
        <>
          <Withdraw screen={screen} limits={limits} supportUrl={supportUrl} />
          <p className="wallet-links">
            <a href={paths.withdrawRecords}>{screen.t('wallet.withdraw.records')}</a>
          </p>
        </>
      )}
    </MoneyScreenView>
  );
});

/** The account, then the form; or why the player cannot withdraw (the account's state, no address). */
function Withdraw({
  screen,
  limits,
  supportUrl,
}: {
  screen: MoneyScreen;
  limits: Limits;
  supportUrl: string;
}) {
  const { t, user } = screen;
  if (user.status !== 'active') return <AccountNotice status={user.status} supportUrl={supportUrl} />;
  if (!user.cryptoAddress) {
    return (
      <FirstStep
        text={t('validation.usdtAddressRequired')}
        href={paths.profileEdit}
        link={t('wallet.withdraw.setAddress')}
      />
    );
  }
  return (
    <div className="stack">
      <WithdrawAccount screen={screen} limits={limits} />
      {!withinDailyHours(new Date(), limits.withdrawHours) && (
        <p className="notice wallet-notice" role="status">
          {t('wallet.withdraw.closedNow')}
        </p>
      )}
      <ProfileGate user={user}>
        <WithdrawApplication
          screen={screen}
          fee={limits.withdrawFee}
          min={limitCents(limits.withdrawMin)}
          max={limitCents(limits.withdrawMax)}
        />
      </ProfileGate>
    </div>
  );
}

/** The balance, the address withdrawals go to, the fee rule and the withdrawal hours. */
function WithdrawAccount({ screen, limits }: { screen: MoneyScreen; limits: Limits }) {
  const { t, locale, user } = screen;
  const hours = limits.withdrawHours;
  const allDay = hours.start === hours.end;
  return (
    <AccountCard screen={screen} name="withdraw" title={t('wallet.withdraw.account')}>
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
            percent: formatDecimal(
              new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
              limits.withdrawFee.percent,
            ),
          })}
        </li>
        <li>
          {allDay
            ? t('wallet.withdraw.hoursAllDay', { zone: hours.timeZone })
            : t('wallet.withdraw.hours', { start: hours.start, end: hours.end, zone: hours.timeZone })}
        </li>
      </ul>
    </AccountCard>
  );
}

/** "Minimum 20.00 USDT, maximum 10,000.00 USDT" (no maximum: the minimum alone). */
function rangeText(t: T, locale: string, min: bigint | null, max: bigint | null): string {
  const minText = showCents(locale, min ?? 0n);
  return max === null
    ? t('wallet.minimum', { min: minText })
    : t('wallet.range', { min: minText, max: showCents(locale, max) });
}

type FieldName = 'amount' | 'transactionPassword';

interface Reviewed {
  amount: bigint;
  quote: WithdrawQuote;
}

interface ApplicationProps {
  screen: MoneyScreen;
  fee: Limits['withdrawFee'];
  min: bigint | null;
  max: bigint | null;
}

function WithdrawApplication({ screen, fee, min, max }: ApplicationProps) {
  const { t, locale, user } = screen;
  const form = useMoneyForm<FieldName, Reviewed, Withdrawal>({
    t,
    empty: { amount: '', transactionPassword: '' },
    refresh: screen.refresh,
  });
  const { values } = form;
  const typed = parseAmountInput(values.amount, locale);
  const preview = typed !== null && typed > 0n ? withdrawQuote(typed, fee) : null;

  function review(event: SubmitEvent<HTMLFormElement>) {
    form.beginReview(event);
    const balance = limitCents(user.balance);
    const { found, cents } = reviewMoneyFields(t, locale, values, { min, max, balance }, withdrawWords(t));
    if (!form.judge(found) || cents === null) return;
    const quote = withdrawQuote(cents, fee);
    if (!quote) {
      form.setFailure(t('error.SYSTEM_ERROR'));
      return;
    }
    form.setDialog({ kind: 'confirm', data: { amount: cents, quote } });
  }

  const confirm = ({ amount: cents }: Reviewed) =>
    void form.send(
      (idempotencyKey) =>
        api('POST /withdraw/apply', {
          body: { amount: formatMoney(cents), transactionPassword: values.transactionPassword },
          idempotencyKey,
        }),
      screen.refresh,
    );

  return (
    <>
      <MoneyForm kind="withdraw" form={form} onSubmit={review}>
        <AmountField form={form} label={t('wallet.withdraw.amount')} hint={rangeText(t, locale, min, max)} />
        <div className="wallet-quote" aria-live="polite">
          <QuoteFigures quote={preview} />
        </div>
      </MoneyForm>
      <MoneyDialog
        kind="withdraw"
        form={form}
        onConfirm={confirm}
        confirmBody={(reviewed) => <ConfirmFigures screen={screen} reviewed={reviewed} />}
        doneBody={(applied) => (
          <p>
            {t('wallet.withdraw.success', {
              amount: showMoney(locale, applied.amount),
              actual: showMoney(locale, applied.actualAmount),
            })}
          </p>
        )}
        doneLinks={
          <a className="button button-secondary wallet-action" href={paths.withdrawRecords}>
            {t('wallet.withdraw.records')}
          </a>
        }
      />
    </>
  );
}

/** What the player confirms: the amount, the fee, what arrives, and where. */
function ConfirmFigures({ screen, reviewed }: { screen: MoneyScreen; reviewed: Reviewed }) {
  const { t, locale, user } = screen;
  return (
    <>
      <dl className="wallet-figures">
        <dt>{t('wallet.amount')}</dt>
        <dd>{showCents(locale, reviewed.amount)}</dd>
        <dt>{t('wallet.withdraw.fee')}</dt>
        <dd>{showCents(locale, reviewed.quote.fee)}</dd>
        <dt className="wallet-total">{t('wallet.withdraw.actual')}</dt>
        <dd className="wallet-total">{showCents(locale, reviewed.quote.actual)}</dd>
      </dl>
      <p className="muted">
        {t('wallet.withdraw.confirmTo', { network: user.cryptoNetwork ?? '' })}{' '}
        <span className="wallet-mono">{user.cryptoAddress}</span>
      </p>
    </>
  );
}

/** The withdrawal's own words for an amount it refuses. */
function withdrawWords(t: T) {
  return { required: t('wallet.amountRequired'), aboveBalance: t('error.WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE') };
}

/** The fee and the actual amount of what is typed, before the player confirms. */
function QuoteFigures({ quote }: { quote: WithdrawQuote | null }) {
  const locale = useLocale();
  const t = useT();
  return (
    <dl className="wallet-figures">
      <dt>{t('wallet.withdraw.fee')}</dt>
      <dd>{quote ? showCents(locale, quote.fee) : '—'}</dd>
      <dt className="wallet-total">{t('wallet.withdraw.actual')}</dt>
      <dd className="wallet-total">{quote ? showCents(locale, quote.actual) : '—'}</dd>
    </dl>
  );
}
