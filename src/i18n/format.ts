/**
 * `Intl` formatting for a locale, without the dictionaries: islands import this, so the
 * browser never downloads all ten catalogues.
 */
import type { MessageKey } from './index.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, made once per locale and options: making one costs far more than
 * using it, and a page formats hundreds of numbers.
 * @example numberFormat('fr', { maximumFractionDigits: 4 }).format(1.96)
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats a decimal string (money, odds, a percentage) at full precision: `Intl` reads a numeric
 * string exactly where a `number` would round, and its type for one is `StringNumericLiteral`.
 * @example formatDecimal(numberFormat('fr', { maximumFractionDigits: 4 }), '9.7') // '9,7'
 */
export function formatDecimal(format: Intl.NumberFormat, decimal: string): string {
  return format.format(decimal as Intl.StringNumericLiteral);
}

/**
 * Formats money (a decimal string such as the API's `"12.50"`) for a locale with exactly two
 * decimals; strings keep full precision in `Intl`.
 * @example formatMoneyForLocale('fr', '1234.50') // '1 234,50 USDT'
 */
export function formatMoneyForLocale(locale: string, amount: string, currency = true): string {
  const text = formatDecimal(
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    amount,
  );
  return currency ? `${text} USDT` : text;
}

/** Formats a number for a locale. */
export function formatNumberForLocale(locale: string, value: number): string {
  return numberFormat(locale).format(value);
}

/** Formats an ISO timestamp as a date and time for a locale, in the viewer's time zone. */
export function formatDateTimeForLocale(locale: string, iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The entry of an island's messages naming their locale, whose plural rules `t()` applies. */
export const ISLAND_LOCALE_KEY = '@locale';

type Params = Readonly<Record<string, string | number>>;

/** One `{arg, plural, one {…} other {…}}` of a message: its argument and text per category. */
export interface PluralBlock {
  arg: string;
  forms: Readonly<Record<string, string>>;
  start: number;
  end: number;
}

const PLURAL_START = /\{(\w+),\s*plural,/g;
const FORM = /\s*(zero|one|two|few|many|other)\s*\{/y;

/**
 * The plural blocks of a message, an ICU subset: `{count, plural, one {# bet} other {# bets}}`,
 * the categories those of `Intl.PluralRules`, `#` the number; a form may hold `{placeholders}`.
 * @example pluralBlocks('{n, plural, one {# bet} other {# bets}}')[0].forms.one // '# bet'
 */
export function pluralBlocks(template: string): PluralBlock[] {
  const blocks: PluralBlock[] = [];
  PLURAL_START.lastIndex = 0;
  for (let match = PLURAL_START.exec(template); match; match = PLURAL_START.exec(template)) {
    const forms: Record<string, string> = {};
    let at = match.index + match[0].length;
    for (;;) {
      FORM.lastIndex = at;
      const form = FORM.exec(template);
      if (!form) break;
      // The form's text runs to its matching brace (placeholders inside nest one level).
      let depth = 1;
      let end = FORM.lastIndex;
      for (; end < template.length && depth > 0; end++) {
        if (template[end] === '{') depth++;
        else if (template[end] === '}') depth--;
      }
      forms[form[1] as string] = template.slice(FORM.lastIndex, end - 1);
      at = end;
    }
    const close = template.indexOf('}', at);
    if (close < 0 || template.slice(at, close).trim() !== '') break;
    blocks.push({ arg: match[1] as string, forms, start: match.index, end: close + 1 });
    PLURAL_START.lastIndex = close + 1;
  }
  return blocks;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The zero of each digit script a locale may format counts in (Arabic-Indic, Devanagari, Thai…). */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xe50];

/**
 * A count the caller already formatted ("1,200", "١٢"), read back for its plural category:
 * counts are whole, so every non-digit is grouping.
 */
function countOf(text: string): number {
  let digits = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero !== undefined) digits += String(code - zero);
  }
  return digits === '' ? Number.NaN : Number(digits);
}

/** The form of a plural block for a count, `#` written as the locale writes the number. */
function pluralForm(block: PluralBlock, value: string | number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const count = typeof value === 'number' ? value : countOf(value);
  const category = Number.isFinite(count) ? rules.select(count) : 'other';
  const text = block.forms[category] ?? block.forms.other ?? '';
  const shown = typeof value === 'number' ? numberFormat(locale).format(value) : value;
  return text.replace(/#/g, shown);
}

/**
 * Fills `{placeholders}` and picks the plural form of `{count, plural, …}` blocks for the
 * locale's rules (`Intl.PluralRules`); a missing parameter stays visible as `{name}`.
 * @example interpolate('{n, plural, one {# player} other {# players}}', { n: 1 }, 'en') // '1 player'
 */
export function interpolate(template: string, params?: Params, locale = 'en'): string {
  if (!params) return template;
  let text = template;
  for (const block of pluralBlocks(template).reverse()) {
    const value = params[block.arg];
    const chosen = value === undefined ? `{${block.arg}}` : pluralForm(block, value, locale);
    text = text.slice(0, block.start) + chosen + text.slice(block.end);
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The key of a message named by data (a server's code, a state, a market's part): the one place
 * such a key is built. A name the catalogue lacks shows itself (`makeT`), so the gap is visible.
 * @example t(keyOf('error', error.code))
 */
export function keyOf(prefix: string, name: string | number): MessageKey {
  return `${prefix}.${name}` as MessageKey;
}
