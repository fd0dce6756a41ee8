/**
 * The log says what failed without what was sent: a failed query is logged with its statement and
 * route, never its bound values (a new account's password hash, real name, username, device).
 */
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createLogger } from '#server/log.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { ensureInvitation, TEST_INVITATION } from '../support/accounts.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const t = setupTestRuntime({ log: () => createLogger('info', capture) });

/** Makes every insert of an account fail inside the database, as a broken disk or constraint would. */
async function breakAccountInserts() {
  await t.runtime.database.db.execute(sql`
    create or replace function refuse_account() returns trigger language plpgsql as
      $$ begin raise exception 'simulated storage failure'; end $$`);
  await t.runtime.database.db.execute(sql`
    create trigger refuse_account before insert on customers for each row execute function refuse_account()`);
}

describe('the log of a failed query', () => {
  it('names the route and the statement but holds no password, hash, real name, username or device', async () => {
    await ensureInvitation(t);
    await breakAccountInserts();
    lines.length = 0;
    const password = 'Tr0ub4dor-and-3';
    const res = await callApp(t, 'POST /customer/register', {
      headers: { 'User-Agent': 'SecretPhone/7.1 (Build LogLeak42)' },
      body: {
        username: 'zelda_quartermaine',
        password,
        confirmPassword: password,
        realName: 'Zelda Quartermaine',
        invitationCode: TEST_INVITATION,
        agreeTerms: true,
      },
    });
    expect(res.status).toBe(500);
    const log = lines.join('\n');
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.level === 50);
    expect(failure, log).toBeDefined();
    expect(JSON.stringify(failure)).toContain('/api/app/customer/register');
    expect(JSON.stringify(failure)).toMatch(/insert into \\?"customers\\?"/);
    expect(JSON.stringify(failure)).toContain('simulated storage failure');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(password);
    expect(log).not.toContain('Zelda');
    expect(log).not.toContain('zelda_quartermaine');
    expect(log).not.toContain('LogLeak42');
  });
});

describe('log times', () => {
  it('are ISO 8601 in UTC', async () => {
    lines.length = 0;
    await t.call('GET', '/api/health');
    const entry = JSON.parse(lines.find((line) => line.includes('"request"')) ?? '{}') as { time?: unknown };
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
