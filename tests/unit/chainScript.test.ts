/**
 * `npm run chain -- …` says what is wrong with its arguments before it looks for the demo chain,
 * so a mistyped amount is named even when no demo chain runs (the data folder here has none).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-chain-script-'));

async function chainScript(...args: string[]) {
  try {
    await promisify(execFile)(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/chain.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    return { code: 0, output: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the demo chain script’s arguments', { timeout: 30_000 }, () => {
  it.each([['abc'], ['-5'], ['0'], ['1.234'], ['1e3']])(
    'refuses --amount %s, saying so and quoting it',
    async (amount) => {
      const run = await chainScript('send', '--user', '123456', `--amount=${amount}`);
      expect(run.code).toBe(1);
      expect(run.output).toContain(`--amount must be a positive amount of USDT`);
      expect(run.output).toContain(`not "${amount}"`);
    },
  );

  it('says a missing amount or user is missing', async () => {
    expect((await chainScript('send', '--user', '123456')).output).toContain('(it is missing)');
    expect((await chainScript('send', '--amount', '5')).output).toContain('--user is missing');
  });

  it('with good arguments and no demo chain, says how to start one', async () => {
    const run = await chainScript('send', '--user', '123456', '--amount', '5');
    expect(run.code).toBe(1);
    expect(run.output).toContain('DEMO_CHAIN=anvil npm start');
  });
});
