/**
 * The chase contract: one selection bet in each of the next periods of a lottery, at
 * a flat stake, stopping on a win, at the plan's loss limit, or when a period cannot be placed.
 * The server parses with these schemas; the browser imports their types only.
 */
import { z } from 'zod';
import { CHASE_STATES, CHASE_STOP_REASONS, GAME_KEYS } from '../vocabulary.ts';
import { bet, betRequest } from './betting.ts';
import { moneyAmount, moneyText, pageQuery, pageSchema, recordId, timeText, uuidParams } from './common.ts';

/** At most this many periods in one plan. */
export const MAX_CHASE_PERIODS = 100;
/** At most this many plans of one player running at once. */
export const MAX_ACTIVE_CHASES = 20;

/**
 * The body of `POST /chase`: the slip of `POST /game/bet` without a period (the picks at the
 * odds the player confirmed, one amount or an amount per pick), how many periods, whether a win
 * ends the plan, the plan's own loss limit, and whether it starts with the round open now.
 */
export const chaseRequest = betRequest
  .omit({ period: true })
  .extend({
    periods: z.number().int().min(1).max(MAX_CHASE_PERIODS),
    stopOnWin: z.boolean().default(true),
    lossLimit: moneyAmount.describe(
      'The plan stops before a period whose stake would take its net loss (staked less returned, a pending period counted as lost) past this. At least one period’s stake.',
    ),
    startNow: z
      .boolean()
      .default(false)
      .describe(
        'true: the first period is the round open now, placed at once (refused as a bet would be); false: the next round to open.',
      ),
  })
  .meta({ id: 'ChaseRequest' });
/** A chase request as the server reads it (amounts in cents). */
export type ChaseRequest = z.output<typeof chaseRequest>;

/** One pick of a plan as confirmed. */
export const chaseItem = z.object({
  key: z.string(),
  amount: moneyText,
  odds: z.string(),
  oddsByCount: z.array(z.string()).optional(),
});

/** A plan with its progress. */
export const chasePlan = z
  .object({
    id: z.string(),
    lotteryId: z.number(),
    lotteryName: z.string(),
    game: z.enum(GAME_KEYS),
    roomId: z.number(),
    items: z.array(chaseItem),
    stake: moneyText.describe('The stake of every period: the sum of the items’ amounts.'),
    periods: z.number(),
    placed: z.number().describe('Periods placed so far.'),
    stopOnWin: z.boolean(),
    lossLimit: moneyText,
    staked: moneyText,
    returned: moneyText.describe('What the settled periods paid back (stakes of winning bets included).'),
    net: moneyText.describe('returned − staked; a pending period counts as staked and not yet returned.'),
    state: z.enum(CHASE_STATES),
    stopReason: z.enum(CHASE_STOP_REASONS).nullable(),
    createdAt: timeText,
    endedAt: timeText.nullable(),
  })
  .meta({ id: 'ChasePlan' });
export type ChasePlan = z.output<typeof chasePlan>;

/** One placed period of a plan, with its bets. */
export const chasePeriod = z.object({
  number: z.number(),
  period: z.string(),
  stake: moneyText,
  payout: moneyText,
  bets: z.array(bet),
});
export type ChasePeriod = z.output<typeof chasePeriod>;

/** `GET /chase/{id}`: the plan and each period placed, newest first. */
export const chaseDetail = chasePlan.extend({ periodList: z.array(chasePeriod) }).meta({ id: 'ChaseDetail' });
export type ChaseDetail = z.output<typeof chaseDetail>;

/** The query of `GET /chase`: a page of my plans, newest first, optionally only running ones. */
export const chaseListQuery = pageQuery.extend({
  state: z.enum(CHASE_STATES).optional(),
  lotteryId: recordId.optional(),
});
export type ChaseListQuery = z.output<typeof chaseListQuery>;

export const chasePage = pageSchema(chasePlan).meta({ id: 'ChasePage' });
export type ChasePage = z.output<typeof chasePage>;

/** A plan's id in a path. */
export const chaseIdParam = uuidParams;
