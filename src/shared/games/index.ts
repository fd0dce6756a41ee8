/**
 * The rules of every game by key, and the settlement arithmetic: what one bet pays
 * for one draw.
 */
import { fast3 } from './fast3.ts';
import { fiveMins } from './fiveMins.ts';
import { lotto } from './lotto.ts';
import { mark6 } from './mark6.ts';
import type { DrawResult, GameKey, GameRules, Outcome } from './types.ts';

/** Every game's rules, by game key. */
export const RULES: Record<GameKey, GameRules> = { lotto, fast3, fiveMins, mark6 };

/** The rules of one game. */
export function rulesOf(game: GameKey): GameRules {
  return RULES[game];
}

/**
 * What a winning stake pays, principal included: floor(stake × odds / 10000) cents, in bigint so
 * no floating point touches money.
 * @example payout(101n, 19_600) // 197n: floor(101 × 1.96) = floor(197.96)
 */
export function payout(stake: bigint, odds: number): bigint {
  if (!Number.isSafeInteger(odds) || odds < 0)
    throw new Error(`Odds must be a non-negative integer: ${odds}`);
  return (stake * BigInt(odds)) / 10_000n;
}

/** A bet as settlement sees it: the key, the stake in cents and the odds stored at confirmation. */
export type SettlableBet = {
  key: string;
  amount: bigint;
  odds: number;
  /** `face:*` only: the odds for one, two and three matching dice. */
  oddsByCount?: readonly number[] | null;
};

/** A settled bet: `WIN` credits the payout, `LOSE` nothing, `CANCEL` returns the stake. */
export type Settlement = { result: Outcome['result']; payout: bigint };

/**
 * Settles one bet against a draw.
 * @example
 * const bet = { key: 'face:4', amount: 100n, odds: 20_000, oddsByCount: [20_000, 30_000, 130_000] };
 * settleBet(bet, { numbers: [4, 4, 1] }, fast3) // { result: 'WIN', payout: 300n }: two fours, 3 × 1.00
 */
export function settleBet(bet: SettlableBet, draw: DrawResult, rules: GameRules): Settlement {
  const outcome = rules.outcome(bet.key, draw);
  switch (outcome.result) {
    case 'LOSE':
      return { result: 'LOSE', payout: 0n };
    case 'CANCEL':
      return { result: 'CANCEL', payout: bet.amount };
    case 'WIN': {
      const odds = outcome.count === undefined ? bet.odds : bet.oddsByCount?.[outcome.count - 1];
      // A face bet stored without its three odds cannot be paid correctly: refuse rather than guess.
      if (odds === undefined)
        throw new Error(`Bet on ${bet.key} has no odds for ${outcome.count} matching dice`);
      return { result: 'WIN', payout: payout(bet.amount, odds) };
    }
  }
}
