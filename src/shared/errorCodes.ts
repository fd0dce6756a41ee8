/**
 * The error catalogue of the API (docs/api-conventions.md), each code with its HTTP status: the refusals of the
 * product's own rules first, then the API's own codes, then those each later feature added.
 * Messages live in the i18n dictionaries under `error.<CODE>`.
 */
export const ERROR_STATUS = {
  // Refusals of the product's rules: accounts, passwords, betting, money.
  SYSTEM_ERROR: 500,
  INVALID_OPERATION: 400,
  USERNAME_IS_EXISTS: 409,
  USERNAME_OR_PASSWORD_IS_EMPTY: 400,
  USERNAME_OR_PASSWORD_ERROR: 400,
  ACCOUNT_DISABLED: 403,
  ACCOUNT_RESTRICTED: 403,
  ACCOUNT_FROZEN: 403,
  CURRENT_PASSWORD_IS_NOT_CORRECT: 400,
  CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT: 400,
  REAL_NAME_CAN_NOT_BE_CHANGED: 400,
  PHONE_NUMBER_CAN_NOT_BE_CHANGED: 400,
  CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED: 400,
  INCOMPLETE_REGISTER_INFO: 400,
  PASSWORD_TOO_SHORT: 400,
  NEW_PASSWORD_TOO_SHORT: 400,
  INVALID_CHAIN_OR_ADDRESS: 400,
  CANNOT_TRANSFER_TO_SELF: 400,
  INSUFFICIENT_BALANCE: 400,
  USER_IS_NOT_EXISTS: 400,
  BET_CANNOT_BE_EMPTY: 400,
  INVALID_BET: 400,
  INSUFFICIENT_FOR_THIS_ROOM: 400,
  BET_AMOUNT_EXCEEDS_LIMIT: 400,
  BETTING_CLOSED: 400,
  BET_ALREADY_SETTLED_CANCEL_FAILED: 409,
  BET_ODDS_ALREADY_CHANGED: 409,
  INVALID_INVITATION_CODE: 400,
  INVITATION_CODE_EXPIRED: 400,
  WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE: 400,
  INVALID_USER: 400,
  WITHDRAWAL_IS_PROCESSING: 409,
  WITHDRAWAL_STATUS_CHANGED: 409,
  // The API's own: validation, sign-in, missing routes, rate limits, maintenance, idempotency, and the
  // site's bounds on amounts, hours and open claims.
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  UNDER_MAINTENANCE: 503,
  IDEMPOTENCY_KEY_REUSED: 409,
  PASSWORDS_DO_NOT_MATCH: 400,
  AMOUNT_BELOW_MINIMUM: 400,
  AMOUNT_ABOVE_MAXIMUM: 400,
  OUTSIDE_WITHDRAWAL_HOURS: 400,
  TRANSFER_LIMIT_EXCEEDED: 400,
  DAILY_LIMIT_EXCEEDED: 400,
  TOO_MANY_OPEN_DEPOSITS: 409,
  TERMS_NOT_ACCEPTED: 400,
  // Transport errors the catalogue has no code for (405 and 413 need one of their own).
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  // Staff sign-in with a second factor.
  TOTP_REQUIRED: 400,
  TOTP_INVALID: 400,
  TOTP_ENROLMENT_REQUIRED: 403,
  STAFF_CANNOT_DISABLE_SELF: 400,
  STAFF_LAST_ADMIN: 400,
  STAFF_PASSWORD_TOO_SHORT: 400,
  // Player protection: a time-out or a self-exclusion in force.
  ACCOUNT_IN_TIMEOUT: 403,
  ACCOUNT_SELF_EXCLUDED: 403,
  // ...and a deposit or bet that would pass the player's limit for the period.
  DEPOSIT_LIMIT_EXCEEDED: 403,
  LOSS_LIMIT_EXCEEDED: 403,
  // A transfer to a player whose protection (a block, a deposit limit) refuses it, said vaguely.
  TRANSFER_RECEIVER_UNAVAILABLE: 403,
  // Chase plans: a loss limit below one period's stake, too many plans at once.
  CHASE_LOSS_LIMIT_BELOW_STAKE: 400,
  TOO_MANY_ACTIVE_CHASES: 409,
  // Live content: another editor saved the entry since this one started.
  CONTENT_VERSION_CHANGED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Codes that describe one field of a request in the `fields` map of a `VALIDATION_ERROR`. */
export const FIELD_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_BIG',
  'UNKNOWN_FIELD',
  'INVALID_AMOUNT',
  'MALFORMED_JSON',
  'INVALID_CHARACTER',
  'DATE_OUT_OF_RANGE',
  'STATEMENT_TOO_OLD',
  'USERNAME_INVALID',
  'PASSWORD_TOO_SHORT',
  'PASSWORDS_DO_NOT_MATCH',
  'AMOUNT_BELOW_MINIMUM',
  'AMOUNT_ABOVE_MAXIMUM',
  'USERNAME_REQUIRED',
  'PASSWORD_REQUIRED',
  'REAL_NAME_REQUIRED',
  'INVITATION_CODE_REQUIRED',
  'TERMS_NOT_ACCEPTED',
  'TRANSACTION_PASSWORD_REQUIRED',
  'NEW_PASSWORD_TOO_SHORT',
  'NEW_PASSWORDS_DO_NOT_MATCH',
  'NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH',
  'PHONE_NUMBER_INVALID',
  'INVALID_CHAIN_OR_ADDRESS',
  'USER_ID_INVALID',
  'USDT_ADDRESS_REQUIRED',
  'INSUFFICIENT_BALANCE_FOR_TRANSFER',
  'STAFF_PASSWORD_TOO_SHORT',
  'DUPLICATE_VALUE',
] as const;

/**
 * When a request has exactly one kind of field problem, the error is the catalogue's own code
 * for it (a short password is `PASSWORD_TOO_SHORT`, not a bare `VALIDATION_ERROR`).
 */
export const FIELD_ERROR_CODES: Partial<Record<FieldCode, ErrorCode>> = {
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  NEW_PASSWORD_TOO_SHORT: 'NEW_PASSWORD_TOO_SHORT',
  NEW_PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  STAFF_PASSWORD_TOO_SHORT: 'STAFF_PASSWORD_TOO_SHORT',
  NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  INVALID_CHAIN_OR_ADDRESS: 'INVALID_CHAIN_OR_ADDRESS',
  AMOUNT_BELOW_MINIMUM: 'AMOUNT_BELOW_MINIMUM',
  AMOUNT_ABOVE_MAXIMUM: 'AMOUNT_ABOVE_MAXIMUM',
};

export type FieldCode = (typeof FIELD_CODES)[number];

/** Type guard for field codes. */
export function isFieldCode(value: string): value is FieldCode {
  return (FIELD_CODES as readonly string[]).includes(value);
}
