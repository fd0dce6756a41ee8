/**
 * Edit profile: real name, phone number and USDT address, each saved once and
 * then locked (shown read-only: only support can change it). The transaction password confirms
 * the save; when none is set yet, the server takes the one entered here as the new transaction
 * password (the initial profile setup), so it is chosen with a confirmation.
 */
import { useState, type SubmitEvent } from 'react';
import { api, ApiError } from '#client/api.ts';
import { errorText, type T, keyOf } from '#client/i18n.ts';
import { $user } from '#client/session.ts';
import type { User } from '#shared/contract/account.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '#shared/accountLimits.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { paths } from '#shared/paths.ts';
import { supportHref } from '#shared/supportLink.ts';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { FormError } from '../common/FormError.tsx';
import { PlayerView, type MutateUser } from './PlayerView.tsx';
import { ConfirmDetailsDialog, SavedDialog } from './profileDialogs.tsx';
import {
  DetailField,
  LockedDetail,
  PasswordStep,
  PROFILE_FIELDS,
  profileLabels,
  type ProfileChanges,
  type ProfileField,
} from './profileFields.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './personal.css';

interface Props {
  messages: IslandMessages;
  /** Customer service, from the site info: the only way to change a locked detail. */
  supportUrl: string;
}

const FORM_ORDER = [...PROFILE_FIELDS, 'transactionPassword', 'confirmTransactionPassword'];

/** Longest real name the server accepts. */
const REAL_NAME_MAX_LENGTH = 100;

/** The phone number as the server stores it: spaces and dashes removed. */
function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export default withIslandI18n(function ProfileForm({ supportUrl }: Props) {
  return (
    <PlayerView>
      {(user, mutate) => <ProfileEditor user={user} mutate={mutate} supportUrl={supportUrl} />}
    </PlayerView>
  );
});

/** The new details to send: the editable fields that were filled in, cleaned as the server does. */
function changesOf(editable: readonly ProfileField[], values: Record<ProfileField, string>): ProfileChanges {
  const found: ProfileChanges = {};
  for (const name of editable) {
    const value = name === 'phoneNumber' ? normalizePhone(values[name]) : values[name].trim();
    if (value) found[name] = value;
  }
  return found;
}

/** The errors of a save, per field: the new details, then the transaction password (and its confirmation). */
function validate(
  t: T,
  changed: ProfileChanges,
  password: string,
  confirmation: string,
  settingUp: boolean,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (changed.realName !== undefined && changed.realName.length > REAL_NAME_MAX_LENGTH)
    found.realName = t('field.TOO_LONG');
  if (changed.phoneNumber !== undefined && !PHONE_PATTERN.test(changed.phoneNumber))
    found.phoneNumber = t('field.PHONE_NUMBER_INVALID');
  if (changed.cryptoAddress !== undefined && cryptoNetworkOf(changed.cryptoAddress) === null)
    found.cryptoAddress = t('field.INVALID_CHAIN_OR_ADDRESS');
  if (!password) found.transactionPassword = t('validation.transactionPassword');
  else if (settingUp && password.length < PASSWORD_MIN_LENGTH)
    found.transactionPassword = t('validation.password');
  if (settingUp && password && confirmation !== password)
    found.confirmTransactionPassword = t('validation.newTransactionPasswordsDoNotMatch');
  return found;
}

const PROFILE = 'POST /customer/profile';
/** The profile's answers that a detail is set already (or another is missing first). */
const LOCKED = [
  'REAL_NAME_CAN_NOT_BE_CHANGED',
  'PHONE_NUMBER_CAN_NOT_BE_CHANGED',
  'CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED',
  'INCOMPLETE_REGISTER_INFO',
] as const;

