/**
 * Chase plans: the time to place the period bets of 10 000 running plans when a round
 * opens (the scheduler's set-based placement, chunk by chunk), beside placing the same bets
 * through the bet function one call per plan; and the delay from the round opening (the
 * scheduler's tick that opens it) to the last plan's bet, on PostgreSQL and on PGlite.
 */
import { pino } from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { onEachEngine } from './engines.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { chasePlans, rounds } from '#server/db/schema/index.ts';
import { createCatalog, seedDemoGames } from '#server/games/catalog.ts';
import { createSiteSettings } from '#server/site/site.ts';
import { createEvents } from '#server/events/events.ts';
import { createRounds } from '#server/rounds/rounds.ts';
import { createChases } from '#server/chase/chase.ts';
import { lockDuePlans } from '#server/chase/queries.ts';
import { periodSlip } from '#server/chase/placement.ts';
import { placeSlip } from '#server/betting/slips.ts';
import { transaction } from '#server/db/transaction.ts';
import { selectRow } from '#server/db/rows.ts';

export interface ChaseFigure {
  engine: string;
  plans: number;
  /** The scheduler's placement of every plan's period in one round. */
  placeMs: number;
  /** The same bets through the bet function, one call per plan. */
  oneByOneMs: number;
  /** From the tick that opens the round to the last plan's bet committed. */
  openToLastBetMs: number;
}

const clock = { now: () => new Date() };
const log = pino({ level: 'silent' });

/** `plans` players with money and a running plan each on the demo Lotto 10's first room. */
async function seedPlans(database: Database, plans: number) {
  const { db } = database;
  const catalog = createCatalog({ db });
  await seedDemoGames(db, catalog);
  const lottery = (await catalog.lotteryList()).find((l) => l.game === 'lotto');
  if (!lottery) throw new Error('no lotto');
  const [room] = await catalog.roomsOf(lottery.id);
  if (!room) throw new Error('no room');
  const odds = (await catalog.odds(lottery, room.id)).byKey.get('pos1:BIG')?.odds ?? 0;
  await db.execute(sql`
    insert into customers (user_id, username, password_hash, real_name, invitation_code, balance)
    select (200000 + g)::text, 'chase_' || g, 'x', 'Bench', 'BENCH', 100000000 from generate_series(1, ${plans}) g`);
  // A database in use: earlier rounds' settled bets, and statistics gathered (autovacuum on
  // PostgreSQL, the maintenance sweep on PGlite); on tables the planner thinks empty every
  // placement reads the bets sequentially.
  const [past] = await db
    .insert(rounds)
    .values({
      lotteryId: lottery.id,
      period: '209801010001',
      state: 'settled',
      opensAt: new Date(0),
      closesAt: new Date(0),
      drawAt: new Date(0),
      seed: '00'.repeat(32),
      seedHash: '00'.repeat(32),
    })
    .returning();
  await db.execute(sql`
    insert into bets (slip_id, customer_id, lottery_id, room_id, round_id, period, key, amount, odds, status, result, slip_key)
    select gen_random_uuid(), c.id, ${lottery.id}, ${room.id}, ${past?.id ?? 0}, '209801010001', 'pos1:BIG', 100, ${odds}, 'settled', 'LOSE', 'past-' || g
    from generate_series(1, ${plans * 10}) g
    join lateral (select id from customers where user_id = (200001 + g % ${plans})::text) c on true`);
  await db.execute(sql`
    insert into chase_plans (customer_id, lottery_id, room_id, items, stake, periods, stop_on_win, loss_limit, first_round_id)
    select id, ${lottery.id}, ${room.id},
           jsonb_build_array(jsonb_build_object('key', 'pos1:BIG', 'amount', '100', 'odds', ${odds}::int, 'oddsByCount', null)),
           100, 100, false, 1000000, 0
    from customers where username like 'chase\\_%'`);
  await db.execute(sql`analyze`);
  return { catalog, lottery, room };
}

