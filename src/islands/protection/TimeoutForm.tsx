/**
 * Time-out: 24 hours, a week, a month or another number of days up to 42, confirmed
 * with the login password and then in a dialog that says when it ends and that it cannot be
 * ended early (`POST /customer/timeout`); afterwards, the time-out in force.
 */
import { useState, type SubmitEvent } from 'react';
import type { MessageKey } from '#i18n/index.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';
import { Field } from '../common/Field.tsx';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { FormError } from '../common/FormError.tsx';
import { awaitsReturn, MAX_TIMEOUT_DAYS, showTime, useProtection } from './limitsAndBlocks.ts';
import { BlockNotice, Loaded, RadioChoices, signedInIsland, StatusLine } from './screenKit.tsx';
import { BlockRequestForm, useBlockRequest } from './blockRequest.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './protection.css';

const DAY_MS = 86_400_000;
/** The lengths offered as choices, in days, and "custom": a length typed in. */
const CHOICES = ['1', '7', '30', 'custom'] as const;
type Choice = (typeof CHOICES)[number];
const CHOICE_TEXT = {
  '1': 'protection.timeout.day',
  '7': 'protection.timeout.week',
  '30': 'protection.timeout.month',
  custom: 'protection.timeout.custom',
} as const satisfies Record<Choice, MessageKey>;
type FieldName = 'days' | 'password';
const ORDER: readonly FieldName[] = ['days', 'password'];

export default signedInIsland(TimeoutScreen);

function TimeoutScreen() {
  const t = useT();
  const remote = useProtection();
  return (
    <Loaded remote={remote}>
      {(protection) => (
        <div className="rg-stack">
          <BlockNotice block={protection.current} />
          {protection.current?.kind === 'selfExclusion' ||
          (protection.current && awaitsReturn(protection.current)) ? (
            <p className="rg-muted">{t('protection.timeout.excluded')}</p>
          ) : (
            <TimeoutRequest
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

function TimeoutRequest({ current, onTaken }: { current: Block | null; onTaken: (block: Block) => void }) {
  const locale = useLocale();
  const t = useT();
  const [choice, setChoice] = useState<Choice>('1');
  const [typedDays, setTypedDays] = useState('');
  const request = useBlockRequest<'days', { days: number; endsAt: Date }>(t);
  const { errors, setErrors, clearError, edited, confirming } = request;
  const [done, setDone] = useState('');

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    request.setFailure('');
    setDone('');
    const days = daysOf(choice, typedDays);
    const found: Partial<Record<FieldName, string>> = {};
    if (days === null) found.days = t('protection.timeout.daysInvalid', { max: MAX_TIMEOUT_DAYS });
    if (!request.password) found.password = t('protection.passwordRequired');
    setErrors(found);
    if (focusFirstInvalid(ORDER, found) || days === null) return;
    request.setConfirming({ days, endsAt: new Date(Date.now() + days * DAY_MS) });
  }

  const take = (days: number) =>
    request.send('POST /customer/timeout', { days }, (block) => {
      setDone(t('protection.timeout.done'));
      onTaken(block);
    });

  return (
    <>
      <StatusLine text={done} />
      <BlockRequestForm
        kind="timeout"
        request={request}
        onSubmit={review}
        onConfirm={() => confirming && void take(confirming.days)}
        confirmBody={
          <p>
            {confirming
              ? t('protection.timeout.confirmText', { time: showTime(locale, confirming.endsAt) })
              : ''}
          </p>
        }
      >
        {current && <p className="rg-muted">{t('protection.timeout.extendNote')}</p>}
        <RadioChoices
          name="timeout-days"
          legend={t('protection.timeout.length')}
          choices={CHOICES}
          value={choice}
          label={(next) => t(CHOICE_TEXT[next])}
          onChange={(next) => {
            edited();
            if (next !== 'custom') clearError('days');
            setChoice(next);
          }}
        />
        {choice === 'custom' && (
          <Field
            id="days"
            label={t('protection.timeout.days', { max: MAX_TIMEOUT_DAYS })}
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
      </BlockRequestForm>
    </>
  );
}
