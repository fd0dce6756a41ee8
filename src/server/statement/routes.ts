/** `GET /customer/statement`: the signed-in player's activity statement, as JSON or a CSV download. */
import { statement, statementQuery } from '#shared/contract/statement.ts';
import { signedInPlayer } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { Statements } from './statement.ts';
import { statementCsvResponse } from './statementCsv.ts';

const playerRoute = routeGroup({ tags: ['customer'], auth: 'player' });

export function statementRoutes(statements: Statements) {
  return [
    playerRoute({
      method: 'get',
      path: '/customer/statement',
      summary:
        'Activity statement: deposits, withdrawals, transfers, stakes, returns and the betting result per day, for a range in the last 12 months',
      description:
        'Days follow the site time zone (the one withdrawal hours use); `start` is inclusive, `end` exclusive. `start` may go back to the same date a year ago, `end` at most a day ahead (VALIDATION_ERROR with `STATEMENT_TOO_OLD` or `TOO_BIG` otherwise). With `format=csv` the answer is a `text/csv` attachment: a header row, one row per day with movements and a `total` row; errors still come as the JSON envelope.',
      query: statementQuery,
      response: statement,
      otherContent: [
        {
          mediaType: 'text/csv',
          description:
            'format=csv: columns date,deposits,withdrawals,transfersIn,transfersOut,stakes,returns,net; the last row is "total".',
        },
      ],
      handler: async ({ c, query }) => {
        const result = await statements.read(signedInPlayer(c).id, query);
        return query.format === 'csv' ? statementCsvResponse(result) : result;
      },
    }),
  ];
}
