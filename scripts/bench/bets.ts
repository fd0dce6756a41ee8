/**
 * Betting throughput and settlement time, on PostgreSQL or PGlite, each beside a baseline of the
 * same run on the same database engine:
 * - bets placed per second by N concurrent players through the real server (HTTP), beside the
 *   rate of one-row INSERT transactions from N concurrent clients;
 * - settling a round of 100 000 bets (the real set-based settlement), beside a bare UPDATE of
 *   the same 100 000 rows.
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { transaction } from '#server/db/transaction.ts';
import { rounds } from '#server/db/schema/index.ts';
import { createCatalog, seedDemoGames } from '#server/games/catalog.ts';
import { settleRoundBets } from '#server/betting/settlement.ts';
import { rulesOf } from '#shared/games/index.ts';
import { startServerProcess, demoAdminPasswordOf } from '../../tests/support/server.ts';
import { allowStaffWithoutTotp, onServer } from '../../tests/support/database.ts';
import { sustained, type Rate } from './transfers.ts';
import { jsonClient } from './http.ts';

/** Bets per second through HTTP with `workers` players, on a server using `env`'s database; and,
 * with the same players and client, the rate of the cheapest signed-in read (the floor that
 * HTTP, the token and the session check put under any player call). */
async function httpBets(
  env: Record<string, string>,
  workers: number,
  seconds: number,
): Promise<{ bets: Rate; betsWithLossLimits: Rate; signedInRead: Rate }> {
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn' });
  const client = jsonClient(server.url, workers + 2);
  const { call } = client;
  try {
    if (env.DATABASE_URL) await allowStaffWithoutTotp(env.DATABASE_URL);
    const adminPassword = demoAdminPasswordOf(server.output());
    const staff = (await call('POST', '/api/admin/auth/login', {
      username: 'admin',
      password: adminPassword,
    })) as { jwt: string };
    // Each player is funded with one claim of 1 000 000, above the default per-claim maximum.
    await call('PUT', '/api/admin/settings', { limits: { depositMax: null } }, staff.jwt);
    const lotteries = (await call('GET', '/api/app/game')) as unknown as { id: number; game: string }[];
    const mark6 = lotteries.find((l) => l.game === 'mark6');
    if (!mark6) throw new Error('no Mark 6 lottery');
    const rooms = (await call('GET', `/api/app/game/${mark6.id}/room`)) as unknown as { id: number }[];
    const roomId = rooms[0]?.id ?? 0;
    // Room limits out of the way: the benchmark measures the betting path, not the limit.
    await call(
      'PUT',
      `/api/admin/lotteries/${mark6.id}/rooms/${roomId}`,
      { minBet: '1', betLimit: '99999999' },
      staff.jwt,
    );
    const players: string[] = [];
    for (let i = 0; i < workers; i++) {
      const session = (await call('POST', '/api/app/customer/register', {
        username: `better_${i}`,
        password: 'bench-pass',
        confirmPassword: 'bench-pass',
        realName: 'Bench',
        invitationCode: 'FAIRDRAW',
        agreeTerms: true,
      })) as { jwt: string };
      const deposit = (await call('POST', '/api/app/deposit/apply', { amount: '1000000' }, session.jwt)) as {
        id: string;
      };
      await call('POST', `/api/admin/deposits/${deposit.id}/confirm`, { amount: '1000000' }, staff.jwt);
      players.push(session.jwt);
    }
    // Wait for a Mark 6 round that stays open for the whole measurement.
    let period = '';
    for (let tries = 0; tries < 120 && !period; tries++) {
      const state = (await call('GET', `/api/app/game/${mark6.id}/${roomId}`)) as {
        currentRound: { state: string; closesAt: string; period: string } | null;
      };
      const round = state.currentRound;
      if (round?.state === 'open' && new Date(round.closesAt).getTime() - Date.now() > (seconds + 5) * 1000)
        period = round.period;
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (!period) throw new Error('no Mark 6 round open long enough');
    const keys = [
      'special:BIG',
      'special:SMALL',
      'special:ODD',
      'special:EVEN',
      'colour:RED',
      'colour:BLUE',
      'colour:GREEN',
    ];
    const odds = (await call('GET', `/api/app/game/${mark6.id}/${roomId}/odds`)) as {
      markets: { key: string; odds: string }[];
    };
    const oddsOf = new Map(odds.markets.map((m) => [m.key, m.odds]));
    const signedInRead = await sustained(
      'GET /api/app/notification/unread/count (HTTP, signed in)',
      workers,
      seconds,
      async (w) => {
        await call('GET', '/api/app/notification/unread/count', undefined, players[w]);
      },
    );
    let n = 0;
    const betOnce = async (w: number) => {
      const key = keys[n++ % keys.length] ?? 'special:BIG';
      await call(
        'POST',
        '/api/app/game/bet',
        {
          lotteryId: mark6.id,
          roomId,
          period,
          items: [{ key, amount: '1', odds: oddsOf.get(key) }],
          summary: { count: 1, amount: '1', total: '1' },
        },
        players[w],
      );
    };
    const placed = await sustained('POST /api/app/game/bet (HTTP, one selection)', workers, seconds, betOnce);
    // The same bets once every player has a daily, weekly and monthly loss limit: each
    // bet then also sums the player's net loss of the period from the ledger, under its lock, over
    // the bets the first measurement left.
    const high = '99999999';
    for (const jwt of players) {
      await call(
        'PUT',
        '/api/app/customer/limits',
        { loss: { daily: high, weekly: high, monthly: high } },
        jwt,
      );
    }
    const limited = await sustained(
      'POST /api/app/game/bet (HTTP, with loss limits)',
      workers,
      seconds,
      betOnce,
    );
    return { bets: placed, betsWithLossLimits: limited, signedInRead };
  } finally {
    client.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** One-row INSERT transactions per second from `workers` concurrent clients. */
async function rawInserts(database: Database, workers: number, seconds: number): Promise<Rate> {
  await database.db.execute(
    sql`create table if not exists bench_rows (id bigserial primary key, worker int not null)`,
  );
  return sustained('baseline: one-row INSERT transaction', workers, seconds, async (w) => {
    await transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into bench_rows (worker) values (${w})`);
    });
  });
}

export interface SettlementFigure {
  bets: number;
  settleMs: number;
  bareUpdateMs: number;
}

/** Settles a round of `count` bets with the real settlement; times a bare UPDATE of the same rows. */
async function settlement(database: Database, count: number): Promise<SettlementFigure> {
  const { db } = database;
  const catalog = createCatalog({ db });
  await seedDemoGames(db, catalog);
  const [lottery] = await catalog.lotteryList();
  if (!lottery) throw new Error('no lottery');
  const [room] = await catalog.roomsOf(lottery.id);
  const [round] = await db
    .insert(rounds)
    .values({
      lotteryId: lottery.id,
      period: '209901010001',
      state: 'drawing',
      opensAt: new Date(),
      closesAt: new Date(),
      drawAt: new Date(),
      seed: '00'.repeat(32),
      seedHash: '00'.repeat(32),
      numbers: [3, 1, 4, 10, 5, 9, 2, 6, 8, 7],
      drawnAt: new Date(),
    })
    .returning();
  if (!round || !room) throw new Error('setup failed');
  // 1 000 players with money, 100 bets each across the markets, inserted set-based.
  await db.execute(sql`
    insert into customers (user_id, username, password_hash, real_name, invitation_code, balance)
    select (100000 + g)::text, 'settle_' || g, 'x', 'Bench', 'BENCH', 100000000 from generate_series(1, 1000) g`);
  const keys = rulesOf('lotto')
    .markets()
    .map((m) => m.key);
  await db.execute(sql`
    insert into bets (slip_id, customer_id, lottery_id, room_id, round_id, period, key, amount, odds)
    select gen_random_uuid(), c.id, ${lottery.id}, ${room.id}, ${round.id}, '209901010001',
           (${JSON.stringify(keys)}::jsonb ->> (g % ${keys.length}))::text, 100, 19600
    from generate_series(0, ${count - 1}) g
    join lateral (select id from customers where user_id = (100001 + g % 1000)::text) c on true`);
  const bare = performance.now();
  await db.execute(sql`update bets set payout = amount where round_id = ${round.id}`);
  const bareUpdateMs = performance.now() - bare;
  await db.execute(sql`update bets set payout = 0 where round_id = ${round.id}`);
  const started = performance.now();
  const counts = await transaction(db, (tx) =>
    settleRoundBets(tx, round, rulesOf('lotto'), { numbers: round.numbers ?? [] }, new Date()),
  );
  const settleMs = performance.now() - started;
  if (counts.bets !== count) throw new Error(`settled ${counts.bets} of ${count}`);
  await db.update(rounds).set({ state: 'settled' }).where(eq(rounds.id, round.id));
  return { bets: count, settleMs, bareUpdateMs };
}

export interface BetRun {
  players: number;
  bets: Rate;
  /** The same bets once each player has loss limits. */
  betsWithLossLimits: Rate;
  signedInRead: Rate;
  baseline: Rate;
}

export interface BetBench {
  engine: string;
  /** One run per number of concurrent players. */
  runs: BetRun[];
  settlement: SettlementFigure;
}

/** On PostgreSQL: each number of players on a fresh database, then the settlement on the last. */
export async function betBenchPostgres(
  postgresUrl: string,
  playerCounts: readonly number[],
  seconds: number,
): Promise<BetBench> {
  const admin = (statement: string) => onServer(postgresUrl, statement);
  const runs: BetRun[] = [];
  let settled: SettlementFigure | undefined;
  for (const [i, players] of playerCounts.entries()) {
    const name = `fairdraw_betbench_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      const { bets, betsWithLossLimits, signedInRead } = await httpBets(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-betbench-')),
          DATABASE_URL: url.href,
          // The bench signs in as the demo admin and bets on the demo lotteries.
          SEED_DEMO: 'true',
          DATABASE_POOL_SIZE: String(players),
        },
        players,
        seconds,
      );
      const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: players });
      try {
        const baseline = await rawInserts(database, players, seconds);
        runs.push({ players, bets, betsWithLossLimits, signedInRead, baseline });
        if (i === playerCounts.length - 1) settled = await settlement(database, 100_000);
      } finally {
        await database.close();
      }
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
      // Its pages are written now, not during whatever is measured next.
      await admin('checkpoint');
    }
  }
  if (!settled) throw new Error('no player count to measure');
  return { engine: 'PostgreSQL', runs, settlement: settled };
}

/**
 * On PGlite: each number of players on a fresh data directory, its baseline right after it on a
 * PGlite of its own (the server's data directory has one user), file-backed alike; then the
 * settlement there.
 */
export async function betBenchPglite(playerCounts: readonly number[], seconds: number): Promise<BetBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-betbench-raw-'));
  const database = await openDatabase({
    dataDir,
    pglite: await PGlite.create(path.join(dataDir, 'pglite'), { relaxedDurability: true }),
  });
  try {
    await migrateDatabase(database);
    const runs: BetRun[] = [];
    for (const players of playerCounts) {
      const { bets, betsWithLossLimits, signedInRead } = await httpBets(
        { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-betbench-')), DATABASE_URL: '' },
        players,
        seconds,
      );
      runs.push({
        players,
        bets,
        betsWithLossLimits,
        signedInRead,
        baseline: await rawInserts(database, players, seconds),
      });
    }
    const settled = await settlement(database, 100_000);
    return { engine: 'PGlite', runs, settlement: settled };
  } finally {
    await database.close();
  }
}
