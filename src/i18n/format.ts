/**
 * `Intl` formatting for a locale, without the dictionaries: islands import this, so the
 * browser never downloads all ten catalogues.
 */

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
 * Formats money (a decimal string such as the API's `"12.50"`) for a locale with exactly two
 * decimals; strings keep full precision in `Intl`.
 * @example formatMoneyForLocale('fr', '1234.50') // '1 234,50 USDT'
 */
export function formatMoneyForLocale(locale: string, amount: string, currency = true): string {
  // Intl accepts decimal strings at full precision; the type only lists number/bigint.
  const value = amount as unknown as number;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
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

/** Fills `{placeholders}`; a missing parameter stays visible as `{name}`. */
export function interpolate(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
