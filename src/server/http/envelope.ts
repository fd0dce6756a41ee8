import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatMoneyForLocale, translate, type Locale } from '#i18n/index.ts';
import { formatMoney } from '#shared/money.ts';
import { isFieldCode, type ErrorCode } from '#shared/errorCodes.ts';
import type { AppError } from '#server/errors.ts';

/** The success envelope. */
export interface Success<T> {
  code: 1;
  data: T;
}

/** The success envelope of `data`, serialized: for an answer kept in memory (`sendSerialized`). */
export function serializeSuccess<T>(data: T): string {
  return JSON.stringify({ code: 1, data } satisfies Success<T>);
}

/** Sends a success envelope serialized beforehand: the same answer as `c.json` of it. */
export function sendSerialized(c: Context, body: string): Response {
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/** The failure envelope. */
export interface Failure {
  code: 0;
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}

/** Builds the failure body of an error in a locale. */
export function failureBody(error: AppError, locale: Locale, requestId?: string): Failure {
  const params: Record<string, string | number> = { ...error.params };
  // Money as the pages write it ("10,000.00", "10 000,00"), the currency named by the message.
  for (const [name, cents] of Object.entries(error.amounts ?? {})) {
    params[name] = formatMoneyForLocale(locale, formatMoney(cents), false);
  }
  if (error.code === 'VALIDATION_ERROR' && error.fields && !('fields' in params)) {
    params.fields = Object.keys(error.fields).join(', ');
  }
  // One field wrong: its own message says best what to fix ("Passwords do not match."), unless
  // the error carries figures its own message names ("above the maximum of 10,000.00 USDT").
  const fieldCodes = Object.values(error.fields ?? {});
  const single =
    fieldCodes.length === 1 && fieldCodes[0] && isFieldCode(fieldCodes[0]) && !error.amounts
      ? fieldCodes[0]
      : undefined;
  return {
    code: 0,
    error: error.code,
    message: single ? translate(locale, `field.${single}`) : translate(locale, `error.${error.code}`, params),
    ...(error.fields ? { fields: error.fields } : {}),
    ...(requestId && error.status >= 500 ? { requestId } : {}),
  };
}

/** Sends an error in the envelope, with its status and headers, in the request's locale. */
export function sendError(c: Context, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(
    failureBody(error, c.get('locale'), c.get('requestId')),
    error.status as ContentfulStatusCode,
  );
}
