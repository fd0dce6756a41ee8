import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '#server/config.ts';
import { createRuntime } from '#server/runtime.ts';
import { onServer } from '../support/database.ts';
import { demoAdminPasswordOf, startServerProcess, type ServerProcess } from '../support/server.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const running: ServerProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

describe('the demo admin notice', () => {
  it('a fresh start prints the demo admin in a frame: console URL, username, password and how to reset it', async () => {
    const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-demo-')) });
    running.push(server);
    const output = server.output();
    const top = output.split('\n').findIndex((line) => line.startsWith('╔'));
    expect(top).toBeGreaterThanOrEqual(0);
    const block = output.split('\n').slice(top, top + 12);
    const bottom = block.findIndex((line) => line.startsWith('╚'));
    expect(bottom).toBeGreaterThan(5);
    const inside = block.slice(1, bottom);
    // A closed frame: every line starts and ends with the border, all of one width.
    for (const line of inside) expect(line).toMatch(/^║ .* ║$/);
    expect(new Set(block.slice(0, bottom + 1).map((line) => line.length)).size).toBe(1);
    const text = inside.join('\n');
    expect(text).toContain(`${server.url}/admin`);
    expect(text).toMatch(/Username: +admin/);
    expect(text).toContain('npm run admin -- reset-password --username admin');
    const password = demoAdminPasswordOf(output);
    expect(password).toMatch(/^\S{16}$/);
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
  });
});

describe.skipIf(!serverUrl)('demo data with DATABASE_URL', () => {
  async function startOnNewDatabase(env: Record<string, string>) {
    const name = `fairdraw_demo_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl ?? '', `create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      const runtime = await createRuntime({
        config: loadConfig({
          DATABASE_URL: url.href,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-demo-pg-')),
          ...env,
        }),
        log: pino({ level: 'silent' }),
      });
      return {
        runtime,
        printed: lines.join('\n'),
        drop: () => onServer(serverUrl ?? '', `drop database if exists ${name} with (force)`),
      };
    } finally {
      console.log = log;
    }
  }

  it('creates none by default: no demo admin, lotteries or invitation code', async () => {
    const { runtime, printed, drop } = await startOnNewDatabase({});
    try {
      expect(printed).not.toContain('DEMO STAFF ACCOUNT');
      expect(await runtime.catalog.lotteryList()).toEqual([]);
      expect(await runtime.invitations.any()).toBe(false);
      expect((await runtime.site.get()).name).toBe('Fairdraw');
    } finally {
      await runtime.close();
      await drop();
    }
  });

  it('creates it with SEED_DEMO=true', async () => {
    const { runtime, printed, drop } = await startOnNewDatabase({ SEED_DEMO: 'true' });
    try {
      expect(demoAdminPasswordOf(printed)).toBeTruthy();
      expect((await runtime.catalog.lotteryList()).length).toBeGreaterThan(0);
      expect(await runtime.invitations.any()).toBe(true);
    } finally {
      await runtime.close();
      await drop();
    }
  });
});
