/**
 * Deposit: the site's deposit addresses with a QR code and a copy button, the
 * notice that the address may change, and the form that tells support what was sent
 * (`POST /deposit/apply`, pending until staff confirm what arrived), or online service ("I have
 * sent USDT": the chat, with what was typed). Where the player has their
 * own on-chain addresses (ChainAddresses) this is the manual way and says so.
 */
import type { SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import { type T } from '#client/i18n.ts';
import type { Deposit } from '#shared/contract/wallet.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import type { CryptoNetwork } from '#shared/vocabulary.ts';
import { supportHref } from '#shared/supportLink.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { SelectField } from '../common/SelectField.tsx';
import { checkAmount, formatMoney, limitCents, showCents, showMoney } from '../common/amount.ts';
import { amountFaultText } from '../common/amountMessage.ts';
import { AmountField } from '../common/AmountField.tsx';
import { FormFailure } from '../common/FormError.tsx';
import { AddressCopy } from './AddressCopy.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { AccountNotice } from '../common/AccountNotice.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useCustomer } from '../common/useCustomer.ts';
import { useMoneyForm } from './useMoneyForm.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

export interface DepositAddress {
  network: string;
  address: string;
  /** The address as a QR code: an SVG data URL made on the server. */
  qr: string;
}

interface Props {
  messages: IslandMessages;
  locale: string;
  addresses: DepositAddress[];
  depositMin: string | null;
  /** The largest amount one claim may state (null: none). */
  depositMax: string | null;
  supportUrl: string;
  /**
   * The player has their own on-chain addresses above (a chain is configured): these shared
   * addresses and the claim form are the manual way, through support, and are titled so.
   */
  manual?: boolean;
}

const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

