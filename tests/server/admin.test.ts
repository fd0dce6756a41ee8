import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { onServer } from '../support/database.ts';
import { startServerProcess, type ServerProcess, demoAdminPasswordOf } from '../support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const running: ServerProcess[] = [];

function admin(dataDir: string, ...args: string[]) {
  return adminWith({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);
}

function adminWith(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', ...args],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

async function me(url: string, jwt: string) {
  return (await fetch(`${url}/api/admin/auth/me`, { headers: { jwt } })).status;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});

describe('npm run admin -- create-staff', () => {
  it('works on a fresh data directory and prints a generated password once; npm start then seeds the demo data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-admin-'));
    const created = admin(dataDir, 'create-staff', '--username', 'ops_lead', '--role', 'admin');
    expect(created.status).toBe(0);
    const password = /password \(shown once\): (\S+)/.exec(created.output)?.[1];
    expect(password).toBeTruthy();

    const server = await startServerProcess({ DATA_DIR: dataDir });
    running.push(server);
    // The demo data still arrives (its invitation code); no demo admin, since an admin exists.
    expect(server.output()).toContain('created the demo invitation code FAIRDRAW');
    expect(server.output()).not.toContain('DEMO STAFF ACCOUNT');
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops_lead', password }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses clearly while a server holds the PGlite data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-admin-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    running.push(server);
    const result = admin(dataDir, 'create-staff', '--username', 'late', '--role', 'support');
    expect(result.status).toBe(1);
    expect(result.output).toContain(`The server is running on the embedded database in ${dataDir}`);
    expect(result.output).toContain('Stop the server (Ctrl+C), run this command again');
    expect(result.output).toContain('Nothing was changed');
  });

  it('the first start of a fresh data directory prints the demo admin credentials, which work', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-admin-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    running.push(server);
    const password = demoAdminPasswordOf(server.output());
    expect(password).toBeTruthy();
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses an unknown role or a missing username with the usage', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-admin-'));
    expect(admin(dataDir, 'create-staff', '--username', 'x1y2', '--role', 'boss').output).toContain(
      'unknown role',
    );
    expect(admin(dataDir, 'create-staff', '--role', 'admin').output).toContain('usage:');
  });
});

describe('npm run admin -- reset-password', () => {
  it('on PGlite with the server running, says to stop it first and changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-admin-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    running.push(server);
    const password = demoAdminPasswordOf(server.output()) ?? '';
    const login = await signIn(server.url, 'admin', password);
    const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;

    const result = admin(dataDir, 'reset-password', '--username', 'admin');
    expect(result.status).toBe(1);
    expect(result.output).toContain(`(pid ${server.child.pid})`);
    expect(result.output).toContain(
      'Stop the server (Ctrl+C), run this command again, then start the server',
    );
    expect(await me(server.url, jwt)).toBe(200);
    expect((await signIn(server.url, 'admin', password)).status).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL works while the server runs: a new password, printed once, and the old sessions end',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `fairdraw_admin_${randomBytes(6).toString('hex')}`;
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await onServer(serverUrl, `create database ${name}`);
      try {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-admin-'));
        const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
        const created = adminWith(
          env,
          'create-staff',
          '--username',
          'desk',
          '--role',
          'support',
          '--password',
          'desk-password-1',
        );
        expect(created.status).toBe(0);
        const server = await startServerProcess({ ...env, SEED_DEMO: 'false' });
        running.push(server);
        const login = await signIn(server.url, 'desk', 'desk-password-1');
        const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;
        expect(await me(server.url, jwt)).toBe(200);

        const result = adminWith(env, 'reset-password', '--username', 'desk');
        expect(result.status).toBe(0);
        const password = /password \(shown once\): (\S+)/.exec(result.output)?.[1] ?? '';
        expect(password.length).toBeGreaterThanOrEqual(12);
        expect(await me(server.url, jwt)).toBe(401);
        expect((await signIn(server.url, 'desk', 'desk-password-1')).status).toBe(400);
        expect((await signIn(server.url, 'desk', password)).status).toBe(200);
        for (const server of running.splice(0)) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      } finally {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  );
});
