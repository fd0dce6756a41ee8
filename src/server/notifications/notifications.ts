/**
 * Notifications to players: the system writes one for each deposit credited or rejected, each
 * withdrawal status change and each transfer received (in the same transaction as the event);
 * staff write to one player or to all. System ones are rendered in the reader's language.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { translate, type Locale, type MessageKey } from '#i18n/index.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';
import { customers, notifications } from '../db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { toPage } from '#server/db/paging.ts';

export const SYSTEM_NOTIFICATIONS = [
  'depositCredited',
  'depositRejected',
  'depositReversed',
  'withdrawalApproved',
  'withdrawalCompleted',
  'withdrawalFailed',
  'withdrawalRejected',
  'withdrawalCanceled',
  'transferReceived',
] as const;
export type SystemNotification = (typeof SYSTEM_NOTIFICATIONS)[number];

type Row = typeof notifications.$inferSelect;

/** The `Notification` of API.md, in a locale. */
export function toNotification(row: Row, locale: Locale) {
  const system = row.kind !== 'staff';
  const params = row.params ?? {};
  return {
    id: row.id,
    title: system
      ? translate(locale, `notification.${row.kind}.title` as MessageKey, params)
      : (row.title ?? ''),
    body: system
      ? translate(locale, `notification.${row.kind}.body` as MessageKey, params)
      : (row.body ?? ''),
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotifications(db: Db, clock: Clock) {
  /** Writes a system notification, inside the transaction of the event it reports. */
  async function notify(
    executor: Executor,
    customerId: string,
    kind: SystemNotification,
    params: Record<string, string>,
  ) {
    await executor.insert(notifications).values({ customerId, kind, params, createdAt: clock.now() });
  }

  /** A staff message to one player (by user id) or to every player; returns how many were sent. */
  async function send(
    target: { userId?: string | undefined; all?: boolean | undefined },
    title: string,
    body: string,
  ) {
    const now = clock.now();
    if (target.all) {
      const rows = await db.execute(sql`
        insert into notifications (customer_id, kind, title, body, created_at)
        select id, 'staff', ${title}, ${body}, ${now.toISOString()}::timestamptz from customers
        returning id`);
      return (rows as unknown as { rows: unknown[] }).rows.length;
    }
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.userId, target.userId ?? ''));
    if (!customer) throw new AppError('USER_IS_NOT_EXISTS');
    await db
      .insert(notifications)
      .values({ customerId: customer.id, kind: 'staff', title, body, createdAt: now });
    return 1;
  }

  async function search(
    customerId: string,
    filters: { isRead?: boolean | undefined; pageNo: number; pageSize: number },
    locale: Locale,
  ) {
    const where = and(
      eq(notifications.customerId, customerId),
      filters.isRead === undefined ? undefined : eq(notifications.isRead, filters.isRead),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db.select({ n: count() }).from(notifications).where(where),
    ]);
    return toPage(
      filters,
      rows.map((row) => toNotification(row, locale)),
      total,
    );
  }

  /** One of the player's own notifications, marked read; another player's is 404. */
  async function read(customerId: string, id: string, locale: Locale) {
    const [row] = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return toNotification(row, locale);
  }

  // Asked by every page of a signed-in player (the Notice tab's badge): prepared once.
  const unreadQuery = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, sql.placeholder('customerId')), eq(notifications.isRead, false)))
    .prepare('notifications_unread');

  async function unreadCount(customerId: string) {
    const [row] = await unreadQuery.execute({ customerId });
    return { count: Number(row?.n ?? 0) };
  }

  return { notify, send, search, read, unreadCount };
}

export type Notifications = ReturnType<typeof createNotifications>;
