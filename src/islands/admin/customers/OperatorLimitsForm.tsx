/**
 * The operator's limits on a player (admin and support): six amounts, each empty for none. Only
 * the limits that changed are sent (`PUT /customers/{id}/limits`, audited as `customer.limits`),
 * after a confirmation listing them; the server's field codes show under their fields, its
 * message in the alert.
 */
import { useState, type FormEvent } from 'react';
import { adminApi } from '#client/staffSession.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import type { LimitKind, LimitPeriod, StaffProtection } from '#shared/contract/limits.ts';
import type { StaffApi } from '#client/api.ts';

/** What the limits route takes: amounts as text, `null` for none. */
type LimitsRequest = StaffApi['PUT /customers/{userId}/limits']['body'];
import { formatMoney, parseMoney } from '#shared/money.ts';
import { Field } from '#islands/common/Field.tsx';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { ConfirmStepDialog, useConfirmStep } from '../kit/confirmStep.tsx';
import { Failure, fieldErrors } from '../kit/errors.tsx';
import { LIMIT_ROWS, limitName } from './limitRows.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

type Draft = Record<string, string>;

const fieldName = (kind: LimitKind, period: LimitPeriod) => `${kind}.${period}`;

/** One limit changed by the form: its amount before and after (null: none). */
interface LimitEdit {
  kind: LimitKind;
  period: LimitPeriod;
  from: string | null;
  to: string | null;
}

function draftOf(data: StaffProtection): Draft {
  return Object.fromEntries(
    LIMIT_ROWS.map(({ kind, period }) => [
      fieldName(kind, period),
      data.limits[kind][period].operatorAmount ?? '',
    ]),
  );
}

/** The limits whose typed amount differs from the operator's now (compared in cents). */
function editsOf(data: StaffProtection, draft: Draft): LimitEdit[] {
  return LIMIT_ROWS.flatMap(({ kind, period }) => {
    const typed = (draft[fieldName(kind, period)] ?? '').trim();
    const to = typed === '' ? null : formatMoney(parseMoney(typed) ?? 0n);
    const from = data.limits[kind][period].operatorAmount;
    const same = from === null ? to === null : to !== null && parseMoney(from) === parseMoney(to);
    return same ? [] : [{ kind, period, from, to }];
  });
}

function requestOf(edits: readonly LimitEdit[]): LimitsRequest {
  const body: { deposit?: Record<string, string | null>; loss?: Record<string, string | null> } = {};
  for (const { kind, period, to } of edits) body[kind] = { ...body[kind], [period]: to };
  return body as LimitsRequest;
}

export function OperatorLimitsForm({
  userId,
  data,
  onSaved,
}: {
  userId: string;
  data: StaffProtection;
  onSaved: (next: StaffProtection) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const hydrated = useHydrated();
  const step = useConfirmStep();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const edits = editsOf(data, draft);
  const money = (amount: string | null) =>
    amount === null ? t('admin.protection.none') : formatMoneyForLocale(locale, amount);

  function submit(event: FormEvent) {
    event.preventDefault();
    step.review(() => {
      const errors: Record<string, string> = {};
      for (const [name, value] of Object.entries(draft)) {
        const cents = value.trim() === '' ? 1n : parseMoney(value.trim());
        if (cents === null || cents <= 0n) errors[name] = t('admin.protection.amountInvalid');
      }
      step.setErrors(errors);
      if (Object.keys(errors).length > 0) return true;
      return editsOf(data, draft).length === 0 ? t('admin.protection.noChange') : undefined;
    });
  }

  function confirm() {
    void step.save(
      () => adminApi('PUT /customers/{userId}/limits', { params: { userId }, body: requestOf(edits) }),
      (next) => {
        setDraft(draftOf(next));
        step.setNotice(t('admin.protection.saved'));
        onSaved(next);
      },
      (error) => step.setErrors(fieldErrors(t, error)),
    );
  }

  return (
    <form
      className="card console-fieldset stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="operator-limits-title"
    >
      <h3 id="operator-limits-title" className="section-title">
        {t('admin.protection.form')}
      </h3>
      <p className="muted console-small">{t('admin.protection.formHint')}</p>
      <div className="console-grid-fields">
        {LIMIT_ROWS.map(({ kind, period }) => {
          const name = fieldName(kind, period);
          return (
            <Field
              key={name}
              id={`operator-${kind}-${period}`}
              label={limitName(t, kind, period)}
              inputMode="decimal"
              autoComplete="off"
              value={draft[name] ?? ''}
              onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
              error={step.errors[name]}
            />
          );
        })}
      </div>
      <div role="status">{step.notice && <p className="notice notice-good">{step.notice}</p>}</div>
      {!step.confirming && <Failure error={step.failure} />}
      <div className="actions-cell">
        <button type="submit" className="button button-brand" disabled={!hydrated || step.busy}>
          {t('admin.protection.save')}
        </button>
      </div>
      {step.confirming && (
        <ConfirmStepDialog
          step={step}
          title={t('admin.protection.confirmTitle')}
          confirmLabel={t('admin.protection.save')}
          onConfirm={confirm}
        >
          <p>{t('admin.protection.confirmText')}</p>
          <ul>
            {edits.map((edit) => (
              <li key={fieldName(edit.kind, edit.period)}>
                {t('admin.protection.editLine', {
                  limit: limitName(t, edit.kind, edit.period),
                  from: money(edit.from),
                  to: money(edit.to),
                })}
              </li>
            ))}
          </ul>
        </ConfirmStepDialog>
      )}
    </form>
  );
}
