/**
 * Self-exclusion: 6 months, a year or 5 years, confirmed with the login password and
 * then in a dialog whose button stays off until the player says they understand
 * (`POST /customer/self-exclusion`). In force, until when; once ended, asking to return and,
 * 24 hours later, confirming it (`POST /customer/self-exclusion/return`, both times).
 */
import { useState, type SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import type { Block, Protection } from '#shared/contract/protection.ts';
import { useNow } from '../common/clock.ts';
import { FormError } from '../common/FormError.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import {
  awaitsReturn,
  CONFIRM_DELAY_MS,
  EXCLUSION_MONTHS,
  showTime,
  useProtection,
} from './limitsAndBlocks.ts';
import {
  BlockNotice,
  Loaded,
  PasswordField,
  RadioChoices,
  saidPasswordMissing,
  signedInIsland,
  StatusLine,
} from './screenKit.tsx';
import { BlockRequestForm, refusal, useBlockRequest } from './blockRequest.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './protection.css';

type Months = (typeof EXCLUSION_MONTHS)[number];

export default signedInIsland(ExclusionScreen);

function ExclusionScreen() {
  const t = useT();
  const remote = useProtection();
  const [done, setDone] = useState('');
  const update = (fresh: Protection, said: string) => {
    setDone(said);
    void remote.mutate(fresh, { revalidate: true });
  };
  return (
    <Loaded remote={remote}>
      {({ current, history }) => (
        <div className="rg-stack">
          <BlockNotice block={current} />
          <StatusLine text={done} />
          {current?.kind === 'selfExclusion' ? (
            awaitsReturn(current) && (
              <ReturnRequest block={current} onDone={(fresh, said) => update(fresh, said)} />
            )
          ) : (
            <ExclusionRequest
              onTaken={(block) =>
                update({ current: block, history: [block, ...history] }, t('protection.exclusion.done'))
              }
            />
          )}
        </div>
      )}
    </Loaded>
  );
}

/** The end of a self-exclusion of `months` starting now, as the server counts it (calendar months). */
function endOf(months: Months): Date {
  const end = new Date();
  end.setMonth(end.getMonth() + months);
  return end;
}

function ExclusionRequest({ onTaken }: { onTaken: (block: Block) => void }) {
  const locale = useLocale();
  const t = useT();
  const [months, setMonths] = useState<Months>(6);
  const [understood, setUnderstood] = useState(false);
  const request = useBlockRequest<never, Date>(t);

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    request.setFailure('');
    if (saidPasswordMissing(t, request.password, request.setErrors)) return;
    setUnderstood(false);
    request.setConfirming(endOf(months));
  }

  return (
    <BlockRequestForm
      kind="exclusion"
      request={request}
      onSubmit={review}
      onConfirm={() => void request.send('POST /customer/self-exclusion', { months }, onTaken)}
      confirmDisabled={!understood}
      confirmBody={
        <>
          <p>
            {request.confirming
              ? t('protection.exclusion.confirmText', { time: showTime(locale, request.confirming) })
              : ''}
          </p>
          <label className="rg-choice rg-understand">
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <span>{t('protection.exclusion.understand')}</span>
          </label>
        </>
      }
    >
      <RadioChoices
        name="exclusion-months"
        legend={t('protection.exclusion.length')}
        choices={EXCLUSION_MONTHS}
        value={months}
        label={(choice) => t(`protection.exclusion.months${choice}`)}
        onChange={(choice) => {
          request.edited();
          setMonths(choice);
        }}
      />
    </BlockRequestForm>
  );
}

/**
 * After the self-exclusion ended: ask to return, then, from 24 hours later, confirm it; both
 * with the login password.
 */
function ReturnRequest({
  block,
  onDone,
}: {
  block: Block;
  onDone: (fresh: Protection, said: string) => void;
}) {
  const locale = useLocale();
  const t = useT();
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
      const fresh = await api('POST /customer/self-exclusion/return', { body: { password } });
      setPassword('');
      onDone(fresh, asked ? t('protection.exclusion.returned') : '');
    } catch (error) {
      const refused = refusal(t, error);
      setErrors(refused.password ? { password: refused.password } : {});
      setFailure(refused.banner);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card rg-card rg-form"
      onSubmit={send}
      noValidate
      aria-label={t('protection.exclusion.title')}
    >
      <FormError text={failure} />
      {asked && confirmableAt ? (
        <p>
          {t('protection.exclusion.returnAsked', { time: showTime(locale, asked) })}{' '}
          {t('protection.limits.confirmableAt', { time: showTime(locale, confirmableAt) })}
        </p>
      ) : (
        <p>{t('protection.exclusion.askReturnText')}</p>
      )}
      <PasswordField
        value={password}
        error={errors.password}
        onChange={(value) => {
          setErrors({});
          setPassword(value);
        }}
      />
      <SubmitButton
        label={asked ? t('protection.exclusion.confirmReturn') : t('protection.exclusion.askReturn')}
        busy={busy}
        busyLabel={t('common.loading')}
        disabled={!due}
      />
    </form>
  );
}
