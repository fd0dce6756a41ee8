/**
 * Internal transfers between players by 6-digit user id: one transaction debits the sender
 * (`internalTransferSend`) and credits the receiver (`internalTransferReceive`), within the
 * site's single and daily limits.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { customers, transfers } from '../db/schema/index.ts';
import { transaction } from '../db/transaction.ts';
import type { CustomerRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '../ledger/ledger.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { SiteSettingsService } from '../site/settings.ts';
import { statusesForbidding } from '../customers/accountState.ts';
import { assertProfileComplete, type VerifyTransactionPassword } from '../customers/transactionPassword.ts';
import { formatMoney } from '#shared/money.ts';
import { startOfDay } from '#shared/timeZone.ts';
import type { Transfer } from './views.ts';

function view(row: typeof transfers.$inferSelect, fromUserId: string, toUserId: string): Transfer {
  return {
    id: row.id,
    fromUserId,
    toUserId,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    reason: 'internalTransferSend',
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTransfers(
  db: Db,
  clock: Clock,
  site: SiteSettingsService,
  notifications: Notifications,
  verifyTransactionPassword: VerifyTransactionPassword,
) {
  async function send(
    customer: CustomerRow,
    body: { toUserId: string; amount: bigint; transactionPassword: string },
    requestKey?: string,
  ): Promise<Transfer> {
    assertProfileComplete(customer);
    if (body.toUserId === customer.userId) throw new AppError('CANNOT_TRANSFER_TO_SELF');
    await verifyTransactionPassword(customer, body.transactionPassword);
    const settings = await site.get();
    if (body.amount < settings.transferMin) {
      throw new AppError('AMOUNT_BELOW_MINIMUM', {
        amounts: { min: settings.transferMin },
        fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
      });
    }
    if (settings.transferMax !== null && body.amount > settings.transferMax)
      throw new AppError('TRANSFER_LIMIT_EXCEEDED');
    const [receiver] = await db.select().from(customers).where(eq(customers.userId, body.toUserId));
    if (!receiver || receiver.status === 'disabled') throw new AppError('USER_IS_NOT_EXISTS');

    return transaction(db, async (tx) => {
      // Both rows locked in a fixed order: the daily total is read and added to atomically,
      // and two players sending to each other cannot deadlock.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(inArray(customers.id, [customer.id, receiver.id]))
        .orderBy(asc(customers.id))
        .for('update');
      const now = clock.now();
      if (requestKey) {
        // This very request already went through (its answer was lost): report it, move nothing.
        const [existing] = await tx
          .select()
          .from(transfers)
          .where(and(eq(transfers.fromCustomerId, customer.id), eq(transfers.requestKey, requestKey)));
        if (existing) return view(existing, customer.userId, receiver.userId);
      }
      if (settings.transferDailyLimit !== null) {
        const [sent] = await tx
          .select({ total: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` })
          .from(transfers)
          .where(
            and(
              eq(transfers.fromCustomerId, customer.id),
              gte(transfers.createdAt, startOfDay(now, settings.timeZone)),
            ),
          );
        if (BigInt(sent?.total ?? '0') + body.amount > settings.transferDailyLimit)
          throw new AppError('DAILY_LIMIT_EXCEEDED');
      }
      const [row] = await tx
        .insert(transfers)
        .values({
          fromCustomerId: customer.id,
          toCustomerId: receiver.id,
          amount: body.amount,
          requestKey: requestKey ?? null,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('transfer insert returned nothing');
      await applyMovement(tx, {
        ref: { type: 'transfer', id: row.id },
        at: now,
        players: [
          {
            customerId: customer.id,
            amount: -body.amount,
            reason: 'internalTransferSend',
            insufficient: 'INSUFFICIENT_BALANCE',
            refuseStatuses: statusesForbidding('transfer'),
          },
          { customerId: receiver.id, amount: body.amount, reason: 'internalTransferReceive' },
        ],
        house: [],
      });
      await notifications.notify(tx, receiver.id, 'transferReceived', {
        amount: formatMoney(body.amount),
        fromUserId: customer.userId,
      });
      return view(row, customer.userId, receiver.userId);
    });
  }

  return { send };
}

export type Transfers = ReturnType<typeof createTransfers>;
