/**
 * The chase form's arithmetic: the number of periods (1–100), the plan's loss limit
 * read the way the slip reads amounts and at least one period's stake, the most the plan can
 * cost, and the body of `POST /chase` (the slip's request without a period).
 */
import type { MAX_CHASE_PERIODS } from '#shared/contract/chase.ts';
import type { MessageKey } from '#i18n/index.ts';
import { formatMoney } from '#shared/money.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { readAmount } from '../common/amount.ts';
import type { BetRequest } from '../betting/slip.ts';

// The contract's constant, restated (islands import its types only); `satisfies` keeps it equal.
export const MAX_PERIODS = 100 satisfies typeof MAX_CHASE_PERIODS;

/** The form as typed. */
export interface ChaseTyped {
  periods: string;
  stopOnWin: boolean;
  lossLimit: string;
  startNow: boolean;
}

export const initialChase: ChaseTyped = { periods: '10', stopOnWin: true, lossLimit: '', startNow: true };

/**
 * One period's stake as the form's messages name it: the figure alone, since each message
 * writes the currency itself ("At least one period’s stake: {min} USDT").
 */
export const minimumFigure = (locale: string, stake: bigint) =>
  formatMoneyForLocale(locale, formatMoney(stake), false);

/** A field's refusal: the message and its parameters (the caller formats money). */
export type FieldProblem = { message: MessageKey; params?: Record<string, string | number> };

export type ChaseCheck =
  | { ok: true; periods: number; lossLimit: bigint }
  | { ok: false; fields: Partial<Record<'periods' | 'lossLimit', FieldProblem>> };

/** Digits as typed in any of the ten languages (Arabic-Indic too), as a whole number, else NaN. */
function wholeNumber(text: string): number {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  return /^\d{1,4}$/.test(latin) ? Number(latin) : Number.NaN;
}

/**
 * Checks the form against one period's stake, in cents.
 * @example checkChase({ periods: '5', lossLimit: '20', stopOnWin: true, startNow: false }, 200n, 'en')
 * // { ok: true, periods: 5, lossLimit: 2000n }
 */
export function checkChase(typed: ChaseTyped, stake: bigint, locale: string): ChaseCheck {
  const fields: Extract<ChaseCheck, { ok: false }>['fields'] = {};
  const periods = wholeNumber(typed.periods);
  if (!(periods >= 1 && periods <= MAX_PERIODS))
    fields.periods = { message: 'chase.periodsInvalid', params: { max: MAX_PERIODS } };
  const reading = readAmount(typed.lossLimit, locale);
  let lossLimit = 0n;
  if ('cents' in reading) lossLimit = reading.cents;
  if ('readings' in reading) {
    const [one, other] = reading.readings;
    fields.lossLimit = { message: 'common.amountAmbiguous', params: { one, other } };
  } else if ('problem' in reading)
    fields.lossLimit = {
      message: reading.problem === 'required' ? 'chase.lossLimitRequired' : 'betting.amountInvalid',
    };
  else if (lossLimit < stake) fields.lossLimit = { message: 'error.CHASE_LOSS_LIMIT_BELOW_STAKE' };
  if (fields.periods || fields.lossLimit) return { ok: false, fields };
  return { ok: true, periods, lossLimit };
}

/** The most a plan can cost: every period at its stake, or the loss limit when it is lower. */
export function mostCost(periods: number, stake: bigint, lossLimit: bigint): bigint {
  const all = BigInt(periods) * stake;
  return all < lossLimit ? all : lossLimit;
}

/** The body of `POST /chase`: the slip's request without its period, and the plan. */
export function chaseBody(
  slip: BetRequest,
  plan: { periods: number; lossLimit: bigint; stopOnWin: boolean; startNow: boolean },
) {
  const { period: _period, ...bet } = slip;
  return {
    ...bet,
    periods: plan.periods,
    stopOnWin: plan.stopOnWin,
    lossLimit: formatMoney(plan.lossLimit),
    startNow: plan.startNow,
  };
}
