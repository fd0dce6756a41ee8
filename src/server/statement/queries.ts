/**
 * The one query of the activity statement: the player's own ledger legs in a range, summed per
 * reason group and per day of the site's time zone. Sums are signed cents as the ledger holds
 * them (debits negative); `statement.ts` turns them into the statement's positive figures.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/transaction.ts';
import { selectRows } from '#server/db/rows.ts';

export interface StatementDayRow {
  date: string;
  deposits: string;
  withdrawals: string;
  transfersIn: string;
  transfersOut: string;
  stakes: string;
  returns: string;
}

const sumOf = (reasons: readonly string[]) =>
  sql`coalesce(sum(amount) filter (where reason in (${sql.join(
    reasons.map((r) => sql`${r}`),
    sql`, `,
  )})), 0)::bigint::text`;

/** Per day (oldest first) with any movement: signed sums of each group of reasons. */
export function statementDayRows(
  db: Executor,
  customerId: string,
  range: { start: Date; end: Date; timeZone: string },
): Promise<StatementDayRow[]> {
  const day = sql`to_char(created_at at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  return selectRows<StatementDayRow>(
    db,
    sql`
      select ${day} as "date",
        ${sumOf(['recharge', 'chargeRevoke'])} as "deposits",
        ${sumOf(['withdraw', 'withdrawCancel', 'withdrawReject', 'withdrawFailed'])} as "withdrawals",
        ${sumOf(['internalTransferReceive'])} as "transfersIn",
        ${sumOf(['internalTransferSend'])} as "transfersOut",
        ${sumOf(['betting', 'bettingCancel'])} as "stakes",
        ${sumOf(['bettingWin'])} as "returns"
      from ledger_entries
      where customer_id = ${customerId}::uuid
        and created_at >= ${range.start.toISOString()}::timestamptz
        and created_at < ${range.end.toISOString()}::timestamptz
      group by 1
      order by 1`,
  );
}
