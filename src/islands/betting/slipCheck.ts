/**
 * What is wrong with the slip, judged as the player types (the message under the amount, and the
 * Bet button off while there is one) and again when Bet is pressed: each amount as the server
 * reads it (`slip.ts`), at least the room's minimum and at most its bet limit, the total within
 * the bet limit and the balance. The messages are the money forms' where they fit (the room's
 * maximum, the balance) and the slip's own otherwise.
 */
import { formatMoneyForLocale } from '#i18n/format.ts';
import type { MessageKey } from '#i18n/index.ts';
import { formatMoney } from '#shared/money.ts';
import { checkSlip, checkStakes, type StakesCheck } from './slip.ts';

/** What the slip is held to, in cents: the room's minimum and bet limit, the balance (null: not known). */
export interface SlipLimits {
  min: bigint;
  limit: bigint;
  balance: bigint | null;
}

/** The slip as typed: one amount for every pick, or an amount per pick. */
export interface TypedSlip {
  amount: string;
  perPick: boolean;
  picks: readonly { key: string; typed: string }[];
}

/** A fault: its message and parameters, and the pick it is about when amounts are per pick. */
export interface SlipFault {
  ok: false;
  message: MessageKey;
  params: Record<string, string | number>;
  key: string | null;
}

export type SlipVerdict = { ok: true; stakes: { key: string; cents: bigint }[]; total: bigint } | SlipFault;

/** The message of a slip that has no pick yet: said when Bet is pressed, not while typing. */
export const NO_PICKS: MessageKey = 'error.BET_CANNOT_BE_EMPTY';

/**
 * Whether a typed amount has more whole digits than any stake can (12), however it is grouped:
 * "1 959 999 999 998,04" is over the room's maximum, not a typing mistake.
 */
function tooManyDigits(typed: string): boolean {
  const text = typed.replace(/[\s\u066c]/gu, '');
  if (!/^\p{Nd}[\p{Nd}.,\u066b]*$/u.test(text)) return false;
  const whole = text.replace(/[.,\u066b]\p{Nd}{0,2}$/u, '');
  return (whole.match(/\p{Nd}/gu) ?? []).length > 12;
}

function fault(message: MessageKey, params: SlipFault['params'] = {}, key: string | null = null): SlipFault {
  return { ok: false, message, params, key };
}

/** The limits as the messages write them. */
function words(locale: string, limits: SlipLimits) {
  return {
    min: formatMoneyForLocale(locale, formatMoney(limits.min)),
    // The money forms' "above the maximum of {max} USDT" names the currency itself.
    max: formatMoneyForLocale(locale, formatMoney(limits.limit), false),
  };
}

/** One amount against the room's limit and the balance (its reading and minimum are `slip.ts`'s). */
function judgeOne(cents: bigint, limits: SlipLimits, locale: string, key: string | null): SlipFault | null {
  if (cents > limits.limit)
    return fault('error.AMOUNT_ABOVE_MAXIMUM', { max: words(locale, limits).max }, key);
  if (limits.balance !== null && cents > limits.balance) return fault('error.INSUFFICIENT_BALANCE', {}, key);
  return null;
}

/** A refusal of `slip.ts` as a fault; an amount of more than 12 digits is over the room's maximum. */
function refused(
  refusal: Exclude<StakesCheck, { ok: true }>,
  typed: string,
  limits: SlipLimits,
  locale: string,
): SlipFault {
  const key = refusal.key ?? null;
  if (tooManyDigits(typed))
    return fault('error.AMOUNT_ABOVE_MAXIMUM', { max: words(locale, limits).max }, key);
  return fault(refusal.message, { min: words(locale, limits).min, ...refusal.params }, key);
}

/** One amount for every pick: the amount first (even before any pick), then the count. */
function judgeUniform(slip: TypedSlip, limits: SlipLimits, locale: string): SlipVerdict {
  const count = slip.picks.length;
  const amount = checkSlip(slip.amount, Math.max(count, 1), limits.min, locale);
  if (!amount.ok) return refused(amount, slip.amount, limits, locale);
  const one = judgeOne(amount.cents, limits, locale, null);
  if (one) return one;
  const counted = checkSlip(slip.amount, count, limits.min, locale);
  if (!counted.ok) return fault(counted.message, counted.params);
  return {
    ok: true,
    stakes: slip.picks.map(({ key }) => ({ key, cents: amount.cents })),
    total: counted.total,
  };
}

/** An amount per pick: the first pick whose amount is wrong. */
function judgePerPick(slip: TypedSlip, limits: SlipLimits, locale: string): SlipVerdict {
  const typed = slip.picks.map(({ key, typed }) => ({ key, amount: typed }));
  const checked = checkStakes(typed, limits.min, locale);
  if (!checked.ok) {
    const amount = typed.find((stake) => stake.key === checked.key)?.amount ?? '';
    return refused(checked, amount, limits, locale);
  }
  for (const stake of checked.stakes) {
    const one = judgeOne(stake.cents, limits, locale, stake.key);
    if (one) return one;
  }
  return checked;
}

/**
 * The slip's stakes and total in cents, or what is wrong with it.
 * @example judgeSlip({ amount: '-5', perPick: false, picks: [] }, room, 'en')
 * // { ok: false, message: 'betting.amountInvalid', params: { min: '1.00 USDT' }, key: null }
 */
export function judgeSlip(slip: TypedSlip, limits: SlipLimits, locale: string): SlipVerdict {
  const verdict = slip.perPick ? judgePerPick(slip, limits, locale) : judgeUniform(slip, limits, locale);
  if (!verdict.ok) return verdict;
  if (verdict.total > limits.limit) return fault('error.BET_AMOUNT_EXCEEDS_LIMIT');
  if (limits.balance !== null && verdict.total > limits.balance) return fault('error.INSUFFICIENT_BALANCE');
  return verdict;
}
