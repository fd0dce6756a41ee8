/**
 * Sending a notification to one player (by user ID) or to every player: title and body, a
 * confirmation naming who receives it, then "sent to N players".
 */
import { makeT, type T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { Field } from '../common/Field.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { AudienceFields, BodyField, SendConfirmDialog, TITLE_MAX } from './notifications/SendParts.tsx';
import { useSendForm } from './notifications/useSendForm.ts';
import './console.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

export default function SendNotification({ messages, locale }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('notifications');
  return gateView(t, gate) ?? <SendForm t={t} locale={locale} />;
}

function SendForm({ t, locale }: { t: T; locale: string }) {
  const hydrated = useHydrated();
  const form = useSendForm(t, locale);
  return (
    <div className="stack console-narrow">
      <div role="status">{form.notice && <p className="notice">{form.notice}</p>}</div>
      {!form.confirming && <Failure t={t} error={form.failure} />}
      <form className="card" onSubmit={form.review} noValidate>
        <AudienceFields t={t} form={form} />
        <Field
          id="notification-title"
          label={t('admin.notifications.titleLabel')}
          maxLength={TITLE_MAX}
          value={form.title}
          onChange={(e) => form.setTitle(e.target.value)}
          error={form.errors.title}
        />
        <BodyField t={t} locale={locale} form={form} />
        <button type="submit" className="button button-brand" disabled={!hydrated || form.busy}>
          {t('admin.notifications.send')}
        </button>
      </form>

      {form.confirming && <SendConfirmDialog t={t} form={form} />}
    </div>
  );
}
