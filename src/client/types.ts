/** The API shapes of API.md the browser reads. */
import type { DrawSummary } from '#shared/games/types.ts';
import type { AccountStatus, GameKey, MoneyStatus, RoundState } from '#shared/vocabulary.ts';

export interface User {
  userId: string;
  username: string;
  realName: string | null;
  phoneNumber: string | null;
  cryptoAddress: string | null;
  cryptoNetwork: string | null;
  balance: string;
  status: AccountStatus;
  hasTransactionPassword: boolean;
  locked: { realName: boolean; phoneNumber: boolean; cryptoAddress: boolean };
  createdAt: string;
}

export interface SiteInfo {
  name: string;
  faviconUrl: string;
  supportUrl: string;
  currency: 'USDT';
  depositAddresses: { network: string; address: string }[];
  limits: {
    depositMin: string | null;
    depositMax: string | null;
    withdrawMin: string | null;
    withdrawMax: string | null;
    withdrawFee: { fixed: string; percent: string };
    withdrawHours: { start: string; end: string; timeZone: string };
    transferMin: string | null;
    transferMax: string | null;
    transferDailyLimit: string | null;
  };
  maintenance: boolean;
}

/** The site settings as staff edit them (`GET /api/admin/settings`). */
export interface StaffSettings extends SiteInfo {
  limits: SiteInfo['limits'] & {
    depositOpenClaimsMax: number;
    depositConfirmTwiceFrom: string | null;
  };
  /** Null: the database's default, `staffTotpDefault`. */
  staffTotpRequired: boolean | null;
  staffTotpDefault: boolean;
}

export type Game = GameKey;
export type { RoundState };

export interface Round {
  period: string;
  state: RoundState;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  seedHash: string;
}

export interface Lottery {
  id: number;
  game: Game;
  name: string;
  intervalSeconds: number;
  closeBeforeDrawSeconds: number;
  currentRound: Round | null;
}

export interface Room {
  id: number;
  lotteryId: number;
  name: string;
  minBet: string;
  balanceRequirement: string;
  betLimit: string;
}

export interface Draw {
  id: number;
  lotteryId: number;
  game: Game;
  period: string;
  numbers: number[];
  special?: number;
  summary: DrawSummary;
  drawnAt: string | null;
  seedHash: string;
  seed: string | null;
  salt: string;
  state: RoundState;
}

export interface Bet {
  betUid: string;
  lotteryId: number;
  game: Game;
  roomId: number;
  period: string;
  key: string;
  amount: string;
  odds: string;
  oddsByCount?: string[];
  status: 'pending' | 'settled' | 'invalid' | 'cancelled' | 'deleted';
  result: null | 'WIN' | 'LOSE' | 'CANCEL';
  payout: string;
  createdAt: string;
  settledAt: string | null;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export type { MoneyStatus };

export interface Deposit {
  id: string;
  amount: string;
  amountReceived: string | null;
  reversed: boolean;
  status: MoneyStatus;
  reason: string | null;
  fromUserId?: string | null;
  network?: string | null;
  txHash?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Withdrawal {
  id: string;
  amount: string;
  fee: string;
  actualAmount: string;
  address: string | null;
  network: string | null;
  status: MoneyStatus;
  reason: string | null;
  txHash: string | null;
  toUserId?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Transaction {
  id: string;
  reason: string;
  amount: string;
  balance: string;
  fee: string;
  createdAt: string;
  ref: { type: string; id: string };
}

export interface Transfer {
  id: string;
  fromUserId: string;
  toUserId: string;
  amount: string;
  fee: string;
  reason: string;
  createdAt: string;
}

export interface Notification {
  id: string;
  title: string;
  body: string;
  isRead: boolean;
  createdAt: string;
}
