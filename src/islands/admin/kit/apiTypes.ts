/**
 * A customer's bet as `GET /api/admin/customers/{userId}/bets` lists it. The contract's
 * `customerBet` (src/shared/contract/staff.ts) still describes only its ids; until it is the full
 * bet with the lottery's name, the console reads this shape.
 */
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
