/**
 * Deposit and loss limits: each of the six with the amount in force, how much of it
 * this period used and when the period resets, the operator's limit, and a higher limit asked
 * for (confirmable 24 hours later: sending the same amount again; cancelled by sending the
 * current one). One form sets new amounts, typed the player's way (empty: no limit), and sends
 * only those changed (`PUT /customer/limits`).
 */
import { useState, type SubmitEvent } from 'react';
import { api } from '#client/api.ts';
import type { Limit, LimitKind, LimitPeriod, Limits } from '#shared/contract/limits.ts';
import type { PlayerApi } from '#client/api.ts';

/** What the limits route takes: amounts as text, `null` for none. */
type LimitsRequest = PlayerApi['PUT /customer/limits']['body'];
import { useNow } from '../common/clock.ts';
import { amountAsTyped } from '../common/amount.ts';
import { focusFirstInvalid } from '../common/focusFirstInvalid.ts';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import { AmountField } from '../common/AmountField.tsx';
import { checkAmount, formatMoney, limitCents, showMoney } from '../common/amount.ts';
import { amountFaultText, plainMoney } from '../common/amountMessage.ts';
import { FormFailure } from '../common/FormError.tsx';
import { placeError } from '../common/serverErrors.ts';
import {
  KINDS,
  limitLabel,
  PERIODS,
  showTime,
  showZonedTime,
  zoneName,
  useLimits,
} from './limitsAndBlocks.ts';
import { Loaded, signedInIsland, StatusLine } from './screenKit.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './protection.css';

type FieldName = `${LimitKind}-${LimitPeriod}`;
const FIELDS: readonly FieldName[] = KINDS.flatMap((kind) =>
  PERIODS.map((period) => `${kind}-${period}` as const),
);

export default signedInIsland(LimitsScreen);

/** The player's own limits as typed in the fields: the locale's digits, empty for none. */
function typedLimits(locale: string, limits: Limits): Record<FieldName, string> {
  const values = {} as Record<FieldName, string>;
  for (const kind of KINDS) {
    for (const period of PERIODS) {
      const own = limits[kind][period].playerAmount;
      values[`${kind}-${period}`] = own === null ? '' : amountAsTyped(locale, own);
    }
  }
  return values;
}

function LimitsScreen() {
  const remote = useLimits();
  return (
    <Loaded remote={remote}>
      {(limits) => (
        <LimitsEditor limits={limits} onSaved={(fresh) => void remote.mutate(fresh, { revalidate: false })} />
      )}
    </Loaded>
  );
}

