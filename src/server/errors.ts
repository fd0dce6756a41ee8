import {
  ERROR_STATUS,
  FIELD_ERROR_CODES,
  isFieldCode,
  type ErrorCode,
  type FieldCode,
} from '#shared/errorCodes.ts';
import type { Params } from '#i18n/index.ts';

export interface AppErrorOptions {
  /** Values for the message's `{placeholders}`. */
  params?: Params;
  /** Money for the message's `{placeholders}`, in cents: written in the request's locale. */
  amounts?: Readonly<Record<string, bigint>>;
  /** Per-field codes (a `VALIDATION_ERROR`), or other data the client needs (new odds). */
  fields?: Record<string, FieldCode | string>;
  headers?: Record<string, string>;
}

/**
 * An error the API reports to the client: a code of the catalogue, its HTTP status, and
 * optional field details. Anything else thrown becomes a 500 `SYSTEM_ERROR`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Params | undefined;
  readonly amounts: Readonly<Record<string, bigint>> | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.params = options.params;
    this.amounts = options.amounts;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** A `VALIDATION_ERROR` naming each invalid field with its code. */
export function validationError(fields: Record<string, FieldCode | string>): AppError {
  return new AppError('VALIDATION_ERROR', { fields });
}

/**
 * The error for a set of invalid fields: the catalogue's own code when they all share one kind
 * of problem that has a code (`PASSWORD_TOO_SHORT`), else a `VALIDATION_ERROR`.
 */
export function fieldsError(fields: Record<string, FieldCode | string>): AppError {
  const kinds = new Set(Object.values(fields));
  const [only] = kinds;
  const code = kinds.size === 1 && only && isFieldCode(only) ? FIELD_ERROR_CODES[only] : undefined;
  return code ? new AppError(code, { fields }) : validationError(fields);
}
