/**
 * The games as players read them: lotteries, rooms, rounds, draws, odds and a
 * room's view. The server declares its routes with these schemas; browser code imports the types.
 */
import { z } from 'zod';
import { GAME_KEYS, ROUND_STATES, type GameKey } from '../vocabulary.ts';
import { localNames, moneyText, pageQuery, recordId, timeText } from './common.ts';

export { recordId };

/** The path parameters of a lottery (`/game/{lotteryId}`, `/lotteries/{lotteryId}`). */
export const lotteryParams = z.object({ lotteryId: recordId });
/** The path parameters of one room of a lottery. */
export const roomParams = z.object({ lotteryId: recordId, roomId: recordId });

/** A round as players see it: never its seed before the draw. */
export const round = z
  .object({
    id: z.number(),
    period: z.string(),
    state: z.enum(ROUND_STATES),
    opensAt: timeText,
    closesAt: timeText,
    drawAt: timeText,
    seedHash: z.string(),
  })
  .meta({ id: 'Round' });
export type Round = z.output<typeof round>;

export const lottery = z
  .object({
    id: z.number(),
    game: z.enum(GAME_KEYS),
    name: z.string().meta({
      description:
        'In the language of the request (`locale` cookie, then `Accept-Language`); English for staff.',
    }),
    names: localNames,
    intervalSeconds: z.number(),
    closeBeforeDrawSeconds: z.number(),
    enabled: z.boolean(),
  })
  .meta({ id: 'Lottery' });
/** A lottery without its round (the `lottery` of a room view). */
export type LotteryInfo = z.output<typeof lottery>;

/** `GET /game`: a lottery with the round players bet on now. */
export const lotteryWithRound = lottery.extend({ currentRound: round.nullable() });
export type Lottery = z.output<typeof lotteryWithRound>;

/** A lottery as the records screens name it. */
export const lotteryName = lottery.pick({ id: true, game: true, name: true });
export type LotteryName = z.output<typeof lotteryName>;

export const room = z
  .object({
    id: z.number(),
    lotteryId: z.number(),
    name: z.string().meta({ description: 'In the language of the request; English for staff.' }),
    names: localNames,
    minBet: moneyText,
    balanceRequirement: moneyText,
    betLimit: moneyText,
    stakeChips: z
      .array(moneyText)
      .describe(
        'The amounts a player taps to fill a stake, ascending; each within minBet and betLimit (set by staff).',
      ),
  })
  .meta({ id: 'Room' });
export type Room = z.output<typeof room>;

const bigSmall = z.enum(['BIG', 'SMALL', 'TIE']);
const oddEven = z.enum(['ODD', 'EVEN', 'TIE']);

// Mark 6's two-sided bets are on the special number, which is no sum: `special` there, `sum` elsewhere.
export const drawSummary = z.union([
  z.object({
    sum: z.number().describe('Lotto (top two), Fast 3 and 5 Minutes: the sum the two-sided bets are on'),
    bigSmall,
    oddEven,
  }),
  z.object({
    special: z.number().describe('Mark 6: the special number the two-sided bets are on'),
    bigSmall,
    oddEven,
  }),
]);
export type DrawSummary = z.output<typeof drawSummary>;

/** A drawn round, with the seed it was drawn from (revealed once drawn) and the salt. */
export const draw = z
  .object({
    id: z.number(),
    lotteryId: z.number(),
    game: z.enum(GAME_KEYS),
    period: z.string(),
    numbers: z.array(z.number()),
    special: z.number().optional(),
    summary: drawSummary,
    drawnAt: timeText.nullable(),
    seedHash: z.string(),
    seed: z.string(),
    salt: z.string(),
    state: z.enum(ROUND_STATES),
  })
  .meta({ id: 'Draw' });
export type Draw = z.output<typeof draw>;

/** `GET /game/search/draw`. */
export const drawSearchQuery = pageQuery.extend({ lotteryId: recordId.optional() });
export type DrawSearchQuery = z.output<typeof drawSearchQuery>;

/** One entry of a room's odds. */
export const marketOdds = z.object({
  key: z.string(),
  group: z.string(),
  odds: z.string(),
  oddsByCount: z
    .array(z.string())
    .optional()
    .describe('`face:*` only: the odds for one, two and three matching dice'),
});
export type MarketOdds = z.output<typeof marketOdds>;

/** `GET /game/{lotteryId}/{roomId}/odds`: the odds in force, versioned. */
export const oddsView = z.object({ version: z.number(), markets: z.array(marketOdds) });
export type OddsView = z.output<typeof oddsView>;

/** `GET /game/{lotteryId}/{roomId}`. */
export const roomView = z.object({
  lottery,
  room,
  currentRound: round.nullable(),
  recentDraws: z.array(draw),
  serverTime: z.string(),
});
export type RoomView = z.output<typeof roomView>;

/** A lottery as a round screen's switcher offers it (page data, not an API answer): its rooms' names. */
export interface SwitchLottery {
  id: number;
  game: GameKey;
  name: string;
  rooms: { id: number; name: string }[];
}
