/** The SQL of notifications (`notifications.ts`). */
import { nameParams, type LocalNames } from '#shared/localNames.ts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tableRows } from '#server/db/paging.ts';
import { selectRows } from '#server/db/rows.ts';
import { customers, notifications } from '#server/db/schema/index.ts';
import type { Executor } from '#server/db/transaction.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Which of a player's notifications a list shows: all, read or unread. */
function listWhere(customerId: string, isRead: boolean | undefined) {
  return and(
    eq(notifications.customerId, customerId),
    isRead === undefined ? undefined : eq(notifications.isRead, isRead),
  );
}

/** A player's notifications (all, read or unread), newest first. */
export function notificationList(db: Db, customerId: string, isRead: boolean | undefined) {
  const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
  return tableRows(db, notifications, listWhere(customerId, isRead), ...newestFirst);
}

export async function insertNotification(executor: Executor, values: typeof notifications.$inferInsert) {
  await executor.insert(notifications).values(values);
}

/** Several system notifications in one statement. */
export async function insertNotifications(executor: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length > 0) await executor.insert(notifications).values(rows);
}

/**
 * A staff message to every player at once; returns how many were written. Players in a
 * self-exclusion are left out: nothing promotional is pushed to them.
 */
export async function insertForEveryone(db: Db, title: string, body: string, at: Date): Promise<number> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
      insert into notifications (customer_id, kind, title, body, created_at)
      select c.id, 'staff', ${title}, ${body}, ${now} from customers c
      where not exists (
        select 1 from protection_blocks cb
        where cb.customer_id = c.id and cb.kind = 'selfExclusion' and cb.starts_at <= ${now}
          and (cb.ends_at > ${now} or cb.returned_at is null))
      returning id`,
  );
  return rows.length;
}

/** A player's id by 6-digit user id. */
export async function customerIdByUserId(db: Db, userId: string) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId));
  return row?.id;
}

/** Marks one of the player's own notifications read; `undefined` when the player has no such one. */
export async function markRead(db: Db, customerId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning();
  return row;
}

/** The unread count, asked by every page of a signed-in player (the Notice tab's badge): prepared once. */
export function prepareUnreadCount(db: Db) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, sql.placeholder('customerId')), eq(notifications.isRead, false)))
    .prepare('notifications_unread');
}

/**
 * One `betWon` notification to each player with a winning bet in a settled round: the round's
 * winnings in total (formatted as `formatMoney` does), the lottery's name, the period and how
 * many of the player's bets won (`bets`, read by the win notice).
 */
export async function insertWinNotifications(
  executor: Executor,
  round: { id: number; period: string },
  lottery: { name: string; names: LocalNames },
  at: Date,
): Promise<number> {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`
      insert into notifications (customer_id, kind, params, created_at)
      select customer_id, 'betWon',
             jsonb_build_object(
               'amount', (sum(payout)::bigint / 100)::text || '.' || lpad((sum(payout)::bigint % 100)::text, 2, '0'),
               'period', ${round.period}::text,
               'bets', count(*)::text) || ${JSON.stringify(nameParams('lottery', lottery))}::jsonb,
             ${at.toISOString()}::timestamptz
      from bets
      where round_id = ${round.id} and result = 'WIN'
      group by customer_id
      returning id`,
  );
  return rows.length;
}

/**
 * Marks the player's unread wins written since `since` that no device announced yet as announced
 * (`announcedAt` in their params) and returns them, newest first. One statement: of two devices
 * asking at once, the second finds them announced (its update re-reads the rows the first locked).
 */
export function claimUnannouncedWins(executor: Executor, customerId: string, now: Date, since: Date) {
  return selectRows<{ id: string; params: Record<string, string> | null }>(
    executor,
    sql`
      with claimed as (
        update notifications
        set params = coalesce(params, '{}'::jsonb)
          || jsonb_build_object('announcedAt', ${now.toISOString()}::text)
        where customer_id = ${customerId} and kind = 'betWon' and not is_read
          and created_at >= ${since.toISOString()}::timestamptz
          and params->>'announcedAt' is null
        returning id, params, created_at)
      select id, params from claimed order by created_at desc, id desc`,
  );
}
