/**
 * Sending a notification to one player (by user ID) or to every player: title and body, a
 * confirmation naming who receives it, then "sent to N players".
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure, fieldsOf, fieldText } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import './console.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const TITLE_MAX = 120;
const BODY_MAX = 4000;

export default function SendNotification({ messages, locale }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('notifications');
  return gateView(t, gate) ?? <SendForm t={t} locale={locale} />;
}

function SendForm({ t, locale }: { t: T; locale: string }) {
  const hydrated = useHydrated();
  const [audience, setAudience] = useState<'one' | 'all'>('one');
  const [userId, setUserId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const idempotencyKey = useRef('');

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    setFailure(null);
    const next: Record<string, string | undefined> = {};
    if (audience === 'one' && !USER_ID_PATTERN.test(userId.trim()))
      next.userId = t('admin.notifications.userIdInvalid');
    if (!title.trim()) next.title = t('admin.notifications.titleRequired');
    if (!body.trim()) next.body = t('admin.notifications.bodyRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      document
        .getElementById(`notification-${Object.keys(next)[0] === 'userId' ? 'user' : Object.keys(next)[0]}`)
        ?.focus();
      return;
    }
    // One key per confirmed send: a retried request does not send twice.
    idempotencyKey.current = newIdempotencyKey();
    setConfirming(true);
  }

  async function send() {
    setBusy(true);
    setFailure(null);
    try {
      const result = await adminApi<{ sent: number }>('/notifications', {
        body: {
          ...(audience === 'all' ? { all: true } : { userId: userId.trim() }),
          title: title.trim(),
          body: body.trim(),
        },
        idempotencyKey: idempotencyKey.current,
      });
      setConfirming(false);
      setNotice(
        result.sent === 1
          ? t('admin.notifications.sentOne')
          : t('admin.notifications.sentMany', { count: formatNumberForLocale(locale, result.sent) }),
      );
      setTitle('');
      setBody('');
      setUserId('');
    } catch (error) {
      const fields = fieldsOf(error);
      setErrors({
        userId: fieldText(t, fields.userId),
        title: fieldText(t, fields.title),
        body: fieldText(t, fields.body),
      });
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack console-narrow">
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      {!confirming && <Failure t={t} error={failure} />}
      <form className="card" onSubmit={review} noValidate>
        <fieldset className="console-radios">
          <legend>{t('admin.notifications.audience')}</legend>
          <label className="check" htmlFor="notification-one">
            <input
              id="notification-one"
              type="radio"
              name="audience"
              checked={audience === 'one'}
              onChange={() => setAudience('one')}
            />
            <span>{t('admin.notifications.onePlayer')}</span>
          </label>
          <label className="check" htmlFor="notification-all">
            <input
              id="notification-all"
              type="radio"
              name="audience"
              checked={audience === 'all'}
              onChange={() => setAudience('all')}
            />
            <span>{t('admin.notifications.allPlayers')}</span>
          </label>
        </fieldset>
        {audience === 'one' && (
          <Field
            id="notification-user"
            label={t('admin.notifications.userId')}
            hint={t('admin.notifications.userIdHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={userId}
            onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))}
            error={errors.userId}
          />
        )}
        <Field
          id="notification-title"
          label={t('admin.notifications.titleLabel')}
          maxLength={TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <div className={`field${errors.body ? ' field-invalid' : ''}`}>
          <label htmlFor="notification-body">{t('admin.notifications.body')}</label>
          <textarea
            id="notification-body"
            rows={6}
            maxLength={BODY_MAX}
            value={body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={`notification-body-hint${errors.body ? ' notification-body-error' : ''}`}
            onChange={(e) => setBody(e.target.value)}
          />
          <p id="notification-body-hint" className="field-hint">
            {t('admin.notifications.bodyHint', {
              count: formatNumberForLocale(locale, body.length),
              max: formatNumberForLocale(locale, BODY_MAX),
            })}
          </p>
          {errors.body && (
            <p id="notification-body-error" className="field-error">
              {errors.body}
            </p>
          )}
        </div>
        <button type="submit" className="button button-brand" disabled={!hydrated || busy}>
          {t('admin.notifications.send')}
        </button>
      </form>

      {confirming && (
        <Dialog
          open
          title={t('admin.notifications.confirmTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button-brand" disabled={busy} onClick={send}>
                {t('admin.notifications.confirmSend')}
              </button>
            </>
          }
        >
          <p>
            {audience === 'all'
              ? t('admin.notifications.confirmAll')
              : t('admin.notifications.confirmOne', { userId: userId.trim() })}
          </p>
          <div className="console-preview">
            <strong>{title.trim()}</strong>
            <p>{body.trim()}</p>
          </div>
          <p className="muted">{t('admin.notifications.confirmFinal')}</p>
          <Failure t={t} error={failure} />
        </Dialog>
      )}
    </div>
  );
}
