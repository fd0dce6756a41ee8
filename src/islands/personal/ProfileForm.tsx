/**
 * Edit profile (SPEC.md §4, §5): real name, phone number and USDT address, each saved once and
 * then locked (shown read-only: only support can change it). The transaction password confirms
 * the save; when none is set yet, the server takes the one entered here as the new transaction
 * password (the initial profile setup), so it is chosen with a confirmation.
 */
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { api, ApiError } from '#client/api.ts';
import { errorText, makeT } from '#client/i18n.ts';
import { $jwt, $user } from '#client/session.ts';
import type { User } from '#client/types.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '#shared/accountLimits.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { paths } from '#shared/paths.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { Icon } from './Icon.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import './personal.css';

interface Props {
  messages: IslandMessages;
  /** Customer service, from the site info: the only way to change a locked detail. */
  supportUrl: string;
}

const PROFILE_FIELDS = ['realName', 'phoneNumber', 'cryptoAddress'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const FORM_ORDER = [...PROFILE_FIELDS, 'transactionPassword', 'confirmTransactionPassword'];

/** Longest real name the server accepts. */
const REAL_NAME_MAX_LENGTH = 100;

/** The phone number as the server stores it: spaces and dashes removed. */
function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export default function ProfileForm({ messages, supportUrl }: Props) {
  const t = makeT(messages);
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const { data, error, isLoading, slow, mutate } = useRemote<User>(signedIn ? ['/customer'] : null, {
    onSuccess: (fresh) => $user.set(fresh),
  });
  const [values, setValues] = useState<Record<ProfileField, string>>({
    realName: '',
    phoneNumber: '',
    cryptoAddress: '',
  });
  const [transactionPassword, setTransactionPassword] = useState('');
  const [confirmTransactionPassword, setConfirmTransactionPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Partial<Record<ProfileField, string>> | null>(null);
  const [saved, setSaved] = useState(false);

  if (!mounted) return <StateView t={t} isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt t={t} />;
  if (!data) {
    return <StateView t={t} isLoading={isLoading} slow={slow} error={error} onRetry={() => void mutate()} />;
  }
  const user = data;
  const settingUp = !user.hasTransactionPassword;
  const editable = PROFILE_FIELDS.filter((name) => !user.locked[name]);
  const label: Record<ProfileField, string> = {
    realName: t('personal.realName'),
    phoneNumber: t('personal.phoneNumber'),
    cryptoAddress: t('personal.cryptoAddress'),
  };

  /** The new details to send: the editable fields that were filled in, cleaned as the server does. */
  function changes(): Partial<Record<ProfileField, string>> {
    const found: Partial<Record<ProfileField, string>> = {};
    for (const name of editable) {
      const value = name === 'phoneNumber' ? normalizePhone(values[name]) : values[name].trim();
      if (value) found[name] = value;
    }
    return found;
  }

  function validate(changed: Partial<Record<ProfileField, string>>): Record<string, string> {
    const found: Record<string, string> = {};
    if (changed.realName !== undefined && changed.realName.length > REAL_NAME_MAX_LENGTH)
      found.realName = t('field.TOO_LONG');
    if (changed.phoneNumber !== undefined && !PHONE_PATTERN.test(changed.phoneNumber))
      found.phoneNumber = t('field.PHONE_NUMBER_INVALID');
    if (changed.cryptoAddress !== undefined && cryptoNetworkOf(changed.cryptoAddress) === null)
      found.cryptoAddress = t('field.INVALID_CHAIN_OR_ADDRESS');
    if (!transactionPassword) found.transactionPassword = t('validation.transactionPassword');
    else if (settingUp && transactionPassword.length < PASSWORD_MIN_LENGTH)
      found.transactionPassword = t('validation.password');
    if (settingUp && transactionPassword && confirmTransactionPassword !== transactionPassword)
      found.confirmTransactionPassword = t('validation.newTransactionPasswordsDoNotMatch');
    return found;
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const changed = changes();
    const found = validate(changed);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(FORM_ORDER, found);
      return;
    }
    if (Object.keys(changed).length === 0) {
      setFailure(t('personal.nothingToSave'));
      return;
    }
    // The details lock once saved: show them back before they are sent.
    setConfirming(changed);
  }

  async function save(changed: Partial<Record<ProfileField, string>>) {
    setConfirming(null);
    setBusy(true);
    try {
      const updated = await api<User>('/customer/profile', { body: { ...changed, transactionPassword } });
      $user.set(updated);
      await mutate(updated, { revalidate: false });
      setValues({ realName: '', phoneNumber: '', cryptoAddress: '' });
      setTransactionPassword('');
      setConfirmTransactionPassword('');
      setErrors({});
      setSaved(true);
    } catch (caught) {
      const fromServer: Record<string, string> = {};
      if (caught instanceof ApiError) {
        for (const [name, code] of Object.entries(caught.fields)) fromServer[name] = t(`field.${code}`);
        if (caught.code === 'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT')
          fromServer.transactionPassword = errorText(t, caught);
        // Someone (support, another device) set a detail meanwhile: show the current locks.
        if (caught.code.endsWith('_CAN_NOT_BE_CHANGED') || caught.code === 'INCOMPLETE_REGISTER_INFO')
          void mutate();
      }
      setErrors(fromServer);
      // A message under a field is enough; anything else is shown for the whole form.
      if (!focusFirstInvalid(FORM_ORDER, fromServer)) setFailure(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }

  const typedNetwork = cryptoNetworkOf(values.cryptoAddress.trim());

  return (
    <>
      <form className="card pc-form" onSubmit={submit} noValidate>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {editable.length > 0 && (
          <div className="notice">
            <p>{t('personal.onceNote')}</p>
          </div>
        )}
        {PROFILE_FIELDS.map((name) =>
          user.locked[name] ? (
            <div key={name} className="field">
              <span className="pc-field-label">{label[name]}</span>
              <p
                className={name === 'cryptoAddress' ? 'pc-locked-value pc-address' : 'pc-locked-value'}
                dir={name === 'realName' ? undefined : 'ltr'}
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
          ) : (
            <Field
              key={name}
              id={name}
              label={label[name]}
              type={name === 'phoneNumber' ? 'tel' : 'text'}
              inputMode={name === 'phoneNumber' ? 'tel' : undefined}
              autoComplete={name === 'realName' ? 'name' : name === 'phoneNumber' ? 'tel' : 'off'}
              spellCheck={name === 'cryptoAddress' ? false : undefined}
              dir={name === 'realName' ? undefined : 'ltr'}
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              error={errors[name]}
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
          ),
        )}

        {editable.length === 0 ? (
          <p className="notice">
            {t('personal.allLocked')} <a href={supportUrl}>{t('common.contactService')}</a>
          </p>
        ) : (
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
              value={transactionPassword}
              onChange={(e) => setTransactionPassword(e.target.value)}
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
                value={confirmTransactionPassword}
                onChange={(e) => setConfirmTransactionPassword(e.target.value)}
                error={errors.confirmTransactionPassword}
                required
              />
            )}
            <button type="submit" className="button button-brand button-block" disabled={busy}>
              {busy ? t('personal.saving') : t('common.save')}
            </button>
          </>
        )}
      </form>

      <Dialog
        open={confirming !== null}
        title={t('personal.confirmSaveTitle')}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-brand"
              onClick={() => confirming && void save(confirming)}
            >
              {t('common.confirm')}
            </button>
          </>
        }
      >
        <p>{t('personal.confirmSaveText')}</p>
        <dl className="pc-confirm-list">
          {PROFILE_FIELDS.filter((name) => confirming?.[name] !== undefined).map((name) => (
            <div key={name}>
              <dt>{label[name]}</dt>
              <dd dir={name === 'realName' ? undefined : 'ltr'}>
                {confirming?.[name]}
                {name === 'cryptoAddress' && confirming?.cryptoAddress
                  ? ` (${t(`personal.network.${cryptoNetworkOf(confirming.cryptoAddress) ?? ''}`)})`
                  : ''}
              </dd>
            </div>
          ))}
        </dl>
      </Dialog>

      <Dialog
        open={saved}
        title={t('common.successful')}
        onClose={() => setSaved(false)}
        actions={
          <a className="button button-brand" href={paths.personalEdit}>
            {t('common.ok')}
          </a>
        }
      >
        <p>{t('personal.profileSaved')}</p>
      </Dialog>
    </>
  );
}
