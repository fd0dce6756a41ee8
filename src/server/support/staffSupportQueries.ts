/**
 * What the console reads of the support chat: the inbox (a page of conversations with
 * their last message and unread count), the counts per status, and the customer summary beside
 * a conversation.
 */
import { desc, eq } from 'drizzle-orm';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { selectRow, selectRows } from '#server/db/rows.ts';
import { pageWindow, toPage } from '#server/db/paging.ts';
import { customers, deposits, withdrawals } from '#server/db/schema/index.ts';
import type { Page } from '#shared/contract/common.ts';
import type {
  SupportConversationsQuery,
  SupportConversationSummary,
  SupportCounts,
  SupportMoneyRecord,
} from '#shared/contract/support.ts';
import { SUPPORT_PREVIEW_MAX } from '#shared/contract/support.ts';
import { formatMoney } from '#shared/money.ts';
import type { SupportAuthor, SupportOrigin, SupportStatus } from '#shared/vocabulary.ts';

interface InboxRow {
  id: string;
  status: SupportStatus;
  origin: SupportOrigin;
  user_id: string;
  username: string;
  assignee_id: string | null;
  assignee_name: string | null;
  last_body: string | null;
  last_author: SupportAuthor | null;
  last_image: boolean | null;
  last_message_at: string | Date;
  created_at: string | Date;
  unread: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toSummary(row: InboxRow): SupportConversationSummary {
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    customer: { userId: row.user_id, username: row.username },
    assignee: row.assignee_id ? { id: row.assignee_id, username: row.assignee_name ?? '' } : null,
    preview: (row.last_body ?? '').slice(0, SUPPORT_PREVIEW_MAX),
    previewImage: row.last_image === true && (row.last_body ?? '') === '',
    previewAuthor: row.last_author,
    lastMessageAt: iso(row.last_message_at),
    createdAt: iso(row.created_at),
    unread: Number(row.unread),
  };
}

/** A page of the inbox, newest activity first: one status (or all), only the caller's with `mine`. */
export async function inboxPage(
  db: Db,
  query: SupportConversationsQuery,
  staffId: string,
): Promise<Page<SupportConversationSummary>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(sql`c.status = ${query.status}`);
  if (query.mine) filters.push(sql`c.assigned_staff_id = ${staffId}`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    selectRows<InboxRow>(
      db,
      sql`select c.id, c.status, c.origin, u.user_id, u.username,
            c.assigned_staff_id as assignee_id, s.username as assignee_name,
            last.body as last_body, last.author as last_author,
            last.attachment_id is not null as last_image,
            c.last_message_at, c.created_at,
            (select count(*)::int from support_messages m
              where m.conversation_id = c.id and m.author = 'customer' and m.id > c.staff_read_id) as unread
          from support_conversations c
          join customers u on u.id = c.customer_id
          left join staff s on s.id = c.assigned_staff_id
          left join lateral (
            select left(m.body, ${SUPPORT_PREVIEW_MAX}) as body, m.author, m.attachment_id
            from support_messages m where m.conversation_id = c.id order by m.id desc limit 1
          ) last on true
          ${where}
          order by c.last_message_at desc, c.id
          limit ${limit} offset ${offset}`,
    ),
    selectRow<{ n: number }>(db, sql`select count(*)::int as n from support_conversations c ${where}`),
  ]);
  return toPage(query, rows.map(toSummary), total);
}

/** Conversations per status; `unread`: those not closed with player messages staff have not read. */
export async function inboxCounts(db: Db): Promise<SupportCounts> {
  const row = await selectRow<SupportCounts>(
    db,
    sql`select
          count(*) filter (where status = 'open')::int as open,
          count(*) filter (where status = 'waiting')::int as waiting,
          count(*) filter (where status = 'closed')::int as closed,
          count(*) filter (where status <> 'closed' and exists (
            select 1 from support_messages m
            where m.conversation_id = c.id and m.author = 'customer' and m.id > c.staff_read_id))::int as unread
        from support_conversations c`,
  );
  return {
    open: Number(row?.open ?? 0),
    waiting: Number(row?.waiting ?? 0),
    closed: Number(row?.closed ?? 0),
    unread: Number(row?.unread ?? 0),
  };
}

const RECENT = 5;

/** The customer's row and last five deposits and withdrawals (the summary beside the chat). */
export async function customerFacts(db: Db, customerId: string) {
  const money = (row: {
    id: string;
    amount: bigint;
    status: SupportMoneyRecord['status'];
    createdAt: Date;
  }): SupportMoneyRecord => ({
    id: row.id,
    amount: formatMoney(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  });
  const columns = <T extends typeof deposits | typeof withdrawals>(table: T) => ({
    id: table.id,
    amount: table.amount,
    status: table.status,
    createdAt: table.createdAt,
  });
  const [[customer], recentDeposits, recentWithdrawals] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, customerId)),
    db
      .select(columns(deposits))
      .from(deposits)
      .where(eq(deposits.customerId, customerId))
      .orderBy(desc(deposits.createdAt))
      .limit(RECENT),
    db
      .select(columns(withdrawals))
      .from(withdrawals)
      .where(eq(withdrawals.customerId, customerId))
      .orderBy(desc(withdrawals.createdAt))
      .limit(RECENT),
  ]);
  if (!customer) throw new Error(`customer ${customerId} of a support conversation vanished`);
  return {
    customer,
    recentDeposits: recentDeposits.map(money),
    recentWithdrawals: recentWithdrawals.map(money),
  };
}
