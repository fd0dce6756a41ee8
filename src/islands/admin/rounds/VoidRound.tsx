/** "Void round" (admins, before it is settled): the reason form, its confirmation and the call. */
import { useRef, useState, type SubmitEvent } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatNumberForLocale } from '#i18n/format.ts';
import { ConfirmStepDialog, useConfirmStep } from '../kit/confirmStep.tsx';
import { TextAreaField } from '../kit/fields.tsx';
import type { MoneyText, RoundDetailView, RoundTotals } from './view.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

const REASON_MAX = 300;

/** The void's reason, confirmation, result and call; `reload` reads the round again. */
export function useVoidRound(t: T, data: RoundDetailView | undefined, reload: () => Promise<unknown>) {
  const [reason, setReason] = useState('');
  const step = useConfirmStep();
  const idempotencyKey = useRef('');

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    step.review(() => {
      const reasonError = reason.trim() ? undefined : t('admin.rounds.voidReasonRequired');
      step.setErrors({ reason: reasonError });
      if (reasonError) return true;
      // One key per confirmed action: a retry of the same void refunds once.
      idempotencyKey.current = newIdempotencyKey();
    });
  }

  async function voidRound() {
    if (!data) return;
    await step.save(
      () =>
        adminApi('POST /rounds/{id}/void', {
          params: { id: data.id },
          body: { reason: reason.trim() },
          idempotencyKey: idempotencyKey.current,
        }),
      async () => {
        setReason('');
        step.setNotice(t('admin.rounds.voided', { period: data.period }));
        await reload();
      },
      reload,
    );
  }

  return { ...step, reason, setReason, reasonError: step.errors.reason ?? '', review, voidRound };
}

export type VoidState = ReturnType<typeof useVoidRound>;

export function VoidForm({ state, hydrated }: { state: VoidState; hydrated: boolean }) {
  const t = useT();
  const { reasonError } = state;
  return (
    <section className="card console-void" aria-labelledby="round-void">
      <h2 id="round-void" className="section-title">
        {t('admin.rounds.voidTitle')}
      </h2>
      <p className="muted">{t('admin.rounds.voidIntro')}</p>
      <form onSubmit={state.review} noValidate>
        <TextAreaField
          id="void-reason"
          label={t('admin.rounds.voidReasonLabel')}
          rows={2}
          maxLength={REASON_MAX}
          required
          value={state.reason}
          onChange={state.setReason}
          hint={t('admin.rounds.voidReasonHint', { max: REASON_MAX })}
          error={reasonError}
        />
        <button type="submit" className="button button-danger" disabled={!hydrated || state.busy}>
          {t('admin.rounds.void')}
        </button>
      </form>
    </section>
  );
}

export function VoidDialog({
  state,
  period,
  totals,
  money,
}: {
  state: VoidState;
  period: string;
  totals: RoundTotals;
  money: MoneyText;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <ConfirmStepDialog
      step={state}
      title={t('admin.rounds.voidConfirmTitle', { period })}
      confirmLabel={t('admin.rounds.voidConfirm')}
      danger
      onConfirm={() => void state.voidRound()}
    >
      <p>
        {t('admin.rounds.voidConfirmBody', {
          count: formatNumberForLocale(locale, totals.pendingCount),
          total: money(totals.pendingStakes),
        })}
      </p>
      <p>{t('admin.rounds.voidConfirmReason', { reason: state.reason.trim() })}</p>
      <p className="notice notice-danger">{t('admin.rounds.voidConfirmFinal')}</p>
    </ConfirmStepDialog>
  );
}
