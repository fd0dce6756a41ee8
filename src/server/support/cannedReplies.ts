/**
 * Canned replies: texts staff insert into the chat's composer, per language. Support
 * and admin manage them (each change audited in its transaction); every operator may read them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffActor } from '#server/actors.ts';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { selectRow } from '#server/db/rows.ts';
import { staff, supportCannedReplies } from '#server/db/schema/index.ts';
import { transaction, type Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { audit } from '#server/staff/audit.ts';
import type { SupportCannedReply, SupportCannedReplyRequest } from '#shared/contract/support.ts';
import { LOCALES, type Locale } from '#shared/vocabulary.ts';
import { CANNED_REPLY_SEED } from './cannedReplySeed.ts';

const TARGET = 'supportCannedReply';

type ReplyRow = typeof supportCannedReplies.$inferSelect;

function toReply(row: ReplyRow, staffName: string | null): SupportCannedReply {
  return {
    id: row.id,
    locale: row.locale,
    title: row.title,
    body: row.body,
    updatedBy: row.updatedBy ? { id: row.updatedBy, username: staffName ?? '' } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Writes the starter replies on a database that never had one (its id sequence unused), so that
 * replies staff deleted do not come back at the next start. Answers whether it wrote them.
 */
export async function seedCannedReplies(db: Db): Promise<boolean> {
  const sequence = await selectRow<{ used: boolean }>(
    db,
    sql`select is_called as used from support_canned_replies_id_seq`,
  );
  if (sequence?.used) return false;
  const rows = LOCALES.flatMap((locale) => CANNED_REPLY_SEED[locale].map((reply) => ({ locale, ...reply })));
  await db.insert(supportCannedReplies).values(rows);
  return true;
}

/** Replies with who changed them last (a query to narrow with `where`). */
function selectReplies(db: Db) {
  return db
    .select({ reply: supportCannedReplies, staffName: staff.username })
    .from(supportCannedReplies)
    .leftJoin(staff, eq(staff.id, supportCannedReplies.updatedBy));
}

/** Audits a change of the reply `id`, in the change's transaction; `before` as it was. */
function auditReply(
  tx: Tx,
  actor: StaffActor,
  change: 'create' | 'update' | 'delete',
  id: number,
  { before, after }: { before?: ReplyRow; after?: SupportCannedReplyRequest },
): Promise<void> {
  return audit(tx, actor, {
    action: `support.cannedReply.${change}`,
    targetType: TARGET,
    targetId: String(id),
    before: before && { locale: before.locale, title: before.title, body: before.body },
    after,
  });
}

/** One reply with who changed it last; 404 when there is none. */
async function one(db: Db, id: number): Promise<SupportCannedReply> {
  const [row] = await selectReplies(db).where(eq(supportCannedReplies.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toReply(row.reply, row.staffName);
}

export interface CannedRepliesDeps {
  db: Db;
  clock: Clock;
}

export function createCannedReplies({ db, clock }: CannedRepliesDeps) {
  async function list(locale: Locale | undefined): Promise<SupportCannedReply[]> {
    const rows = await selectReplies(db)
      .where(locale ? eq(supportCannedReplies.locale, locale) : undefined)
      .orderBy(asc(supportCannedReplies.locale), asc(supportCannedReplies.id));
    return rows.map((row) => toReply(row.reply, row.staffName));
  }

  async function create(actor: StaffActor, input: SupportCannedReplyRequest): Promise<SupportCannedReply> {
    const id = await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(supportCannedReplies)
        .values({ ...input, updatedBy: actor.staff.id, updatedAt: clock.now() })
        .returning();
      if (!row) throw new Error('canned reply insert returned no row');
      await auditReply(tx, actor, 'create', row.id, { after: input });
      return row.id;
    });
    return one(db, id);
  }

  async function update(actor: StaffActor, id: number, input: SupportCannedReplyRequest) {
    await transaction(db, async (tx) => {
      const [before] = await tx
        .select()
        .from(supportCannedReplies)
        .where(eq(supportCannedReplies.id, id))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND');
      await tx
        .update(supportCannedReplies)
        .set({ ...input, updatedBy: actor.staff.id, updatedAt: clock.now() })
        .where(eq(supportCannedReplies.id, id));
      await auditReply(tx, actor, 'update', id, { before, after: input });
    });
    return one(db, id);
  }

  async function remove(actor: StaffActor, id: number): Promise<void> {
    await transaction(db, async (tx) => {
      const [before] = await tx
        .delete(supportCannedReplies)
        .where(eq(supportCannedReplies.id, id))
        .returning();
      if (!before) throw new AppError('NOT_FOUND');
      await auditReply(tx, actor, 'delete', id, { before });
    });
  }

  return { list, create, update, remove };
}

export type CannedReplies = ReturnType<typeof createCannedReplies>;
