import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession } from '../support/accounts.ts';

const t = setupTestRuntime();

const login = (body: Record<string, unknown>) => callApp(t, 'POST /customer/login', { body });

describe('POST /customer/login', () => {
  it('signs in with the right password and returns a working token and the user', async () => {
    const player = await registerPlayer(t, { username: 'carol_01', password: 'carol-pass' });
    const res = await login({ username: 'carol_01', password: 'carol-pass' });
    expect(res.status).toBe(200);
    const data = res.body.data as { jwt: string; user: { userId: string } };
    expect(data.user.userId).toBe(player.userId);
    expect((await callApp(t, 'GET /customer', { headers: { jwt: data.jwt } })).status).toBe(200);
  });

  it('treats the username case-insensitively', async () => {
    await registerPlayer(t, { username: 'Dave_02', password: 'dave-pass' });
    expect((await login({ username: 'dave_02', password: 'dave-pass' })).status).toBe(200);
  });

  it.each([
    ['no username', { password: 'x' }, { username: 'USERNAME_REQUIRED' }, 'Please enter your username.'],
    [
      'no password',
      { username: 'someone' },
      { password: 'PASSWORD_REQUIRED' },
      'Please enter your password.',
    ],
  ])(
    '%s is USERNAME_OR_PASSWORD_IS_EMPTY with the message naming the empty field',
    async (_why, body, fields, message) => {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'USERNAME_OR_PASSWORD_IS_EMPTY', fields, message });
    },
  );

  it('a wrong password and an unknown username get the same 400 answer', async () => {
    await registerPlayer(t, { username: 'erin_003', password: 'erin-pass' });
    const wrongPassword = await login({ username: 'erin_003', password: 'not-it' });
    const unknownUser = await login({ username: 'nobody_here', password: 'not-it' });
    expect(wrongPassword.status).toBe(400);
    expect(unknownUser.status).toBe(400);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toMatchObject({
      error: 'USERNAME_OR_PASSWORD_ERROR',
      message: 'Incorrect username or password.',
    });
  });

  it('an unknown username costs a password verification too (no timing oracle)', async () => {
    await registerPlayer(t, { username: 'frank_04', password: 'frank-pass' });
    await login({ username: 'warm_up', password: 'x' });
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, and compared by median, so a busy machine slows both sides alike.
    for (let i = 0; i < 5; i++) {
      for (const [username, times] of [
        ['frank_04', known],
        [`nobody_${i}`, unknown],
      ] as const) {
        const started = performance.now();
        await login({ username, password: 'wrong-one' });
        times.push(performance.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // argon2id at 19 MiB takes ~15 ms; skipping it for unknown names would make them ~10× faster.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.3);
    expect(median(unknown) / median(known)).toBeLessThan(3);
  });

  it('allows at most 10 failures per username in 15 minutes, then 429 with Retry-After even for the right password', async () => {
    await registerPlayer(t, { username: 'gina_005', password: 'gina-pass' });
    for (let i = 0; i < 10; i++)
      expect((await login({ username: 'gina_005', password: `bad-${i}` })).status).toBe(400);
    const blocked = await login({ username: 'gina_005', password: 'gina-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);
    t.clock.advance(15 * 60_000);
    expect((await login({ username: 'gina_005', password: 'gina-pass' })).status).toBe(200);
  });

  it('a disabled account cannot sign in (403 ACCOUNT_DISABLED after the right password)', async () => {
    const player = await registerPlayer(t, { username: 'hank_006', password: 'hank-pass' });
    const support = await staffSession(t, 'support');
    await callAdmin(t, 'POST /customers/{userId}/status', {
      params: { userId: player.userId },
      headers: support.headers,
      body: { status: 'disabled', reason: 'fraud review' },
    });
    const res = await login({ username: 'hank_006', password: 'hank-pass' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'ACCOUNT_DISABLED' });
  });
});

describe('tokens and sessions', () => {
  it('a call without a token, or with a malformed one, is 401 UNAUTHORIZED', async () => {
    expect((await callApp(t, 'GET /customer')).status).toBe(401);
    const res = await callApp(t, 'GET /customer', { headers: { jwt: 'not.a.token' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 0, error: 'UNAUTHORIZED' });
  });

  it('logout revokes the token: the next call is 401', async () => {
    const player = await registerPlayer(t);
    expect((await callApp(t, 'POST /customer/logout', { headers: player.headers })).status).toBe(200);
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(401);
  });

  it('calls at the same moment, whose session reads go to the database together, each get their own player; a revoked session among them gets 401', async () => {
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await registerPlayer(t));
    const gone = await registerPlayer(t);
    await callApp(t, 'POST /customer/logout', { headers: gone.headers });
    const callers = [...players, ...players, gone, ...players];
    const answers = await Promise.all(
      callers.map((player) => callApp(t, 'GET /customer', { headers: player.headers })),
    );
    expect(answers.map((a) => a.status)).toEqual(callers.map((p) => (p === gone ? 401 : 200)));
    answers.forEach((answer, i) => {
      if (callers[i] !== gone) expect(answer.body.data.userId).toBe(callers[i]?.userId);
    });
  });

  it('logout ends only that session: another device stays signed in', async () => {
    const player = await registerPlayer(t);
    const other = (await login({ username: player.username, password: player.password })).body.data as {
      jwt: string;
    };
    await callApp(t, 'POST /customer/logout', { headers: player.headers });
    expect((await callApp(t, 'GET /customer', { headers: { jwt: other.jwt } })).status).toBe(200);
  });

  it('a session unused for longer than the idle time ends', async () => {
    const player = await registerPlayer(t);
    t.clock.advance(7 * 24 * 3_600_000 - 60_000);
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(200);
    // Used just now, so the idle time starts again.
    t.clock.advance(7 * 24 * 3_600_000 - 60_000);
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(200);
    t.clock.advance(7 * 24 * 3_600_000 + 1);
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(401);
  });

  it('a token signed with another key, or with alg "none", is refused', async () => {
    const player = await registerPlayer(t);
    const [, payload] = player.jwt.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await callApp(t, 'GET /customer', { headers: { jwt: `${header}.${payload}.` } })).status).toBe(
      401,
    );
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sub: string };
    const forged = await new SignJWT({ kind: 'player' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fairdraw')
      .setAudience('player')
      .setSubject(claims.sub)
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
    expect((await callApp(t, 'GET /customer', { headers: { jwt: forged } })).status).toBe(401);
  });

  it('a player token does not open staff routes, nor a staff token player routes', async () => {
    const player = await registerPlayer(t);
    const admin = await staffSession(t, 'admin');
    expect((await callAdmin(t, 'GET /customers', { headers: player.headers })).status).toBe(401);
    expect((await callApp(t, 'GET /customer', { headers: admin.headers })).status).toBe(401);
  });
});
