/**
 * The parts the transfer and withdraw forms share: the signed-in player (and the states before
 * it), the balance line, the notices that stop a player without a complete profile or a
 * transaction password, the form with its banner, transaction password and submit button, and the
 * confirmation dialog.
 */
import type { ReactNode, SubmitEvent } from 'react';
import type { T } from '#client/i18n.ts';
import type { User } from '#shared/contract/account.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { ConfirmActions, Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { StateView } from '../common/StateView.tsx';
import { showMoney } from '../common/amount.ts';
import { FormFailure } from '../common/FormError.tsx';
import type { MoneyDialog as DialogState } from './useMoneyForm.ts';
import type { useCustomer } from '../common/useCustomer.ts';
import type { FormFields } from '../common/AmountField.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** What the page gives a money screen: its words, the locale, its limits (from the site info), the support link. */
export interface MoneyScreenProps<Limits> {
  messages: IslandMessages;
  locale: string;
  limits: Limits;
  supportUrl: string;
}

/** What every part of a money screen works with: its words, the locale, the player, and a reload of the player. */
export interface MoneyScreen {
  t: T;
  locale: string;
  user: User;
  /** Reloads the player (balance, account state). */
  refresh: () => void;
}

/**
 * The sign-in prompt for a visitor, the loading and error states of `GET /customer`, then the
 * screen made for the player.
 */
export function CustomerView({
  customer,
  children,
}: {
  customer: ReturnType<typeof useCustomer>;
  children: (screen: MoneyScreen) => ReactNode;
}) {
  const locale = useLocale();
  const t = useT();
  if (customer.signedIn === false) return <SignInPrompt />;
  const refresh = () => void customer.mutate();
  return (
    <StateView
      isLoading={customer.signedIn === null || customer.isLoading}
      slow={customer.slow}
      error={customer.error}
      onRetry={refresh}
    >
      {customer.data && children({ t, locale, user: customer.data, refresh })}
    </StateView>
  );
}

/** The player's balance at the top of a money screen. */
export function BalanceLine({ balance }: { balance: string }) {
  const locale = useLocale();
  const t = useT();
  return (
    <div className="wallet-balance">
      <span className="muted">{t('wallet.balance')}</span>
      <strong>{showMoney(locale, balance)}</strong>
    </div>
  );
}

/** What a money form needs of the profile, each named and linked to where it is set. */
const PROFILE_NEEDS = [
  { field: 'realName', href: paths.profileEdit },
  { field: 'phoneNumber', href: paths.profileEdit },
  { field: 'transactionPassword', href: paths.transactionPasswordEdit },
] as const;

/** Which of `PROFILE_NEEDS` the player has not set yet. */
export function missingForMoney(user: User) {
  const has = {
    realName: Boolean(user.realName),
    phoneNumber: Boolean(user.phoneNumber),
    transactionPassword: user.hasTransactionPassword,
  };
  return PROFILE_NEEDS.filter((need) => !has[need.field]);
}

/**
 * The form, or what the player must set first: every missing item named (real name, phone
 * number, transaction password), each with the link to the page where it is set.
 */
export function ProfileGate({ user, children }: { user: User; children: ReactNode }) {
  const t = useT();
  const missing = missingForMoney(user);
  if (missing.length === 0) return children;
  return (
    <div className="notice wallet-notice" role="status">
      <p>{t('wallet.missing.title')}</p>
      <ul className="wallet-missing">
        {missing.map((need) => (
          <li key={need.field}>
            <a href={need.href}>{t(`wallet.missing.${need.field}`)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the player must do before this form can be used, and the link to where it is done. */
export function FirstStep({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <div className="notice wallet-notice" role="status">
      <p>{text}</p>
      <a href={href}>{link}</a>
    </div>
  );
}

/** Which money form: its words are `wallet.<kind>.*` (the form's label, submit, confirmation). */
export type MoneyFormKind = 'transfer' | 'withdraw';

/** What a money form shows of its state: the transaction password, the banner, sending. */
interface MoneyFormState extends FormFields<'transactionPassword'> {
  failure: string;
  busy: boolean;
}

/**
 * A money form: its error banner, its own fields, the transaction password that confirms it, and
 * the submit button (off while sending).
 */
export function MoneyForm(props: {
  kind: MoneyFormKind;
  form: MoneyFormState;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const t = useT();
  const { kind, form } = props;
  return (
    <form
      className="card wallet-form"
      onSubmit={props.onSubmit}
      noValidate
      aria-label={t(`wallet.${kind}.formLabel`)}
    >
      <FormFailure text={form.failure} />
      {props.children}
      <Field
        id="transactionPassword"
        label={t('wallet.transactionPassword')}
        type="password"
        autoComplete="off"
        value={form.values.transactionPassword}
        onChange={form.edit('transactionPassword')}
        error={form.errors.transactionPassword}
      />
      <SubmitButton label={t(`wallet.${kind}.submit`)} busy={form.busy} />
    </form>
  );
}

/**
 * The confirmation of a money form (`confirmBody` of what was reviewed), then its outcome
 * (`doneBody` of what the server did): cancel or confirm (off while sending), then OK, after the
 * links the outcome offers (`doneLinks`).
 */
export function MoneyDialog<Confirm, Done>(props: {
  kind: MoneyFormKind;
  form: { dialog: DialogState<Confirm, Done>; busy: boolean; setDialog: (dialog: null) => void };
  onConfirm: (reviewed: Confirm) => void;
  confirmBody: (reviewed: Confirm) => ReactNode;
  doneBody: (done: Done) => ReactNode;
  doneLinks?: ReactNode;
}) {
  const t = useT();
  const { kind, form } = props;
  const { dialog, busy } = form;
  const close = () => form.setDialog(null);
  return (
    <Dialog
      open={dialog !== null}
      title={dialog?.kind === 'done' ? t('common.successful') : t(`wallet.${kind}.confirmTitle`)}
      onClose={() => {
        if (!busy) close();
      }}
      actions={
        dialog?.kind === 'done' ? (
          <>
            {props.doneLinks}
            <button type="button" className="button button-brand wallet-action" onClick={close}>
              {t('common.ok')}
            </button>
          </>
        ) : (
          <ConfirmActions
            busy={busy}
            cancelLabel={t('common.cancel')}
            confirmLabel={t(`wallet.${kind}.confirmButton`)}
            onCancel={close}
            onConfirm={() => dialog?.kind === 'confirm' && props.onConfirm(dialog.data)}
            buttonClass="wallet-action"
          />
        )
      }
    >
      {dialog?.kind === 'confirm' && props.confirmBody(dialog.data)}
      {dialog?.kind === 'done' && props.doneBody(dialog.data)}
    </Dialog>
  );
}
