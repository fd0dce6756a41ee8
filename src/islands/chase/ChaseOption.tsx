/**
 * The slip's chase option, loaded only when the player opens it: a dialog with the
 * plan (number of periods, stop on a win, the plan's loss limit, start now or with the next
 * round), then its confirmation (periods, stake per period, the most it can cost, the loss limit,
 * stop on a win), then the plan started with a link to it, or the refusal. Field errors of the
 * API go next to their field; a retry after a lost answer resends under the same key.
 */
import { useRef, useState } from 'react';
import { api, ApiError, newIdempotencyKey } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import { isolate } from '#shared/bidi.ts';
import type { ChaseDetail } from '#shared/contract/chase.ts';
import { paths } from '#shared/paths.ts';
import { ConfirmActions, Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { Figures } from '../common/Figures.tsx';
import type { BetRequest } from '../betting/slip.ts';
import { marketLabel } from '../common/marketLabel.ts';
import { showCents } from '../common/amount.ts';
import {
  chaseBody,
  checkChase,
  initialChase,
  MAX_PERIODS,
  minimumFigure,
  mostCost,
  type ChaseTyped,
} from './chaseForm.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './chase.css';

interface Props {
  /** The slip as it would be bet now (its period is left out of the plan). */
  slip: BetRequest;
  /** One period's stake, in cents. */
  stake: bigint;
  /** Whether a round is open now (the plan then starts with it unless the player says otherwise). */
  startNow: boolean;
  onClose: () => void;
  /** A plan was started (the round screen's "My chases" shows it). */
  onStarted: () => void;
}

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; periods: number; lossLimit: bigint }
  | { kind: 'done'; plan: ChaseDetail }
  | { kind: 'failure'; text: string; canRetry: boolean };

type FieldErrors = Partial<Record<'periods' | 'lossLimit', string>>;

export default function ChaseOption(props: Props) {
  const locale = useLocale();
  const t = useT();
  const { stake, slip } = props;
  const [typed, setTyped] = useState<ChaseTyped>({ ...initialChase, startNow: props.startNow });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: ReturnType<typeof chaseBody>; key: string } | null>(null);
  const minText = minimumFigure(locale, stake);

  function review() {
    const checked = checkChase(typed, stake, locale);
    if (!checked.ok) {
      const text = (problem: (typeof checked.fields)['periods']) =>
        problem && t(problem.message, { min: minText, ...problem.params });
      setErrors({ periods: text(checked.fields.periods), lossLimit: text(checked.fields.lossLimit) });
      return;
    }
    setErrors({});
    setStep({ kind: 'confirm', periods: checked.periods, lossLimit: checked.lossLimit });
  }

  async function send(body: ReturnType<typeof chaseBody>, key: string) {
    attempt.current = { body, key };
    setBusy(true);
    try {
      const plan = await api('POST /chase', { body, idempotencyKey: key });
      attempt.current = null;
      setStep({ kind: 'done', plan });
      props.onStarted();
    } catch (error) {
      const network = error instanceof ApiError && error.code === 'NETWORK_ERROR';
      if (!network) attempt.current = null;
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.lossLimit || fields.periods) {
        const text = errorText(t, error);
        setErrors({ lossLimit: fields.lossLimit && text, periods: fields.periods && text });
        setStep({ kind: 'form' });
      } else setStep({ kind: 'failure', text: errorText(t, error), canRetry: network });
    } finally {
      setBusy(false);
    }
  }

  function confirm() {
    if (step.kind !== 'confirm') return;
    const plan = { ...step, stopOnWin: typed.stopOnWin, startNow: typed.startNow };
    void send(chaseBody(slip, plan), newIdempotencyKey());
  }

  const title =
    step.kind === 'done'
      ? t('chase.startedTitle')
      : step.kind === 'failure'
        ? t('common.bettingFailed')
        : step.kind === 'confirm'
          ? t('chase.confirmTitle')
          : t('chase.title');
  const close = () => !busy && props.onClose();
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      actions={
        <ChaseActions
          step={step}
          busy={busy}
          onClose={close}
          onReview={review}
          onBack={() => setStep({ kind: 'form' })}
          onConfirm={confirm}
          onRetry={() => attempt.current && void send(attempt.current.body, attempt.current.key)}
        />
      }
    >
      {step.kind === 'form' && (
        <ChaseFields stake={stake} typed={typed} errors={errors} onChange={setTyped} />
      )}
      {step.kind === 'confirm' && <ChaseSummary {...props} {...step} stopOnWin={typed.stopOnWin} />}
      {step.kind === 'done' && <ChaseStarted plan={step.plan} />}
      {step.kind === 'failure' && <p role="alert">{step.text}</p>}
    </Dialog>
  );
}

