import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';

function verify(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/verify.ts', ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run verify', () => {
  it('derives the numbers from a seed and confirms the published hash and numbers', async () => {
    const { deriveDraw, hexToBytes } = await import('#shared/games/draw.ts');
    const draw = await deriveDraw({
      game: 'lotto',
      lotteryId: 1,
      period: '202611210001',
      salt: '',
      seed: hexToBytes(SEED),
    });
    const base = [
      '--game',
      'lotto',
      '--lottery',
      '1',
      '--period',
      '202611210001',
      '--seed',
      SEED,
      '--hash',
      HASH,
    ];
    const ok = verify(...base, '--numbers', draw.numbers.join(','));
    expect(ok.status).toBe(0);
    expect(ok.output).toContain('OK   the seed matches the published hash');
    expect(ok.output).toContain('OK   the published numbers follow from the seed');
  });

  it('exits 1 when the published numbers do not follow from the seed', () => {
    const bad = verify(
      '--game',
      'lotto',
      '--lottery',
      '1',
      '--period',
      '202611210001',
      '--seed',
      SEED,
      '--numbers',
      '1,2,3,4,5,6,7,8,9,10',
    );
    expect(bad.status).toBe(1);
    expect(bad.output).toContain('FAIL the published numbers are');
  });

  it('exits 1 when the seed does not match the published hash', () => {
    const bad = verify(
      '--game',
      'fast3',
      '--lottery',
      '2',
      '--period',
      '202611210001',
      '--seed',
      SEED,
      '--hash',
      'f'.repeat(64),
    );
    expect(bad.status).toBe(1);
  });
});
