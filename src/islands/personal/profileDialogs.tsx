/** The profile form's dialogs: the details shown back before saving, and that they were saved. */
import { keyOf } from '#client/i18n.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { ConfirmDialog, Dialog } from '../common/Dialog.tsx';
import { dirOf, PROFILE_FIELDS, profileLabels, type ProfileChanges } from './profileFields.tsx';
import { useT } from '#islands/common/i18n.tsx';

/** The details about to be saved (and locked), shown back before they are sent. */
export function ConfirmDetailsDialog({
  confirming,
  onCancel,
  onConfirm,
}: {
  confirming: ProfileChanges | null;
  onCancel: () => void;
  onConfirm: (changes: ProfileChanges) => void;
}) {
  const t = useT();
  const label = profileLabels(t);
  return (
    <ConfirmDialog
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
  text,
  okHref,
  onClose,
}: {
  text: string;
  okHref: string;
  onClose: () => void;
}) {
  const t = useT();
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