/** The plan as typed: periods, stop on a win, the loss limit, when it starts. */
export function ChaseFields({
  stake,
  typed,
  errors,
  onChange,
}: {
  /** One period's stake. */
  stake: bigint;
  typed: ChaseTyped;
  errors: FieldErrors;
  onChange: (typed: ChaseTyped) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const set = (patch: Partial<ChaseTyped>) => onChange({ ...typed, ...patch });
  return (
    <div className="chase-form">
      <p className="muted">{t('chase.explain')}</p>
      <p className="notice chase-flat">{t('chase.sameStake')}</p>
      <Field
        id="chase-periods"
        label={t('chase.periods')}
        inputMode="numeric"
        autoComplete="off"
        value={typed.periods}
        error={errors.periods}
        hint={t('chase.periodsHint', { max: MAX_PERIODS })}
        onChange={(e) => set({ periods: e.target.value })}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={typed.stopOnWin}
          onChange={(e) => set({ stopOnWin: e.target.checked })}
        />
        {t('chase.stopOnWin')}
      </label>
      {typed.stopOnWin && <p className="field-hint chase-wait">{t('chase.stopOnWinHint')}</p>}
      <Field
        id="chase-loss-limit"
        label={t('chase.lossLimit')}
        inputMode="decimal"
        autoComplete="off"
        required
        value={typed.lossLimit}
        error={errors.lossLimit}
        hint={t('chase.lossLimitHint', { min: minimumFigure(locale, stake) })}
        onChange={(e) => set({ lossLimit: e.target.value })}
      />
      <fieldset className="chase-start">
        <legend>{t('chase.start')}</legend>
        {([true, false] as const).map((now) => (
          <label key={String(now)} className="check">
            <input
              type="radio"
              name="chase-start"
              checked={typed.startNow === now}
              onChange={() => set({ startNow: now })}
            />
            {now ? t('chase.startNow') : t('chase.startNext')}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The confirmation: the picks, periods, stake per period, the most it can cost, the limits. */
function ChaseSummary({
  slip,
  stake,
  periods,
  lossLimit,
  stopOnWin,
}: Props & { periods: number; lossLimit: bigint; stopOnWin: boolean }) {
  const locale = useLocale();
  const t = useT();
  const money = (cents: bigint) => showCents(locale, cents);
  return (
    <div className="confirm">
      <p className="notice chase-flat">{t('chase.sameStake')}</p>
      <p className="chase-picks">{slip.items.map((item) => marketLabel(t, item.key)).join(' · ')}</p>
      <Figures
        className="confirm-figures"
        items={[
          { term: t('chase.periods'), value: new Intl.NumberFormat(locale).format(periods) },
          { term: t('chase.stakePerPeriod'), value: money(stake) },
          { term: t('chase.mostCost'), value: money(mostCost(periods, stake, lossLimit)) },
          { term: t('chase.lossLimitShort'), value: money(lossLimit) },
          { term: t('chase.stopOnWinShort'), value: stopOnWin ? t('chase.yes') : t('chase.no') },
        ]}
      />
    </div>
  );
}

function ChaseStarted({ plan }: { plan: ChaseDetail }) {
  const t = useT();
  const first = plan.periodList.find((period) => period.number === 1);
  return (
    <>
      <p role="status">{t('chase.started', { periods: plan.periods })}</p>
      <p>{first ? t('chase.firstPlaced', { period: isolate(first.period) }) : t('chase.firstLater')}</p>
      <p>
        <a href={paths.chase(plan.id)}>{t('chase.view')}</a>
      </p>
    </>
  );
}

function ChaseActions(props: {
  step: Step;
  busy: boolean;
  onClose: () => void;
  onReview: () => void;
  onBack: () => void;
  onConfirm: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  const { step, busy } = props;
  const confirm = (
    cancelLabel: string,
    confirmLabel: string,
    onCancel: () => void,
    onConfirm: () => void,
  ) => <ConfirmActions {...{ t, busy, cancelLabel, confirmLabel, onCancel, onConfirm }} />;
  if (step.kind === 'form')
    return confirm(t('common.cancel'), t('chase.review'), props.onClose, props.onReview);
  if (step.kind === 'confirm')
    return confirm(t('common.cancel'), t('chase.confirm'), props.onBack, props.onConfirm);
  if (step.kind === 'failure' && step.canRetry)
    return confirm(t('common.close'), t('common.retry'), props.onClose, props.onRetry);
  return (
    <button type="button" className="button button-brand" onClick={props.onClose}>
      {t('common.ok')}
    </button>
  );
}
