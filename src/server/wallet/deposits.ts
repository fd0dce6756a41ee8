/**
 * Deposits (API.md "Money flows"): the player sends USDT to the shown address and applies;
 * staff confirm what arrived (ledger `recharge`), reject, or later reverse (`chargeRevoke`,
 * taking the balance down to zero at most and recording the rest as owed).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { customers, deposits } from '../db/schema/index.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import type { CustomerRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '../ledger/ledger.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { SiteSettingsService } from '../site/settings.ts';
import { audit } from '../staff/audit.ts';
import type { StaffActor } from '../actors.ts';
import { formatMoney } from '#shared/money.ts';
import { rateLimited, type RateLimiter } from '../http/rateLimit.ts';
import { toDeposit } from './views.ts';
import { toPage } from '#server/db/paging.ts';

type DepositRow = typeof deposits.$inferSelect;

/** The error for a money state change that lost a race or comes too late. */
export function statusChanged(): AppError {
  return new AppError('WITHDRAWAL_STATUS_CHANGED');
}

/** Deposit claims one player may file: a person announcing real transfers needs few an hour. */
const CLAIM_RATE = { limit: 20, windowSeconds: 3600 };

export function createDeposits(
  db: Db,
  clock: Clock,
  site: SiteSettingsService,
  notifications: Notifications,
  rateLimiter: RateLimiter,
) {
  async function apply(
    customer: CustomerRow,
    body: { amount: bigint; network?: string | undefined; txHash?: string | undefined },
    requestKey: string | undefined,
  ) {
    // Counted before anything else, refused claims too: a flood of claims is what it stops.
    const rate = await rateLimiter.hit(`deposit-claim:${customer.id}`, CLAIM_RATE);
    if (!rate.allowed) throw rateLimited(rate.retryAfterSeconds);
    const settings = await site.get();
    if (body.amount < settings.depositMin) {
      throw new AppError('AMOUNT_BELOW_MINIMUM', {
        amounts: { min: settings.depositMin },
        fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
      });
    }
    if (settings.depositMax !== null && body.amount > settings.depositMax) {
      throw new AppError('AMOUNT_ABOVE_MAXIMUM', {
        amounts: { max: settings.depositMax },
        fields: { amount: 'AMOUNT_ABOVE_MAXIMUM' },
      });
    }
    return transaction(db, async (tx) => {
      // The player's row is locked so that parallel claims are counted one after another.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customer.id))
        .for('update');
      if (requestKey) {
        // The same request already created it (a retry after its first answer was lost).
        const [existing] = await tx
          .select()
          .from(deposits)
          .where(and(eq(deposits.customerId, customer.id), eq(deposits.requestKey, requestKey)));
        if (existing) return toDeposit(existing);
      }
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(deposits)
        .where(and(eq(deposits.customerId, customer.id), eq(deposits.status, 'pending')));
      if ((open?.n ?? 0) >= settings.depositOpenClaimsMax) {
        throw new AppError('TOO_MANY_OPEN_DEPOSITS', { params: { max: settings.depositOpenClaimsMax } });
      }
      const now = clock.now();
      const [row] = await tx
        .insert(deposits)
        .values({
          customerId: customer.id,
          amount: body.amount,
          network: body.network ?? null,
          txHash: body.txHash ?? null,
          requestKey: requestKey ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('deposit insert returned nothing');
      return toDeposit(row);
    });
  }

  /** Moves a deposit from one status to the next if (and only if) it is still in `from`. */
  async function transition(
    tx: Tx,
    id: string,
    from: DepositRow['status'],
    set: Partial<typeof deposits.$inferInsert>,
  ) {
    const [row] = await tx
      .update(deposits)
      .set({ ...set, updatedAt: clock.now() })
      .where(and(eq(deposits.id, id), eq(deposits.status, from)))
      .returning();
    if (row) return row;
    const [exists] = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, id));
    throw exists ? statusChanged() : new AppError('NOT_FOUND');
  }

  async function confirm(
    actor: StaffActor,
    id: string,
    body: { amount: bigint; txHash?: string | undefined },
  ) {
    return transaction(db, async (tx) => {
      const row = await transition(tx, id, 'pending', {
        status: 'completed',
        amountReceived: body.amount,
        ...(body.txHash ? { txHash: body.txHash } : {}),
        reviewedBy: actor.staff.id,
      });
      await applyMovement(tx, {
        ref: { type: 'deposit', id },
        at: clock.now(),
        players: [{ customerId: row.customerId, amount: body.amount, reason: 'recharge' }],
        house: [{ account: 'depositsReceived', amount: -body.amount, reason: 'recharge' }],
      });
      await notifications.notify(tx, row.customerId, 'depositCredited', { amount: formatMoney(body.amount) });
      await audit(tx, {
        staff: actor.staff,
        action: 'deposit.confirm',
        targetType: 'deposit',
        targetId: id,
        before: { status: 'pending', amount: formatMoney(row.amount) },
        after: { status: 'completed', amountReceived: formatMoney(body.amount), txHash: row.txHash },
        ip: actor.ip,
      });
      return toDeposit(row);
    });
  }

  async function reject(actor: StaffActor, id: string, reason: string) {
    return transaction(db, async (tx) => {
      const row = await transition(tx, id, 'pending', {
        status: 'rejected',
        reason,
        reviewedBy: actor.staff.id,
      });
      await notifications.notify(tx, row.customerId, 'depositRejected', {
        amount: formatMoney(row.amount),
        reason,
      });
      await audit(tx, {
        staff: actor.staff,
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', reason },
        ip: actor.ip,
      });
      return toDeposit(row);
    });
  }

  /**
   * Reverses a completed deposit: takes back what the balance still holds (down to zero) and
   * records the rest as owed, so the books still balance.
   */
  async function reverse(actor: StaffActor, id: string, reason: string) {
    return transaction(db, async (tx) => {
      const [found] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
      if (!found) throw new AppError('NOT_FOUND');
      if (found.status !== 'completed' || found.reversedAt) throw statusChanged();
      const received = found.amountReceived ?? found.amount;
      const [owner] = await tx
        .select()
        .from(customers)
        .where(eq(customers.id, found.customerId))
        .for('update');
      if (!owner) throw new AppError('INVALID_USER');
      const taken = owner.balance < received ? owner.balance : received;
      const owed = received - taken;
      await applyMovement(tx, {
        ref: { type: 'deposit', id },
        at: clock.now(),
        players: [{ customerId: found.customerId, amount: -taken, reason: 'chargeRevoke' }],
        house: [
          { account: 'depositsReceived', amount: received, reason: 'chargeRevoke' },
          ...(owed > 0n ? [{ account: 'receivables' as const, amount: -owed, reason: 'chargeRevoke' }] : []),
        ],
      });
      const [row] = await tx
        .update(deposits)
        .set({ reversedAt: clock.now(), owed, reason, updatedAt: clock.now() })
        .where(eq(deposits.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      await notifications.notify(tx, row.customerId, 'depositReversed', {
        amount: formatMoney(received),
        reason,
      });
      await audit(tx, {
        staff: actor.staff,
        action: 'deposit.reverse',
        targetType: 'deposit',
        targetId: id,
        before: { status: 'completed', reversed: false },
        after: { reversed: true, taken: formatMoney(taken), owed: formatMoney(owed), reason },
        ip: actor.ip,
      });
      return toDeposit(row);
    });
  }

  /** Deposits for staff, newest first, optionally by status and player. */
  async function list(filters: {
    status?: DepositRow['status'] | undefined;
    userId?: string | undefined;
    pageNo: number;
    pageSize: number;
  }) {
    const where = and(
      filters.status ? eq(deposits.status, filters.status) : undefined,
      filters.userId ? eq(customers.userId, filters.userId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ deposit: deposits, userId: customers.userId })
        .from(deposits)
        .innerJoin(customers, eq(customers.id, deposits.customerId))
        .where(where)
        .orderBy(sql`${deposits.createdAt} desc`)
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db
        .select({ n: sql<string>`count(*)::text` })
        .from(deposits)
        .innerJoin(customers, eq(customers.id, deposits.customerId))
        .where(where),
    ]);
    return toPage(
      filters,
      rows.map((r) => ({
        ...toDeposit(r.deposit),
        userId: r.userId,
        owed: formatMoney(r.deposit.owed),
      })),
      total,
    );
  }

  return { apply, confirm, reject, reverse, list };
}

export type Deposits = ReturnType<typeof createDeposits>;
