/** Every route of SPEC.md §2, built in one place. */
import type { GameKey } from './games/types.ts';

export const paths = {
  home: '/',
  draw: '/draw',
  notifications: '/notification',
  notification: (id: string) => `/notification/${encodeURIComponent(id)}`,
  personal: '/personal',
  personalEdit: '/personal/edit',
  profileEdit: '/personal/profile/edit',
  passwordEdit: '/personal/password/edit',
  transactionPasswordEdit: '/personal/transaction/password/edit',
  withdraw: '/withdraw',
  withdrawRecords: '/withdraw/records',
  deposit: '/deposit',
  depositRecords: '/deposit/records',
  internalTransfer: '/internalTransfer',
  transactions: '/transaction',
  betRecords: '/bet/records',
  myBets: (lotteryId: number) => `/myBet/${lotteryId}`,
  rooms: (lotteryId: number) => `/room/${lotteryId}`,
  round: (game: GameKey, lotteryId: number, roomId: number) => `/${game}/${lotteryId}/${roomId}`,
  howToPlay: (game: GameKey) => `/${game}/how-to-play`,
  drawDetail: (id: number | string) => `/lotto/draw/${id}`,
  login: '/login',
  register: '/register',
  terms: '/terms',
} as const;
