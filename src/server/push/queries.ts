/** The SQL of Web Push: subscriptions, and the outbox the sender claims from. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { selectRows } from '#server/db/rows.ts';
import { pushOutbox, pushSubscriptions } from '#server/db/schema/index.ts';
import type { Executor } from '#server/db/transaction.ts';
import type { NotificationRow } from '#server/notifications/queries.ts';
import { PUSH_TOPICS } from '#shared/vocabulary.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function subscriptionsOf(db: Db, customerId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/**
 * Saves a device's subscription: a new one, or the same endpoint again (its keys, topics and
 * language renewed, and moved to this player if another one subscribed on the device before).
 */
export async function upsertSubscription(
  db: Executor,
  values: Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        customerId: values.customerId,
        p256dh: values.p256dh,
        auth: values.auth,
        kinds: values.kinds,
        locale: values.locale,
        userAgent: values.userAgent,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

/**
 * Removes the player's subscriptions past the newest `keep` (by last renewal, then creation), so
 * a player's devices stay few however often a browser subscribes anew: every notification fans
 * out to each of them. Run in the transaction that saved one, after locking the player.
 */
export async function trimSubscriptions(tx: Executor, customerId: string, keep: number): Promise<number> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`delete from push_subscriptions where id in (
          select id from push_subscriptions where customer_id = ${customerId}
          order by updated_at desc, created_at desc, id desc offset ${keep})
        returning id`,
  );
  return rows.length;
}

export async function updateSubscription(
  db: Db,
  customerId: string,
  id: string,
  set: Partial<Pick<SubscriptionRow, 'kinds' | 'locale' | 'updatedAt'>>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(pushSubscriptions)
    .set(set)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.customerId, customerId)))
    .returning();
  return row;
}

/** Removes a subscription (its waiting pushes with it); `customerId` null: whoever's it is. */
export async function deleteSubscription(
  db: Executor,
  id: string,
  customerId: string | null,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        customerId ? eq(pushSubscriptions.customerId, customerId) : undefined,
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * Queues a support reply for every device of the player that takes the `support`
 * topic, in the reply's transaction: no network work happens in it.
 */
export async function queueSupportPush(tx: Executor, customerId: string, messageId: number, at: Date) {
  await tx.execute(
    sql`insert into push_outbox (subscription_id, support_message_id, not_before, created_at)
        select s.id, ${messageId}, ${at}, ${at} from push_subscriptions s
        where s.customer_id = ${customerId} and ${PUSH_TOPICS.support[0]} = any (s.kinds)`,
  );
}

/** A support reply to push: its conversation (the push says only that support replied). */
export interface ClaimedSupportReply {
  messageId: number;
  conversationId: string;
  createdAt: Date;
}

/** A push claimed for sending, with where it goes and what it says. */
export interface ClaimedPush {
  id: number;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  /** What is pushed: a notification, or (exactly one of the two) a support reply. */
  notification: NotificationRow | null;
  supportReply: ClaimedSupportReply | null;
}

interface ClaimedRow extends Omit<ClaimedPush, 'notification' | 'supportReply'> {
  m_id: string | number | null;
  m_conversation_id: string | null;
  m_created_at: string | Date | null;
  n_id: string | null;
  n_customer_id: string;
  n_kind: NotificationRow['kind'];
  n_params: Record<string, string> | null;
  n_title: string | null;
  n_body: string | null;
  n_is_read: boolean;
  n_created_at: string | Date;
}

function claimedNotification(row: ClaimedRow): NotificationRow | null {
  if (row.n_id === null) return null;
  return {
    id: row.n_id,
    customerId: row.n_customer_id,
    kind: row.n_kind,
    params: row.n_params,
    title: row.n_title,
    body: row.n_body,
    isRead: row.n_is_read,
    createdAt: new Date(row.n_created_at),
  };
}

function claimedSupportReply(row: ClaimedRow): ClaimedSupportReply | null {
  if (row.m_id === null || row.m_conversation_id === null || row.m_created_at === null) return null;
  return {
    messageId: Number(row.m_id),
    conversationId: row.m_conversation_id,
    createdAt: new Date(row.m_created_at),
  };
}

/**
 * Claims up to `limit` pushes that are due: each is held until `holdUntil` (a sender that dies
 * leaves it to be tried again then) and counts one more attempt. Rows another sender is claiming
 * are skipped, so two instances never send the same push at once.
 */
export async function claimDue(db: Db, now: Date, holdUntil: Date, limit: number): Promise<ClaimedPush[]> {
  const rows = await selectRows<ClaimedRow>(
    db,
    sql`with claimed as (
          update push_outbox o set not_before = ${holdUntil}, attempts = o.attempts + 1
          where o.id in (
            select id from push_outbox where not_before <= ${now} order by id limit ${limit}
            for update skip locked)
          returning o.id, o.attempts, o.subscription_id, o.notification_id, o.support_message_id)
        select c.id, c.attempts, c.subscription_id, s.endpoint, s.p256dh, s.auth, s.locale,
          n.id as n_id, n.customer_id as n_customer_id, n.kind as n_kind, n.params as n_params,
          n.title as n_title, n.body as n_body, n.is_read as n_is_read, n.created_at as n_created_at,
          m.id as m_id, m.conversation_id as m_conversation_id, m.created_at as m_created_at
        from claimed c
        join push_subscriptions s on s.id = c.subscription_id
        left join notifications n on n.id = c.notification_id
        left join support_messages m on m.id = c.support_message_id
        order by c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    subscription_id: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    locale: row.locale,
    notification: claimedNotification(row),
    supportReply: claimedSupportReply(row),
  }));
}

export async function deleteOutbox(db: Db, id: number): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export async function retryOutboxAt(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ notBefore: at, lastError: error.slice(0, 500) })
    .where(eq(pushOutbox.id, id));
}

/** How many pushes wait (for tests and the operator). */
export async function outboxSize(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from push_outbox`);
  return row?.n ?? 0;
}
