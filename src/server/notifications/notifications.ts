/**
 * Notifications to players: the system writes one for each deposit credited, held or rejected, each
 * withdrawal status change, each transfer received and each round a player won in (in the same
 * transaction as the event);
 * staff write to one player or to all. System ones are rendered in the reader's language.
 */
import { namedIn } from '#shared/localNames.ts';
import { translate, type Locale, type MessageKey } from '#i18n/index.ts';
import { chainReasonKey } from '#i18n/chainReasons.ts';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { readPage } from '#server/db/paging.ts';
import type { Executor } from '#server/db/transaction.ts';
import type { StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { audit } from '#server/staff/audit.ts';
import type { Page } from '#shared/contract/common.ts';
import type {
  Notification,
  NotificationSearchQuery,
  UnreadCount,
  WinNotice,
} from '#shared/contract/notifications.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import type { NotificationSending, NotificationsSent } from '#shared/contract/walletAdmin.ts';
import type { SystemNotification } from '#shared/vocabulary.ts';
import {
  claimUnannouncedWins,
  customerIdByUserId,
  insertForEveryone,
  insertWinNotifications,
  insertNotification,
  markRead,
  notificationList,
  prepareUnreadCount,
  type NotificationRow,
} from './queries.ts';

/** The `Notification`, in a locale. */
export function toNotification(row: NotificationRow, locale: Locale): Notification {
  const system = row.kind !== 'staff';
  // A lottery's name in the reader's language, when staff gave one (`nameParams`).
  const params = namedIn(row.params ?? {}, locale);
  // A chase's end and a held chain deposit name their reason in the reader's language too.
  if (row.kind === 'chaseEnded' && params.reason)
    params.reason = translate(locale, `chase.reason.${params.reason}` as MessageKey);
  if (row.kind === 'depositHeld')
    params.reason = translate(locale, chainReasonKey('held', params.reason ?? null));
  return {
    id: row.id,
    kind: row.kind,
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

export interface NotificationDeps {
  db: Db;
  clock: Clock;
}

/** Writes a system notification, inside the transaction of the event it reports. */
export async function notify(
  { clock }: NotificationDeps,
  executor: Executor,
  customerId: string,
  kind: SystemNotification,
  params: Record<string, string>,
) {
  await insertNotification(executor, { customerId, kind, params, createdAt: clock.now() });
}

/**
 * Tells each player who won in a round what the round paid them, inside the settlement's
 * transaction (one notification a player and round, however many of their bets won).
 */
export const notifyWinners = insertWinNotifications;

/** A staff message to one player (by user id) or to every player; returns how many were sent. */
export async function sendNotification(
  { db, clock }: NotificationDeps,
  target: { userId?: string | undefined; all?: boolean | undefined },
  title: string,
  body: string,
): Promise<number> {
  const now = clock.now();
  if (target.all) return insertForEveryone(db, title, body, now);
  const customerId = await customerIdByUserId(db, target.userId ?? '');
  if (!customerId) throw new AppError('USER_IS_NOT_EXISTS');
  await insertNotification(db, { customerId, kind: 'staff', title, body, createdAt: now });
  return 1;
}

/** `POST /api/admin/notifications`: sends, then records who sent what to whom. */
export async function sendAsStaff(
  deps: NotificationDeps,
  actor: StaffActor,
  message: NotificationSending,
): Promise<NotificationsSent> {
  const sent = await sendNotification(deps, message, message.title, message.body);
  await audit(deps.db, actor, {
    action: 'notification.send',
    targetType: message.all ? 'all' : 'customer',
    targetId: message.userId ?? 'all',
    after: { title: message.title, sent },
  });
  return { sent };
}

/** A page of the player's notifications, newest first. */
export function searchNotifications(
  { db }: NotificationDeps,
  customerId: string,
  query: NotificationSearchQuery,
  locale: Locale,
): Promise<Page<Notification>> {
  return readPage(query, notificationList(db, customerId, query.isRead), (row) =>
    toNotification(row, locale),
  );
}

/** One of the player's own notifications, marked read; another player's is 404. */
export async function readNotification(
  { db }: NotificationDeps,
  customerId: string,
  id: string,
  locale: Locale,
): Promise<Notification> {
  const row = await markRead(db, customerId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toNotification(row, locale);
}

/** A win older than this is history, not news: the notification list and its badge tell the player. */
export const WIN_NOTICE_MAX_AGE_MS = 10 * 60_000;

/**
 * The player's fresh wins that none of their devices announced yet, as one notice ("You won 3
 * bets"), marked announced so that no other device, tab or reload announces them again. A win
 * the player has read, or older than `WIN_NOTICE_MAX_AGE_MS`, is not announced.
 */
export async function announceWins({ db, clock }: NotificationDeps, customerId: string): Promise<WinNotice> {
  const now = clock.now();
  const since = new Date(now.getTime() - WIN_NOTICE_MAX_AGE_MS);
  const claimed = await claimUnannouncedWins(db, customerId, now, since);
  let cents = 0n;
  let bets = 0;
  for (const { params } of claimed) {
    cents += parseMoney(params?.amount) ?? 0n;
    // Wins written before the count was kept count as one bet.
    bets += Number(params?.bets ?? 1) || 1;
  }
  return { bets, amount: formatMoney(cents), notificationIds: claimed.map((row) => row.id) };
}

/** Notifications with their dependencies bound. */
export function createNotifications(deps: NotificationDeps) {
  const { db } = deps;
  const unreadQuery = prepareUnreadCount(db);
  return {
    notify: notify.bind(null, deps),
    send: sendNotification.bind(null, deps),
    sendAsStaff: sendAsStaff.bind(null, deps),
    search: searchNotifications.bind(null, deps),
    read: readNotification.bind(null, deps),
    announceWins: announceWins.bind(null, deps),
    async unreadCount(customerId: string): Promise<UnreadCount> {
      const [row] = await unreadQuery.execute({ customerId });
      return { count: Number(row?.n ?? 0) };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
