import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, resolveJwtSecret, SETTINGS } from '#server/config.ts';
import { resolveVapidKeys } from '#server/push/vapid.ts';

describe('configuration', () => {
  it('has working defaults for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4321);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.rateLimitAuthPerIp).toBeGreaterThanOrEqual(200);
    expect(config.rateLimitLoginFailuresPerUserIp).toBeLessThanOrEqual(10);
    expect(config.rateLimitLoginFailuresPerUser).toBeGreaterThanOrEqual(100);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://x@h/db',
      TRUST_PROXY: 'yes',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://x@h/db',
      trustProxy: true,
    });
  });

  it('creates demo data by default on the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('creates no demo data by default with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).seedDemo).toBe(false);
  });

  it('creates demo data with DATABASE_URL when SEED_DEMO=true, and none on PGlite when SEED_DEMO=false', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL/);
  });

  it('runs the demo chain only for DEMO_CHAIN=anvil, on port 8545 unless told, and never beside CHAINS', () => {
    expect(loadConfig({})).toMatchObject({ demoChain: undefined, demoChainPort: 8545 });
    expect(loadConfig({ DEMO_CHAIN: 'anvil', DEMO_CHAIN_PORT: '9545' })).toMatchObject({
      demoChain: 'anvil',
      demoChainPort: 9545,
    });
    expect(() => loadConfig({ DEMO_CHAIN: 'hardhat' })).toThrow('DEMO_CHAIN must be "anvil" or unset');
    for (const chains of [{ CHAINS: '[]' }, { CHAINS_FILE: 'chains.json' }])
      expect(() => loadConfig({ DEMO_CHAIN: 'anvil', ...chains })).toThrow(
        'DEMO_CHAIN=anvil brings its own chain: unset CHAINS and CHAINS_FILE, or unset DEMO_CHAIN',
      );
  });

  it('is documented in the README, variable by variable', () => {
    const readme = readFileSync(path.resolve('README.md'), 'utf8');
    for (const setting of Object.values(SETTINGS)) expect(readme).toContain(`\`${setting.env}\``);
  });
});

describe('the JWT secret', () => {
  it('is generated once, kept in the data directory, and reused', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-secret-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('comes from JWT_SECRET when set, which must be long enough', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret }))).toBe(secret);
    expect(() => resolveJwtSecret(loadConfig({ JWT_SECRET: 'short' }))).toThrow(/32/);
  });
});

describe('the VAPID keys of Web Push', () => {
  it('are generated once, kept in the data directory, and reused', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-vapid-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveVapidKeys(config);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(resolveVapidKeys(config)).toEqual(first);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, which must be a real pair', () => {
    const pair = resolveVapidKeys(
      loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-vapid-')) }),
    );
    const set = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    expect(resolveVapidKeys(loadConfig(set))).toEqual(pair);
    expect(() => resolveVapidKeys(loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey }))).toThrow('go together');
    expect(() => resolveVapidKeys(loadConfig({ ...set, VAPID_PRIVATE_KEY: 'short' }))).toThrow();
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.org' })).toThrow('VAPID_SUBJECT');
  });
});
