/**
 * Player protection: deposit and loss limits, reality checks, and what staff see of
 * them. A limit is per period (a day, a week from Monday, a calendar month, all in the site time
 * zone): gross deposits for a deposit limit, net loss (stakes minus returns, a pending bet
 * counting as a full loss until it settles) for a loss limit.
 *
 * A lower limit applies at once; a higher one (or none) waits 24 hours and then applies only
 * when the player sends it again. The limit in force is the lower of the player's and the one
 * staff imposed.
 */
import { z } from 'zod';
import {
  LIMIT_CHANGE_ACTIONS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '../vocabulary.ts';
import { dateQuery, moneyAmount, moneyText, numberOf, pageQuery, pageSchema, timeText } from './common.ts';

export { LIMIT_CHANGE_ACTIONS, LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod };

/** Hours between asking for a higher limit and confirming it. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** The reality-check intervals a player may choose (0 = off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

/** A limit as sent: an amount, `null` for none; left out, it stays as it is. */
const limitInput = moneyAmount.nullable().optional();
const periodInputs = z.strictObject({ daily: limitInput, weekly: limitInput, monthly: limitInput });

/** `PUT /customer/limits` (and staff's `PUT /admin/customers/{id}/limits`). */
export const limitsRequest = z.strictObject({
  deposit: periodInputs.optional(),
  loss: periodInputs.optional(),
});
export type LimitsRequest = z.output<typeof limitsRequest>;

/** One limit: what is in force, who set it, any higher one waiting, and the period's use. */
export const limit = z.object({
  /** The limit in force: the lower of the player's and staff's; null when neither set one. */
  amount: moneyText.nullable(),
  /** The player's own limit in force. */
  playerAmount: moneyText.nullable(),
  /** A lower limit staff imposed; the player cannot raise or remove it. */
  operatorAmount: moneyText.nullable(),
  /** A higher limit (or `null` amount: none) the player asked for, and when they may confirm it. */
  pending: z
    .object({ amount: moneyText.nullable(), requestedAt: timeText, confirmableAt: timeText })
    .nullable(),
  /**
   * Deposited (gross) or lost (net: stakes less returns, negative when the period's winnings
   * exceed its stakes) so far in the current period.
   */
  used: moneyText,
  /** What more may be deposited or lost this period before the limit refuses; null: no limit. */
  remaining: moneyText.nullable(),
  /** The current period, in the site time zone: from `periodStart` until `periodEnd`. */
  periodStart: timeText,
  periodEnd: timeText,
});
export type Limit = z.output<typeof limit>;

const periodLimits = z.object({ daily: limit, weekly: limit, monthly: limit });

/** `GET`/`PUT /customer/limits`. */
export const limits = z.object({
  deposit: periodLimits,
  loss: periodLimits,
  /** The zone periods follow (the site's). */
  timeZone: z.string(),
});
export type Limits = z.output<typeof limits>;

/** `PUT /customer/reality-check`. */
export const realityCheckRequest = z.strictObject({
  minutes: numberOf(REALITY_CHECK_MINUTES),
});
export type RealityCheckRequest = z.output<typeof realityCheckRequest>;

/** `GET`/`PUT /customer/reality-check`: the interval, and this session so far. */
export const realityCheck = z.object({
  /** 0 = off. */
  minutes: z.number().int(),
  session: z.object({
    /** When this session signed in. */
    signedInAt: timeText,
    /** When the player signed in before this session; null the first time. */
    previousSignInAt: timeText.nullable(),
    /** Staked since signing in. */
    wagered: moneyText,
    /** Returns minus stakes since signing in (negative: a loss). */
    net: moneyText,
  }),
});
export type RealityCheck = z.output<typeof realityCheck>;

/** Which of a player's six limits a row is about. */
const whichLimit = { kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) };

/** Who changed a limit and how: a row of a player's limit history. */
export const limitChange = z.object({
  ...whichLimit,
  action: z.enum(LIMIT_CHANGE_ACTIONS),
  from: moneyText.nullable(),
  to: moneyText.nullable(),
  at: timeText,
  /** The staff member for `operatorSet`. */
  staff: z.string().nullable(),
});
export type LimitChange = z.output<typeof limitChange>;

/** A refusal by a limit: a deposit or bet that would have passed it. */
export const limitHit = z.object({
  ...whichLimit,
  limit: moneyText,
  attempted: moneyText,
  at: timeText,
});
export type LimitHit = z.output<typeof limitHit>;

/** `GET /admin/customers/{id}/protection`: everything protection knows of one player. */
export const staffProtection = z.object({
  limits,
  realityCheckMinutes: z.number().int(),
  changes: z.array(limitChange),
  hits: z.array(limitHit),
});
export type StaffProtection = z.output<typeof staffProtection>;

/** `GET /admin/reports/limit-hits`: players whose deposit or bet a limit refused, in a range. */
export const limitHitsQuery = pageQuery
  .extend({
    start: dateQuery.meta({ description: 'ISO date or time, inclusive.', example: '2026-11-01' }),
    end: dateQuery.meta({ description: 'ISO date or time, exclusive.', example: '2026-12-01' }),
    kind: z.enum(LIMIT_KINDS).optional(),
  })
  .refine((range) => range.start < range.end, { path: ['end'], error: 'INVALID_VALUE' });
export type LimitHitsQuery = z.output<typeof limitHitsQuery>;
export const limitHitRow = z.object({
  /** The customer's public user ID (six digits), as the console links customers. */
  customerId: z.string(),
  username: z.string(),
  ...whichLimit,
  hits: z.number().int(),
  lastAt: timeText,
});
export type LimitHitRow = z.output<typeof limitHitRow>;
export const limitHitsPage = pageSchema(limitHitRow);
