import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '#server/config.ts';
import { createRuntime, type Runtime } from '#server/runtime.ts';

import { onServer } from '../support/database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

const admin = (statement: string) => onServer(serverUrl ?? '', statement);

const waitFor = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
};

describe.skipIf(!serverUrl)('the round scheduler on one PostgreSQL with several instances', () => {
  it('has exactly one leader, and another instance takes over within seconds when it stops', async () => {
    const name = `fairdraw_sched_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const instances: Runtime[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        instances.push(
          await createRuntime({
            config: loadConfig({
              DATABASE_URL: url.href,
              DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-sched-')),
              SEED_DEMO: 'true',
            }),
            log: pino({ level: 'silent' }),
          }),
        );
      }
      for (const runtime of instances) runtime.scheduler.start();
      const leaders = () => instances.filter((r) => r.scheduler.isLeader());
      expect(await waitFor(() => leaders().length === 1, 5_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(leaders()).toHaveLength(1);
      const leader = leaders()[0] as Runtime;
      await leader.scheduler.stop();
      const started = Date.now();
      expect(await waitFor(() => leaders().filter((r) => r !== leader).length === 1, 10_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const runtime of instances) await runtime.close();
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
