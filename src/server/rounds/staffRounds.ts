/** Rounds as staff see them: the list, one round with its bets, and voiding a round (audited). */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import type { StaffActor } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { audit } from '#server/staff/audit.ts';
import { toBet } from '#server/betting/view.ts';
import type { RoundDetailView, RoundListQuery } from '#shared/contract/gamesAdmin.ts';
import { selectRoundBets, selectRoundPage, selectRoundWithLottery } from './queries.ts';
import type { Rounds } from './rounds.ts';
import { drawView, toRound } from './view.ts';

/** The server returns at most this many bets of a round. */
const ROUND_BET_LIMIT = 1000;

export interface StaffRoundsDeps {
  db: Db;
  clock: Clock;
  rounds: Rounds;
}

/** One round with its lottery, its bets and (once drawn) its draw. */
export async function roundDetail(db: Db, roundId: number): Promise<RoundDetailView> {
  const row = await selectRoundWithLottery(db, roundId);
  if (!row) throw new AppError('NOT_FOUND');
  const list = await selectRoundBets(db, row.round.id, ROUND_BET_LIMIT);
  const drawn = row.round.state === 'drawing' || row.round.state === 'settled';
  return {
    ...toRound(row.round),
    lotteryId: row.lottery.id,
    game: row.lottery.game,
    voidReason: row.round.voidReason,
    // Not even staff see a seed before the draw.
    draw: drawn ? drawView(row.lottery, row.round) : null,
    bets: list.map((b) => ({ ...toBet(b.bet, row.lottery.game), userId: b.userId })),
  };
}

/** Voids a round not yet settled (every bet refunded, the reason public); `INVALID_OPERATION` otherwise. */
export async function voidRoundAs(
  { db, clock, rounds }: StaffRoundsDeps,
  actor: StaffActor,
  roundId: number,
  reason: string,
) {
  const row = await selectRoundWithLottery(db, roundId);
  if (!row) throw new AppError('NOT_FOUND');
  const voided = await rounds.voidRound(row.lottery, row.round.id, reason, clock.now());
  if (!voided) throw new AppError('INVALID_OPERATION');
  await audit(db, actor, {
    action: 'round.void',
    targetType: 'round',
    targetId: String(row.round.id),
    before: { state: row.round.state },
    after: { state: 'void', reason },
  });
  return { ...toRound(voided), voidReason: voided.voidReason };
}

/** The staff round operations bound to their dependencies. */
export function createStaffRounds(deps: StaffRoundsDeps) {
  return {
    list: (query: RoundListQuery) => selectRoundPage(deps.db, query),
    detail: (roundId: number) => roundDetail(deps.db, roundId),
    void: (actor: StaffActor, roundId: number, reason: string) => voidRoundAs(deps, actor, roundId, reason),
  };
}
