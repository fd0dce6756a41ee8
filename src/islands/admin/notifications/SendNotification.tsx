/**
 * Sending a notification to one player (by user ID) or to every player: title and body, a
 * confirmation naming who receives it, then "sent to N players".
 */
import { Field } from '#islands/common/Field.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { Failure } from '../kit/errors.tsx';
import { staffIsland } from '../kit/gate.tsx';
import { AudienceFields, BodyField, TITLE_MAX } from './SendFields.tsx';
import { SendConfirmDialog } from './SendConfirmDialog.tsx';
import { useSendForm } from './useSendForm.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';

export default staffIsland('notifications', SendForm);

function SendForm() {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const form = useSendForm(t, locale);
  return (
    <div className="stack console-narrow">
      <div role="status">{form.notice && <p className="notice">{form.notice}</p>}</div>
      {!form.confirming && <Failure error={form.failure} />}
      <form className="card" onSubmit={form.review} noValidate>
        <AudienceFields form={form} />
        <Field
          id="notification-title"
          label={t('admin.notifications.titleLabel')}
          maxLength={TITLE_MAX}
          value={form.title}
          onChange={(e) => form.setTitle(e.target.value)}
          error={form.errors.title}
        />
        <BodyField form={form} />
        <button type="submit" className="button button-brand" disabled={!hydrated || form.busy}>
          {t('admin.notifications.send')}
        </button>
      </form>

      {form.confirming && <SendConfirmDialog form={form} />}
    </div>
  );
}