function LimitsEditor({ limits, onSaved }: { limits: Limits; onSaved: (fresh: Limits) => void }) {
  const locale = useLocale();
  const t = useT();
  const [values, setValues] = useState(() => typedLimits(locale, limits));
  const { errors, setErrors, clearError } = useFieldErrors<FieldName>();
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  /** Sends a change; the fields then show the limits as saved. */
  async function put(body: LimitsRequest, said: (fresh: Limits) => string) {
    setBusy(true);
    setFailure('');
    setStatus('');
    try {
      const fresh = await api('PUT /customer/limits', { body });
      onSaved(fresh);
      setValues(typedLimits(locale, fresh));
      setErrors({});
      setStatus(said(fresh));
    } catch (error) {
      const placed = placeError(t, error, FIELDS);
      setErrors(placed.fields);
      setFailure(placed.banner);
      focusFirstInvalid(FIELDS, placed.fields);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    setStatus('');
    const found: Partial<Record<FieldName, string>> = {};
    const body: { deposit?: Record<string, string | null>; loss?: Record<string, string | null> } = {};
    for (const kind of KINDS) {
      for (const period of PERIODS) {
        const name: FieldName = `${kind}-${period}`;
        const limit = limits[kind][period];
        const max = limitCents(limit.operatorAmount);
        let cents: bigint | null = null;
        if (values[name].trim() !== '') {
          const checked = checkAmount(values[name], { max }, locale);
          if ('problem' in checked) {
            found[name] = amountFaultText(
              t,
              locale,
              checked,
              { max },
              {
                required: '',
                aboveMax: t('protection.limits.tooHigh', { max: plainMoney(locale, max ?? 0n) }),
              },
            );
            continue;
          }
          cents = checked.cents;
        }
        if (cents !== limitCents(limit.playerAmount)) {
          (body[kind] ??= {})[period] = cents === null ? null : formatMoney(cents);
        }
      }
    }
    setErrors(found);
    if (focusFirstInvalid(FIELDS, found)) return;
    if (!body.deposit && !body.loss) {
      setStatus(t('protection.limits.unchanged'));
      return;
    }
    void put(body, (fresh) => {
      const waiting = KINDS.some((kind) =>
        PERIODS.some((period) => body[kind]?.[period] !== undefined && fresh[kind][period].pending),
      );
      return waiting ? t('protection.limits.savedPending') : t('protection.limits.saved');
    });
  }

  return (
    <form className="rg-limits" onSubmit={submit} noValidate aria-label={t('protection.limits.title')}>
      <p className="rg-muted">
        {t('protection.limits.zone', { zone: limits.timeZone, offset: zoneName(locale, limits.timeZone) })}
      </p>
      <FormFailure text={failure} />
      {KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`rg-${kind}`}>
          <h2 id={`rg-${kind}`} className="section-title">
            {t(`protection.limits.${kind}`)}
          </h2>
          <ul className="rg-limit-list">
            {PERIODS.map((period) => {
              const name: FieldName = `${kind}-${period}`;
              return (
                <li key={period}>
                  <fieldset className="card rg-card">
                    <legend className="rg-subtitle">{limitLabel(t, kind, period)}</legend>
                    <LimitState kind={kind} limit={limits[kind][period]} timeZone={limits.timeZone} />
                    <PendingIncrease
                      limit={limits[kind][period]}
                      busy={busy}
                      onSend={(amount, said) => void put({ [kind]: { [period]: amount } }, () => said)}
                    />
                    <AmountField
                      form={{
                        values: { amount: values[name] },
                        errors: { amount: errors[name] },
                        edit: () => (event) => {
                          clearError(name);
                          setValues((v) => ({ ...v, [name]: event.target.value }));
                        },
                      }}
                      id={name}
                      label={t('protection.limits.newLimit')}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <StatusLine text={status} />
      <SubmitButton
        label={t('protection.limits.save')}
        busy={busy}
        busyLabel={t('protection.reality.saving')}
      />
    </form>
  );
}

/**
 * One limit as it stands: in force, used this period (a loss is net, below zero when the player is
 * ahead), what is left before it refuses, when the period resets (in the site's time zone, which
 * the periods follow), the operator's.
 */
function LimitState({ kind, limit, timeZone }: { kind: LimitKind; limit: Limit; timeZone: string }) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <dl className="rg-figures figures">
        <div>
          <dt>{t('protection.limits.inForce')}</dt>
          <dd>{limit.amount === null ? t('protection.limits.none') : showMoney(locale, limit.amount)}</dd>
        </div>
        <div>
          <dt>{kind === 'loss' ? t('protection.limits.netLoss') : t('protection.limits.used')}</dt>
          <dd>{showMoney(locale, limit.used)}</dd>
        </div>
        {limit.remaining !== null && (
          <div>
            <dt>{t('protection.limits.left')}</dt>
            <dd>{showMoney(locale, limit.remaining)}</dd>
          </div>
        )}
        <div>
          <dt>{t('protection.limits.resets')}</dt>
          <dd>
            <time dateTime={limit.periodEnd}>{showZonedTime(locale, limit.periodEnd, timeZone)}</time>
          </dd>
        </div>
      </dl>
      {limit.amount !== null && <UsedBar used={limit.used} amount={limit.amount} />}
      {limit.operatorAmount !== null && (
        <p className="rg-muted">
          {t('protection.limits.operator', { amount: showMoney(locale, limit.operatorAmount) })}
        </p>
      )}
    </>
  );
}

/** How much of the limit is used, as a bar (the figures above say it in words). */
function UsedBar({ used, amount }: { used: string; amount: string }) {
  const limit = limitCents(amount) ?? 0n;
  const spent = limitCents(used) ?? 0n;
  const percent =
    spent <= 0n ? 0 : limit === 0n ? 100 : Number(spent >= limit ? 100n : (spent * 100n) / limit);
  return (
    <div className={percent >= 100 ? 'rg-bar rg-bar-full' : 'rg-bar'} aria-hidden="true">
      <span style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

/**
 * A higher limit asked for: what and from when it can be confirmed; Confirm (the same amount
 * again) once due, and Cancel (the current amount again).
 */
function PendingIncrease({
  limit,
  busy,
  onSend,
}: {
  limit: Limit;
  busy: boolean;
  onSend: (amount: string | null, said: string) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const now = useNow();
  const pending = limit.pending;
  if (!pending) return null;
  const due = now !== null && now >= new Date(pending.confirmableAt).getTime();
  return (
    <div className="notice rg-pending">
      <p>
        {pending.amount === null
          ? t('protection.limits.pendingRemoval')
          : t('protection.limits.pending', { amount: showMoney(locale, pending.amount) })}{' '}
        {t('protection.limits.confirmableAt', { time: showTime(locale, pending.confirmableAt) })}
      </p>
      <div className="rg-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => onSend(limit.playerAmount, t('protection.limits.cancelled'))}
        >
          {t('protection.limits.cancel')}
        </button>
        {due && (
          <button
            type="button"
            className="button button-brand"
            disabled={busy}
            onClick={() => onSend(pending.amount, t('protection.limits.confirmed'))}
          >
            {t('protection.limits.confirm')}
          </button>
        )}
      </div>
    </div>
  );
}
