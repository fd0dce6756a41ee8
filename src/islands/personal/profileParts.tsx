/**
 * The parts of the profile form: a detail as saved (locked), a detail to fill in, the
 * transaction password step, and the dialogs that show the details back before saving and say
 * they were saved.
 */
import { keyOf, type T } from '#client/i18n.ts';
import type { User } from '#shared/contract/account.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { paths } from '#shared/paths.ts';
import { ConfirmDialog, Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { SubmitButton } from '../common/formParts.tsx';
import { Icon } from './Icon.tsx';

export const PROFILE_FIELDS = ['realName', 'phoneNumber', 'cryptoAddress'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileChanges = Partial<Record<ProfileField, string>>;

/** The label of each detail. */
export function profileLabels(t: T): Record<ProfileField, string> {
  return {
    realName: t('personal.realName'),
    phoneNumber: t('personal.phoneNumber'),
    cryptoAddress: t('personal.cryptoAddress'),
  };
}

/** A name reads in the page's direction; numbers and addresses left to right. */
export const dirOf = (name: ProfileField) => (name === 'realName' ? undefined : 'ltr');

/** A detail already saved: shown read-only, with the network of an address. */
export function LockedDetail({
  t,
  name,
  label,
  user,
}: {
  t: T;
  name: ProfileField;
  label: string;
  user: User;
}) {
  return (
    <div className="field">
      <span className="pc-field-label">{label}</span>
      <p
        className={name === 'cryptoAddress' ? 'pc-locked-value pc-address' : 'pc-locked-value'}
        dir={dirOf(name)}
      >
        {user[name]}
      </p>
      {name === 'cryptoAddress' && user.cryptoNetwork && (
        <p className="field-hint">
          {t('personal.networkDetected', { network: t(`personal.network.${user.cryptoNetwork}`) })}
        </p>
      )}
      <p className="field-hint pc-note">
        <Icon name="lock" size={14} /> {t('personal.lockedField')}
      </p>
    </div>
  );
}

/** A detail still to fill in, with its hint (an address: the network it was recognised as). */
export function DetailField(props: {
  t: T;
  name: ProfileField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t, name, value } = props;
  const typedNetwork = cryptoNetworkOf(value.trim());
  return (
    <Field
      id={name}
      label={props.label}
      type={name === 'phoneNumber' ? 'tel' : 'text'}
      inputMode={name === 'phoneNumber' ? 'tel' : undefined}
      autoComplete={name === 'realName' ? 'name' : name === 'phoneNumber' ? 'tel' : 'off'}
      spellCheck={name === 'cryptoAddress' ? false : undefined}
      dir={dirOf(name)}
      value={value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
      hint={
        name === 'phoneNumber'
          ? t('personal.phoneHint')
          : name === 'cryptoAddress'
            ? typedNetwork
              ? t('personal.networkDetected', { network: t(`personal.network.${typedNetwork}`) })
              : t('personal.addressHint')
            : undefined
      }
    />
  );
}

/**
 * The transaction password that confirms the save; with none set yet, the new one chosen here
 * (with its confirmation), and the button.
 */
export function PasswordStep(props: {
  t: T;
  settingUp: boolean;
  password: string;
  confirmation: string;
  errors: Record<string, string>;
  busy: boolean;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const { t, settingUp, errors } = props;
  return (
    <>
      {settingUp && (
        <div className="notice">
          <p>{t('personal.noTransactionPassword')}</p>
          <p>
            <a href={paths.transactionPasswordEdit}>{t('personal.setTransactionPasswordFirst')}</a>
          </p>
        </div>
      )}
      <Field
        id="transactionPassword"
        label={settingUp ? t('personal.newTransactionPassword') : t('personal.transactionPassword')}
        type="password"
        autoComplete={settingUp ? 'new-password' : 'off'}
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        error={errors.transactionPassword}
        hint={settingUp ? t('personal.passwordHint') : t('personal.transactionPasswordHint')}
        required
      />
      {settingUp && (
        <Field
          id="confirmTransactionPassword"
          label={t('personal.confirmTransactionPassword')}
          type="password"
          autoComplete="new-password"
          value={props.confirmation}
          onChange={(e) => props.onConfirmation(e.target.value)}
          error={errors.confirmTransactionPassword}
          required
        />
      )}
      <SubmitButton label={t('common.save')} busy={props.busy} busyLabel={t('personal.saving')} />
    </>
  );
}

/** The details about to be saved (and locked), shown back before they are sent. */
export function ConfirmDetailsDialog({
  t,
  confirming,
  onCancel,
  onConfirm,
}: {
  t: T;
  confirming: ProfileChanges | null;
  onCancel: () => void;
  onConfirm: (changes: ProfileChanges) => void;
}) {
  const label = profileLabels(t);
  return (
    <ConfirmDialog
      t={t}
      open={confirming !== null}
      busy={false}
      title={t('personal.confirmSaveTitle')}
      confirmLabel={t('common.confirm')}
      onCancel={onCancel}
      onConfirm={() => confirming && onConfirm(confirming)}
    >
      <p>{t('personal.confirmSaveText')}</p>
      <dl className="pc-confirm-list">
        {PROFILE_FIELDS.filter((name) => confirming?.[name] !== undefined).map((name) => (
          <div key={name}>
            <dt>{label[name]}</dt>
            <dd dir={dirOf(name)}>
              {confirming?.[name]}
              {name === 'cryptoAddress' && confirming?.cryptoAddress
                ? ` (${t(keyOf('personal.network', cryptoNetworkOf(confirming.cryptoAddress) ?? ''))})`
                : ''}
            </dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}

/** What was saved (`text`; none: closed); OK leads on to `okHref`. */
export function SavedDialog({
  t,
  text,
  okHref,
  onClose,
}: {
  t: T;
  text: string;
  okHref: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={text !== ''}
      title={t('common.successful')}
      onClose={onClose}
      actions={
        <a className="button button-brand" href={okHref}>
          {t('common.ok')}
        </a>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
