/** The notification form's audience choice, its message fields and the confirmation. */
import type { T } from '#client/i18n.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { Field } from '#islands/common/Field.tsx';
import { ConfirmStepDialog } from '../kit/confirmStep.tsx';
import type { SendFormState } from './useSendForm.ts';

export const TITLE_MAX = 120;
const BODY_MAX = 4000;

/** One player (by user ID) or every player. */
export function AudienceFields({ t, form }: { t: T; form: SendFormState }) {
  return (
    <>
      <fieldset className="console-radios">
        <legend>{t('admin.notifications.audience')}</legend>
        <label className="check" htmlFor="notification-one">
          <input
            id="notification-one"
            type="radio"
            name="audience"
            checked={form.audience === 'one'}
            onChange={() => form.setAudience('one')}
          />
          <span>{t('admin.notifications.onePlayer')}</span>
        </label>
        <label className="check" htmlFor="notification-all">
          <input
            id="notification-all"
            type="radio"
            name="audience"
            checked={form.audience === 'all'}
            onChange={() => form.setAudience('all')}
          />
          <span>{t('admin.notifications.allPlayers')}</span>
        </label>
      </fieldset>
      {form.audience === 'one' && (
        <Field
          id="notification-user"
          label={t('admin.notifications.userId')}
          hint={t('admin.notifications.userIdHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.userId}
          onChange={(e) => form.setUserId(e.target.value.replace(/\D/g, ''))}
          error={form.errors.userId}
        />
      )}
    </>
  );
}

/** The body's textarea with its count of characters. */
export function BodyField({ t, locale, form }: { t: T; locale: string; form: SendFormState }) {
  const error = form.errors.body;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor="notification-body">{t('admin.notifications.body')}</label>
      <textarea
        id="notification-body"
        rows={6}
        maxLength={BODY_MAX}
        value={form.body}
        aria-invalid={error ? true : undefined}
        aria-describedby={`notification-body-hint${error ? ' notification-body-error' : ''}`}
        onChange={(e) => form.setBody(e.target.value)}
      />
      <p id="notification-body-hint" className="field-hint">
        {t('admin.notifications.bodyHint', {
          count: formatNumberForLocale(locale, form.body.length),
          max: formatNumberForLocale(locale, BODY_MAX),
        })}
      </p>
      {error && (
        <p id="notification-body-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SendConfirmDialog({ t, form }: { t: T; form: SendFormState }) {
  return (
    <ConfirmStepDialog
      t={t}
      step={form}
      title={t('admin.notifications.confirmTitle')}
      confirmLabel={t('admin.notifications.confirmSend')}
      onConfirm={() => void form.send()}
    >
      <p>
        {form.audience === 'all'
          ? t('admin.notifications.confirmAll')
          : t('admin.notifications.confirmOne', { userId: form.userId.trim() })}
      </p>
      <div className="console-preview">
        <strong>{form.title.trim()}</strong>
        <p>{form.body.trim()}</p>
      </div>
      <p className="muted">{t('admin.notifications.confirmFinal')}</p>
    </ConfirmStepDialog>
  );
}
