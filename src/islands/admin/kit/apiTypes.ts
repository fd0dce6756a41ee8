/**
 * Shapes of the staff API as the console reads them (src/server/wallet/adminRoutes.ts,
 * src/server/staff/routes.ts, src/server/games/adminRoutes.ts), written by hand until the
 * shared contract replaces them.
 */
import type { User } from '#shared/contract/account.ts';
import type { MoneyStatus } from '#shared/vocabulary.ts';
import type { AccountStatus } from '#shared/vocabulary.ts';

export interface StaffDeposit {
  id: string;
  userId: string;
  amount: string;
  amountReceived: string | null;
  status: MoneyStatus;
  reason: string | null;
  network: string | null;
  txHash: string | null;
  reversed: boolean;
  owed: string;
  createdAt: string;
  updatedAt: string;
}

export interface StaffWithdrawal {
  id: string;
  userId: string;
  amount: string;
  fee: string;
  actualAmount: string;
  address: string | null;
  network: string | null;
  status: MoneyStatus;
  reason: string | null;
  txHash: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StaffTransfer {
  id: string;
  fromUserId: string;
  toUserId: string;
  amount: string;
  fee: string;
  createdAt: string;
}

export interface LedgerEntry {
  id: number;
  movementId: string;
  account: string;
  userId: string | null;
  houseAccount: string | null;
  reason: string;
  amount: string;
  balanceAfter: string | null;
  fee: string;
  ref: { type: string; id: string };
  createdAt: string;
}

export interface StaffBet {
  betUid: string;
  lotteryId: number;
  lotteryName: string;
  game: string;
  roomId: number;
  period: string;
  key: string;
  amount: string;
  odds: string;
  status: string;
  result: string | null;
  payout: string;
  createdAt: string;
}

/** A room as `GET /api/admin/lotteries` returns it. */
export interface AdminRoom {
  id: number;
  lotteryId: number;
  name: string;
  minBet: string;
  balanceRequirement: string;
  betLimit: string;
}

/** A lottery with its rooms as `GET /api/admin/lotteries` returns it. */
export interface AdminLottery {
  id: number;
  game: 'lotto' | 'fast3' | 'fiveMins' | 'mark6';
  name: string;
  intervalSeconds: number;
  closeBeforeDrawSeconds: number;
  enabled: boolean;
  rooms: AdminRoom[];
}

/** A device a customer was seen on, with the other customers seen on it. */
export interface CustomerDevice {
  visitorId: string;
  browserName: string | null;
  os: string | null;
  device: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  lastIp: string | null;
  otherUserIds: string[];
}

/** One sign-in session of a customer. */
export interface CustomerSession {
  id: string;
  ip: string | null;
  userAgent: string | null;
  visitorId: string | null;
  createdAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

/** `GET /api/admin/customers/:userId`. */
export interface CustomerDetailData extends User {
  status: AccountStatus;
  statusReason: string | null;
  invitationCode: string;
  inviter: { userId: string; username: string } | null;
  invitees: { userId: string; username: string; createdAt: string }[];
  devices: CustomerDevice[];
  sessions: CustomerSession[];
}

/** One row of `GET /api/admin/reports/daily`: a day and lottery. */
export interface DailyRow {
  day: string;
  lotteryId: number;
  bets: number;
  turnover: string;
  payouts: string;
  ggr: string;
}

/** `GET /api/admin/reports/money`. */
export interface MoneyReport {
  days: {
    day: string;
    deposits: { count: number; amount: string };
    withdrawals: { count: number; amount: string; fees: string; paidOut: string };
  }[];
  balancesHeld: string;
  players: number;
  asOf: string;
}
