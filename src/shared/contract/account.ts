/**
 * The player's account: registration, sign-in, the profile, passwords and
 * the transaction password, and the `User` every one of them answers. The rules §5
 * are the forms' rules too: each failure carries the field code the dictionaries translate.
 */
import { z } from 'zod';
import { cryptoNetworkOf } from '../cryptoAddress.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  USERNAME_PATTERN,
} from '../accountLimits.ts';
import { ACCOUNT_STATUSES, CRYPTO_NETWORKS } from '../vocabulary.ts';
import { timeText } from './common.ts';

const requiredString = (code: string) => z.string({ error: () => code });

/** A new password: at least `minLength` characters (a player's login or transaction password: 6). */
export const newPassword = (tooShort: string, minLength = PASSWORD_MIN_LENGTH) =>
  requiredString(tooShort)
    .min(minLength, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: 'TOO_LONG' });

/** The current password a change is confirmed with. */
export const currentPassword = () =>
  requiredString('PASSWORD_REQUIRED').min(1, { error: 'PASSWORD_REQUIRED' }).max(PASSWORD_MAX_LENGTH);

/**
 * A password change: the current password and the new one, as `fields` declare them, and the
 * new one again, which must match (`mismatch` on `confirmPassword` otherwise).
 */
export function passwordChangeOf<C extends z.ZodType>(
  fields: { currentPassword: C; newPassword: z.ZodString },
  mismatch: string,
) {
  const confirmPassword = z.string({ error: () => mismatch });
  return z
    .object({ ...fields, confirmPassword })
    .refine((body) => body.newPassword === body.confirmPassword, {
      path: ['confirmPassword'],
      error: mismatch,
    });
}

/** `User`: what a player (or staff) sees of an account. Never a secret. */
export const user = z
  .object({
    userId: z.string().meta({ example: '482913' }),
    username: z.string(),
    realName: z.string(),
    phoneNumber: z.string().nullable(),
    cryptoAddress: z.string().nullable(),
    cryptoNetwork: z.enum(CRYPTO_NETWORKS).nullable(),
    balance: z.string().meta({ example: '120.50' }),
    status: z.enum(ACCOUNT_STATUSES),
    hasTransactionPassword: z.boolean(),
    locked: z.object({ realName: z.boolean(), phoneNumber: z.boolean(), cryptoAddress: z.boolean() }),
    createdAt: timeText,
  })
  .meta({ id: 'User' });
export type User = z.output<typeof user>;

/** `POST /customer/register`. */
export const registerRequest = z
  .object({
    username: requiredString('USERNAME_INVALID').regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' }),
    password: newPassword('PASSWORD_TOO_SHORT'),
    confirmPassword: z.string({ error: () => 'PASSWORDS_DO_NOT_MATCH' }),
    realName: requiredString('REAL_NAME_REQUIRED')
      .trim()
      .min(1, { error: 'REAL_NAME_REQUIRED' })
      .max(100, { error: 'TOO_LONG' }),
    invitationCode: requiredString('INVITATION_CODE_REQUIRED')
      .trim()
      .min(1, { error: 'INVITATION_CODE_REQUIRED' })
      .max(64, { error: 'TOO_LONG' }),
    agreeTerms: z.literal(true, { error: () => 'TERMS_NOT_ACCEPTED' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    error: 'PASSWORDS_DO_NOT_MATCH',
  });
export type RegisterRequest = z.output<typeof registerRequest>;

/** `POST /customer/login`. */
export const loginRequest = z.object({
  username: z
    .string({ error: () => 'USERNAME_REQUIRED' })
    .max(64, { error: 'TOO_LONG' })
    .default(''),
  password: z
    .string({ error: () => 'PASSWORD_REQUIRED' })
    .max(PASSWORD_MAX_LENGTH, { error: 'TOO_LONG' })
    .default(''),
});
export type LoginRequest = z.output<typeof loginRequest>;

/** What registering or signing in answers: the token and the player. */
export const signedIn = z.object({ jwt: z.string(), user });
export type SignedIn = z.output<typeof signedIn>;

/** An optional profile field: absent or empty means "leave as it is". */
const optionalField = (schema: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** `POST /customer/profile`: each field is saved once, confirmed by the transaction password. */
export const profileUpdate = z.object({
  realName: optionalField(z.string().trim().max(100, { error: 'TOO_LONG' })),
  phoneNumber: optionalField(
    z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(PHONE_PATTERN, { error: 'PHONE_NUMBER_INVALID' })),
  ),
  cryptoAddress: optionalField(
    z
      .string()
      .trim()
      .refine((value) => cryptoNetworkOf(value) !== null, { error: 'INVALID_CHAIN_OR_ADDRESS' }),
  ),
  transactionPassword: requiredString('TRANSACTION_PASSWORD_REQUIRED')
    .min(1, { error: 'TRANSACTION_PASSWORD_REQUIRED' })
    .max(PASSWORD_MAX_LENGTH, { error: 'TOO_LONG' }),
});
export type ProfileUpdate = z.output<typeof profileUpdate>;

/** `POST /customer/password`. */
export const passwordChange = passwordChangeOf(
  { currentPassword: currentPassword(), newPassword: newPassword('NEW_PASSWORD_TOO_SHORT') },
  'NEW_PASSWORDS_DO_NOT_MATCH',
);
export type PasswordChange = z.output<typeof passwordChange>;

/** The new token of this session after a password change (the other sessions end). */
export const newToken = z.object({ jwt: z.string() });
export type NewToken = z.output<typeof newToken>;

/** `POST /customer/transaction/password`: the current one is needed once one is set. */
export const transactionPasswordChange = passwordChangeOf(
  {
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newPassword: newPassword('NEW_PASSWORD_TOO_SHORT'),
  },
  'NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH',
);
export type TransactionPasswordChange = z.output<typeof transactionPasswordChange>;

/** `GET /customer/transaction/password/check`. */
export const transactionPasswordState = z.object({ isSet: z.boolean() });
export type TransactionPasswordState = z.output<typeof transactionPasswordState>;

/** What an account state may forbid; routes declare which they do. */
export const GUARDED_ACTIONS = ['bet', 'withdraw', 'transfer'] as const;
export type GuardedAction = (typeof GUARDED_ACTIONS)[number];
