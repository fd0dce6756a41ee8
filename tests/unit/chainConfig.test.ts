import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { enabledChains, loadChains, parseChains } from '#server/chain/config.ts';

const master = HDKey.fromMasterSeed(
  mnemonicToSeedSync('test test test test test test test test test test test junk'),
);
const xpub = master.derive("m/44'/60'/0'").publicExtendedKey;

const ethereum = {
  key: 'ethereum',
  name: 'Ethereum',
  rpcUrl: 'https://rpc.example.com/v1/secret-key',
  token: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  decimals: 6,
  confirmations: 12,
  xpub,
  explorerTxUrl: 'https://etherscan.io/tx/{tx}',
  minDeposit: '10.00',
};
const bsc = {
  ...ethereum,
  key: 'bsc',
  name: 'BNB Smart Chain',
  decimals: 18,
  enabled: false,
  minDeposit: undefined,
};

describe('chains configuration', () => {
  it('none configured: no chains', () => {
    expect(loadChains({})).toEqual([]);
    expect(loadChains({ CHAINS: '  ', CHAINS_FILE: '' })).toEqual([]);
  });

  it('reads CHAINS, checksums the token, turns minDeposit into cents and defaults enabled', () => {
    const chains = loadChains({ CHAINS: JSON.stringify([ethereum, bsc]) });
    expect(chains[0]).toEqual({
      ...ethereum,
      token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      minDeposit: 1_000n,
      enabled: true,
    });
    expect(chains[1]).toMatchObject({ key: 'bsc', decimals: 18, enabled: false });
    expect(chains[1]?.minDeposit).toBeUndefined();
    expect(enabledChains(chains).map((chain) => chain.key)).toEqual(['ethereum']);
  });

  it('reads CHAINS_FILE', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fairdraw-chains-')), 'chains.json');
    writeFileSync(file, JSON.stringify([ethereum]));
    expect(loadChains({ CHAINS_FILE: file }).map((chain) => chain.key)).toEqual(['ethereum']);
    expect(() => loadChains({ CHAINS_FILE: `${file}.missing` })).toThrow(/CHAINS_FILE .*cannot be read/);
    writeFileSync(file, JSON.stringify([{ ...ethereum, decimals: 40 }]));
    expect(() => loadChains({ CHAINS_FILE: file })).toThrow(`in ${file}: CHAINS_FILE[0].decimals`);
  });

  it('refuses both sources at once and text that is not JSON', () => {
    expect(() => loadChains({ CHAINS: '[]', CHAINS_FILE: '/x.json' })).toThrow(/not both/);
    expect(() => loadChains({ CHAINS: '[{' })).toThrow(/CHAINS is not JSON/);
    expect(() => parseChains({ key: 'ethereum' })).toThrow(/CHAINS: .*expected array/);
  });

  it.each([
    ['key', 'Ethereum!', /CHAINS\[0\]\.key: must be 1–32 lower-case/],
    ['name', ' ', /CHAINS\[0\]\.name: must not be empty/],
    ['rpcUrl', 'ftp://rpc.example.com', /CHAINS\[0\]\.rpcUrl: must be an http/],
    ['token', '0x1234', /CHAINS\[0\]\.token: must be a 0x address/],
    ['token', '0xdAC17F958D2ee523a2206206994597C13D831eC7', /CHAINS\[0\]\.token: .*checksum/],
    ['decimals', 37, /CHAINS\[0\]\.decimals/],
    ['decimals', 6.5, /CHAINS\[0\]\.decimals/],
    ['confirmations', 0, /CHAINS\[0\]\.confirmations/],
    ['xpub', master.publicExtendedKey, /CHAINS\[0\]\.xpub: must be the account-level key/],
    ['xpub', master.derive("m/44'/60'/0'").privateExtendedKey, /CHAINS\[0\]\.xpub: is a private key/],
    ['explorerTxUrl', 'https://etherscan.io/tx/', /CHAINS\[0\]\.explorerTxUrl: must be a URL with \{tx\}/],
    ['minDeposit', '0.001', /CHAINS\[0\]\.minDeposit: must be a positive amount/],
    ['minDeposit', '0', /CHAINS\[0\]\.minDeposit/],
    ['enabled', 'yes', /CHAINS\[0\]\.enabled/],
  ])('names the field of a bad %s (%j)', (field, value, message) => {
    expect(() => parseChains([{ ...ethereum, [field]: value }])).toThrow(message);
  });

  it('names missing and unknown fields, and a key used twice', () => {
    const { confirmations: _, ...missing } = ethereum;
    expect(() => parseChains([missing])).toThrow(/CHAINS\[0\]\.confirmations/);
    expect(() => parseChains([{ ...ethereum, confirmation: 3 }])).toThrow(/CHAINS\[0\]: .*confirmation/);
    expect(() => parseChains([ethereum, { ...bsc, key: 'ethereum' }])).toThrow(
      /CHAINS\[1\]\.key: "ethereum" is used twice/,
    );
  });

  it('never repeats a value in its errors (an RPC URL may hold a key)', () => {
    expect(() => parseChains([{ ...ethereum, rpcUrl: 'secret-key' }])).toThrow(/^(?!.*secret-key)/s);
  });
});
