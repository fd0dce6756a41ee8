/**
 * Market statistics of a lottery (`GET /game/{lotteryId}/stats`): over its last drawn rounds, how
 * often each key won, how long since it last won, its longest drought and its running streak.
 */
import { z } from 'zod';
import { STATS_WINDOW } from '../games/stats.ts';

export { STATS_WINDOW };

export const statsQuery = z.object({
  window: z.coerce
    .number()
    .int()
    .min(STATS_WINDOW.min)
    .max(STATS_WINDOW.max)
    .default(STATS_WINDOW.default)
    .meta({
      description: `How many of the newest drawn rounds to count (${STATS_WINDOW.min}–${STATS_WINDOW.max}).`,
    }),
});
export type StatsQuery = z.output<typeof statsQuery>;

export const keyStats = z
  .object({
    key: z.string().meta({ description: 'A market key (exact sums are not counted).' }),
    hits: z.number().meta({ description: 'Rounds of the window in which the key won; a refund is no win.' }),
    currentMiss: z.number().meta({
      description: 'Rounds since the key last won: 0 when the newest round won it, `rounds` when none did.',
    }),
    maxMiss: z.number().meta({ description: 'The longest run of rounds in the window without a win.' }),
    streak: z.number().meta({ description: 'How many of the newest rounds in a row the key won.' }),
  })
  .meta({ id: 'KeyStats' });
export type KeyStatsView = z.output<typeof keyStats>;

export const lotteryStats = z
  .object({
    window: z.number().meta({ description: 'The window asked for.' }),
    rounds: z.number().meta({
      description:
        'Drawn rounds counted: the window, or fewer when the lottery has not drawn that many (void rounds never count).',
    }),
    /** The period of the newest round counted, so a screen knows which draw the figures include. */
    latestPeriod: z.string().nullable(),
    keys: z.array(keyStats),
  })
  .meta({ id: 'LotteryStats' });
export type LotteryStats = z.output<typeof lotteryStats>;
