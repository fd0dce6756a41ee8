/**
 * A room's stake chips: the preset amounts a player taps to fill a stake, set by staff per room.
 * Integer cents, ascending, each within the room's minimum bet and bet limit. The server judges
 * an edit with these rules and the console checks its form with the same ones.
 */

/** The most chips a room may have. */
export const MAX_STAKE_CHIPS = 8;

/** The multiples of the minimum bet a room's chips are by default. */
const DEFAULT_MULTIPLES = [1n, 5n, 10n, 50n, 100n] as const;

/**
 * The chips of a room that staff have not set: its minimum bet ×1, ×5, ×10, ×50 and ×100, those
 * within the bet limit (the minimum bet always). Migration 0011 computes the same in SQL.
 * @example defaultStakeChips(100n, 5_000n) // [100n, 500n, 1000n, 5000n]
 */
export function defaultStakeChips(minBet: bigint, betLimit: bigint): bigint[] {
  return DEFAULT_MULTIPLES.map((m) => minBet * m).filter((chip, i) => i === 0 || chip <= betLimit);
}

/** What is wrong with a room's chips, checked in this order; null when nothing is. */
export type StakeChipsProblem =
  'AMOUNT_BELOW_MINIMUM' | 'AMOUNT_ABOVE_MAXIMUM' | 'DUPLICATE_VALUE' | 'TOO_SHORT' | 'TOO_LONG';

/**
 * Judges chips against the room they would belong to: one to eight, none below its minimum bet
 * or above its bet limit, no amount twice.
 * @example stakeChipsProblem([500n, 100n], { minBet: 100n, betLimit: 1000n }) // null
 * @example stakeChipsProblem([50n], { minBet: 100n, betLimit: 1000n }) // 'AMOUNT_BELOW_MINIMUM'
 */
export function stakeChipsProblem(
  chips: readonly bigint[],
  room: { minBet: bigint; betLimit: bigint },
): StakeChipsProblem | null {
  if (chips.length === 0) return 'TOO_SHORT';
  if (chips.length > MAX_STAKE_CHIPS) return 'TOO_LONG';
  if (chips.some((chip) => chip < room.minBet)) return 'AMOUNT_BELOW_MINIMUM';
  if (chips.some((chip) => chip > room.betLimit)) return 'AMOUNT_ABOVE_MAXIMUM';
  if (new Set(chips).size !== chips.length) return 'DUPLICATE_VALUE';
  return null;
}

/** Chips in the order they are stored and shown: ascending. */
export function sortStakeChips(chips: readonly bigint[]): bigint[] {
  return [...chips].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
