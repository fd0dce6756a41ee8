/** The notification form's state: audience, user ID, title, body, the check, confirmation and send. */
import { useRef, useState, type SubmitEvent } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { hasErrors, useConfirmStep, type FormErrors } from '../kit/confirmStep.tsx';
import { fieldsOf, fieldText } from '../kit/errors.tsx';

/** The draft: who receives it and what it says. */
function useDraft() {
  const [audience, setAudience] = useState<'one' | 'all'>('one');
  const [userId, setUserId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  return { audience, setAudience, userId, setUserId, title, setTitle, body, setBody };
}

type Draft = ReturnType<typeof useDraft>;

function checkDraft(t: T, { audience, userId, title, body }: Draft): FormErrors {
  const next: FormErrors = {};
  if (audience === 'one' && !USER_ID_PATTERN.test(userId.trim()))
    next.userId = t('admin.notifications.userIdInvalid');
  if (!title.trim()) next.title = t('admin.notifications.titleRequired');
  if (!body.trim()) next.body = t('admin.notifications.bodyRequired');
  return next;
}

export function useSendForm(t: T, locale: string) {
  const draft = useDraft();
  const { audience, userId, title, body } = draft;
  const step = useConfirmStep();
  const idempotencyKey = useRef('');

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    step.review(() => {
      const next = checkDraft(t, draft);
      step.setErrors(next);
      if (hasErrors(next)) {
        const first = Object.keys(next)[0];
        document.getElementById(`notification-${first === 'userId' ? 'user' : first}`)?.focus();
        return true;
      }
      // One key per confirmed send: a retried request does not send twice.
      idempotencyKey.current = newIdempotencyKey();
    });
  }

  const send = () =>
    step.save(
      () =>
        adminApi('POST /notifications', {
          body: {
            ...(audience === 'all' ? { all: true } : { userId: userId.trim() }),
            title: title.trim(),
            body: body.trim(),
          },
          idempotencyKey: idempotencyKey.current,
        }),
      (result) => {
        step.setNotice(
          result.sent === 1
            ? t('admin.notifications.sentOne')
            : t('admin.notifications.sentMany', { count: formatNumberForLocale(locale, result.sent) }),
        );
        draft.setTitle('');
        draft.setBody('');
        draft.setUserId('');
      },
      (error) => {
        const fields = fieldsOf(error);
        step.setErrors({
          userId: fieldText(t, fields.userId),
          title: fieldText(t, fields.title),
          body: fieldText(t, fields.body),
        });
      },
    );

  return { ...draft, ...step, review, send };
}

export type SendFormState = ReturnType<typeof useSendForm>;
