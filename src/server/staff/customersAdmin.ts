/**
 * What staff do with customers: find them, look at one, change the account state, change a
 * locked profile field on request, reset a password. Every change is audited.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { bets as betsTable, customers, lotteries, sessions as sessionsTable } from '../db/schema/index.ts';
import { type AccountStatus, type BET_STATUSES } from '#shared/vocabulary.ts';
import { transaction } from '../db/transaction.ts';
import type { CustomerRow, StaffActor } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Sessions } from '../sessions/sessions.ts';
import type { Devices } from '../devices/devices.ts';
import { toUser } from '../customers/view.ts';
import { toBet } from '#server/betting/view.ts';
import { audit } from './audit.ts';
import { generatePassword } from './staffAccounts.ts';
import { toPage } from '#server/db/paging.ts';

export function createCustomersAdmin(db: Db, clock: Clock, sessions: Sessions, devices: Devices) {
  const inviter = alias(customers, 'inviter');

  async function byUserId(userId: string): Promise<CustomerRow> {
    const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function search(filters: {
    q?: string | undefined;
    status?: AccountStatus | undefined;
    pageNo: number;
    pageSize: number;
  }) {
    const conditions: SQL[] = [];
    if (filters.status) conditions.push(eq(customers.status, filters.status));
    if (filters.q) {
      const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const match = or(
        eq(customers.userId, filters.q),
        ilike(customers.username, like),
        ilike(customers.realName, like),
        ilike(customers.phoneNumber, like),
      );
      if (match) conditions.push(match);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ customer: customers, inviterUserId: inviter.userId })
        .from(customers)
        .leftJoin(inviter, eq(inviter.id, customers.inviterId))
        .where(where)
        .orderBy(desc(customers.createdAt))
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db.select({ n: count() }).from(customers).where(where),
    ]);
    return toPage(
      filters,
      rows.map((row) => ({ ...toUser(row.customer), inviterUserId: row.inviterUserId })),
      total,
    );
  }

  async function detail(userId: string) {
    const customer = await byUserId(userId);
    const [inviterRow] = customer.inviterId
      ? await db
          .select({ userId: customers.userId, username: customers.username })
          .from(customers)
          .where(eq(customers.id, customer.inviterId))
      : [];
    const [invitees, sessionRows, deviceList] = await Promise.all([
      db
        .select({ userId: customers.userId, username: customers.username, createdAt: customers.createdAt })
        .from(customers)
        .where(eq(customers.inviterId, customer.id))
        .orderBy(desc(customers.createdAt)),
      db
        .select()
        .from(sessionsTable)
        .where(eq(sessionsTable.customerId, customer.id))
        .orderBy(desc(sessionsTable.createdAt))
        .limit(50),
      devices.ofCustomer(customer.id),
    ]);
    return {
      ...toUser(customer),
      statusReason: customer.statusReason,
      invitationCode: customer.invitationCode,
      inviter: inviterRow ?? null,
      invitees: invitees.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
      devices: deviceList,
      sessions: sessionRows.map((s) => ({
        id: s.id,
        ip: s.ip,
        userAgent: s.userAgent,
        visitorId: s.visitorId,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        revokedAt: s.revokedAt?.toISOString() ?? null,
        revokedReason: s.revokedReason,
      })),
    };
  }

  /** One customer's bets, newest first (optionally of one lottery or in one state), with the round's period. */
  async function bets(
    userId: string,
    filters: {
      lotteryId?: number | undefined;
      status?: (typeof BET_STATUSES)[number] | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const customer = await byUserId(userId);
    const where = and(
      eq(betsTable.customerId, customer.id),
      filters.lotteryId ? eq(betsTable.lotteryId, filters.lotteryId) : undefined,
      filters.status ? eq(betsTable.status, filters.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ bet: betsTable, game: lotteries.game, lotteryName: lotteries.name })
        .from(betsTable)
        .innerJoin(lotteries, eq(lotteries.id, betsTable.lotteryId))
        .where(where)
        .orderBy(desc(betsTable.createdAt), desc(betsTable.id))
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db.select({ n: count() }).from(betsTable).where(where),
    ]);
    return toPage(
      filters,
      rows.map((row) => ({ ...toBet(row.bet, row.game), lotteryName: row.lotteryName })),
      total,
    );
  }

  /** Sets the account state; disabling ends every session of the player at once. */
  async function setStatus(actor: StaffActor, userId: string, status: AccountStatus, reason: string) {
    return transaction(db, async (tx) => {
      const [before] = await tx.select().from(customers).where(eq(customers.userId, userId)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      const [after] = await tx
        .update(customers)
        .set({ status, statusReason: reason, updatedAt: clock.now() })
        .where(eq(customers.id, before.id))
        .returning();
      if (!after) throw new AppError('NOT_FOUND');
      if (status === 'disabled')
        await sessions.revokeAll(tx, { customerId: before.id }, `disabled by staff: ${reason}`);
      await audit(tx, {
        staff: actor.staff,
        action: 'customer.status',
        targetType: 'customer',
        targetId: userId,
        before: { status: before.status, statusReason: before.statusReason },
        after: { status, statusReason: reason },
        ip: actor.ip,
      });
      return toUser(after);
    });
  }

  /** Changes locked profile fields on the player's request (support's job, per SPEC.md §4). */
  async function changeProfile(
    actor: StaffActor,
    userId: string,
    changes: {
      realName?: string | undefined;
      phoneNumber?: string | undefined;
      cryptoAddress?: string | undefined;
    },
    reason: string,
  ) {
    const set: Partial<typeof customers.$inferInsert> = {};
    if (changes.realName !== undefined) set.realName = changes.realName;
    if (changes.phoneNumber !== undefined) set.phoneNumber = changes.phoneNumber;
    if (changes.cryptoAddress !== undefined) {
      const network = cryptoNetworkOf(changes.cryptoAddress);
      if (!network)
        throw new AppError('INVALID_CHAIN_OR_ADDRESS', {
          fields: { cryptoAddress: 'INVALID_CHAIN_OR_ADDRESS' },
        });
      set.cryptoAddress = changes.cryptoAddress;
      set.cryptoNetwork = network;
    }
    if (Object.keys(set).length === 0)
      throw new AppError('VALIDATION_ERROR', { fields: { body: 'REQUIRED' } });
    return transaction(db, async (tx) => {
      const [before] = await tx.select().from(customers).where(eq(customers.userId, userId)).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      const [after] = await tx
        .update(customers)
        .set({ ...set, updatedAt: clock.now() })
        .where(eq(customers.id, before.id))
        .returning();
      if (!after) throw new AppError('NOT_FOUND');
      const fields = Object.keys(set) as (keyof typeof set)[];
      await audit(tx, {
        staff: actor.staff,
        action: 'customer.profile',
        targetType: 'customer',
        targetId: userId,
        before: Object.fromEntries(fields.map((f) => [f, before[f as keyof CustomerRow]])),
        after: { ...Object.fromEntries(fields.map((f) => [f, after[f as keyof CustomerRow]])), reason },
        ip: actor.ip,
      });
      return toUser(after);
    });
  }

  /** Gives the player a new random password (shown once) and ends their sessions. */
  async function resetPassword(actor: StaffActor, userId: string) {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    await transaction(db, async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ passwordHash, updatedAt: clock.now() })
        .where(eq(customers.userId, userId))
        .returning({ id: customers.id });
      if (!row) throw new AppError('NOT_FOUND');
      await sessions.revokeAll(tx, { customerId: row.id }, 'password reset by staff');
      await audit(tx, {
        staff: actor.staff,
        action: 'customer.password-reset',
        targetType: 'customer',
        targetId: userId,
        ip: actor.ip,
      });
    });
    return { password };
  }

  return { search, detail, bets, setStatus, changeProfile, resetPassword, byUserId };
}

export type CustomersAdmin = ReturnType<typeof createCustomersAdmin>;
