/**
 * The betting contract: placing bets, cancelling one, searching one's bets. The
 * server parses with these schemas; the browser imports their types only.
 */
import { z } from 'zod';
import { BET_RESULTS, BET_STATUSES, GAME_KEYS } from '../vocabulary.ts';
import { dateQuery, moneyAmount, moneyText, pageQuery, pageSchema, timeText, uuidText } from './common.ts';
import { recordId, roomParams } from './games.ts';

/** One bet as the player sees it: the `Bet` of the OpenAPI documents. */
export const bet = z
  .object({
    betUid: z.string(),
    lotteryId: z.number(),
    game: z.enum(GAME_KEYS),
    roomId: z.number(),
    period: z.string(),
    key: z.string(),
    amount: moneyText,
    odds: z.string(),
    /** `face:*` only: the odds stored for one, two and three matching dice. */
    oddsByCount: z.array(z.string()).optional(),
    status: z.enum(BET_STATUSES),
    result: z.enum(BET_RESULTS).nullable(),
    payout: moneyText,
    createdAt: timeText,
    settledAt: timeText.nullable(),
  })
  .meta({ id: 'Bet' });
export type Bet = z.output<typeof bet>;

/**
 * The body of `POST /game/bet`: the selection with the odds the player confirmed, and its summary.
 * A slip stakes one amount on every pick (`summary.amount` sent, each item at it) or an amount
 * per pick (`summary.amount` left out); either way the room's minimum holds for each item, and
 * its bet limit and the player's balance for the total.
 */
export const betRequest = roomParams
  .extend({
    period: z.string().regex(/^\d{8,16}$/, { error: 'INVALID_FORMAT' }),
    items: z
      .array(
        z.object({
          key: z.string().max(40),
          amount: moneyAmount,
          odds: z.string().max(16),
          // A face pick's odds for one, two and three matching dice, as the player saw them.
          oddsByCount: z.array(z.string().max(16)).length(3).optional(),
        }),
      )
      .max(200),
    summary: z
      .object({
        count: z.number().int().min(0).max(200),
        // Optional since the slip may stake each pick on its own: when sent, every item's
        // amount must equal it (INVALID_BET, `summary.amount: INVALID_VALUE`).
        amount: moneyAmount
          .optional()
          .describe(
            "One stake for every pick: when sent, each item's amount must equal it. Leave it out to give each pick its own amount.",
          ),
        total: moneyAmount,
      })
      .describe(
        "What the player confirmed: `count` is the number of items and `total` the sum of the items' amounts (both required and checked). The room's minimum bet applies to each item.",
      ),
  })
  .meta({
    id: 'BetRequest',
    description:
      "A slip stakes one amount on every pick (send summary.amount; each item's amount must equal it) or an amount per pick (leave summary.amount out). Either way the room's minimum bet holds for each item, and its bet limit per round and the player's balance for the total.",
  });
/** A bet request as the server reads it (amounts in cents). */
export type BetRequest = z.output<typeof betRequest>;

/** The reply of `POST /game/bet`: the bets placed and the balance after them. */
export const betReply = z.object({ bets: z.array(bet), balance: moneyText }).meta({ id: 'BetReply' });
export type BetReply = z.output<typeof betReply>;

/** The query of `POST /game/bet/cancel`. */
export const betCancelQuery = z.object({ betUid: uuidText });
export type BetCancelQuery = z.output<typeof betCancelQuery>;

/** The query of `GET /game/search/bet`: a period (`start` before `end`), a lottery, a round. */
export const betSearchQuery = pageQuery
  .extend({
    lotteryId: recordId.optional(),
    period: z.string().max(20).optional(),
    start: dateQuery,
    end: dateQuery,
  })
  .refine((q) => q.start < q.end, { path: ['end'], error: 'INVALID_VALUE' });
export type BetSearchQuery = z.output<typeof betSearchQuery>;

/** Totals over the whole filter of a bet search, not just the page. */
export const betTotals = z.object({
  totalBets: z.string(),
  winnings: moneyText,
  losses: moneyText,
  netProfit: moneyText,
});

/** The reply of `GET /game/search/bet`: a page of bets with the totals of the filter. */
export const betSearch = pageSchema(bet).extend({ totals: betTotals }).meta({ id: 'BetSearch' });
export type BetSearch = z.output<typeof betSearch>;
