/**
 * The player's activity statement: what went in, came out and was staked and won,
 * per day of the site's time zone, for a range within the last 12 months.
 */
import { z } from 'zod';
import { dateQuery, moneyText } from './common.ts';

export const STATEMENT_FORMATS = ['json', 'csv'] as const;

/**
 * `GET /customer/statement`: `start` inclusive, `end` exclusive. The server's
 * clock decides the rest: `start` no earlier than the same day a year ago (site time zone),
 * `end` no later than a day from now.
 */
export const statementQuery = z
  .object({
    start: dateQuery.meta({ description: 'ISO date or time, inclusive.', example: '2026-11-01' }),
    end: dateQuery.meta({ description: 'ISO date or time, exclusive.', example: '2026-12-01' }),
    format: z
      .enum(STATEMENT_FORMATS)
      .default('json')
      .meta({ description: '`csv` answers a `text/csv` download instead of the JSON envelope.' }),
  })
  .refine((range) => range.start < range.end, { path: ['end'], error: 'INVALID_VALUE' });

export type StatementQuery = z.output<typeof statementQuery>;

const figures = {
  deposits: moneyText.meta({
    description: 'Deposits credited (recharge) less deposits reversed (chargeRevoke).',
  }),
  withdrawals: moneyText.meta({
    description:
      'Withdrawals applied for (withdraw) less those refunded when cancelled, rejected or failed, on the day each happened.',
  }),
  transfersIn: moneyText.meta({ description: 'Internal transfers received from other players.' }),
  transfersOut: moneyText.meta({ description: 'Internal transfers sent to other players.' }),
  stakes: moneyText.meta({
    description:
      'Stakes placed (betting) less stakes refunded (bettingCancel: cancelled bets, ties, void rounds).',
  }),
  returns: moneyText.meta({ description: 'Winnings paid, principal included (bettingWin).' }),
  net: moneyText.meta({
    description:
      'The betting result: returns − stakes (negative is a loss). Deposits, withdrawals and transfers are not in it.',
    example: '-12.50',
  }),
};

/** One day's figures or the range's totals. */
export const statementFigures = z.object(figures);

export const statementDay = z
  .object({
    date: z.string().meta({ description: 'YYYY-MM-DD in the site time zone.', example: '2026-11-21' }),
  })
  .extend(figures)
  .meta({ id: 'StatementDay' });

export const statement = z
  .object({
    start: z.string().meta({ description: 'The range as asked, ISO 8601 UTC.' }),
    end: z.string(),
    timeZone: z
      .string()
      .meta({ description: 'The site time zone the days follow.', example: 'Asia/Singapore' }),
    totals: statementFigures,
    days: z.array(statementDay).meta({ description: 'Days with any movement only, oldest first.' }),
  })
  .meta({
    id: 'Statement',
    description:
      'Balance change over the range = deposits − withdrawals + transfersIn − transfersOut − stakes + returns.',
  });

export type Statement = z.output<typeof statement>;
export type StatementDay = z.output<typeof statementDay>;
