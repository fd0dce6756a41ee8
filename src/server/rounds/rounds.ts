/**
 * The round lifecycle, driven by `tick()`: rounds are created ahead with the hash
 * of their secret seed, opened, closed at `closesAt`, drawn from the seed at `drawAt`, settled,
 * or voided (everyone refunded) when they cannot be drawn by `drawAt` + 60 s. Every transition
 * is a conditional update, so ticks may repeat, overlap or resume after a crash: nothing is
 * done twice and nothing is skipped.
 */
import { randomBytes } from 'node:crypto';
import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { rounds } from '#server/db/schema/index.ts';
import { UNSETTLED_ROUND_STATES, type RoundState } from '#shared/vocabulary.ts';
import { transaction, turnOfEventLoop, type Tx } from '#server/db/transaction.ts';
import type { Events } from '#server/events/events.ts';
import type { Catalog, LotteryRow } from '#server/games/catalog.ts';
import { rulesOf } from '#shared/games/index.ts';
import { bytesToHex, deriveDraw, hexToBytes, seedHash } from '#shared/games/draw.ts';
import type { DrawResult, GameKey } from '#shared/games/types.ts';
import { settleRoundBets } from '#server/betting/settlement.ts';
import { notifyWinners } from '#server/notifications/notifications.ts';
import {
  countRoundsOfDay,
  hasOtherOpenRound,
  selectCurrentRound,
  selectDueRounds,
  selectLatestRound,
  selectMomentRounds,
  selectNextMoment,
} from './queries.ts';
import { drawView, toRound, type RoundRow } from './view.ts';

export type { RoundRow };
export { drawView, toRound };

/** How long after `drawAt` a round may still be drawn; later, it is voided. */
export const DRAW_GRACE_MS = 60_000;

/** The fast, synchronous HMAC-SHA256 of Node for the server's draws (same result as Web Crypto). */
export const nodeHmac = (key: Uint8Array, message: Uint8Array) =>
  createHmac('sha256', key).update(message).digest();

/** `YYYYMMDD` of an instant in UTC: the first part of a period. */
export function periodDay(at: Date): string {
  return at.toISOString().slice(0, 10).replaceAll('-', '');
}

/** What chase plans do when a round opens and when it settles. */
export interface RoundHooks {
  /** Places the period every running plan has due in an open round. */
  placeDue(lottery: LotteryRow, round: RoundRow): Promise<unknown>;
  /** Stops the stop-on-win plans a settled round won. */
  afterSettle(lottery: LotteryRow, roundId: number): Promise<unknown>;
  /** Stops the running plans of a disabled lottery. */
  lotteryClosed(lottery: LotteryRow): Promise<unknown>;
}

export interface RoundsDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  events: Events;
  log: Logger;
  /** Chase plans' hooks; the runtime binds them after both exist. */
  hooks?: RoundHooks;
}

/** Creates the next round of a lottery with a fresh secret seed and its published hash. */
async function createRound(
  { db, events }: RoundsDeps,
  lottery: LotteryRow,
  opensAt: Date,
  drawAt: Date,
): Promise<void> {
  const seed = randomBytes(32);
  const day = periodDay(drawAt);
  const closesAt = new Date(drawAt.getTime() - lottery.closeBeforeDrawSeconds * 1000);
  await transaction(db, async (tx) => {
    const period = `${day}${String((await countRoundsOfDay(tx, lottery.id, day)) + 1).padStart(4, '0')}`;
    await tx
      .insert(rounds)
      .values({
        lotteryId: lottery.id,
        period,
        opensAt,
        closesAt: closesAt < opensAt ? opensAt : closesAt,
        drawAt,
        seed: bytesToHex(seed),
        seedHash: await seedHash(seed),
      })
      .onConflictDoNothing();
  });
  events.changed(lottery.id);
}

/**
 * Keeps a round ahead of the current one. After a long stop the schedule restarts from now:
 * rounds that were never created took no bets, so nothing is lost.
 */
export async function ensureSchedule(deps: RoundsDeps, lottery: LotteryRow, now: Date): Promise<void> {
  const interval = lottery.intervalSeconds * 1000;
  let latest = await selectLatestRound(deps.db, lottery.id);
  if (!latest || latest.drawAt.getTime() + interval < now.getTime()) {
    const drawAt = new Date((Math.floor(now.getTime() / interval) + 1) * interval);
    await createRound(deps, lottery, now, drawAt);
    latest = await selectLatestRound(deps.db, lottery.id);
  }
  // One round beyond the current: it opens when the current one closes.
  for (let guard = 0; latest && latest.drawAt.getTime() < now.getTime() + interval && guard < 3; guard++) {
    await createRound(deps, lottery, latest.closesAt, new Date(latest.drawAt.getTime() + interval));
    latest = await selectLatestRound(deps.db, lottery.id);
  }
}

/** Columns a round's move sets. */
type RoundChanges = Partial<typeof rounds.$inferInsert>;

/**
 * Changes a round that is still in `from` and publishes it; `undefined` when it is not (another
 * tick moved it first).
 */
