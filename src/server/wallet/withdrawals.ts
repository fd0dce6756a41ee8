/**
 * Withdrawals (API.md "Money flows"): applying debits the amount at once (`withdraw`); the
 * player may cancel while pending (`withdrawCancel`); staff approve, then mark paid
 * (`withdrawSuccess`, no balance change) or failed (`withdrawFailed`), or reject
 * (`withdrawReject`). Each transition is one conditional update, so of two racing changes
 * exactly one happens, and a refund can never be paid twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { customers, withdrawals } from '../db/schema/index.ts';
import { type MoneyStatus } from '#shared/vocabulary.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import type { CustomerRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '../ledger/ledger.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { SiteSettingsService } from '../site/settings.ts';
import { audit } from '../staff/audit.ts';
import type { StaffActor } from '../actors.ts';
import { statusesForbidding } from '../customers/accountState.ts';
import { assertProfileComplete, type VerifyTransactionPassword } from '../customers/transactionPassword.ts';
import { withdrawalFee } from '#shared/fees.ts';
import { formatMoney } from '#shared/money.ts';
import { withinDailyHours } from '#shared/timeZone.ts';
import { statusChanged } from './deposits.ts';
import { toWithdrawal } from './views.ts';
import { toPage } from '#server/db/paging.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export function createWithdrawals(
  db: Db,
  clock: Clock,
  site: SiteSettingsService,
  notifications: Notifications,
  verifyTransactionPassword: VerifyTransactionPassword,
) {
  async function apply(
    customer: CustomerRow,
    body: { amount: bigint; transactionPassword: string },
    requestKey?: string,
  ) {
    if (!customer.cryptoAddress || !customer.cryptoNetwork) {
      throw new AppError('INCOMPLETE_REGISTER_INFO', { fields: { cryptoAddress: 'USDT_ADDRESS_REQUIRED' } });
    }
    assertProfileComplete(customer);
    await verifyTransactionPassword(customer, body.transactionPassword);
    const settings = await site.get();
    if (body.amount < settings.withdrawMin) {
      throw new AppError('AMOUNT_BELOW_MINIMUM', {
        amounts: { min: settings.withdrawMin },
        fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
      });
    }
    if (settings.withdrawMax !== null && body.amount > settings.withdrawMax) {
      throw new AppError('AMOUNT_ABOVE_MAXIMUM', {
        amounts: { max: settings.withdrawMax },
        fields: { amount: 'AMOUNT_ABOVE_MAXIMUM' },
      });
    }
    const hours = {
      start: settings.withdrawHoursStart,
      end: settings.withdrawHoursEnd,
      timeZone: settings.timeZone,
    };
    if (!withinDailyHours(clock.now(), hours)) {
      throw new AppError('OUTSIDE_WITHDRAWAL_HOURS', {
        params: { start: hours.start, end: hours.end, zone: hours.timeZone },
      });
    }
    const fee = withdrawalFee(body.amount, {
      fixed: settings.withdrawFeeFixed,
      percentBp: settings.withdrawFeePercentBp,
    });
    return transaction(db, async (tx) => {
      const now = clock.now();
      // The partial unique index allows one open withdrawal per player: a second insert does nothing.
      const [row] = await tx
        .insert(withdrawals)
        .values({
          customerId: customer.id,
          amount: body.amount,
          fee,
          actualAmount: body.amount - fee,
          address: customer.cryptoAddress ?? '',
          network: customer.cryptoNetwork ?? '',
          requestKey: requestKey ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        // Either this very request already went through (a retry), or another one is open.
        const [existing] = requestKey
          ? await tx
              .select()
              .from(withdrawals)
              .where(and(eq(withdrawals.customerId, customer.id), eq(withdrawals.requestKey, requestKey)))
          : [];
        if (existing) return toWithdrawal(existing);
        throw new AppError('WITHDRAWAL_IS_PROCESSING');
      }
      await applyMovement(tx, {
        ref: { type: 'withdrawal', id: row.id },
        at: now,
        players: [
          {
            customerId: customer.id,
            amount: -body.amount,
            reason: 'withdraw',
            fee,
            insufficient: 'WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE',
            refuseStatuses: statusesForbidding('withdraw'),
          },
        ],
        house: [{ account: 'withdrawalsPending', amount: body.amount, reason: 'withdraw' }],
      });
      return toWithdrawal(row);
    });
  }

  /** Moves a withdrawal on if it is still in `from`; says what went wrong otherwise. */
  async function transition(
    tx: Tx,
    id: string,
    from: MoneyStatus,
    set: Partial<typeof withdrawals.$inferInsert>,
    ownerId?: string,
  ): Promise<WithdrawalRow> {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...set, updatedAt: clock.now() })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.status, from),
          ownerId ? eq(withdrawals.customerId, ownerId) : undefined,
        ),
      )
      .returning();
    if (row) return row;
    const [current] = await tx
      .select({ status: withdrawals.status })
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), ownerId ? eq(withdrawals.customerId, ownerId) : undefined));
    if (!current) throw new AppError('NOT_FOUND');
    // A player cancelling what staff already approved: it is being paid out.
    if (ownerId && current.status === 'approved') throw new AppError('WITHDRAWAL_IS_PROCESSING');
    throw statusChanged();
  }

  /** Gives the amount back to the player (cancel, reject, failed payout). */
  async function refund(
    tx: Tx,
    row: WithdrawalRow,
    reason: 'withdrawCancel' | 'withdrawReject' | 'withdrawFailed',
  ) {
    await applyMovement(tx, {
      ref: { type: 'withdrawal', id: row.id },
      at: clock.now(),
      players: [{ customerId: row.customerId, amount: row.amount, reason }],
      house: [{ account: 'withdrawalsPending', amount: -row.amount, reason }],
    });
  }

  async function cancel(customer: CustomerRow, id: string) {
    return transaction(db, async (tx) => {
      const row = await transition(tx, id, 'pending', { status: 'canceled' }, customer.id);
      await refund(tx, row, 'withdrawCancel');
      await notifications.notify(tx, row.customerId, 'withdrawalCanceled', {
        amount: formatMoney(row.amount),
      });
      return toWithdrawal(row);
    });
  }

  async function staffAction(
    actor: StaffActor,
    id: string,
    action: 'approve' | 'paid' | 'fail' | 'reject',
    detail: { txHash?: string; reason?: string },
  ) {
    return transaction(db, async (tx) => {
      let row: WithdrawalRow;
      const amount = (r: WithdrawalRow) => formatMoney(r.amount);
      if (action === 'approve') {
        row = await transition(tx, id, 'pending', { status: 'approved', reviewedBy: actor.staff.id });
        await notifications.notify(tx, row.customerId, 'withdrawalApproved', { amount: amount(row) });
      } else if (action === 'paid') {
        row = await transition(tx, id, 'approved', { status: 'completed', txHash: detail.txHash ?? null });
        // The money already left the balance at apply: record the payout, split into what
        // went out and the fee the house keeps.
        await applyMovement(tx, {
          ref: { type: 'withdrawal', id: row.id },
          at: clock.now(),
          players: [{ customerId: row.customerId, amount: 0n, reason: 'withdrawSuccess', fee: row.fee }],
          house: [
            { account: 'withdrawalsPending', amount: -row.amount, reason: 'withdrawSuccess' },
            { account: 'withdrawalsPaid', amount: row.actualAmount, reason: 'withdrawSuccess' },
            { account: 'fees', amount: row.fee, reason: 'withdrawSuccess' },
          ],
        });
        await notifications.notify(tx, row.customerId, 'withdrawalCompleted', {
          amount: amount(row),
          actualAmount: formatMoney(row.actualAmount),
          txHash: detail.txHash ?? '',
        });
      } else if (action === 'fail') {
        row = await transition(tx, id, 'approved', { status: 'failed', reason: detail.reason ?? null });
        await refund(tx, row, 'withdrawFailed');
        await notifications.notify(tx, row.customerId, 'withdrawalFailed', {
          amount: amount(row),
          reason: detail.reason ?? '',
        });
      } else {
        row = await transition(tx, id, 'pending', {
          status: 'rejected',
          reason: detail.reason ?? null,
          reviewedBy: actor.staff.id,
        });
        await refund(tx, row, 'withdrawReject');
        await notifications.notify(tx, row.customerId, 'withdrawalRejected', {
          amount: amount(row),
          reason: detail.reason ?? '',
        });
      }
      await audit(tx, {
        staff: actor.staff,
        action: `withdrawal.${action}`,
        targetType: 'withdrawal',
        targetId: id,
        after: { status: row.status, ...detail },
        ip: actor.ip,
      });
      return toWithdrawal(row);
    });
  }

  async function list(filters: {
    status?: MoneyStatus | undefined;
    userId?: string | undefined;
    pageNo: number;
    pageSize: number;
  }) {
    const where = and(
      filters.status ? eq(withdrawals.status, filters.status) : undefined,
      filters.userId ? eq(customers.userId, filters.userId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ withdrawal: withdrawals, userId: customers.userId })
        .from(withdrawals)
        .innerJoin(customers, eq(customers.id, withdrawals.customerId))
        .where(where)
        .orderBy(sql`${withdrawals.createdAt} desc`)
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db
        .select({ n: sql<string>`count(*)::text` })
        .from(withdrawals)
        .innerJoin(customers, eq(customers.id, withdrawals.customerId))
        .where(where),
    ]);
    return toPage(
      filters,
      rows.map((r) => ({ ...toWithdrawal(r.withdrawal), userId: r.userId })),
      total,
    );
  }

  return { apply, cancel, staffAction, list };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
