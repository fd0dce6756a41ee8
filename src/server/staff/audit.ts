/**
 * The audit log: every staff action, who did it, to what, the state before and after, from
 * which IP. Written in the same transaction as the action, so one never exists without the other.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Executor } from '#server/db/transaction.ts';
import { auditLog } from '#server/db/schema/index.ts';
import type { StaffRow } from '#server/actors.ts';
import { readPage, tableRows } from '#server/db/paging.ts';
import type { AuditEntry as AuditView, AuditQuery } from '#shared/contract/staff.ts';
import type { Page } from '#shared/contract/common.ts';

/** Who acted, from where: a staff actor, or a member signing in or out from an address. */
export interface AuditActor {
  staff: Pick<StaffRow, 'id' | 'username'>;
  ip: string;
}

/** What was done, to what, and the state before and after. */
export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one entry. */
export async function audit(executor: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: actor.staff.id,
    staffUsername: actor.staff.username,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}

/**
 * Appends one entry of something the system did on its own (no staff member, no address): a
 * background job's finding staff must see, such as a credited chain deposit flagged.
 */
export async function auditBySystem(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: null,
    staffUsername: null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: null,
  });
}

/** A page of the log, newest first. */
export function searchAudit(db: Db, filters: AuditQuery): Promise<Page<AuditView>> {
  const where = and(
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
  );
  return readPage(filters, tableRows(db, auditLog, where, desc(auditLog.id)), (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}