/** A failed save's messages: under the fields the server named, and the current locks reloaded when they moved. */
function serverErrors(t: T, caught: unknown, reload: () => void): Record<string, string> {
  const fromServer: Record<string, string> = {};
  if (caught instanceof ApiError) {
    for (const [name, code] of Object.entries(caught.fields)) fromServer[name] = t(keyOf('field', code));
    if (api.failed(caught, PROFILE, 'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT'))
      fromServer.transactionPassword = errorText(t, caught);
    // Someone (support, another device) set a detail meanwhile: show the current locks.
    if (LOCKED.some((code) => api.failed(caught, PROFILE, code))) reload();
  }
  return fromServer;
}

const EMPTY: Record<ProfileField, string> = { realName: '', phoneNumber: '', cryptoAddress: '' };

/** The editor's state: what is typed, its errors, the review and the save. */
function useProfileEditor(t: T, user: User, mutate: MutateUser) {
  const [values, setValues] = useState(EMPTY);
  const [transactionPassword, setTransactionPassword] = useState('');
  const [confirmTransactionPassword, setConfirmTransactionPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ProfileChanges | null>(null);
  const [saved, setSaved] = useState(false);
  const settingUp = !user.hasTransactionPassword;
  const editable = PROFILE_FIELDS.filter((name) => !user.locked[name]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const changed = changesOf(editable, values);
    const found = validate(t, changed, transactionPassword, confirmTransactionPassword, settingUp);
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

  async function save(changed: ProfileChanges) {
    setConfirming(null);
    setBusy(true);
    try {
      const updated = await api('POST /customer/profile', { body: { ...changed, transactionPassword } });
      $user.set(updated);
      await mutate(updated, { revalidate: false });
      setValues(EMPTY);
      setTransactionPassword('');
      setConfirmTransactionPassword('');
      setErrors({});
      setSaved(true);
    } catch (caught) {
      const fromServer = serverErrors(t, caught, () => void mutate());
      setErrors(fromServer);
      // A message under a field is enough; anything else is shown for the whole form.
      if (!focusFirstInvalid(FORM_ORDER, fromServer)) setFailure(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }

  return {
    ...{ values, setValues, transactionPassword, setTransactionPassword, errors, failure, busy, editable },
    ...{
      confirmTransactionPassword,
      setConfirmTransactionPassword,
      confirming,
      setConfirming,
      saved,
      setSaved,
    },
    ...{ settingUp, submit, save },
  };
}

function ProfileEditor({ user, mutate, supportUrl }: { user: User; mutate: MutateUser; supportUrl: string }) {
  const t = useT();
  const editor = useProfileEditor(t, user, mutate);
  const { values, setValues, errors, editable, settingUp, busy, submit, save, setConfirming } = editor;
  const label = profileLabels(t);

  return (
    <>
      <form className="card pc-form" onSubmit={submit} noValidate>
        <FormError text={editor.failure} />
        {editable.length > 0 && (
          <div className="notice">
            <p>{t('personal.onceNote')}</p>
          </div>
        )}
        {PROFILE_FIELDS.map((name) =>
          user.locked[name] ? (
            <LockedDetail key={name} name={name} label={label[name]} user={user} />
          ) : (
            <DetailField
              key={name}
              {...{ t, name }}
              label={label[name]}
              value={values[name]}
              error={errors[name]}
              onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
            />
          ),
        )}
        {editable.length === 0 ? (
          <p className="notice">
            {t('personal.allLocked')}{' '}
            <a href={supportHref(supportUrl, { about: 'account' })}>{t('common.contactService')}</a>
          </p>
        ) : (
          <PasswordStep
            {...{ t, settingUp, errors, busy }}
            password={editor.transactionPassword}
            confirmation={editor.confirmTransactionPassword}
            onPassword={editor.setTransactionPassword}
            onConfirmation={editor.setConfirmTransactionPassword}
          />
        )}
      </form>
      <ConfirmDetailsDialog
        confirming={editor.confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(changed) => void save(changed)}
      />
      <SavedDialog
        text={editor.saved ? t('personal.profileSaved') : ''}
        okHref={paths.personalEdit}
        onClose={() => editor.setSaved(false)}
      />
    </>
  );
}
