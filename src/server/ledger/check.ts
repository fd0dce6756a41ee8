/**
 * The ledger check: proves that every player's balance equals the sum of their entries (and the
 * balance recorded by their latest entry), that every movement sums to zero, and so that the
 * books balance. `npm run ledger:check` and `GET /api/admin/ledger/check` run it.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction.ts';
import { formatMoney } from '#shared/money.ts';

export interface Discrepancy {
  kind: 'balance' | 'balanceAfter' | 'movement' | 'books';
  subject: string;
  expected: string;
  actual: string;
}

export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  entries: number;
  houseBalances: Record<string, string>;
  discrepancies: Discrepancy[];
}

// Raw aggregates come back as different JS types from PGlite and pg: cast to text, parse here.
type Rows<T> = { rows: T[] };

export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const discrepancies: Discrepancy[] = [];

  const balances = (await db.execute(sql`
    select c.user_id as "userId", c.balance::text as balance, coalesce(s.total, 0)::text as total,
           last.balance_after::text as "lastAfter"
    from customers c
    left join (select customer_id, sum(amount) as total from ledger_entries
               where customer_id is not null group by customer_id) s on s.customer_id = c.id
    left join lateral (select balance_after from ledger_entries e
                       where e.customer_id = c.id order by e.id desc limit 1) last on true
    where c.balance <> coalesce(s.total, 0) or (last.balance_after is not null and last.balance_after <> c.balance)
  `)) as unknown as Rows<{ userId: string; balance: string; total: string; lastAfter: string | null }>;
  for (const row of balances.rows) {
    if (row.balance !== row.total) {
      discrepancies.push({
        kind: 'balance',
        subject: row.userId,
        expected: cents(row.total),
        actual: cents(row.balance),
      });
    }
    if (row.lastAfter !== null && row.lastAfter !== row.balance) {
      discrepancies.push({
        kind: 'balanceAfter',
        subject: row.userId,
        expected: cents(row.balance),
        actual: cents(row.lastAfter),
      });
    }
  }

  const movements = (await db.execute(sql`
    select movement_id::text as id, sum(amount)::text as total from ledger_entries
    group by movement_id having sum(amount) <> 0 limit 100
  `)) as unknown as Rows<{ id: string; total: string }>;
  for (const row of movements.rows) {
    discrepancies.push({ kind: 'movement', subject: row.id, expected: '0.00', actual: cents(row.total) });
  }

  const totals = (await db.execute(sql`
    select coalesce(sum(amount), 0)::text as total, count(*)::text as entries,
           (select count(*) from customers)::text as accounts
    from ledger_entries
  `)) as unknown as Rows<{ total: string; entries: string; accounts: string }>;
  const summary = totals.rows[0] ?? { total: '0', entries: '0', accounts: '0' };
  if (summary.total !== '0') {
    discrepancies.push({
      kind: 'books',
      subject: 'all accounts',
      expected: '0.00',
      actual: cents(summary.total),
    });
  }

  const house = (await db.execute(sql`
    select house_account as account, sum(amount)::text as total from ledger_entries
    where house_account is not null group by house_account order by house_account
  `)) as unknown as Rows<{ account: string; total: string }>;

  return {
    ok: discrepancies.length === 0,
    accounts: Number(summary.accounts),
    entries: Number(summary.entries),
    houseBalances: Object.fromEntries(house.rows.map((row) => [row.account, cents(row.total)])),
    discrepancies,
  };
}

function cents(text: string): string {
  return formatMoney(BigInt(text));
}
