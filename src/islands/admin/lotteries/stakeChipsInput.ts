/**
 * The stake chips field: amounts typed in one line, in the page's language. Amounts are separated
 * by spaces or semicolons (the Latin `;`, the Arabic `؛`, the full-width `；`), never by commas,
 * which many languages write as the decimal mark ("2,5" is 2.50 in French). Each amount is read
 * as the wallet forms read one (`wallet/amount.ts`), so digit groups are not allowed: "1 000"
 * is two amounts, the second of which is refused.
 */
import { parseAmountInput } from '#islands/common/amount.ts';

const SEPARATORS = /[\s;\u061b\uff1b]+/;

/**
 * The chips typed, in cents and in the order typed; null when one of them is not an amount
 * above zero (unreadable, ambiguous like "1,500", or zero). Nothing typed is no chips.
 * @example readStakeChips('1 2,5; 10', 'fr') // [100n, 250n, 1000n]
 * @example readStakeChips('1,500', 'en') // null
 */
export function readStakeChips(raw: string, locale: string): bigint[] | null {
  const chips: bigint[] = [];
  for (const part of raw.split(SEPARATORS)) {
    if (part === '') continue;
    const cents = parseAmountInput(part, locale);
    if (cents === null || cents <= 0n) return null;
    chips.push(cents);
  }
  return chips;
}
