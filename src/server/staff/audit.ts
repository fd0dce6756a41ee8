/**
 * The audit log: every staff action, who did it, to what, the state before and after, from
 * which IP. Written in the same transaction as the action, so one never exists without the other.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';
import { auditLog } from '../db/schema/index.ts';
import type { StaffRow } from '../actors.ts';
import { readPage } from '#server/db/paging.ts';
import type { AuditEntry as AuditView, AuditQuery } from '#shared/contract/staff.ts';
import type { Page } from '#shared/contract/common.ts';

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
export function searchAudit(db: Db, filters: AuditQuery): Promise<Page<AuditView>> {
  const where = and(
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
  );
  return readPage(
    filters,
    {
      rows: ({ limit, offset }) =>
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
      count: () => db.select({ n: count() }).from(auditLog).where(where),
    },
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}
