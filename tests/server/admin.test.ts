import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess, demoAdminPasswordOf } from '../support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const running: ServerProcess[] = [];

function admin(dataDir: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
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
    expect(result.output).toContain('is in use by another Fairdraw process');
    expect(result.output).toContain('stop the server');
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
