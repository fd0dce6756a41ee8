/**
 * Time-out (issue 18): 24 hours, a week, a month or another number of days up to 42, confirmed
 * with the login password and then in a dialog that says when it ends and that it cannot be
 * ended early (`POST /customer/timeout`); afterwards, the time-out in force.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { api, ApiError, newIdempotencyKey } from '#client/api.ts';
import { errorText, makeT, type T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';
import { Field } from '../common/Field.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { FormError, SubmitButton } from '../common/formParts.tsx';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import {
  BlockConfirmDialog,
  awaitsReturn,
  BlockNotice,
  Loaded,
  MAX_TIMEOUT_DAYS,
  PasswordField,
  showTime,
  SignedInGate,
  StatusLine,
  useProtection,
} from './parts.tsx';
import './protection.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const DAY_MS = 86_400_000;
/** The lengths offered as choices, in days; anything else is typed. */
const CHOICES = [
  [1, 'rg.timeout.day'],
  [7, 'rg.timeout.week'],
  [30, 'rg.timeout.month'],
] as const;
type Choice = '1' | '7' | '30' | 'custom';
type FieldName = 'days' | 'password';
const ORDER: readonly FieldName[] = ['days', 'password'];

export default function TimeoutForm({ messages, locale }: Props) {
  const t = makeT(messages);
  return (
    <SignedInGate t={t}>
      <TimeoutScreen t={t} locale={locale} />
    </SignedInGate>
  );
}

function TimeoutScreen({ t, locale }: { t: T; locale: string }) {
  const remote = useProtection();
  return (
    <Loaded t={t} remote={remote}>
      {(protection) => (
        <div className="rg-stack">
          <BlockNotice t={t} locale={locale} block={protection.current} />
          {protection.current?.kind === 'selfExclusion' ||
          (protection.current && awaitsReturn(protection.current)) ? (
            <p className="rg-muted">{t('rg.timeout.excluded')}</p>
          ) : (
            <TimeoutRequest
              t={t}
              locale={locale}
              current={protection.current}
              onTaken={(block) =>
                void remote.mutate(
                  { current: block, history: [block, ...protection.history] } satisfies Protection,
                  { revalidate: true },
                )
              }
            />
          )}
        </div>
      )}
    </Loaded>
  );
}

/** The days a choice stands for; null when the typed number is not 1 to 42 whole days. */
function daysOf(choice: Choice, typed: string): number | null {
  if (choice !== 'custom') return Number(choice);
  if (!/^\s*\d{1,2}\s*$/.test(typed)) return null;
  const days = Number(typed);
  return days >= 1 && days <= MAX_TIMEOUT_DAYS ? days : null;
}

function TimeoutRequest({
  t,
  locale,
  current,
  onTaken,
}: {
  t: T;
  locale: string;
  current: Block | null;
  onTaken: (block: Block) => void;
}) {
  const [choice, setChoice] = useState<Choice>('1');
  const [typedDays, setTypedDays] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, clearError } = useFieldErrors<FieldName>();
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<{ days: number; endsAt: Date } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const requestKey = useRef<string | null>(null);

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    setDone('');
    const days = daysOf(choice, typedDays);
    const found: Partial<Record<FieldName, string>> = {};
    if (days === null) found.days = t('rg.timeout.daysInvalid', { max: MAX_TIMEOUT_DAYS });
    if (!password) found.password = t('rg.passwordRequired');
    setErrors(found);
    if (focusFirstInvalid(ORDER, found) || days === null) return;
    setConfirming({ days, endsAt: new Date(Date.now() + days * DAY_MS) });
  }

  async function take(days: number) {
    setBusy(true);
    try {
      requestKey.current ??= newIdempotencyKey();
      const block = await api<Block>('/customer/timeout', {
        body: { days, password },
        idempotencyKey: requestKey.current,
      });
      requestKey.current = null;
      setConfirming(null);
      setPassword('');
      setDone(t('rg.timeout.done'));
      onTaken(block);
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_IS_NOT_CORRECT') {
        setErrors({ password: errorText(t, error) });
        setTimeout(() => focusFirstInvalid(ORDER, { password: 'x' }), 50);
      } else {
        setFailure(errorText(t, error));
      }
    } finally {
      setBusy(false);
    }
  }

  const edited = () => {
    requestKey.current = null;
  };
  return (
    <>
      <StatusLine text={done} />
      <form className="card rg-card rg-form" onSubmit={review} noValidate aria-label={t('rg.timeout.title')}>
        <FormError text={failure} />
        {current && <p className="rg-muted">{t('rg.timeout.extendNote')}</p>}
        <fieldset className="rg-choices">
          <legend className="rg-subtitle">{t('rg.timeout.length')}</legend>
          {CHOICES.map(([days, label]) => (
            <label key={days} className="rg-choice">
              <input
                type="radio"
                name="timeout-days"
                value={days}
                checked={choice === String(days)}
                onChange={() => {
                  edited();
                  clearError('days');
                  setChoice(String(days) as Choice);
                }}
              />
              <span>{t(label)}</span>
            </label>
          ))}
          <label className="rg-choice">
            <input
              type="radio"
              name="timeout-days"
              value="custom"
              checked={choice === 'custom'}
              onChange={() => {
                edited();
                setChoice('custom');
              }}
            />
            <span>{t('rg.timeout.custom')}</span>
          </label>
        </fieldset>
        {choice === 'custom' && (
          <Field
            id="days"
            label={t('rg.timeout.days', { max: MAX_TIMEOUT_DAYS })}
            inputMode="numeric"
            autoComplete="off"
            value={typedDays}
            onChange={(event) => {
              edited();
              clearError('days');
              setTypedDays(event.target.value);
            }}
            error={errors.days}
          />
        )}
        {choice !== 'custom' && errors.days && <FormError text={errors.days} />}
        <PasswordField
          t={t}
          value={password}
          error={errors.password}
          onChange={(value) => {
            edited();
            clearError('password');
            setPassword(value);
          }}
        />
        <SubmitButton label={t('rg.timeout.submit')} busy={busy} busyLabel={t('common.loading')} />
      </form>
      <BlockConfirmDialog
        t={t}
        open={confirming !== null}
        busy={busy}
        title={t('rg.timeout.confirmTitle')}
        confirmLabel={t('rg.timeout.confirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void take(confirming.days)}
      >
        <p>{confirming ? t('rg.timeout.confirmText', { time: showTime(locale, confirming.endsAt) }) : ''}</p>
      </BlockConfirmDialog>
    </>
  );
}
