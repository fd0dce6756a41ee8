/**
 * The games as staff manage them: lotteries with their rooms, their edits, odds with the RTP of
 * every key, rounds with their bets, and voiding a round.
 */
import { z } from 'zod';
import { ROUND_STATES } from '../vocabulary.ts';
import { MAX_STAKE_CHIPS } from '../stakeChips.ts';
import { localNames, moneyAmount, moneyAmountOrZero, moneyText, pageQuery } from './common.ts';
import { bet } from './betting.ts';
import { draw, lottery, recordId, room, round } from './games.ts';

export type AdminRoom = z.output<typeof room>;

/** `GET /lotteries`: every lottery (disabled ones too) with its rooms. */
export const adminLottery = lottery.extend({ rooms: z.array(room) });
export type AdminLottery = z.output<typeof adminLottery>;

/** `PUT /lotteries/{lotteryId}`: takes effect from the next round. */
export const lotteryEdit = z
  .object({
    name: z.string().trim().min(1).max(60).optional(),
    names: localNames
      .optional()
      .describe('The name in each other language; replaces the whole set (a locale left out shows `name`).'),
    intervalSeconds: z.number().int().min(10).max(86_400).optional(),
    closeBeforeDrawSeconds: z.number().int().min(0).max(86_400).optional(),
    enabled: z.boolean().optional(),
  })
  .refine(
    (b) =>
      b.closeBeforeDrawSeconds === undefined ||
      b.intervalSeconds === undefined ||
      b.closeBeforeDrawSeconds < b.intervalSeconds,
    { path: ['closeBeforeDrawSeconds'], error: 'TOO_BIG' },
  );
export type LotteryEdit = z.output<typeof lotteryEdit>;

/**
 * `PUT /lotteries/{lotteryId}/rooms/{roomId}`: only the fields sent change. The room as edited
 * must keep its minimum bet within its bet limit and every stake chip within both; an edit of the
 * minimum or the limit that would leave a stored chip outside is refused (`stakeChips`) unless
 * it sends chips that fit.
 */
export const roomEdit = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  names: localNames
    .optional()
    .describe('The name in each other language; replaces the whole set (a locale left out shows `name`).'),
  minBet: moneyAmount.optional(),
  balanceRequirement: moneyAmountOrZero.optional(),
  betLimit: moneyAmount.optional(),
  stakeChips: z
    .array(moneyAmount)
    .min(1)
    .max(MAX_STAKE_CHIPS)
    .optional()
    .describe(
      'One to eight amounts, each at least minBet and at most betLimit (as they stand after this edit), none twice; stored ascending.',
    ),
});
export type RoomEdit = z.output<typeof roomEdit>;

/** One key's odds with the RTP they give, as a percentage string ("97.22"). */
export const oddsMarket = z.object({
  key: z.string(),
  group: z.string(),
  odds: z.string(),
  oddsByCount: z.array(z.string()).optional(),
  rtp: z.string(),
});
export type OddsMarket = z.output<typeof oddsMarket>;

/** `GET` and `PUT /lotteries/{lotteryId}/odds`: a lottery's (or a room's) odds with their RTP. */
export const oddsWithRtp = z.object({ version: z.number(), markets: z.array(oddsMarket) });
export type OddsView = z.output<typeof oddsWithRtp>;

export const oddsQuery = z.object({ roomId: recordId.optional() });

/** `PUT /lotteries/{lotteryId}/odds`: a new version; refused above 100% RTP unless forced. */
export const oddsEdit = z.object({
  roomId: recordId.optional(),
  odds: z
    .array(
      z.object({
        key: z.string().max(40),
        odds: z.string().max(16),
        oddsByCount: z.array(z.string().max(16)).length(3).optional(),
      }),
    )
    .min(1)
    .max(400),
  force: z.boolean().optional(),
});
export type OddsEdit = z.output<typeof oddsEdit>;

/** `GET /rounds`. */
export const roundListQuery = pageQuery.extend({
  lotteryId: recordId.optional(),
  state: z.enum(ROUND_STATES).optional(),
});
export type RoundListQuery = z.output<typeof roundListQuery>;

/** A round in the staff list: its bets counted and its live stakes summed. */
export const roundListItem = round.extend({
  lotteryId: z.number(),
  voidReason: z.string().nullable(),
  bets: z.number(),
  turnover: moneyText,
});
export type RoundListItem = z.output<typeof roundListItem>;

/** One of a round's bets as staff see it: the bet and the player who placed it. */
export const roundBet = bet.extend({ userId: z.string() });

/** `GET /rounds/{id}`: the draw only once drawn (not even staff see a seed before). */
export const roundDetail = round.extend({
  lotteryId: z.number(),
  game: lottery.shape.game,
  voidReason: z.string().nullable(),
  draw: draw.nullable(),
  bets: z.array(roundBet),
});
export type RoundDetailView = z.output<typeof roundDetail>;
export type RoundDraw = z.output<typeof draw>;

/** `POST /rounds/{id}/void`. */
export const roundVoid = z.object({ reason: z.string().trim().min(1).max(300) });
export const voidedRound = round.extend({ voidReason: z.string().nullable() });
