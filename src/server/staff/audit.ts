/**
 * The audit log: every staff action, who did it, to what, the state before and after, from
 * which IP. Written in the same transaction as the action, so one never exists without the other.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';
import { auditLog } from '../db/schema/index.ts';
import type { StaffRow } from '../actors.ts';
import { toPage } from '#server/db/paging.ts';

export interface AuditEntry {
  staff: Pick<StaffRow, 'id' | 'username'>;
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  ip: string;
}

/** Appends one entry. */
export async function audit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: entry.staff.id,
    staffUsername: entry.staff.username,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}

/** A page of the log, newest first. */
export async function searchAudit(
  db: Db,
  filters: { staffId?: string | undefined; action?: string | undefined; pageNo: number; pageSize: number },
) {
  const where = and(
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(filters.pageSize)
      .offset((filters.pageNo - 1) * filters.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return toPage(
    filters,
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}
