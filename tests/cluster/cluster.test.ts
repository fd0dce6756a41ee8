/**
 * Several instances of the production build on one PostgreSQL database, with no proxy in
 * front: clients talk to all of them. One scheduler leads and a killed leader is replaced
 * within seconds; a client on any instance hears every round event; rate limits and
 * idempotency hold across instances; a staff odds edit is in force on every instance at once;
 * a push is sent once, by the leader, whichever instance the player and staff used; a support
 * message reaches the staff streams of the other instances (`npm run test:cluster`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { allowStaffWithoutTotp, onServer } from '../support/database.ts';
import { startPushReceiver } from '../support/pushReceiver.ts';
import { startServerProcess, waitFor, type ServerProcess } from '../support/server.ts';
import { readEventStream } from '../support/sse.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const INSTANCES = 3;
const ROUND_SECONDS = 10;
const STAFF_PASSWORD = 'cluster-admin-password';
const receiver = await startPushReceiver();
/** One VAPID pair for every instance, as the README asks of a cluster. */
const vapid = webpush.generateVAPIDKeys();

type Envelope<T> = { code: number; data: T; error?: string };

async function call<T>(
  base: string,
  method: string,
  route: string,
  init: { jwt?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.jwt ? { jwt: init.jwt } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Registers a player (password `secret-123`) through `base`; returns their token. */
async function register(base: string, username: string): Promise<string> {
  const session = await call<{ jwt: string }>(base, 'POST', '/api/app/customer/register', {
    body: {
      username,
      password: 'secret-123',
      confirmPassword: 'secret-123',
      realName: 'R',
      invitationCode: 'FAIRDRAW',
      agreeTerms: true,
    },
  });
  return session.body.data.jwt;
}

async function health(server: ServerProcess): Promise<string | null> {
  try {
    const res = await call<{ scheduler: string }>(server.url, 'GET', '/api/health');
    return res.body.data.scheduler;
  } catch {
    return null;
  }
}

/** Listens to a lottery's event stream; collects `round` events as "period:state". */
function listen(base: string, lotteryId: number) {
  const events: string[] = [];
  const controller = new AbortController();
  const done = (async () => {
    try {
      const response = await fetch(`${base}/api/app/game/${lotteryId}/stream`, { signal: controller.signal });
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(message)?.[1];
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (event === 'round' && data) {
            const round = JSON.parse(data) as { period: string; state: string };
            events.push(`${round.period}:${round.state}`);
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, stop: () => (controller.abort(), done) };
}

/** The demo admin's token on the instance at `base`. */
async function adminJwt(base: string): Promise<string> {
  const staff = await call<{ jwt: string }>(base, 'POST', '/api/admin/auth/login', {
    body: { username: 'admin', password: STAFF_PASSWORD },
  });
  return staff.body.data.jwt;
}

/** Staff's support event stream on the instance at `base`, read as it comes. */
async function staffSupportStream(base: string, jwt: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/admin/support/stream`, {
    headers: { jwt },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return readEventStream(response, controller);
}

describe('a cluster of instances on one PostgreSQL', () => {
  const name = `fairdraw_cluster_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const servers: ServerProcess[] = [];
  const env = {
    DATABASE_URL: url.href,
    // The instances share the demo lotteries, admin and invitation code.
    SEED_DEMO: 'true',
    DEMO_ROUND_SECONDS: String(ROUND_SECONDS),
    DEMO_ADMIN_PASSWORD: STAFF_PASSWORD,
    // Instances must share the token secret: a token signed by one is checked by another.
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_LOGIN_FAILURES_PER_USER: '5',
    LOG_LEVEL: 'warn',
    PUSH_SERVICE_ORIGINS: receiver.origin,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  const start = () =>
    startServerProcess({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-cluster-')) });

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${name}`);
    // The first start builds the site when needed; the others then start from the same build.
    servers.push(await start());
    // On PostgreSQL admins must use TOTP unless the site says otherwise; the demo admin has none.
    // This waits out the settings the first instance read at start; the others read them after.
    await allowStaffWithoutTotp(url.href);
    servers.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, start))));
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    await receiver.close();
  }, 60_000);

  it('has exactly one scheduler leader', async () => {
    const roles = await waitFor(
      'one leader',
      async () => {
        const all = await Promise.all(servers.map(health));
        return all.filter((r) => r === 'leader').length === 1 && all;
      },
      10_000,
    );
    expect(roles.filter((r) => r === 'standby')).toHaveLength(INSTANCES - 1);
  });

  it('delivers every round event to clients of every instance', async () => {
    const lotteries = (await call<{ id: number; game: string }[]>(servers[0]!.url, 'GET', '/api/app/game'))
      .body.data;
    const lottoId = lotteries.find((l) => l.game === 'lotto')?.id ?? 1;
    const listeners = servers.map((s) => listen(s.url, lottoId));
    // Two full rounds: each instance's client must hear the same changes.
    await new Promise((resolve) => setTimeout(resolve, ROUND_SECONDS * 2_000 + 2_000));
    await Promise.all(listeners.map((l) => l.stop()));
    // Each client is compared from the first to the last change every client heard: under load
    // one stream may open (or close) a moment after another and hear one change more or less.
    const heard = listeners.map((l) => l.events);
    const inAll = (event: string) => heard.every((events) => events.includes(event));
    const from = heard[0]?.find(inAll);
    const to = heard[0]?.findLast(inAll);
    const [first, ...others] = heard.map((events) =>
      from && to ? events.slice(events.indexOf(from), events.indexOf(to) + 1) : events,
    );
    expect(first?.length).toBeGreaterThanOrEqual(4);
    expect(first?.some((e) => e.endsWith(':settled'))).toBe(true);
    for (const events of others) expect(events).toEqual(first);
  }, 60_000);

  it('hands the scheduler to another instance within seconds when the leader is killed', async () => {
    const roles = await Promise.all(servers.map(health));
    const leader = servers[roles.indexOf('leader')];
    if (!leader) throw new Error('no leader');
    leader.child.kill('SIGKILL');
    await leader.exited;
    servers.splice(servers.indexOf(leader), 1);
    const started = Date.now();
    await waitFor(
      'a new leader',
      async () => (await Promise.all(servers.map(health))).filter((r) => r === 'leader').length === 1,
      15_000,
    );
    const handover = Date.now() - started;
    expect(handover).toBeLessThan(10_000);
    // And rounds go on: a new round opens after the handover.
    const lotteries = await call<{ currentRound: { period: string } | null }[]>(
      servers[0]!.url,
      'GET',
      '/api/app/game',
    );
    const before = lotteries.body.data[0]?.currentRound?.period;
    await waitFor(
      'the next round',
      async () => {
        const now = await call<{ currentRound: { period: string } | null }[]>(
          servers[0]!.url,
          'GET',
          '/api/app/game',
        );
        const period = now.body.data[0]?.currentRound?.period;
        return period !== undefined && period !== before;
      },
      ROUND_SECONDS * 3_000,
    );
  }, 60_000);

  it('counts failed sign-ins per username across instances', async () => {
    const username = `spread_${randomBytes(3).toString('hex')}`;
    await register(servers[0]!.url, username);
    const errors: string[] = [];
    for (let i = 0; i < 8; i++) {
      const server = servers[i % servers.length]!;
      const res = await call(server.url, 'POST', '/api/app/customer/login', {
        body: { username, password: 'wrong-one' },
      });
      errors.push(res.body.error ?? '');
    }
    // RATE_LIMIT_LOGIN_FAILURES_PER_USER = 5: the sixth failure, wherever it lands, is refused.
    expect(errors.slice(0, 5)).toEqual(Array(5).fill('USERNAME_OR_PASSWORD_ERROR'));
    expect(errors.slice(5)).toEqual(Array(3).fill('RATE_LIMITED'));
  });

  it('applies one Idempotency-Key once, whichever instances the repeats reach', async () => {
    const username = `idem_${randomBytes(3).toString('hex')}`;
    const jwt = await register(servers[0]!.url, username);
    const key = `cluster-${randomBytes(6).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call<{ id: string }>(servers[i % servers.length]!.url, 'POST', '/api/app/deposit/apply', {
          jwt,
          body: { amount: '25' },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const deposits = await call<{ total: number }>(servers[1]!.url, 'GET', '/api/app/deposit/search', {
      jwt,
    });
    expect(deposits.body.data.total).toBe(1);
  });

  it('puts a staff odds edit made on one instance in force on the others at once, not after their cache expires', async () => {
    const [edited, betting] = [servers[0]!.url, servers[1]!.url];
    const staffJwt = await adminJwt(edited);
    const username = `odds_${randomBytes(3).toString('hex')}`;
    const jwt = await register(betting, username);
    const deposit = await call<{ id: string }>(betting, 'POST', '/api/app/deposit/apply', {
      jwt,
      body: { amount: '100' },
    });
    await call(edited, 'POST', `/api/admin/deposits/${deposit.body.data.id}/confirm`, {
      jwt: staffJwt,
      body: { amount: '100' },
    });
    const lotto = (
      await call<{ id: number; game: string }[]>(betting, 'GET', '/api/app/game')
    ).body.data.find((l) => l.game === 'lotto')!;
    // A round open for at least 3 more seconds, so the bet below is judged on its odds alone.
    const period = await waitFor(
      'a lotto round open for 3 s more',
      async () => {
        const state = await call<{
          currentRound: { state: string; closesAt: string; period: string } | null;
        }>(betting, 'GET', `/api/app/game/${lotto.id}/1`);
        const round = state.body.data.currentRound;
        return (
          round?.state === 'open' && new Date(round.closesAt).getTime() - Date.now() > 3_000 && round.period
        );
      },
      ROUND_SECONDS * 3_000,
    );
    const oddsOf = async () =>
      (
        await call<{ markets: { key: string; odds: string }[] }>(
          betting,
          'GET',
          `/api/app/game/${lotto.id}/1/odds`,
        )
      ).body.data.markets.find((m) => m.key === 'pos1:BIG')!.odds;
    // The betting instance reads (and caches) the odds in force...
    const started = Date.now();
    const seen = await oddsOf();
    const lowered = (Number(seen) - 0.01).toFixed(2);
    // ...then they are changed through another instance.
    const edit = await call(edited, 'PUT', `/api/admin/lotteries/${lotto.id}/odds`, {
      jwt: staffJwt,
      body: { odds: [{ key: 'pos1:BIG', odds: lowered }] },
    });
    expect(edit.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stale = await call(betting, 'POST', '/api/app/game/bet', {
      jwt,
      body: {
        lotteryId: lotto.id,
        roomId: 1,
        period,
        items: [{ key: 'pos1:BIG', amount: '10', odds: seen }],
        summary: { count: 1, amount: '10', total: '10' },
      },
    });
    // Well inside the second for which the betting instance would have kept its copy.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stale.body).toMatchObject({ error: 'BET_ODDS_ALREADY_CHANGED', fields: { 'pos1:BIG': lowered } });
    expect(await oddsOf()).toBe(lowered);
  });

  it('drops the cached pages of every instance within a second when the site settings change on one', async () => {
    // Two of the instances still running (an earlier test killed the leader).
    expect(servers.length).toBeGreaterThanOrEqual(2);
    const [edited, other] = [servers[0]!.url, servers.at(-1)!.url];
    const staffJwt = await adminJwt(edited);
    const terms = async () => {
      const response = await fetch(`${other}/terms`);
      return { cache: response.headers.get('x-astro-cache'), html: await response.text() };
    };
    await terms();
    expect((await terms()).cache).toBe('HIT');
    const name = `Fairdraw ${randomBytes(3).toString('hex')}`;
    const changed = await call(edited, 'PUT', '/api/admin/settings', {
      jwt: staffJwt,
      body: { name },
    });
    expect(changed.status).toBe(200);
    const at = Date.now();
    await waitFor('the new name on another instance', async () => (await terms()).html.includes(name), 1_000);
    expect(Date.now() - at).toBeLessThan(1_000);
    expect((await terms()).cache).toBe('HIT');
  });

  it('shows an editor’s publish on every instance within a second, with no rebuild or restart', async () => {
    expect(servers.length).toBeGreaterThanOrEqual(2);
    const [edited, other] = [servers[0]!.url, servers.at(-1)!.url];
    const jwt = await adminJwt(edited);
    const guide = async () => {
      const response = await fetch(`${other}/mark6/how-to-play`, { headers: { 'accept-language': 'ja' } });
      return { cache: response.headers.get('x-astro-cache'), html: await response.text() };
    };
    await guide();
    expect((await guide()).cache).toBe('HIT');
    const versions = await call<{ number: number }[]>(
      edited,
      'GET',
      '/api/admin/content/howToPlay/mark6/ja/versions',
      {
        jwt,
      },
    );
    const title = `マーク6 ${randomBytes(3).toString('hex')}`;
    const published = await call(edited, 'PUT', '/api/admin/content/howToPlay/mark6/ja', {
      jwt,
      body: {
        title,
        summary: '遊び方',
        body: '新しい説明です。',
        baseNumber: versions.body.data[0]?.number ?? 0,
        publish: 'now',
      },
    });
    expect(published.status).toBe(200);
    const at = Date.now();
    await waitFor(
      'the new guide on another instance',
      async () => (await guide()).html.includes(title),
      1_000,
    );
    expect(Date.now() - at).toBeLessThan(1_000);
    expect((await guide()).cache).toBe('HIT');
  });

  it('pushes a deposit credited once, from the leader, whichever instances the player and staff used', async () => {
    const alive = servers.filter((server) => server.child.exitCode === null);
    expect(alive.length).toBeGreaterThanOrEqual(2);
    const [one, other] = [alive[0]!.url, alive.at(-1)!.url];
    const jwt = await register(one, `push_${randomBytes(3).toString('hex')}`);
    const device = receiver.subscribe();
    const key = await call<{ publicKey: string }>(other, 'GET', '/api/app/push/key', { jwt });
    expect(key.body.data.publicKey).toBe(vapid.publicKey);
    const subscribed = await call(other, 'POST', '/api/app/push/subscriptions', {
      jwt,
      body: { ...device.json, topics: ['deposit'], locale: 'en' },
    });
    expect(subscribed.status).toBe(200);
    const claim = await call<{ id: string }>(one, 'POST', '/api/app/deposit/apply', {
      jwt,
      body: { amount: '25.00' },
    });
    const staff = await adminJwt(other);
    const confirmed = await call(other, 'POST', `/api/admin/deposits/${claim.body.data.id}/confirm`, {
      jwt: staff,
      body: { amount: '25.00' },
    });
    expect(confirmed.status).toBe(200);
    const mine = () => receiver.deliveries.filter((delivery) => delivery.subscription === device.id);
    await waitFor('the push', async () => mine().length > 0, 15_000);
    // The leader's sender has had several turns since, the other instances none: still one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]?.message.title).toBe('Deposit credited');
    expect(receiver.refusals).toEqual([]);
  });

  it('brings a support message written on one instance to a staff stream on another within a second', async () => {
    expect(servers.length).toBeGreaterThanOrEqual(2);
    const [written, watched] = [servers[0]!.url, servers.at(-1)!.url];
    const stream = await staffSupportStream(watched, await adminJwt(watched));
    try {
      const jwt = await register(written, `chat_${randomBytes(3).toString('hex')}`);
      const sent = await call<{ conversationId: string }>(written, 'POST', '/api/app/support/messages', {
        jwt,
        body: { body: 'Hello from instance A' },
      });
      expect(sent.status).toBe(200);
      // From the moment the message is committed (its answer).
      const sentAt = Date.now();
      // The message on the other instance's staff stream.
      await stream.next(
        (e) => e.event === 'support' && e.data?.conversationId === sent.body.data.conversationId,
        1_000,
      );
      expect(Date.now() - sentAt).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it('ends the open streams of instances whose listener lost its connection, and streams opened again hear on', async () => {
    const [written, watched] = [servers[0]!.url, servers.at(-1)!.url];
    const jwt = await adminJwt(watched);
    const open = async () => {
      const stream = await staffSupportStream(watched, jwt);
      await stream.next((e) => e.event === 'ping');
      return stream;
    };
    const before = await open();
    // Every instance's LISTEN connection is ended: what is written until each is back goes unheard.
    await onServer(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query like 'listen %'`,
    );
    // Back (after about a second), the instance ends its streams so that their clients re-read.
    expect(await before.ends(15_000)).toBe(true);
    const again = await open();
    try {
      const player = await register(written, `resync_${randomBytes(3).toString('hex')}`);
      const sent = await call<{ conversationId: string }>(written, 'POST', '/api/app/support/messages', {
        jwt: player,
        body: { body: 'Written after the outage' },
      });
      await again.next(
        (e) => e.event === 'support' && e.data?.conversationId === sent.body.data.conversationId,
        5_000,
      );
    } finally {
      again.close();
    }
  });

  it('places each chase plan once a round across a leader killed mid-way and its successor', async () => {
    const base = servers[0]!.url;
    const staff = await adminJwt(base);
    const lotto = (await call<{ id: number; game: string }[]>(base, 'GET', '/api/app/game')).body.data.find(
      (l) => l.game === 'lotto',
    )!;
    const odds = (
      await call<{ markets: { key: string; odds: string }[] }>(
        base,
        'GET',
        `/api/app/game/${lotto.id}/1/odds`,
      )
    ).body.data.markets.find((m) => m.key === 'pos2:BIG')!.odds;
    const PLAYERS = 40;
    const players: { jwt: string; plan: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const server = servers[i % servers.length]!.url;
      const jwt = await register(server, `chase_${i}_${randomBytes(3).toString('hex')}`);
      const deposit = await call<{ id: string }>(server, 'POST', '/api/app/deposit/apply', {
        jwt,
        body: { amount: '100' },
      });
      await call(base, 'POST', `/api/admin/deposits/${deposit.body.data.id}/confirm`, {
        jwt: staff,
        body: { amount: '100' },
      });
      const plan = await call<{ id: string }>(server, 'POST', '/api/app/chase', {
        jwt,
        body: {
          lotteryId: lotto.id,
          roomId: 1,
          items: [{ key: 'pos2:BIG', amount: '1', odds }],
          summary: { count: 1, amount: '1', total: '1' },
          periods: 100,
          lossLimit: '100',
          stopOnWin: false,
        },
      });
      expect(plan.status).toBe(200);
      players.push({ jwt, plan: plan.body.data.id });
    }
    const periodNow = async () =>
      (
        await call<{ currentRound: { period: string; state: string } | null }>(
          base,
          'GET',
          `/api/app/game/${lotto.id}/1`,
        )
      ).body.data.currentRound;
    // Kill the leader the moment a round opens: while it places that round's periods.
    const opened = (await periodNow())?.period;
    await waitFor(
      'the next round to open',
      async () => {
        const round = await periodNow();
        return round?.state === 'open' && round.period !== opened;
      },
      ROUND_SECONDS * 3_000,
    );
    const roles = await Promise.all(servers.map(health));
    const leader = servers[roles.indexOf('leader')]!;
    leader.child.kill('SIGKILL');
    await leader.exited;
    servers.splice(servers.indexOf(leader), 1);
    await waitFor(
      'a new leader',
      async () => (await Promise.all(servers.map(health))).includes('leader'),
      15_000,
    );
    // Two more rounds under the new leader.
    await new Promise((resolve) => setTimeout(resolve, ROUND_SECONDS * 2_000 + 1_000));
    let total = 0;
    for (const player of players) {
      const planOf = async () =>
        (
          await call<{
            placed: number;
            staked: string;
            state: string;
            periodList: { period: string; bets: { period: string }[] }[];
          }>(servers[0]!.url, 'GET', `/api/app/chase/${player.plan}`, { jwt: player.jwt })
        ).body.data;
      const betsOf = async () =>
        (
          await call<{ total: number }>(
            servers[0]!.url,
            'GET',
            '/api/app/game/search/bet?start=2000-01-01&end=2100-01-01',
            { jwt: player.jwt },
          )
        ).body.data.total;
      // The leader goes on placing periods while this reads: the plan and the bets are read
      // again until no placement came between them (the plan the same before and after).
      let plan = await planOf();
      let bets = await betsOf();
      for (let again = 0; again < 5; again++) {
        const after = await planOf();
        if (after.placed === plan.placed && after.periodList.length === plan.periodList.length) break;
        plan = after;
        bets = await betsOf();
      }
      expect(plan.state).toBe('active');
      const periods = plan.periodList.map((p) => p.period);
      // One period a round, one bet a period, each counted once.
      expect(new Set(periods).size).toBe(periods.length);
      expect(plan.periodList.every((p) => p.bets.length === 1 && p.bets[0]?.period === p.period)).toBe(true);
      expect(plan.placed).toBe(periods.length);
      expect(plan.staked).toBe(`${plan.placed}.00`);
      expect(bets).toBe(plan.placed);
      total += plan.placed;
    }
    // Every plan went through the rounds the successor ran.
    expect(total).toBeGreaterThanOrEqual(PLAYERS * 2);
    const check = await call<{ ok: boolean }>(servers[0]!.url, 'GET', '/api/admin/ledger/check', {
      jwt: await adminJwt(servers[0]!.url),
    });
    expect(check.body.data.ok).toBe(true);
  }, 180_000);
});