export default withIslandI18n(function DepositForm({
  addresses,
  depositMin,
  depositMax,
  supportUrl,
  manual = false,
}: Props) {
  const t = useT();
  return (
    <>
      {/* The player's own addresses above are the way in: no shared address is no problem then. */}
      {!(manual && addresses.length === 0) && (
        <section className="wallet-section" aria-labelledby="deposit-addresses-title">
          <h2 id="deposit-addresses-title">
            {manual ? t('wallet.chainManual.title') : t('wallet.deposit.addresses')}
          </h2>
          <p className="wallet-lead">{manual ? t('wallet.chainManual.intro') : t('wallet.deposit.intro')}</p>
          <div className="notice wallet-notice" role="note">
            <p>{t('wallet.deposit.addressNotice')}</p>
            <a href={supportHref(supportUrl)}>{t('common.contactService')}</a>
          </div>
          {addresses.length === 0 ? (
            <p className="notice notice-danger">
              {t('wallet.deposit.noAddress')}{' '}
              <a href={supportHref(supportUrl)}>{t('common.contactService')}</a>
            </p>
          ) : (
            <ul className="wallet-addresses">
              {addresses.map((entry) => (
                <li key={entry.network} className="card wallet-address">
                  <img
                    className="wallet-qr"
                    src={entry.qr}
                    alt={t('wallet.deposit.qrAlt', { network: entry.network })}
                    width={112}
                    height={112}
                  />
                  <div>
                    <h3>{t('wallet.deposit.addressOf', { network: entry.network })}</h3>
                    <AddressCopy
                      address={entry.address}
                      label={t('wallet.deposit.copyAddress', { network: entry.network })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <DepositApplication
        networks={addresses.map((a) => a.network)}
        depositMin={depositMin}
        depositMax={depositMax}
        supportUrl={supportUrl}
      />
    </>
  );
});

type FieldName = 'amount' | 'network' | 'txHash';

/** The amount's hint: the minimum, and the per-claim maximum when there is one. */
function limitsHint(t: T, locale: string, min: bigint | null, max: bigint | null): string | undefined {
  const minText = showCents(locale, min ?? 0n);
  if (max !== null) return t('wallet.range', { min: minText, max: showCents(locale, max) });
  return min !== null ? t('wallet.minimum', { min: minText }) : undefined;
}

interface ApplicationProps {
  networks: string[];
  depositMin: string | null;
  depositMax: string | null;
  supportUrl: string;
}

/** The form that tells support what was sent, under its title; a visitor is asked to sign in. */
function DepositApplication(props: ApplicationProps) {
  const t = useT();
  const { signedIn, data: user } = useCustomer();
  let body;
  if (signedIn === null) {
    body = (
      <div className="state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
      </div>
    );
  } else if (!signedIn) {
    body = <SignInPrompt />;
  } else {
    body = (
      <>
        {user && <AccountNotice status={user.status} supportUrl={props.supportUrl} />}
        <DepositClaim {...props} />
      </>
    );
  }
  return (
    <section className="wallet-section" aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title">{t('wallet.deposit.formTitle')}</h2>
      {body}
      <p className="wallet-links">
        <a href={paths.depositRecords}>{t('wallet.deposit.records')}</a>
      </p>
    </section>
  );
}

/**
 * What the player sent: the amount, the network (when known) and the transaction hash, sent
 * straight away (`POST /deposit/apply`; no confirmation), then what was claimed.
 */
function DepositClaim({ networks, depositMin, depositMax, supportUrl }: ApplicationProps) {
  const locale = useLocale();
  const t = useT();
  const form = useMoneyForm<FieldName, never, Deposit>({
    t,
    empty: { amount: '', network: '', txHash: '' },
    // A deposit claim does not depend on the account's state: nothing to reload.
    refresh: () => undefined,
  });
  const { values, edit, errors } = form;
  const min = limitCents(depositMin);
  const max = limitCents(depositMax);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    form.beginReview(event);
    const found: typeof errors = {};
    const amount = checkAmount(values.amount, { min, max }, locale);
    if ('problem' in amount) {
      found.amount = amountFaultText(
        t,
        locale,
        amount,
        { min, max },
        { required: t('validation.depositAmount') },
      );
    }
    const txHash = values.txHash.trim();
    if (txHash && !TX_HASH.test(txHash)) found.txHash = t('wallet.deposit.txHashInvalid');
    if (!form.judge(found) || 'problem' in amount) return;
    void form.send(
      (idempotencyKey) =>
        api('POST /deposit/apply', {
          body: {
            amount: formatMoney(amount.cents),
            ...(values.network ? { network: values.network as CryptoNetwork } : {}),
            ...(txHash ? { txHash } : {}),
          },
          idempotencyKey,
        }),
      () => undefined,
    );
  }

  const done = form.dialog?.kind === 'done' ? form.dialog.data : null;
  return (
    <>
      <form className="card wallet-form" onSubmit={submit} noValidate aria-labelledby="deposit-form-title">
        <FormFailure text={form.failure} />
        <AmountField form={form} label={t('wallet.deposit.amount')} hint={limitsHint(t, locale, min, max)} />
        {networks.length > 0 && (
          <SelectField
            id="network"
            name="network"
            label={t('wallet.deposit.networkOptional')}
            value={values.network}
            onChange={(value) => edit('network')({ target: { value } })}
            all={t('wallet.deposit.networkUnknown')}
            options={networks.map((network) => [network, network])}
          />
        )}
        <Field
          id="txHash"
          label={t('wallet.deposit.txHash')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={values.txHash}
          onChange={edit('txHash')}
          error={errors.txHash}
          hint={t('wallet.deposit.txHashHint')}
        />
        <SubmitButton label={t('wallet.deposit.submit')} busy={form.busy} busyLabel={t('common.loading')} />
        <HaveSent supportUrl={supportUrl} values={values} />
      </form>
      <ClaimedDialog deposit={done} onClose={() => form.setDialog(null)} />
    </>
  );
}

/**
 * "I have sent USDT": online service, told the amount, network and hash typed above (what is
 * not filled in, or not an amount, is left out).
 */
function HaveSent({ supportUrl, values }: { supportUrl: string; values: Record<FieldName, string> }) {
  const locale = useLocale();
  const t = useT();
  const amount = checkAmount(values.amount, {}, locale);
  const href = supportHref(supportUrl, {
    about: 'deposit',
    ...('cents' in amount ? { amount: formatMoney(amount.cents) } : {}),
    network: values.network,
    txHash: values.txHash,
  });
  return (
    <div className="wallet-have-sent">
      <a className="button button-secondary button-block" href={href} aria-describedby="have-sent-hint">
        {t('support.haveSent')}
      </a>
      <p id="have-sent-hint" className="field-hint">
        {t('support.haveSentHint')}
      </p>
    </div>
  );
}

/** The claim was received (`deposit`; null: closed): the records, or OK. */
function ClaimedDialog({ deposit, onClose }: { deposit: Deposit | null; onClose: () => void }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Dialog
      open={deposit !== null}
      title={t('common.successful')}
      onClose={onClose}
      actions={
        <>
          <a className="button button-secondary wallet-action" href={paths.depositRecords}>
            {t('wallet.deposit.records')}
          </a>
          <button type="button" className="button button-brand wallet-action" onClick={onClose}>
            {t('common.ok')}
          </button>
        </>
      }
    >
      <p>{deposit ? t('wallet.deposit.success', { amount: showMoney(locale, deposit.amount) }) : ''}</p>
    </Dialog>
  );
}
