/** Lotteries and rooms as the staff API returns them (`GET /api/admin/lotteries`). */

export interface AdminRoom {
  id: number;
  lotteryId: number;
  name: string;
  minBet: string;
  balanceRequirement: string;
  betLimit: string;
}

export interface AdminLottery {
  id: number;
  game: 'lotto' | 'fast3' | 'fiveMins' | 'mark6';
  name: string;
  intervalSeconds: number;
  closeBeforeDrawSeconds: number;
  enabled: boolean;
  rooms: AdminRoom[];
}

/**
 * The odds editor's address for a lottery's table, or for one room's override.
 * @example oddsHref(2, 5) // '/admin/lotteries/2/odds?roomId=5'
 */
export function oddsHref(lotteryId: number, roomId?: number): string {
  return `/admin/lotteries/${lotteryId}/odds${roomId === undefined ? '' : `?roomId=${roomId}`}`;
}
