/**
 * Market statistics over a lottery's recent draws, as players of these games read them before they
 * bet: how often each key won, how long since it last won, its longest drought and its running
 * streak. Every figure comes from the game's own `outcome`, the function settlement pays by, so a
 * statistic can never disagree with what a bet on the key would have been paid.
 */
import type { DrawResult, GameRules } from './types.ts';

/**
 * The smallest and largest window of draws a player may ask statistics for, and the one they get
 * by default (also the round screen's long dragons).
 */
export const STATS_WINDOW = { min: 10, max: 1000, default: 100 } as const;

/** The figures of one market key over a window of draws. */
export type KeyStats = {
  key: string;
  /** Draws of the window in which the key won (a refund is not a win). */
  hits: number;
  /** Draws since the key last won: 0 when the newest draw won it, the window's size when none did. */
  currentMiss: number;
  /** The longest run of draws in the window without a win. */
  maxMiss: number;
  /** How many of the newest draws in a row the key won: 0 when the newest did not. */
  streak: number;
};

/**
 * Keys on an exact sum (Lotto 10's `top12:{3..19}`, Fast 3's `sum:{3..18}`) are left out: a
 * table of seventeen sums says little a player can use, and the two-sided sum keys say it better.
 */
export function isExactSumKey(key: string): boolean {
  return /^(top12|sum):\d+$/.test(key);
}

/** The keys statistics are kept for, in the game's market order. */
export function statsKeys(rules: GameRules): string[] {
  return rules
    .markets()
    .map((market) => market.key)
    .filter((key) => !isExactSumKey(key));
}

/** Folds one key's wins, newest draw first, into its figures. */
function figuresOf(key: string, wins: readonly boolean[]): KeyStats {
  let hits = 0;
  let maxMiss = 0;
  let run = 0;
  let currentMiss = -1;
  let streak = 0;
  let streakOpen = true;
  wins.forEach((won, index) => {
    if (won) {
      hits += 1;
      if (currentMiss < 0) currentMiss = index;
      run = 0;
    } else {
      run += 1;
      maxMiss = Math.max(maxMiss, run);
    }
    if (streakOpen && won) streak += 1;
    else streakOpen = false;
  });
  return { key, hits, currentMiss: currentMiss < 0 ? wins.length : currentMiss, maxMiss, streak };
}

/**
 * The statistics of every key of a game over `draws`, newest first.
 * @example
 * marketStats(fast3, [{ numbers: [6, 6, 5] }, { numbers: [1, 2, 2] }]).find((s) => s.key === 'sum:BIG')
 * // { key: 'sum:BIG', hits: 1, currentMiss: 0, maxMiss: 1, streak: 1 }
 */
export function marketStats(rules: GameRules, draws: readonly DrawResult[]): KeyStats[] {
  return statsKeys(rules).map((key) =>
    figuresOf(
      key,
      draws.map((draw) => rules.outcome(key, draw).result === 'WIN'),
    ),
  );
}
