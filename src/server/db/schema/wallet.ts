import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  bigserialId,
  createdAt,
  customerRef,
  money,
  oncePerRequestKey,
  requestKey,
  timestamps,
  ts,
  uuidId,
} from './columns.ts';
import { HOUSE_ACCOUNTS, LOSS_REASONS, MONEY_STATUSES, NOTIFICATION_KINDS } from '#shared/vocabulary.ts';

/**
 * The house side of the books. Every movement's entries sum to zero, so the sum over all
 * accounts is always zero: money is never created or lost, only moved.
 */

/**
 * The ledger: append-only (a trigger refuses updates and deletes). A player entry carries the
 * balance after it; house entries carry none (no hot house row: summed when read).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserialId(),
    movementId: uuid('movement_id').notNull(),
    customerId: uuid('customer_id'),
    houseAccount: text('house_account', { enum: HOUSE_ACCOUNTS }),
    reason: text('reason').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after'),
    fee: money('fee')
      .notNull()
      .default(sql`0`),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_customer_idx').on(table.customerId, table.id),
    // A player's movements in a period: what deposit limits and reality checks sum.
    index('ledger_customer_time_idx').on(table.customerId, table.createdAt),
    // A player's betting movements in a period, amounts included: a bet's loss-limit check sums
    // them from the index alone (`place_bet_slips`), without visiting the table's pages.
    index('ledger_customer_betting_idx')
      .on(table.customerId, table.createdAt, table.amount)
      .where(sql`${table.reason} in (${sql.raw(LOSS_REASONS.map((r) => `'${r}'`).join(', '))})`),
    index('ledger_ref_idx').on(table.refType, table.refId),
    // A cause moves a player's money once per reason: a retried refund or credit cannot repeat.
    uniqueIndex('ledger_once_per_cause')
      .on(table.refType, table.refId, table.reason, table.customerId)
      .where(sql`${table.customerId} is not null`),
    check(
      'ledger_one_side',
      sql`(${table.customerId} is null) <> (${table.houseAccount} is null) and (${table.customerId} is null) = (${table.balanceAfter} is null)`,
    ),
    check('ledger_balance_not_negative', sql`${table.balanceAfter} is null or ${table.balanceAfter} >= 0`),
  ],
);

/**
 * The columns a player's money request (deposit, withdrawal) ends with: the staff member who
 * reviewed it, the request key, and its times.
 */
const moneyRequestTail = () => ({
  reviewedBy: uuid('reviewed_by'),
  requestKey: requestKey(),
  ...timestamps(),
});

export const deposits = pgTable(
  'deposits',
  {
    id: uuidId(),
    customerId: customerRef(),
    amount: money('amount').notNull(),
    /** What staff confirmed arrived (may differ from what the player announced). */
    amountReceived: money('amount_received'),
    network: text('network'),
    txHash: text('tx_hash'),
    status: text('status', { enum: MONEY_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    reversedAt: ts('reversed_at'),
    /** What a reversal could not take back because the balance was already spent. */
    owed: money('owed')
      .notNull()
      .default(sql`0`),
    ...moneyRequestTail(),
  },
  (table) => [
    index('deposits_customer_idx').on(table.customerId, table.createdAt),
    index('deposits_status_idx').on(table.status, table.createdAt),
    oncePerRequestKey('deposits_request_key', table.customerId, table.requestKey),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidId(),
    customerId: customerRef(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    actualAmount: money('actual_amount').notNull(),
    address: text('address').notNull(),
    network: text('network').notNull(),
    status: text('status', { enum: MONEY_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    txHash: text('tx_hash'),
    ...moneyRequestTail(),
  },
  (table) => [
    index('withdrawals_customer_idx').on(table.customerId, table.createdAt),
    oncePerRequestKey('withdrawals_request_key', table.customerId, table.requestKey),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    // One open withdrawal per player, held by the database under any concurrency.
    uniqueIndex('withdrawals_one_open')
      .on(table.customerId)
      .where(sql`${table.status} in ('pending', 'approved')`),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: uuidId(),
    fromCustomerId: uuid('from_customer_id').notNull(),
    toCustomerId: uuid('to_customer_id').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee')
      .notNull()
      .default(sql`0`),
    requestKey: requestKey(),
    createdAt: createdAt(),
  },
  (table) => [
    index('transfers_from_idx').on(table.fromCustomerId, table.createdAt),
    oncePerRequestKey('transfers_request_key', table.fromCustomerId, table.requestKey),
    index('transfers_to_idx').on(table.toCustomerId, table.createdAt),
  ],
);

/**
 * Notifications to players. System ones store a message key and its parameters, rendered in the
 * reader's language; staff ones store their own title and body.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidId(),
    customerId: customerRef(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /**
     * A system notification's message parameters; a win's also hold `bets` (how many won) and,
     * once a device has shown its notice, `announcedAt` (so no other device shows it again).
     */
    params: jsonb('params').$type<Record<string, string>>(),
    title: text('title'),
    body: text('body'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_customer_idx').on(table.customerId, table.isRead, table.createdAt)],
);
