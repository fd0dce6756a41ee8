/**
 * Self-exclusion (issue 18): 6 months, a year or 5 years, confirmed with the login password and
 * then in a dialog whose button stays off until the player says they understand
 * (`POST /customer/self-exclusion`). In force, until when; once ended, asking to return and,
 * 24 hours later, confirming it (`POST /customer/self-exclusion/return`, both times).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { api, ApiError, newIdempotencyKey } from '#client/api.ts';
import { errorText, makeT, type T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';
import { useNow } from '../betting/clock.ts';
import { FormError, SubmitButton } from '../common/formParts.tsx';
import {
  awaitsReturn,
  BlockConfirmDialog,
  BlockNotice,
  CONFIRM_DELAY_MS,
  EXCLUSION_MONTHS,
  Loaded,
  PasswordField,
  showTime,
  SignedInGate,
  StatusLine,
  saidPasswordMissing,
  useProtection,
} from './parts.tsx';
import './protection.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

type Months = (typeof EXCLUSION_MONTHS)[number];

export default function SelfExclusionForm({ messages, locale }: Props) {
  const t = makeT(messages);
  return (
    <SignedInGate t={t}>
      <ExclusionScreen t={t} locale={locale} />
    </SignedInGate>
  );
}

function ExclusionScreen({ t, locale }: { t: T; locale: string }) {
  const remote = useProtection();
  const [done, setDone] = useState('');
  const update = (fresh: Protection, said: string) => {
    setDone(said);
    void remote.mutate(fresh, { revalidate: true });
  };
  return (
    <Loaded t={t} remote={remote}>
      {({ current, history }) => (
        <div className="rg-stack">
          <BlockNotice t={t} locale={locale} block={current} />
          <StatusLine text={done} />
          {current?.kind === 'selfExclusion' ? (
            awaitsReturn(current) && (
              <ReturnRequest
                t={t}
                locale={locale}
                block={current}
                onDone={(fresh, said) => update(fresh, said)}
              />
            )
          ) : (
            <ExclusionRequest
              t={t}
              locale={locale}
              onTaken={(block) =>
                update({ current: block, history: [block, ...history] }, t('rg.exclusion.done'))
              }
            />
          )}
        </div>
      )}
    </Loaded>
  );
}

/** The password's error when the server refused it, else the form's banner. */
function refusal(t: T, error: unknown): { password?: string; banner: string } {
  if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_IS_NOT_CORRECT') {
    return { password: errorText(t, error), banner: '' };
  }
  return { banner: errorText(t, error) };
}

/** The end of a self-exclusion of `months` starting now, as the server counts it (calendar months). */
function endOf(months: Months): Date {
  const end = new Date();
  end.setMonth(end.getMonth() + months);
  return end;
}

function ExclusionRequest({ t, locale, onTaken }: { t: T; locale: string; onTaken: (block: Block) => void }) {
  const [months, setMonths] = useState<Months>(6);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string }>({});
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<Date | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const requestKey = useRef<string | null>(null);

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    if (saidPasswordMissing(t, password, setErrors)) return;
    setUnderstood(false);
    setConfirming(endOf(months));
  }

  async function exclude() {
    setBusy(true);
    try {
      requestKey.current ??= newIdempotencyKey();
      const block = await api<Block>('/customer/self-exclusion', {
        body: { months, password },
        idempotencyKey: requestKey.current,
      });
      setConfirming(null);
      onTaken(block);
    } catch (error) {
      setConfirming(null);
      const refused = refusal(t, error);
      setErrors(refused.password ? { password: refused.password } : {});
      setFailure(refused.banner);
      if (refused.password) setTimeout(() => document.getElementById('password')?.focus(), 50);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className="card rg-card rg-form"
        onSubmit={review}
        noValidate
        aria-label={t('rg.exclusion.title')}
      >
        <FormError text={failure} />
        <fieldset className="rg-choices">
          <legend className="rg-subtitle">{t('rg.exclusion.length')}</legend>
          {EXCLUSION_MONTHS.map((choice) => (
            <label key={choice} className="rg-choice">
              <input
                type="radio"
                name="exclusion-months"
                value={choice}
                checked={months === choice}
                onChange={() => {
                  requestKey.current = null;
                  setMonths(choice);
                }}
              />
              <span>{t(`rg.exclusion.months${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        <PasswordField
          t={t}
          value={password}
          error={errors.password}
          onChange={(value) => {
            requestKey.current = null;
            setErrors({});
            setPassword(value);
          }}
        />
        <SubmitButton label={t('rg.exclusion.submit')} busy={busy} busyLabel={t('common.loading')} />
      </form>
      <BlockConfirmDialog
        t={t}
        open={confirming !== null}
        busy={busy}
        title={t('rg.exclusion.confirmTitle')}
        confirmLabel={t('rg.exclusion.confirm')}
        confirmDisabled={!understood}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void exclude()}
      >
        <p>{confirming ? t('rg.exclusion.confirmText', { time: showTime(locale, confirming) }) : ''}</p>
        <label className="rg-choice rg-understand">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <span>{t('rg.exclusion.understand')}</span>
        </label>
      </BlockConfirmDialog>
    </>
  );
}

/**
 * After the self-exclusion ended: ask to return, then, from 24 hours later, confirm it; both
 * with the login password.
 */
function ReturnRequest({
  t,
  locale,
  block,
  onDone,
}: {
  t: T;
  locale: string;
  block: Block;
  onDone: (fresh: Protection, said: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const asked = block.returnRequestedAt;
  const confirmableAt = asked ? new Date(new Date(asked).getTime() + CONFIRM_DELAY_MS) : null;
  const now = useNow();
  const due = confirmableAt === null || (now !== null && now >= confirmableAt.getTime());

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    if (saidPasswordMissing(t, password, setErrors)) return;
    setBusy(true);
    try {
      const fresh = await api<Protection>('/customer/self-exclusion/return', { body: { password } });
      setPassword('');
      onDone(fresh, asked ? t('rg.exclusion.returned') : '');
    } catch (error) {
      const refused = refusal(t, error);
      setErrors(refused.password ? { password: refused.password } : {});
      setFailure(refused.banner);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card rg-card rg-form" onSubmit={send} noValidate aria-label={t('rg.exclusion.title')}>
      <FormError text={failure} />
      {asked && confirmableAt ? (
        <p>
          {t('rg.exclusion.returnAsked', { time: showTime(locale, asked) })}{' '}
          {t('rg.limits.confirmableAt', { time: showTime(locale, confirmableAt) })}
        </p>
      ) : (
        <p>{t('rg.exclusion.askReturnText')}</p>
      )}
      <PasswordField
        t={t}
        value={password}
        error={errors.password}
        onChange={(value) => {
          setErrors({});
          setPassword(value);
        }}
      />
      <SubmitButton
        label={asked ? t('rg.exclusion.confirmReturn') : t('rg.exclusion.askReturn')}
        busy={busy}
        busyLabel={t('common.loading')}
        disabled={!due}
      />
    </form>
  );
}