/** A round of the lottery `state`, open for an hour from now. */
async function roundOf(database: Database, lotteryId: number, period: string, state: 'pending' | 'open') {
  const now = Date.now();
  const [round] = await database.db
    .insert(rounds)
    .values({
      lotteryId,
      period,
      state,
      opensAt: new Date(now - 1_000),
      closesAt: new Date(now + 3_600_000),
      drawAt: new Date(now + 3_660_000),
      seed: '00'.repeat(32),
      seedHash: '00'.repeat(32),
    })
    .returning();
  if (!round) throw new Error('no round');
  return round;
}

async function measure(database: Database, engine: string, plans: number): Promise<ChaseFigure> {
  const { db } = database;
  await migrateDatabase(database);
  const { catalog, lottery, room } = await seedPlans(database, plans);
  const site = createSiteSettings({ db });
  await site.ensure();
  const events = createEvents({ database, log });
  const rounds_ = createRounds({ db, clock, catalog, events, log });
  const chases = createChases({ db, clock, catalog, site, log });
  rounds_.setHooks(chases);
  // No other round of the lottery may be open: the scheduler opens one round at a time.
  await db.update(rounds).set({ state: 'settled' }).where(eq(rounds.lotteryId, lottery.id));

  // The scheduler: the tick that opens the round places every plan's period.
  const first = await roundOf(database, lottery.id, '209901010001', 'pending');
  const opened = performance.now();
  await rounds_.advance(lottery, new Date());
  const openToLastBetMs = performance.now() - opened;
  const [placedRound] = await db.select().from(rounds).where(eq(rounds.id, first.id));
  if (!placedRound?.chasesPlacedAt) throw new Error('the round was not placed');
  const n = (
    await selectRow<{ n: number }>(db, sql`select count(*)::int as n from bets where round_id = ${first.id}`)
  )?.n;
  if (Number(n) !== plans) throw new Error(`placed ${n} of ${plans}`);
  // The placement alone, on a second round (the same plans, their next period).
  await db.update(rounds).set({ state: 'settled' }).where(eq(rounds.id, first.id));
  const second = await roundOf(database, lottery.id, '209901010002', 'open');
  const startedPlace = performance.now();
  await chases.placeDue(lottery, second);
  const placeMs = performance.now() - startedPlace;

  // The baseline: the same bets through the bet function, one call per plan, on a third round.
  await db.update(rounds).set({ state: 'settled' }).where(eq(rounds.id, second.id));
  const third = await roundOf(database, lottery.id, '209901010003', 'open');
  const due = await transaction(db, (tx) => lockDuePlans(tx, lottery.id, third.id, plans));
  const { timeZone } = await site.get();
  const startedOne = performance.now();
  for (const plan of due.plans) await placeSlip(db, periodSlip(plan, room, third, new Date(), timeZone));
  const oneByOneMs = performance.now() - startedOne;
  await db.update(chasePlans).set({ placed: 0 });
  await events.close();
  return { engine, plans, placeMs, oneByOneMs, openToLastBetMs };
}

export function chaseBench(postgresUrl: string, plans = 10_000): Promise<ChaseFigure[]> {
  return onEachEngine(postgresUrl, 'chasebench', (database, engine) => measure(database, engine, plans));
}

/** The report's section. */
export function chaseReport(figures: ChaseFigure[]): string {
  return `
Chase plans: placing the period bets of ${figures[0]?.plans ?? 0} running plans when a round opens (the scheduler's
set-based placement, ${'500'} plans a transaction), beside placing the same bets through the bet function one call
per plan; and the delay from the tick that opens the round to the last plan's bet:

| engine | plans | placement ms | baseline: one call per plan ms | ratio | round opened → last plan's bet ms |
|---|---|---|---|---|---|
${figures.map((f) => `| ${f.engine} | ${f.plans} | ${Math.round(f.placeMs)} | ${Math.round(f.oneByOneMs)} | ${(f.placeMs / f.oneByOneMs).toFixed(2)} | ${Math.round(f.openToLastBetMs)} |`).join('\n')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await chaseBench(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    Number(process.env.BENCH_CHASE_PLANS ?? 10_000),
  );
  console.log(chaseReport(figures));
}
