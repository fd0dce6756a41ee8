/**
 * What staff do with customers: find them, look at one, change the account state, change a
 * locked profile field on request, reset a password. Every change is audited. Each operation
 * takes its dependencies; `createCustomersAdmin` binds them once.
 */
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import type { AccountStatus } from '#shared/vocabulary.ts';
import type { User } from '#shared/contract/account.ts';
import type {
  CustomerBetsQuery,
  CustomerDetail,
  CustomersQuery,
  StaffCustomer,
} from '#shared/contract/staff.ts';
import type { Page } from '#shared/contract/common.ts';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/transaction.ts';
import type { Db } from '#server/db/client.ts';
import type { customers } from '#server/db/schema/index.ts';
import { transaction } from '#server/db/transaction.ts';
import type { CustomerRow, StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { readPage } from '#server/db/paging.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Sessions } from '#server/sessions/sessions.ts';
import type { Devices } from '#server/devices/devices.ts';
import { updateCustomer } from './queries.ts';
import { toUser } from './view.ts';
import { protectionView } from '#server/protection/blocks.ts';
import { toBet } from '#server/betting/view.ts';
import { audit } from '#server/staff/audit.ts';
import { generatePassword } from '#server/staff/staff.ts';
import {
  customerBets,
  customerByUserId,
  customerSearch,
  inviteesOf,
  inviterOf,
  lockCustomerByUserId,
  sessionsOf,
  setPasswordByUserId,
} from './customersAdminQueries.ts';

export interface CustomersAdminDeps {
  db: Db;
  clock: Clock;
  sessions: Sessions;
  devices: Devices;
}

export interface ProfileChanges {
  realName?: string | undefined;
  phoneNumber?: string | undefined;
  cryptoAddress?: string | undefined;
}

/** The customer staff named by user id, or 404: every console route about one customer starts here. */
export async function byUserId(db: Executor, userId: string): Promise<CustomerRow> {
  const row = await customerByUserId(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The internal id of the customer a staff route names by public user ID (`NOT_FOUND` otherwise). */
export async function customerIdOf(db: Executor, userId: string): Promise<string> {
  return (await byUserId(db, userId)).id;
}

export function searchCustomers(db: Db, filters: CustomersQuery): Promise<Page<StaffCustomer>> {
  return readPage(filters, customerSearch(db, filters), (row) => ({
    ...toUser(row.customer),
    inviterUserId: row.inviterUserId,
  }));
}

export async function customerDetail(
  { db, devices, clock }: CustomersAdminDeps,
  userId: string,
): Promise<CustomerDetail> {
  const customer = await byUserId(db, userId);
  const [inviter, invitees, sessionRows, deviceList, protection] = await Promise.all([
    inviterOf(db, customer.inviterId),
    inviteesOf(db, customer.id),
    sessionsOf(db, customer.id),
    devices.ofCustomer(customer.id),
    protectionView(db, customer.id, clock.now()),
  ]);
  return {
    ...toUser(customer),
    statusReason: customer.statusReason,
    invitationCode: customer.invitationCode,
    inviter,
    invitees: invitees.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    devices: deviceList,
    protection,
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

/** One customer's bets, newest first (optionally of one lottery or in one state), with the lottery's name. */
export async function betsOfCustomer(db: Db, userId: string, filters: CustomerBetsQuery) {
  const customer = await byUserId(db, userId);
  return readPage(filters, customerBets(db, customer.id, filters), (row) => ({
    ...toBet(row.bet, row.game),
    lotteryName: row.lotteryName,
  }));
}

/** Sets the account state; disabling ends every session of the player at once. */
export async function setCustomerStatus(
  { db, clock, sessions }: CustomersAdminDeps,
  actor: StaffActor,
  userId: string,
  status: AccountStatus,
  reason: string,
): Promise<User> {
  return transaction(db, async (tx) => {
    const before = await lockCustomerByUserId(tx, userId);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await updateCustomer(tx, before.id, {
      status,
      statusReason: reason,
      updatedAt: clock.now(),
    });
    if (!after) throw new AppError('NOT_FOUND');
    if (status === 'disabled')
      await sessions.revokeAll(tx, { customerId: before.id }, `disabled by staff: ${reason}`);
    await audit(tx, actor, {
      action: 'customer.status',
      targetType: 'customer',
      targetId: userId,
      before: { status: before.status, statusReason: before.statusReason },
      after: { status, statusReason: reason },
    });
    return toUser(after);
  });
}

/** The columns a profile change sets; a crypto address brings its network. */
function profileColumns(changes: ProfileChanges): Partial<typeof customers.$inferInsert> {
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
  if (Object.keys(set).length === 0) throw new AppError('VALIDATION_ERROR', { fields: { body: 'REQUIRED' } });
  return set;
}

/** Changes locked profile fields on the player's request (support's job). */
export async function changeCustomerProfile(
  { db, clock }: CustomersAdminDeps,
  actor: StaffActor,
  userId: string,
  changes: ProfileChanges,
  reason: string,
): Promise<User> {
  const set = profileColumns(changes);
  return transaction(db, async (tx) => {
    const before = await lockCustomerByUserId(tx, userId);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await updateCustomer(tx, before.id, { ...set, updatedAt: clock.now() });
    if (!after) throw new AppError('NOT_FOUND');
    const fields = Object.keys(set) as (keyof typeof set)[];
    await audit(tx, actor, {
      action: 'customer.profile',
      targetType: 'customer',
      targetId: userId,
      before: Object.fromEntries(fields.map((f) => [f, before[f as keyof CustomerRow]])),
      after: { ...Object.fromEntries(fields.map((f) => [f, after[f as keyof CustomerRow]])), reason },
    });
    return toUser(after);
  });
}

/** Gives the player a new random password (shown once) and ends their sessions. */
export async function resetCustomerPassword(
  { db, clock, sessions }: CustomersAdminDeps,
  actor: StaffActor,
  userId: string,
): Promise<{ password: string }> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await transaction(db, async (tx) => {
    const row = await setPasswordByUserId(tx, userId, passwordHash, clock.now());
    if (!row) throw new AppError('NOT_FOUND');
    await sessions.revokeAll(tx, { customerId: row.id }, 'password reset by staff');
    await audit(tx, actor, {
      action: 'customer.password-reset',
      targetType: 'customer',
      targetId: userId,
    });
  });
  return { password };
}

export function createCustomersAdmin(deps: CustomersAdminDeps) {
  const { db } = deps;
  return {
    search: (filters: CustomersQuery) => searchCustomers(db, filters),
    detail: (userId: string) => customerDetail(deps, userId),
    bets: (userId: string, filters: CustomerBetsQuery) => betsOfCustomer(db, userId, filters),
    setStatus: (actor: StaffActor, userId: string, status: AccountStatus, reason: string) =>
      setCustomerStatus(deps, actor, userId, status, reason),
    changeProfile: (actor: StaffActor, userId: string, changes: ProfileChanges, reason: string) =>
      changeCustomerProfile(deps, actor, userId, changes, reason),
    resetPassword: (actor: StaffActor, userId: string) => resetCustomerPassword(deps, actor, userId),
    byUserId: (userId: string) => byUserId(db, userId),
  };
}

export type CustomersAdmin = ReturnType<typeof createCustomersAdmin>;
