import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { startServerProcess, demoAdminPasswordOf } from '../support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

function ledgerCheck(dataDir: string) {
  const result = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/ledger-check.ts'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

async function post(url: string, body: unknown, jwt?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jwt ? { jwt } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Record<string, string> & { jwt: string } };
}

describe('npm run ledger:check', () => {
  it('passes on a real history, and exits 1 naming the account once a balance is tampered with', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-ledger-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const adminPassword = demoAdminPasswordOf(server.output());
      const admin = await post(`${server.url}/api/admin/auth/login`, {
        username: 'admin',
        password: adminPassword,
      });
      const player = await post(`${server.url}/api/app/customer/register`, {
        username: 'ledger_player',
        password: 'secret1',
        confirmPassword: 'secret1',
        realName: 'L',
        invitationCode: 'FAIRDRAW',
        agreeTerms: true,
      });
      const deposit = await post(`${server.url}/api/app/deposit/apply`, { amount: '75' }, player.data.jwt);
      const confirmed = await post(
        `${server.url}/api/admin/deposits/${deposit.data.id}/confirm`,
        { amount: '75' },
        admin.data.jwt,
      );
      expect(confirmed.code).toBe(1);
      // While the server holds the PGlite directory, the command says to ask the server.
      expect(ledgerCheck(dataDir)).toMatchObject({
        status: 2,
        output: expect.stringContaining('GET /api/admin/ledger/check'),
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    const ok = ledgerCheck(dataDir);
    expect(ok.status).toBe(0);
    expect(ok.output).toContain('ledger OK');
    expect(ok.output).toContain('house depositsReceived: -75.00');

    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`update customers set balance = balance + 1`);
    await database.close();
    const bad = ledgerCheck(dataDir);
    expect(bad.status).toBe(1);
    expect(bad.output).toMatch(/DISCREPANCY balance \d{6}: expected 75\.00, found 75\.01/);
  });
});
