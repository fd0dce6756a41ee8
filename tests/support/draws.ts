/** Random draws of every game for property tests, as the server makes them. */
import fc from 'fast-check';
import type { DrawResult } from '#shared/games/types.ts';
import type { GameKey } from '#shared/vocabulary.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const die = fc.integer({ min: 1, max: 6 });

/** Draws of each game, with the edge cases (triples, pairs, a special 49) often. */
export const draws: Record<GameKey, fc.Arbitrary<DrawResult>> = {
  lotto: fc.shuffledSubarray(range(1, 10), { minLength: 10, maxLength: 10 }).map((numbers) => ({ numbers })),
  fast3: fc.oneof(
    fc.tuple(die, die, die).map((numbers) => ({ numbers })),
    die.map((d) => ({ numbers: [d, d, d] })),
    fc.tuple(die, die).map(([a, b]) => ({ numbers: [a, b, a] })),
  ),
  fiveMins: fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 })
    .map((numbers) => ({ numbers })),
  mark6: fc
    .tuple(fc.shuffledSubarray(range(1, 49), { minLength: 7, maxLength: 7 }), fc.boolean())
    .map(([picked, special49]) => {
      const special = special49 && !picked.slice(0, 6).includes(49) ? 49 : (picked[6] ?? 1);
      return { numbers: picked.slice(0, 6).sort((a, b) => a - b), special };
    }),
};
