/**
 * The account rules of SPEC.md §5 as zod schemas, shared by the server and the forms: the same
 * rule and the same message code on both sides. Each failure carries a field code whose text
 * is `field.<CODE>` in the dictionaries.
 */
import { z } from 'zod';
import { cryptoNetworkOf } from './cryptoAddress.ts';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  USER_ID_PATTERN,
  USERNAME_PATTERN,
} from './accountLimits.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN, USER_ID_PATTERN, USERNAME_PATTERN };

const requiredString = (code: string) => z.string({ error: () => code });

/** A new password (login or transaction): at least 6 characters. */
const newPassword = (tooShort: string) =>
  requiredString(tooShort)
    .min(PASSWORD_MIN_LENGTH, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: 'TOO_LONG' });

export const registerSchema = z
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

export const loginSchema = z.object({
  username: z
    .string({ error: () => 'USERNAME_REQUIRED' })
    .max(64, { error: 'TOO_LONG' })
    .default(''),
  password: z
    .string({ error: () => 'PASSWORD_REQUIRED' })
    .max(PASSWORD_MAX_LENGTH, { error: 'TOO_LONG' })
    .default(''),
});

/** An optional profile field: absent or empty means "leave as it is". */
const optionalField = (schema: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

export const profileSchema = z.object({
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

export const changePasswordSchema = z
  .object({
    currentPassword: requiredString('PASSWORD_REQUIRED')
      .min(1, { error: 'PASSWORD_REQUIRED' })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: newPassword('NEW_PASSWORD_TOO_SHORT'),
    confirmPassword: z.string({ error: () => 'NEW_PASSWORDS_DO_NOT_MATCH' }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    error: 'NEW_PASSWORDS_DO_NOT_MATCH',
  });

export const changeTransactionPasswordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newPassword: newPassword('NEW_PASSWORD_TOO_SHORT'),
    confirmPassword: z.string({ error: () => 'NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH' }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    error: 'NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH',
  });
