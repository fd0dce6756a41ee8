/**
 * Crash consistency (`npm run test:crash`): the production server on PostgreSQL and on PGlite,
 * many clients betting, transferring and withdrawing, killed with SIGKILL at random moments and
 * restarted. Afterwards every request that was answered with success is in the database and
 * nothing else is, in-flight requests retried with their Idempotency-Key moved money once, the
 * ledger check passes, no round was drawn twice or skipped, and each player's chase plan
 * placed one bet a round, never two, whatever the kills interrupted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowStaffWithoutTotp, onServer } from '../support/database.ts';
import { startServerProcess, type ServerProcess } from '../support/server.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
const PLAYERS = Number(process.env.CRASH_PLAYERS ?? 6);
const STAFF_PASSWORD = 'crash-admin-password';
const ROUND_SECONDS = 10;

type Envelope<T> = { code: number; data: T; error?: string };
type Kind = 'bet' | 'transfer' | 'withdraw';
interface Op {
  kind: Kind;
  player: number;
  route: string;
  body: unknown;
  key: string;
  state: 'ok' | 'refused' | 'unknown';
  result?: { id: string };
}

class Down extends Error {}

function client(base: () => string) {
  return async function call<T>(
    method: string,
    route: string,
    init: { jwt?: string; body?: unknown; key?: string } = {},
  ) {
    let response: Response;
    try {
      response = await fetch(`${base()}${route}`, {
        method,
        headers: {
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.jwt ? { jwt: init.jwt } : {}),
          ...(init.key ? { 'Idempotency-Key': init.key } : {}),
        },
        body: init.body === undefined ? null : JSON.stringify(init.body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      throw new Down();
    }
    let body: Envelope<T>;
    try {
      body = (await response.json()) as Envelope<T>;
    } catch {
      throw new Down();
    }
    return { status: response.status, body };
  };
}

async function crashRun(env: Record<string, string>) {
  let server: ServerProcess = await startServerProcess(env);
  if (env.DATABASE_URL) {
    // On PostgreSQL admins must use TOTP unless the site says otherwise; this run's admin has none.
    await allowStaffWithoutTotp(env.DATABASE_URL);
  }
  const call = client(() => server.url);
  const must = async <T>(method: string, route: string, init: { jwt?: string; body?: unknown } = {}) => {
    const res = await call<T>(method, route, init);
    if (res.body.code !== 1) throw new Error(`${method} ${route}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const staff = async () =>
    (
      await must<{ jwt: string }>('POST', '/api/admin/auth/login', {
        body: { username: 'admin', password: STAFF_PASSWORD },
      })
    ).jwt;

  // Players with a complete profile, a transaction password and 1 000.00 each.
  const players: { jwt: string; userId: string; username: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `crash_${i}_${randomBytes(2).toString('hex')}`;
    const session = await must<{ jwt: string; user: { userId: string } }>(
      'POST',
      '/api/app/customer/register',
      {
        body: {
          username,
          password: 'secret-123',
          confirmPassword: 'secret-123',
          realName: 'C',
          invitationCode: 'FAIRDRAW',
          agreeTerms: true,
        },
      },
    );
    await must('POST', '/api/app/customer/profile', {
      jwt: session.jwt,
      body: {
        phoneNumber: `+659100000${i}`,
        cryptoAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
        transactionPassword: 'tx-pass',
      },
    });
    const deposit = await must<{ id: string }>('POST', '/api/app/deposit/apply', {
      jwt: session.jwt,
      body: { amount: '1000' },
    });
    await must('POST', `/api/admin/deposits/${deposit.id}/confirm`, {
      jwt: await staff(),
      body: { amount: '1000' },
    });
    players.push({ jwt: session.jwt, userId: session.user.userId, username });
  }
  const lotteries = await must<{ id: number; game: string }[]>('GET', '/api/app/game');
  const lotto = lotteries.find((l) => l.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  const odds = await must<{ markets: { key: string; odds: string }[] }>(
    'GET',
    `/api/app/game/${lotto.id}/1/odds`,
  );
  const bigOdds = odds.markets.find((m) => m.key === 'pos1:BIG')?.odds;
  // Each player also chases pos2:BIG over the next 100 rounds: the scheduler places those bets,
  // and a kill may land while it does.
  const chaseOdds = odds.markets.find((m) => m.key === 'pos2:BIG')?.odds;
  const plans: string[] = [];
  for (const player of players) {
    const plan = await must<{ id: string }>('POST', '/api/app/chase', {
      jwt: player.jwt,
      body: {
        lotteryId: lotto.id,
        roomId: 1,
        items: [{ key: 'pos2:BIG', amount: '1', odds: chaseOdds }],
        summary: { count: 1, amount: '1', total: '1' },
        periods: 100,
        lossLimit: '200',
        stopOnWin: false,
      },
    });
    plans.push(plan.id);
  }

  const ops: Op[] = [];
  let serial = 0;
  let inFlight = 0;
  const attempt = async (op: Op) => {
    const res = await call<{ id?: string; bets?: { betUid: string }[] }>('POST', op.route, {
      jwt: players[op.player]?.jwt,
      body: op.body,
      key: op.key,
    });
    op.state = res.body.code === 1 ? 'ok' : 'refused';
    if (res.body.code === 1) {
      const data = res.body.data;
      op.result = { id: data.id ?? data.bets?.[0]?.betUid ?? '' };
      // Free the one open withdrawal a player may have, so the next one can go (not keyed: a state change).
      if (op.kind === 'withdraw')
        await call('POST', `/api/app/withdraw/cancel?id=${op.result.id}`, { jwt: players[op.player]?.jwt });
    }
  };

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    let running = true;
    const workers = players.map(async (_, p) => {
      while (running) {
        const roll = Math.random();
        const kind: Kind = roll < 0.6 ? 'bet' : roll < 0.85 ? 'transfer' : 'withdraw';
        let route = '/api/app/game/bet';
        let body: unknown;
        if (kind === 'bet') {
          const now = await call<{ id: number; currentRound: { period: string; state: string } | null }[]>(
            'GET',
            '/api/app/game',
          ).catch(() => null);
          const round = now?.body.data?.find((l) => l.id === lotto.id)?.currentRound;
          if (!now || !round || round.state !== 'open') {
            if (!now) return;
            await new Promise((resolve) => setTimeout(resolve, 100));
            continue;
          }
          body = {
            lotteryId: lotto.id,
            roomId: 1,
            period: round.period,
            items: [{ key: 'pos1:BIG', amount: '1', odds: bigOdds }],
            summary: { count: 1, amount: '1', total: '1' },
          };
        } else if (kind === 'transfer') {
          route = '/api/app/transfer';
          body = {
            toUserId: players[(p + 1) % players.length]?.userId,
            amount: '1.5',
            transactionPassword: 'tx-pass',
          };
        } else {
          route = '/api/app/withdraw/apply';
          body = { amount: '20', transactionPassword: 'tx-pass' };
        }
        const op: Op = {
          kind,
          player: p,
          route,
          body,
          key: `crash-${cycle}-${p}-${serial++}`,
          state: 'unknown',
        };
        ops.push(op);
        try {
          await attempt(op);
        } catch (error) {
          if (error instanceof Down) return;
          throw error;
        }
      }
    });
    // Kill at a random moment while the clients are busy, then bring the same data back up.
    await new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 2_500));
    server.child.kill('SIGKILL');
    await server.exited;
    running = false;
    await Promise.all(workers);
    server = await startServerProcess(env);
    // Whatever was in flight is retried with its key and body until it has a definite answer.
    for (const op of ops.filter((o) => o.state === 'unknown')) {
      inFlight += 1;
      await attempt(op);
    }
  }
  return { server, ops, players, plans, must, staff, lotteryId: lotto.id, inFlight };
}

async function all<T>(fetchPage: (pageNo: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage(pageNo);
    items.push(...page.list);
    if (items.length >= page.total || page.list.length === 0) return items;
  }
}

async function verify(run: Awaited<ReturnType<typeof crashRun>>, engine: string) {
  const { ops, players, plans, must, staff, lotteryId } = run;
  const count = (kind: Kind, state: Op['state']) =>
    ops.filter((o) => o.kind === kind && o.state === state).length;
  process.stderr.write(
    `crash test on ${engine}: ${CYCLES} kills; bets ${count('bet', 'ok')} ok / ${count('bet', 'refused')} refused, ` +
      `transfers ${count('transfer', 'ok')} / ${count('transfer', 'refused')}, withdrawals ${count('withdraw', 'ok')} / ` +
      `${count('withdraw', 'refused')}; ${run.inFlight} requests were in flight at a kill and retried with their key\n`,
  );
  expect(ops.filter((o) => o.state === 'unknown')).toEqual([]);
  expect(ops.filter((o) => o.kind === 'bet' && o.state === 'ok').length).toBeGreaterThan(0);
  for (const [p, player] of players.entries()) {
    const mine = (kind: Kind) => ops.filter((o) => o.player === p && o.kind === kind && o.state === 'ok');
    const betsOf = () =>
      all((pageNo) =>
        must<{ list: { betUid: string }[]; total: number }>(
          'GET',
          `/api/app/game/search/bet?start=2000-01-01&end=2100-01-01&pageSize=100&pageNo=${pageNo}`,
          { jwt: player.jwt },
        ),
      );
    const planOf = () =>
      must<{
        placed: number;
        staked: string;
        periodList: { period: string; bets: { betUid: string; period: string }[] }[];
      }>('GET', `/api/app/chase/${plans[p]}`, { jwt: player.jwt });
    // The scheduler goes on placing the chase's periods while this reads: the plan and the bets
    // are read again until no placement came between them (the plan the same before and after).
    let plan = await planOf();
    let bets = await betsOf();
    for (let again = 0; again < 5; again++) {
      const after = await planOf();
      if (after.placed === plan.placed) break;
      plan = after;
      bets = await betsOf();
    }
    // The player's chase: one period a round, one bet a period, each counted once.
    const chased = plan.periodList.map((period) => period.period);
    expect(new Set(chased).size).toBe(chased.length);
    expect(
      plan.periodList.every((period) => period.bets.length === 1 && period.bets[0]?.period === period.period),
    ).toBe(true);
    expect(plan.placed).toBe(chased.length);
    expect(plan.staked).toBe(`${plan.placed}.00`);
    // Every bet answered with success is there with the chase's, and nothing else: a retry did
    // not bet twice, nor did a scheduler restarted after a kill.
    expect(bets.map((b) => b.betUid).sort()).toEqual(
      [
        ...mine('bet').map((o) => o.result?.id),
        ...plan.periodList.map((period) => period.bets[0]?.betUid),
      ].sort(),
    );
    const sent = await all((pageNo) =>
      must<{ list: { id: string }[]; total: number }>(
        'GET',
        `/api/app/transfer/search?transactionReason=internalTransferSend&pageSize=100&pageNo=${pageNo}`,
        { jwt: player.jwt },
      ),
    );
    expect(sent.map((t) => t.id).sort()).toEqual(
      mine('transfer')
        .map((o) => o.result?.id)
        .sort(),
    );
    const withdrawals = await all((pageNo) =>
      must<{ list: { id: string; toUserId?: string | null }[]; total: number }>(
        'GET',
        `/api/app/withdraw/search?pageSize=100&pageNo=${pageNo}`,
        { jwt: player.jwt },
      ),
    );
    expect(
      withdrawals
        .filter((w) => !w.toUserId)
        .map((w) => w.id)
        .sort(),
    ).toEqual(
      mine('withdraw')
        .map((o) => o.result?.id)
        .sort(),
    );
  }
  const jwt = await staff();
  const check = await must<{ ok: boolean; discrepancies: unknown[] }>('GET', '/api/admin/ledger/check', {
    jwt,
  });
  expect(check).toMatchObject({ ok: true, discrepancies: [] });
  // Rounds: consecutive periods, each past round drawn (settled) or voided, none twice.
  const rounds = await all((pageNo) =>
    must<{ list: { period: string; state: string; drawAt: string }[]; total: number }>(
      'GET',
      `/api/admin/rounds?lotteryId=${lotteryId}&pageSize=100&pageNo=${pageNo}`,
      { jwt },
    ),
  );
  const periods = rounds.map((r) => r.period).sort();
  expect(new Set(periods).size).toBe(periods.length);
  for (let i = 1; i < periods.length; i++) expect(Number(periods[i]) - Number(periods[i - 1])).toBe(1);
  const overdue = rounds.filter((r) => Date.parse(r.drawAt) < Date.now() - 65_000);
  expect(overdue.filter((r) => r.state !== 'settled' && r.state !== 'void')).toEqual([]);
}

describe('crash consistency', () => {
  it('on PostgreSQL: killed and restarted several times, it loses no acknowledged money or bet', async () => {
    const name = `fairdraw_crash_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let run: Awaited<ReturnType<typeof crashRun>> | undefined;
    try {
      run = await crashRun({
        DATABASE_URL: url.href,
        // The run signs in as the demo admin and bets on the demo lotteries.
        SEED_DEMO: 'true',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-crash-pg-')),
        DEMO_ROUND_SECONDS: String(ROUND_SECONDS),
        DEMO_ADMIN_PASSWORD: STAFF_PASSWORD,
        RATE_LIMIT_AUTH_PER_IP: '100000',
        // A killed request's key is taken over after this: the retries need not wait 30 s.
        IDEMPOTENCY_CLAIM_SECONDS: '5',
        LOG_LEVEL: 'warn',
      });
      await verify(run, 'PostgreSQL');
    } finally {
      run?.server.child.kill('SIGKILL');
      await run?.server.exited;
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    }
  });

  it('on PGlite: killed and restarted several times, it loses no acknowledged money or bet', async () => {
    const run = await crashRun({
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-crash-pglite-')),
      DEMO_ROUND_SECONDS: String(ROUND_SECONDS),
      DEMO_ADMIN_PASSWORD: STAFF_PASSWORD,
      RATE_LIMIT_AUTH_PER_IP: '100000',
      IDEMPOTENCY_CLAIM_SECONDS: '5',
      LOG_LEVEL: 'warn',
    });
    try {
      await verify(run, 'PGlite');
    } finally {
      run.server.child.kill('SIGKILL');
      await run.server.exited;
    }
  });
});
