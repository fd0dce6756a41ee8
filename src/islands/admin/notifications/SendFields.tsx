/** The notification form's fields: the audience choice and the message. */
import { formatNumberForLocale } from '#i18n/format.ts';
import { Choice, DigitsField, TextAreaField } from '../kit/fields.tsx';
import type { SendFormState } from './useSendForm.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

export const TITLE_MAX = 120;
const BODY_MAX = 4000;

/** One player (by user ID) or every player. */
export function AudienceFields({ form }: { form: SendFormState }) {
  const t = useT();
  return (
    <>
      <fieldset className="console-radios">
        <legend>{t('admin.notifications.audience')}</legend>
        {(['one', 'all'] as const).map((audience) => (
          <Choice
            key={audience}
            id={`notification-${audience}`}
            type="radio"
            name="audience"
            checked={form.audience === audience}
            onChange={() => form.setAudience(audience)}
            label={
              audience === 'one' ? t('admin.notifications.onePlayer') : t('admin.notifications.allPlayers')
            }
          />
        ))}
      </fieldset>
      {form.audience === 'one' && (
        <DigitsField
          id="notification-user"
          label={t('admin.notifications.userId')}
          hint={t('admin.notifications.userIdHint')}
          value={form.userId}
          onChange={form.setUserId}
          error={form.errors.userId}
        />
      )}
    </>
  );
}

/** The body's textarea with its count of characters. */
export function BodyField({ form }: { form: SendFormState }) {
  const locale = useLocale();
  const t = useT();
  return (
    <TextAreaField
      id="notification-body"
      label={t('admin.notifications.body')}
      rows={6}
      maxLength={BODY_MAX}
      value={form.body}
      onChange={form.setBody}
      hint={t('admin.notifications.bodyHint', {
        count: formatNumberForLocale(locale, form.body.length),
        max: formatNumberForLocale(locale, BODY_MAX),
      })}
      error={form.errors.body}
    />
  );
}
