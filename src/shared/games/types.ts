/**
 * The vocabulary of the game-rules layer: games, draws, markets and outcomes. Pure, so
 * the server, the browser verifier and the command line share it.
 */

import { GAME_KEYS, type GameKey } from '../vocabulary.ts';

/** The four games, by their key in the API. */
export type { GameKey };

/** Every game, in the order the lobby lists them. */
export const GAMES: readonly GameKey[] = GAME_KEYS;

/**
 * The numbers of one draw. Mark 6: `numbers` are the six regular numbers sorted ascending and
 * `special` the special; every other game: `numbers` in position order and no `special`.
 */
export type DrawResult = { numbers: number[]; special?: number };

/** How one key settles against a draw; `count` is the number of matching dice of a won `face:*`. */
export type Outcome = { result: 'WIN' | 'LOSE' | 'CANCEL'; count?: number };

/**
 * The headline figures of a draw shown in the round history: the figure the two-sided bets are
 * on, with its big/small and odd/even. It is a sum for Lotto (top two), Fast 3 and 5 Minutes,
 * and Mark 6's special number itself, which is no sum.
 */
export type DrawSummary = { bigSmall: 'BIG' | 'SMALL' | 'TIE'; oddEven: 'ODD' | 'EVEN' | 'TIE' } & (
  { sum: number; special?: never } | { special: number; sum?: never }
);

/** One selectable key with its default odds and the round-screen tab it belongs to. */
export type Market = {
  key: string;
  group: string;
  /** Integer odds in 1/10000, principal included: 1.96 is 19600. */
  odds: number;
  /** `face:*` only: the odds for one, two and three matching dice, e.g. [20000, 30000, 130000]. */
  oddsByCount?: [number, number, number];
};

/** Everything the platform needs to know about one game's markets and draws. */
export type GameRules = {
  game: GameKey;
  /** Every key of the game with the default odds (a fresh copy on each call). */
  markets(): Market[];
  /** Settles `key` against `draw`; throws on a key the game does not have. */
  outcome(key: string, draw: DrawResult): Outcome;
  isKey(key: string): boolean;
  summary(draw: DrawResult): DrawSummary;
  /** The round-screen tabs, in display order. */
  groups: readonly string[];
};

/** A market together with the rule that settles it: one table is a game's keys, odds and outcomes. */
export type MarketRule = Market & { settle: (draw: DrawResult) => Outcome };

/** `WIN` when the condition holds, else `LOSE`. */
export function winIf(condition: boolean): Outcome {
  return { result: condition ? 'WIN' : 'LOSE' };
}

/** The summary of a draw read by its sum: BIG from `bigFrom` up (SMALL below), ODD or EVEN. */
export function sumSummary(sum: number, bigFrom: number): DrawSummary {
  return { sum, bigSmall: sum >= bigFrom ? 'BIG' : 'SMALL', oddEven: sum % 2 === 1 ? 'ODD' : 'EVEN' };
}

/**
 * Builds a game's rules from its market table, so every game looks keys up, and refuses unknown
 * ones, the same way.
 */
export function rulesFromTable(
  game: GameKey,
  groups: readonly string[],
  table: readonly MarketRule[],
  summary: (draw: DrawResult) => DrawSummary,
): GameRules {
  const byKey = new Map(table.map((rule) => [rule.key, rule]));
  return {
    game,
    groups,
    // Fresh objects: a caller editing odds (e.g. a room's table) must not change the defaults.
    markets: () =>
      table.map(({ key, group, odds, oddsByCount }) =>
        oddsByCount
          ? { key, group, odds, oddsByCount: [oddsByCount[0], oddsByCount[1], oddsByCount[2]] }
          : { key, group, odds },
      ),
    outcome(key, draw) {
      const rule = byKey.get(key);
      if (!rule) throw new Error(`Unknown ${game} market key: ${key}`);
      return rule.settle(draw);
    },
    isKey: (key) => byKey.has(key),
    summary,
  };
}

/** The number at a 1-based position of a draw; throws when the draw is too short for the game. */
export function numberAt(draw: DrawResult, position: number): number {
  const value = draw.numbers[position - 1];
  if (value === undefined) throw new Error(`The draw has no number at position ${position}`);
  return value;
}
