/**
 * The fields of the profile form: a detail as saved (locked), a detail to fill in and the
 * transaction password step.
 */
import type { T } from '#client/i18n.ts';
import type { User } from '#shared/contract/account.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { paths } from '#shared/paths.ts';
import { Field } from '../common/Field.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { Icon } from '../common/Icon.tsx';
import { useT } from '#islands/common/i18n.tsx';

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
export function LockedDetail({ name, label, user }: { name: ProfileField; label: string; user: User }) {
  const t = useT();
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
  name: ProfileField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const { name, value } = props;
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
  settingUp: boolean;
  password: string;
  confirmation: string;
  errors: Record<string, string>;
  busy: boolean;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const t = useT();
  const { settingUp, errors } = props;
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
