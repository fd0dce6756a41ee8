/**
 * The SQL of deposit and loss limits: a player's limit rows, what they deposited and
 * lost in each current period (from the ledger), the change history and the refusals.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  protectionLimitChanges,
  protectionLimits,
  customers,
  ledgerEntries,
  protectionLimitHits,
  staff,
} from '#server/db/schema/index.ts';
import type { Executor } from '#server/db/transaction.ts';
import { readPage } from '#server/db/paging.ts';
import { selectRow } from '#server/db/rows.ts';
import type { PageRequest } from '#shared/contract/common.ts';
import {
  DEPOSIT_REASONS,
  LIMIT_PERIODS,
  LOSS_REASONS,
  type LimitKind,
  type LimitPeriod,
} from '#shared/vocabulary.ts';

export type LimitRow = typeof protectionLimits.$inferSelect;
export type LimitChangeRow = typeof protectionLimitChanges.$inferInsert;
export type LimitHitRow = typeof protectionLimitHits.$inferSelect;

export async function limitRowsOf(db: Executor, customerId: string): Promise<LimitRow[]> {
  return db.select().from(protectionLimits).where(eq(protectionLimits.customerId, customerId));
}

/** Writes one limit row whole (insert or replace). */
export async function saveLimitRow(db: Executor, row: Omit<LimitRow, 'updatedAt'>, at: Date): Promise<void> {
  const values = { ...row, updatedAt: at };
  await db
    .insert(protectionLimits)
    .values(values)
    .onConflictDoUpdate({
      target: [protectionLimits.customerId, protectionLimits.kind, protectionLimits.period],
      set: {
        playerAmount: values.playerAmount,
        operatorAmount: values.operatorAmount,
        pendingSet: values.pendingSet,
        pendingAmount: values.pendingAmount,
        requestedAt: values.requestedAt,
        updatedAt: at,
      },
    });
}

export async function insertLimitChanges(db: Executor, rows: LimitChangeRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(protectionLimitChanges).values(rows);
}

/** Per kind and period: deposited (gross) and lost (net, may be negative) since each start. */
export type Usage = Record<LimitKind, Record<LimitPeriod, bigint>>;

/**
 * What the player deposited and lost since the start of each period (up to now: nothing later
 * exists). One pass over the player's ledger entries since the earliest start.
 */
export async function usageSince(
  db: Executor,
  customerId: string,
  starts: Record<LimitPeriod, Date>,
): Promise<Usage> {
  const earliest = new Date(Math.min(...LIMIT_PERIODS.map((p) => starts[p].getTime())));
  const loss = sql.raw(LOSS_REASONS.map((r) => `'${r}'`).join(', '));
  const deposit = sql.raw(DEPOSIT_REASONS.map((r) => `'${r}'`).join(', '));
  const sums = LIMIT_PERIODS.flatMap((period) => {
    const since = sql`${starts[period].toISOString()}::timestamptz`;
    return [
      sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.reason} in (${deposit}) and ${ledgerEntries.createdAt} >= ${since}), 0)::text as ${sql.identifier(`deposit_${period}`)}`,
      sql`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.reason} in (${loss}) and ${ledgerEntries.createdAt} >= ${since}), 0)::text as ${sql.identifier(`loss_${period}`)}`,
    ];
  });
  const row = await selectRow<Record<string, string>>(
    db,
    sql`select ${sql.join(sums, sql`, `)} from ${ledgerEntries}
        where ${ledgerEntries.customerId} = ${customerId} and ${ledgerEntries.createdAt} >= ${earliest.toISOString()}::timestamptz`,
  );
  const read = (name: string) => BigInt(row?.[name] ?? '0');
  const per = (kind: LimitKind) =>
    Object.fromEntries(LIMIT_PERIODS.map((p) => [p, read(`${kind}_${p}`)])) as Record<LimitPeriod, bigint>;
  return { deposit: per('deposit'), loss: per('loss') };
}

/** A player's limit history, newest first, with the staff member's username for staff changes. */
export async function limitChangesOf(db: Executor, customerId: string, max = 100) {
  return db
    .select({
      kind: protectionLimitChanges.kind,
      period: protectionLimitChanges.period,
      action: protectionLimitChanges.action,
      fromAmount: protectionLimitChanges.fromAmount,
      toAmount: protectionLimitChanges.toAmount,
      at: protectionLimitChanges.at,
      staff: staff.username,
    })
    .from(protectionLimitChanges)
    .leftJoin(staff, eq(staff.id, protectionLimitChanges.staffId))
    .where(eq(protectionLimitChanges.customerId, customerId))
    .orderBy(desc(protectionLimitChanges.id))
    .limit(max);
}

export async function insertLimitHit(
  db: Executor,
  hit: typeof protectionLimitHits.$inferInsert,
): Promise<void> {
  await db.insert(protectionLimitHits).values(hit);
}

export async function limitHitsOf(db: Executor, customerId: string, max = 50): Promise<LimitHitRow[]> {
  return db
    .select()
    .from(protectionLimitHits)
    .where(eq(protectionLimitHits.customerId, customerId))
    .orderBy(desc(protectionLimitHits.at), desc(protectionLimitHits.id))
    .limit(max);
}

/** Players a limit refused in [start, end): one row per player, kind and period, most hits first. */
export function limitHitsReport(
  db: Executor,
  range: { start: Date; end: Date; kind?: LimitKind | undefined },
  page: PageRequest,
) {
  const where = and(
    gte(protectionLimitHits.at, range.start),
    lt(protectionLimitHits.at, range.end),
    range.kind ? eq(protectionLimitHits.kind, range.kind) : undefined,
  );
  const hits = sql<number>`count(*)::int`;
  const lastAt = sql<string>`max(${protectionLimitHits.at})`.mapWith(
    (value: string | Date) => new Date(value),
  );
  const groups = [
    protectionLimitHits.customerId,
    protectionLimitHits.kind,
    protectionLimitHits.period,
  ] as const;
  return readPage(
    page,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            // The public user ID: the internal id never leaves the server, and the console links by it.
            customerId: customers.userId,
            username: customers.username,
            kind: protectionLimitHits.kind,
            period: protectionLimitHits.period,
            hits,
            lastAt,
          })
          .from(protectionLimitHits)
          .innerJoin(customers, eq(customers.id, protectionLimitHits.customerId))
          .where(where)
          .groupBy(...groups, customers.userId, customers.username)
          .orderBy(desc(hits), desc(lastAt), customers.username)
          .limit(limit)
          .offset(offset),
      count: () =>
        db.select({ n: sql<string>`count(*)::text` }).from(
          db
            .select({ customerId: protectionLimitHits.customerId })
            .from(protectionLimitHits)
            .where(where)
            .groupBy(...groups)
            .as('grouped'),
        ),
    },
    (row) => ({ ...row, lastAt: row.lastAt.toISOString() }),
  );
}
