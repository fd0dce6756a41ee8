/**
 * Player protection: time-outs and self-exclusions. Both are asked for with the login
 * password again; neither can be ended early.
 */
import { z } from 'zod';
import { currentPassword } from './account.ts';
import { numberOf, timeText } from './common.ts';
import { BLOCK_KINDS } from '../vocabulary.ts';

export const TIMEOUT_MAX_DAYS = 42;
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export { BLOCK_KINDS, type BlockKind } from '../vocabulary.ts';

/** `POST /customer/timeout`: 1 to 42 whole days (24 hours = 1, a week = 7, a month = 30). */
export const timeoutRequest = z.object({
  days: z
    .number({ error: () => 'INVALID_TYPE' })
    .int({ error: 'INVALID_VALUE' })
    .min(1, { error: 'TOO_SMALL' })
    .max(TIMEOUT_MAX_DAYS, { error: 'TOO_BIG' }),
  password: currentPassword(),
});
export type TimeoutRequest = z.output<typeof timeoutRequest>;

/** `POST /customer/self-exclusion`: 6, 12 or 60 calendar months. */
export const selfExclusionRequest = z.object({
  months: numberOf(SELF_EXCLUSION_MONTHS),
  password: currentPassword(),
});
export type SelfExclusionRequest = z.output<typeof selfExclusionRequest>;

/** `POST /customer/self-exclusion/return`: asked once the exclusion ended, confirmed 24 hours later. */
export const returnRequest = z.object({ password: currentPassword() });
export type ReturnRequest = z.output<typeof returnRequest>;

/** A time-out or self-exclusion. */
export const block = z.object({
  kind: z.enum(BLOCK_KINDS),
  startsAt: timeText,
  endsAt: timeText,
  /** A self-exclusion that ended: when the player asked to return (confirmable 24 hours later). */
  returnRequestedAt: timeText.nullable(),
  returnedAt: timeText.nullable(),
});
export type Block = z.output<typeof block>;

/** The block in force (if any) and every block the player ever took, newest first. */
export const protection = z.object({ current: block.nullable(), history: z.array(block) });
export type Protection = z.output<typeof protection>;
