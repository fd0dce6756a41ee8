/**
 * The API shapes the betting screens read beyond src/client/types.ts (checked against
 * src/server/games/routes.ts): a room with its round and draws, the odds list, the bet reply and
 * the bet search with its totals.
 */
import type { Bet, Draw, Game, Page, Round, Room } from '#client/types.ts';

/** `GET /game/{lotteryId}/{roomId}`. */
export interface RoomView {
  lottery: {
    id: number;
    game: Game;
    name: string;
    intervalSeconds: number;
    closeBeforeDrawSeconds: number;
    enabled: boolean;
  };
  room: Room;
  currentRound: Round | null;
  recentDraws: Draw[];
  serverTime: string;
}

/** One entry of `GET /game/{lotteryId}/{roomId}/odds`. */
export interface MarketOdds {
  key: string;
  group: string;
  odds: string;
  /** `face:*` only: the odds for one, two and three matching dice. */
  oddsByCount?: string[];
}

export interface OddsView {
  version: number;
  markets: MarketOdds[];
}

/** `POST /game/bet`. */
export interface BetReply {
  bets: Bet[];
  balance: string;
}

/** `GET /game/search/bet`. */
export interface BetSearch extends Page<Bet> {
  totals: { totalBets: string; winnings: string; losses: string; netProfit: string };
}

/** A lottery as the records screens name it. */
export interface LotteryName {
  id: number;
  game: Game;
  name: string;
}
