/** The account limits §5/§9, free of zod so that forms can import them cheaply. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const USER_ID_PATTERN = /^[0-9]{6}$/;
export const PHONE_PATTERN = /^\+?[0-9]{6,15}$/;
