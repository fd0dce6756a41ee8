/**
 * Wallet throughput on PostgreSQL: internal transfers through the real server (HTTP, with the
 * transaction password checked by argon2id on each), the ledger alone (a two-leg movement per
 * transaction, in-process), and the baseline: the raw rate of one-row INSERT transactions from
 * the same number of connections on the same database, measured in the same run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { transaction } from '#server/db/transaction.ts';
import { applyMovement } from '#server/ledger/ledger.ts';
import { startServerProcess, demoAdminPasswordOf } from '../../tests/support/server.ts';
import { onServer, allowStaffWithoutTotp } from '../../tests/support/database.ts';

export interface Rate {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `workers` loops of `step` for `seconds`; returns completed steps per second and latencies. */
export async function sustained(
  name: string,
  workers: number,
  seconds: number,
  step: (worker: number) => Promise<void>,
): Promise<Rate> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await step(worker);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return { name, perSecond: latencies.length / seconds, p50: at(50), p99: at(99) };
}

export async function transferBench(postgresUrl: string, workers: number, seconds: number): Promise<Rate[]> {
  const name = `fairdraw_bench_${randomBytes(4).toString('hex')}`;
  await onServer(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const rates: Rate[] = [];
  try {
    const server = await startServerProcess({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-pg-')),
      DATABASE_URL: url.href,
      // The bench signs in as the demo admin and registers with the demo invitation code.
      SEED_DEMO: 'true',
      DATABASE_POOL_SIZE: String(workers),
      LOG_LEVEL: 'warn',
    });
    try {
      const call = async (method: string, route: string, body?: unknown, jwt?: string) => {
        const res = await fetch(`${server.url}${route}`, {
          method,
          headers: { 'content-type': 'application/json', ...(jwt ? { jwt } : {}) },
          body: body === undefined ? null : JSON.stringify(body),
        });
        const json = (await res.json()) as {
          code: number;
          data: Record<string, string> & { jwt: string; user: { userId: string } };
        };
        if (json.code !== 1) throw new Error(`${route}: ${JSON.stringify(json)}`);
        return json.data;
      };
      await allowStaffWithoutTotp(url.href);
      const adminPassword = demoAdminPasswordOf(server.output());
      const staff = await call('POST', '/api/admin/auth/login', {
        username: 'admin',
        password: adminPassword,
      });
      await call(
        'PUT',
        '/api/admin/settings',
        // Each player is funded with one claim of 1 000 000, above the default per-claim maximum.
        { limits: { transferDailyLimit: null, depositMax: null } },
        staff.jwt,
      );
      const players: { jwt: string; userId: string }[] = [];
      for (let i = 0; i < workers; i++) {
        const session = await call('POST', '/api/app/customer/register', {
          username: `bench_${i}`,
          password: 'bench-pass',
          confirmPassword: 'bench-pass',
          realName: 'Bench',
          invitationCode: 'FAIRDRAW',
          agreeTerms: true,
        });
        await call(
          'POST',
          '/api/app/customer/profile',
          { phoneNumber: '+6590000000', transactionPassword: 'tx-pass' },
          session.jwt,
        );
        const deposit = await call('POST', '/api/app/deposit/apply', { amount: '1000000' }, session.jwt);
        await call('POST', `/api/admin/deposits/${deposit.id}/confirm`, { amount: '1000000' }, staff.jwt);
        players.push({ jwt: session.jwt, userId: session.user.userId });
      }
      rates.push(
        await sustained(
          'POST /api/app/transfer (HTTP, argon2id transaction password)',
          workers,
          seconds,
          async (w) => {
            const from = players[w];
            const to = players[(w + 1) % players.length];
            if (!from || !to) return;
            await call(
              'POST',
              '/api/app/transfer',
              { toUserId: to.userId, amount: '1', transactionPassword: 'tx-pass' },
              from.jwt,
            );
          },
        ),
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    const database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: workers });
    try {
      const ids = (
        (await database.db.execute('select id from customers order by user_id')) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((r) => r.id);
      let n = 0;
      rates.push(
        await sustained('ledger movement (two player legs, in-process)', workers, seconds, async (w) => {
          const from = ids[w % ids.length] ?? '';
          const to = ids[(w + 1) % ids.length] ?? '';
          n += 1;
          await transaction(database.db, (tx) =>
            applyMovement(tx, {
              ref: { type: 'bench', id: `${w}-${n}` },
              at: new Date(),
              players: [
                { customerId: from, amount: -1n, reason: 'internalTransferSend' },
                { customerId: to, amount: 1n, reason: 'internalTransferReceive' },
              ],
              house: [],
            }).then(() => undefined),
          );
        }),
      );
    } finally {
      await database.close();
    }

    const pool = new pg.Pool({ connectionString: url.href, max: workers });
    // Dropping the benchmark database at the end ends its connections: not an error here.
    pool.on('error', () => {});
    try {
      await pool.query(
        'create table bench_rows (id bigserial primary key, worker int not null, at timestamptz not null default now())',
      );
      rates.push(
        await sustained('baseline: one-row INSERT transaction (raw pg)', workers, seconds, async (w) => {
          const client = await pool.connect();
          try {
            await client.query('begin');
            await client.query('insert into bench_rows (worker) values ($1)', [w]);
            await client.query('commit');
          } finally {
            client.release();
          }
        }),
      );
    } finally {
      await pool.end();
    }
  } finally {
    await onServer(postgresUrl, `drop database if exists ${name} with (force)`);
  }
  return rates;
}
