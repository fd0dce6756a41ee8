/**
 * Places a failed call's message: next to the fields it names when the form shows them, else
 * in the form's error banner.
 */
import { ApiError } from '#client/api.ts';
import { errorText, type T, keyOf } from '#client/i18n.ts';

/**
 * Splits an API failure into per-field texts (for `fieldNames` the form has) and a banner text.
 * A field failing with the error's own code gets the server's full message (with its limits).
 * @example placeError(t, error, ['amount']) // { fields: { amount: 'The amount is below…' }, banner: '' }
 */
export function placeError<Name extends string>(
  t: T,
  error: unknown,
  fieldNames: readonly Name[],
): { fields: Partial<Record<Name, string>>; banner: string } {
  const fields: Partial<Record<Name, string>> = {};
  if (!(error instanceof ApiError)) return { fields, banner: errorText(t, error) };
  const named = Object.entries(error.fields);
  const shown = (name: string): name is Name => (fieldNames as readonly string[]).includes(name);
  for (const [name, code] of named) {
    if (!shown(name)) continue;
    fields[name] = code === error.code ? errorText(t, error) : t(keyOf('field', code));
  }
  const allPlaced = named.length > 0 && named.every(([name]) => shown(name));
  return { fields, banner: allPlaced ? '' : errorText(t, error) };
}

/** Whether a failure says the account is frozen (403 ACCOUNT_FROZEN). */
export function isFrozenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ACCOUNT_FROZEN';
}
