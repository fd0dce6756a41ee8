/**
 * The message under a money field for what is wrong with the typed amount, shared by the
 * deposit, withdraw and transfer forms. Limits are written as the hint writes them (the
 * locale's grouping and decimals), so "maximum 10,000.00" never turns into "10000.00".
 */
import type { T } from '#client/i18n.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { formatMoney, type checkAmount } from './amount.ts';

type AmountFault = Exclude<ReturnType<typeof checkAmount>, { cents: bigint }>;

/** The words a form uses for the faults whose wording is its own. */
export interface FormWords {
  required: string;
  aboveMax?: string;
  aboveBalance?: string;
}

/** Cents as the locale writes them, without the currency (the messages name it). */
export function plainMoney(locale: string, cents: bigint): string {
  return formatMoneyForLocale(locale, formatMoney(cents), false);
}

export function amountFaultText(
  t: T,
  locale: string,
  fault: AmountFault,
  limits: { min?: bigint | null; max?: bigint | null },
  words: FormWords,
): string {
  switch (fault.problem) {
    case 'required':
      return words.required;
    case 'invalid':
      return t('field.INVALID_AMOUNT');
    case 'ambiguous':
      return t('common.amountAmbiguous', { one: fault.readings[0], other: fault.readings[1] });
    case 'belowMin':
      return t('error.AMOUNT_BELOW_MINIMUM', { min: plainMoney(locale, limits.min ?? 0n) });
    case 'aboveMax':
      return words.aboveMax ?? t('error.AMOUNT_ABOVE_MAXIMUM', { max: plainMoney(locale, limits.max ?? 0n) });
    case 'aboveBalance':
      return words.aboveBalance ?? t('error.INSUFFICIENT_BALANCE');
  }
}
