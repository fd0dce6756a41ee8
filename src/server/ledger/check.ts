/**
 * The ledger check: proves that every player's balance equals the sum of their entries (and the
 * balance recorded by their latest entry), that every movement sums to zero, and so that the
 * books balance. `npm run ledger:check` and `GET /api/admin/ledger/check` run it.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/transaction.ts';
import { selectRow, selectRows } from '#server/db/rows.ts';
import { formatMoney } from '#shared/money.ts';
import type { Discrepancy, LedgerCheck } from '#shared/contract/walletAdmin.ts';

export type { Discrepancy, LedgerCheck };

// Raw aggregates come back as different JS types from PGlite and pg: cast to text, parse here.

export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const discrepancies = [...(await balanceDiscrepancies(db)), ...(await movementDiscrepancies(db))];
  const summary = (await selectRow<{ total: string; entries: string; accounts: string }>(
    db,
    sql`
      select coalesce(sum(amount), 0)::text as total, count(*)::text as entries,
             (select count(*) from customers)::text as accounts
      from ledger_entries
    `,
  )) ?? { total: '0', entries: '0', accounts: '0' };
  if (summary.total !== '0') {
    discrepancies.push({
      kind: 'books',
      subject: 'all accounts',
      expected: '0.00',
      actual: cents(summary.total),
    });
  }
  const house = await selectRows<{ account: string; total: string }>(
    db,
    sql`
      select house_account as account, sum(amount)::text as total from ledger_entries
      where house_account is not null group by house_account order by house_account
    `,
  );
  return {
    ok: discrepancies.length === 0,
    accounts: Number(summary.accounts),
    entries: Number(summary.entries),
    houseBalances: Object.fromEntries(house.map((row) => [row.account, cents(row.total)])),
    discrepancies,
  };
}

/** Players whose balance differs from the sum of their entries or from their latest entry's. */
async function balanceDiscrepancies(db: Executor): Promise<Discrepancy[]> {
  const rows = await selectRows<{ userId: string; balance: string; total: string; lastAfter: string | null }>(
    db,
    sql`
      select c.user_id as "userId", c.balance::text as balance, coalesce(s.total, 0)::text as total,
             last.balance_after::text as "lastAfter"
      from customers c
      left join (select customer_id, sum(amount) as total from ledger_entries
                 where customer_id is not null group by customer_id) s on s.customer_id = c.id
      left join lateral (select balance_after from ledger_entries e
                         where e.customer_id = c.id order by e.id desc limit 1) last on true
      where c.balance <> coalesce(s.total, 0) or (last.balance_after is not null and last.balance_after <> c.balance)
    `,
  );
  const found: Discrepancy[] = [];
  for (const row of rows) {
    if (row.balance !== row.total) {
      found.push({
        kind: 'balance',
        subject: row.userId,
        expected: cents(row.total),
        actual: cents(row.balance),
      });
    }
    if (row.lastAfter !== null && row.lastAfter !== row.balance) {
      found.push({
        kind: 'balanceAfter',
        subject: row.userId,
        expected: cents(row.balance),
        actual: cents(row.lastAfter),
      });
    }
  }
  return found;
}

/** Movements whose entries do not sum to zero (the first hundred). */
async function movementDiscrepancies(db: Executor): Promise<Discrepancy[]> {
  const rows = await selectRows<{ id: string; total: string }>(
    db,
    sql`
      select movement_id::text as id, sum(amount)::text as total from ledger_entries
      group by movement_id having sum(amount) <> 0 limit 100
    `,
  );
  return rows.map((row) => ({
    kind: 'movement',
    subject: row.id,
    expected: '0.00',
    actual: cents(row.total),
  }));
}

function cents(text: string): string {
  return formatMoney(BigInt(text));
}