async function updateRoundIn(
  tx: Tx,
  events: Events,
  roundId: number,
  from: RoundState,
  changes: RoundChanges,
): Promise<RoundRow | undefined> {
  const [row] = await tx
    .update(rounds)
    .set(changes)
    .where(and(eq(rounds.id, roundId), eq(rounds.state, from)))
    .returning();
  if (row) await events.publish(tx, { lotteryId: row.lotteryId, type: 'round', data: toRound(row) });
  return row;
}

/**
 * Moves a round still in `from` in a transaction of its own (`andThen` writes more in it once
 * the round moved); `undefined` when another tick moved it first.
 */
async function move(
  { db, events }: RoundsDeps,
  round: RoundRow,
  from: RoundState,
  changes: RoundChanges,
  andThen?: (tx: Tx, row: RoundRow) => Promise<void>,
): Promise<RoundRow | undefined> {
  const row = await transaction(db, async (tx) => {
    const moved = await updateRoundIn(tx, events, round.id, from, changes);
    if (moved && andThen) await andThen(tx, moved);
    return moved;
  });
  // The change goes out to the event streams now, not when the rest of the tick is done.
  if (row) await turnOfEventLoop();
  return row;
}

/** Draws a closed round from its seed (the result is stored; settlement follows). */
async function draw(deps: RoundsDeps, lottery: LotteryRow, round: RoundRow, now: Date) {
  const result = await deriveDraw(
    {
      game: lottery.game as GameKey,
      lotteryId: lottery.id,
      period: round.period,
      salt: round.salt,
      seed: hexToBytes(round.seed),
    },
    nodeHmac,
  );
  return move(
    deps,
    round,
    'closed',
    {
      state: 'drawing',
      numbers: result.numbers,
      special: result.special ?? null,
      drawnAt: now,
    },
    (tx, row) =>
      deps.events.publish(tx, { lotteryId: row.lotteryId, type: 'draw', data: drawView(lottery, row) }),
  );
}

/** Settles every bet of a drawn round and marks it settled, in one transaction. */
async function settle(deps: RoundsDeps, lottery: LotteryRow, round: RoundRow, now: Date) {
  await settleRound(deps, lottery, round, now);
  await turnOfEventLoop();
  // Its own transaction, after the settlement's (see chase/placement.ts stopPlansWonIn); a crash
  // between the two is caught up by the next placement, which stops a plan that won.
  await deps.hooks?.afterSettle(lottery, round.id);
}

async function settleRound({ db, events, log }: RoundsDeps, lottery: LotteryRow, round: RoundRow, now: Date) {
  const result: DrawResult = {
    numbers: round.numbers ?? [],
    ...(round.special !== null ? { special: round.special } : {}),
  };
  await transaction(db, async (tx) => {
    // The round first, then its bets: the same order as a void, so the two cannot deadlock.
    const [locked] = await tx
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.id, round.id), eq(rounds.state, 'drawing')))
      .for('update');
    if (!locked) return;
    const counts = await settleRoundBets(tx, round, rulesOf(lottery.game as GameKey), result, now);
    await notifyWinners(tx, round, lottery, now);
    await updateRoundIn(tx, events, round.id, 'drawing', { state: 'settled', settledAt: now });
    log.info({ lotteryId: lottery.id, period: round.period, ...counts }, 'round settled');
  });
}

/** Voids a round not yet settled: every pending bet is cancelled and refunded, once. */
export async function voidRound(
  { db, events, log }: RoundsDeps,
  lottery: LotteryRow,
  roundId: number,
  reason: string,
  now: Date,
): Promise<RoundRow | undefined> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(rounds)
      .set({ state: 'void', voidReason: reason, settledAt: now })
      .where(and(eq(rounds.id, roundId), inArray(rounds.state, UNSETTLED_ROUND_STATES)))
      .returning();
    if (!row) return undefined;
    const counts = await settleRoundBets(tx, row, rulesOf(lottery.game as GameKey), null, now);
    await events.publish(tx, {
      lotteryId: row.lotteryId,
      type: 'round',
      data: { ...toRound(row), voidReason: reason },
    });
    log.warn({ lotteryId: lottery.id, period: row.period, reason, ...counts }, 'round voided');
    return row;
  });
}

/** Moves every round of one lottery as far as the clock allows. */
export async function advance(deps: RoundsDeps, lottery: LotteryRow, now: Date): Promise<void> {
  for (const round of await selectDueRounds(deps.db, lottery.id, now)) {
    let current: RoundRow | undefined = round;
    const late = now.getTime() > round.drawAt.getTime() + DRAW_GRACE_MS;
    if (current.state === 'drawing') {
      await settle(deps, lottery, current, now);
      continue;
    }
    if (late) {
      await voidRound(
        deps,
        lottery,
        round.id,
        'The draw could not be made on time; every bet is refunded.',
        now,
      );
      await turnOfEventLoop();
      continue;
    }
    if (current.state === 'pending') {
      // The next round opens only once the previous one has left `open`.
      if (await hasOtherOpenRound(deps.db, lottery.id, current.id)) continue;
      current = await move(deps, current, 'pending', { state: 'open' });
      if (!current) continue;
    }
    // Chase plans bet when a round opens: until their placement is marked done, every tick tries
    // again (another instance's half-done placement included); each plan bets once a round.
    if (current.state === 'open' && current.closesAt > now && !current.chasesPlacedAt && deps.hooks)
      await deps.hooks.placeDue(lottery, current);
    if (current.state === 'open' && current.closesAt <= now)
      current = await move(deps, current, 'open', { state: 'closed' });
    if (current?.state === 'closed' && current.drawAt <= now) {
      const drawn = await draw(deps, lottery, current, now);
      if (drawn) await settle(deps, lottery, drawn, now);
    }
  }
}

