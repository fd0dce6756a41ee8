/** The site settings form's state: the draft, its errors, the confirmation and the save. */
import { useState, type SubmitEvent } from 'react';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import { adminApi } from '#client/staffSession.ts';
import type { StaffSettings } from '#shared/contract/site.ts';
import { hasErrors, useConfirmStep } from '../kit/confirmStep.tsx';
import { fieldsOf, fieldText } from '../kit/errors.tsx';
import { changesOf } from './changes.ts';
import { draftOf, validateDraft, type ClaimLimitName, type Draft, type LimitName } from './draft.ts';

/** The draft and its setters. */
function useDraft(info: StaffSettings, clearNotice: () => void) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(info));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    clearNotice();
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const setLimit = (name: LimitName, value: string) =>
    setDraft((d) => ({ ...d, limits: { ...d.limits, [name]: value.trim() } }));
  const setClaimLimit = (name: ClaimLimitName, value: string) =>
    setDraft((d) => ({ ...d, claimLimits: { ...d.claimLimits, [name]: value.trim() } }));
  const setAddress = (index: number, patch: Partial<Draft['addresses'][number]>) =>
    setDraft((d) => ({
      ...d,
      addresses: d.addresses.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    }));
  return { draft, setDraft, set, setLimit, setClaimLimit, setAddress };
}

export function useSettingsForm({
  info,
  onSaved,
}: {
  info: StaffSettings;
  onSaved: (info: StaffSettings) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const step = useConfirmStep();
  const { setErrors } = step;
  const editing = useDraft(info, () => step.setNotice(''));
  const { draft, setDraft } = editing;

  // What the form changes, for the confirmation, and the request body with only those parts.
  const { changes, body } = changesOf(t, locale, info, draft);

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    step.review(() => {
      const next = validateDraft(t, draft);
      setErrors(next);
      if (hasErrors(next)) return t('admin.settings.fixErrors');
      if (changes.length === 0) return t('admin.settings.noChanges');
    });
  }

  const save = () =>
    step.save(
      () => adminApi('PUT /settings', { body }),
      (saved) => {
        setDraft(draftOf(saved));
        setErrors({});
        step.setNotice(t('admin.settings.saved'));
        onSaved(saved);
      },
      (error) =>
        setErrors(
          Object.fromEntries(Object.entries(fieldsOf(error)).map(([key, code]) => [key, fieldText(t, code)])),
        ),
    );

  function reset() {
    setDraft(draftOf(info));
    setErrors({});
    step.setFailure(null);
  }

  return { ...editing, ...step, changes, review, save, reset };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
