/**
 * The parts the transfer and withdraw forms share: the signed-in player's loading state, the balance line, the notices that stop a
 * player without a complete profile or a transaction password, the form with its banner and
 * submit button, the amount and transaction password fields, and the confirmation dialog.
 */
import type { ReactNode, SubmitEvent } from 'react';
import type { T } from '#client/i18n.ts';
import type { User } from '#shared/contract/account.ts';
import { paths } from '#shared/paths.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { StateView } from '../common/StateView.tsx';
import { showMoney } from './amount.ts';
import { FormFailure } from './parts.tsx';
import type { useCustomer } from './session.ts';

/** The sign-in prompt for a visitor, the loading and error states of `GET /customer`, else the screen. */
export function CustomerView({
  t,
  customer,
  children,
}: {
  t: T;
  customer: ReturnType<typeof useCustomer>;
  children: ReactNode;
}) {
  if (customer.signedIn === false) return <SignInPrompt t={t} />;
  return (
    <StateView
      t={t}
      isLoading={customer.signedIn === null || customer.isLoading}
      slow={customer.slow}
      error={customer.error}
      onRetry={() => void customer.mutate()}
    >
      {children}
    </StateView>
  );
}

/** The player's balance at the top of a money screen. */
export function BalanceLine({ t, locale, balance }: { t: T; locale: string; balance: string }) {
  return (
    <div className="wallet-balance">
      <span className="muted">{t('wallet.balance')}</span>
      <strong>{showMoney(locale, balance)}</strong>
    </div>
  );
}

/** The form, or what the player must do first: complete the profile, set a transaction password. */
export function ProfileGate({ t, user, children }: { t: T; user: User; children: ReactNode }) {
  if (!user.realName || !user.phoneNumber) {
    return (
      <div className="notice wallet-notice" role="status">
        <p>{t('error.INCOMPLETE_REGISTER_INFO')}</p>
        <a href={paths.profileEdit}>{t('wallet.editProfile')}</a>
      </div>
    );
  }
  if (!user.hasTransactionPassword) {
    return (
      <div className="notice wallet-notice" role="status">
        <p>{t('wallet.needTransactionPassword')}</p>
        <a href={paths.transactionPasswordEdit}>{t('wallet.setTransactionPassword')}</a>
      </div>
    );
  }
  return children;
}

/** A money form: its error banner, its fields, and the submit button (off while sending). */
export function MoneyForm(props: {
  label: string;
  failure: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className="card wallet-form" onSubmit={props.onSubmit} noValidate aria-label={props.label}>
      <FormFailure text={props.failure} />
      {props.children}
      <button type="submit" className="button button-brand button-block" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}

interface FieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/** The amount, typed the player's way (a decimal comma, Arabic-Indic digits), with its limits line. */
export function AmountField({ label, hint, ...field }: FieldProps & { label: string; hint?: string }) {
  return (
    <Field
      id="amount"
      label={label}
      inputMode="decimal"
      autoComplete="off"
      {...field}
      {...(hint !== undefined ? { hint } : {})}
    />
  );
}

/** The transaction password that confirms a movement of money. */
export function TransactionPasswordField({ t, ...field }: FieldProps & { t: T }) {
  return (
    <Field
      id="transactionPassword"
      label={t('wallet.transactionPassword')}
      type="password"
      autoComplete="off"
      {...field}
    />
  );
}

/**
 * The confirmation of a money form, then its outcome: cancel or confirm (off while sending),
 * then OK, after the links the outcome offers (`doneLinks`).
 */
export function MoneyDialog(props: {
  t: T;
  kind: 'confirm' | 'done' | undefined;
  busy: boolean;
  confirmTitle: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  doneLinks?: ReactNode;
  children: ReactNode;
}) {
  const { t, kind, busy, onClose } = props;
  return (
    <Dialog
      open={kind !== undefined}
      title={kind === 'done' ? t('common.successful') : props.confirmTitle}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        kind === 'done' ? (
          <>
            {props.doneLinks}
            <button type="button" className="button button-brand wallet-action" onClick={onClose}>
              {t('common.ok')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button-secondary wallet-action"
              disabled={busy}
              onClick={onClose}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-brand wallet-action"
              disabled={busy}
              onClick={props.onConfirm}
            >
              {busy ? t('common.loading') : props.confirmLabel}
            </button>
          </>
        )
      }
    >
      {props.children}
    </Dialog>
  );
}