/**
 * The changes players wait for at a moment — a round opening, closing, drawn — of every lottery,
 * before any lottery's slower work (settlement, chase placement, rounds ahead), which would
 * otherwise hold up the moments of the lotteries after it. Each is the same guarded change as in
 * `advance`, which does what is left (a drawn round's settlement, the placement of an opened one).
 */
export async function advanceMoments(deps: RoundsDeps, lotteries: LotteryRow[], now: Date): Promise<void> {
  const byId = new Map(lotteries.map((lottery) => [lottery.id, lottery]));
  for (const round of await selectMomentRounds(deps.db, now)) {
    const lottery = byId.get(round.lotteryId);
    // Too late to draw: `advance` voids it.
    if (!lottery || now.getTime() > round.drawAt.getTime() + DRAW_GRACE_MS) continue;
    try {
      let current: RoundRow | undefined = round;
      if (current.state === 'pending') {
        if (await hasOtherOpenRound(deps.db, lottery.id, current.id)) continue;
        current = await move(deps, current, 'pending', { state: 'open' });
      }
      if (current?.state === 'open' && current.closesAt <= now)
        current = await move(deps, current, 'open', { state: 'closed' });
      if (current?.state === 'closed' && current.drawAt <= now) await draw(deps, lottery, current, now);
    } catch (error) {
      deps.log.error(
        { err: error, lotteryId: lottery.id, period: round.period },
        'a round change failed; retried on the next tick',
      );
    }
  }
}

/**
 * One lottery's share of a pass: its rounds move on; an enabled lottery gets new rounds, a
 * disabled one none, and its running chase plans stop (they have no round left to bet on).
 */
export async function tickLottery(deps: RoundsDeps, lottery: LotteryRow, now: Date): Promise<void> {
  await advance(deps, lottery, now);
  if (!lottery.enabled) {
    await deps.hooks?.lotteryClosed(lottery);
    return;
  }
  await ensureSchedule(deps, lottery, now);
  await advance(deps, lottery, now);
}

/**
 * The moments due now of every lottery (see `advanceMoments`); returns the next moment to come,
 * for the scheduler to wake at.
 */
export async function moments(deps: RoundsDeps): Promise<Date | undefined> {
  await advanceMoments(deps, await deps.catalog.lotteryList(true), deps.clock.now());
  return selectNextMoment(deps.db);
}

/**
 * One pass of the scheduler. Rounds of every lottery move on (a disabled lottery's rounds
 * still close, draw and settle); only enabled lotteries get new rounds. Every lottery's moments
 * come first. Returns the next moment to come (a round opening, closing or drawn), for the
 * scheduler to wake at.
 */
export async function tick(deps: RoundsDeps): Promise<Date | undefined> {
  const now = deps.clock.now();
  const lotteries = await deps.catalog.lotteryList(true);
  await advanceMoments(deps, lotteries, now);
  for (const lottery of lotteries) {
    try {
      await tickLottery(deps, lottery, now);
    } catch (error) {
      deps.log.error(
        { err: error, lotteryId: lottery.id },
        'scheduler tick failed; retried on the next tick',
      );
    }
  }
  return selectNextMoment(deps.db);
}

/** The round lifecycle bound to its dependencies. */
export function createRounds(deps: RoundsDeps) {
  return {
    /** Binds chase plans' hooks (they need the catalog and the site, made beside the rounds). */
    setHooks: (hooks: RoundHooks) => {
      deps.hooks = hooks;
    },
    /** One pass of the scheduler; resolves with the next moment to come. */
    tick: () => tick(deps),
    /** The changes due now (opening, closing, draw) alone; resolves with the next moment to come. */
    moments: () => moments(deps),
    /** The round players bet on now: the open one, else the next to open. */
    currentRound: (lotteryId: number) => selectCurrentRound(deps.db, lotteryId),
    voidRound: (lottery: LotteryRow, roundId: number, reason: string, now: Date) =>
      voidRound(deps, lottery, roundId, reason, now),
    ensureSchedule: (lottery: LotteryRow, now: Date) => ensureSchedule(deps, lottery, now),
    advance: (lottery: LotteryRow, now: Date) => advance(deps, lottery, now),
    /** What a tick does for one lottery (tests drive one lottery through it). */
    tickLottery: (lottery: LotteryRow, now: Date) => tickLottery(deps, lottery, now),
  };
}

export type Rounds = ReturnType<typeof createRounds>;
