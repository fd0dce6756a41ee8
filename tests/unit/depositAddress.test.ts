import { describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { mnemonicToAccount } from 'viem/accounts';
import { accountKey, depositAddress } from '#server/chain/addresses.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const master = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
/** The account-level xpub of the standard test mnemonic, m/44'/60'/0'. */
const xpub = master.derive("m/44'/60'/0'").publicExtendedKey;

describe('depositAddress', () => {
  it("derives m/44'/60'/0'/0/{index} from the account xpub, as a wallet of the same seed does", () => {
    expect(depositAddress(xpub, 0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    for (let index = 0; index <= 4; index++)
      expect(depositAddress(xpub, index)).toBe(mnemonicToAccount(MNEMONIC, { addressIndex: index }).address);
  });

  it('accepts a parsed key and gives checksummed, distinct addresses', () => {
    const key = accountKey(xpub);
    const addresses = new Set(Array.from({ length: 20 }, (_, i) => depositAddress(key, i)));
    expect(addresses.size).toBe(20);
    expect(depositAddress(key, 7)).toBe(mnemonicToAccount(MNEMONIC, { addressIndex: 7 }).address);
    expect(depositAddress(key, 2 ** 31 - 1)).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('refuses keys of another level, private keys and garbage', () => {
    expect(() => depositAddress(master.derive("m/44'/60'/0'/0").publicExtendedKey, 0)).toThrow(
      '(depth 3), got depth 4',
    );
    expect(() => depositAddress(master.publicExtendedKey, 0)).toThrow('(depth 3), got depth 0');
    expect(() => depositAddress(master.derive("m/44'/60'/0'").privateExtendedKey, 0)).toThrow(/private key/);
    expect(() => depositAddress('xpub-not-a-key', 0)).toThrow(/not an extended public key/);
  });

  it('refuses hardened, negative and fractional indexes', () => {
    for (const index of [-1, 2 ** 31, 1.5, Number.NaN])
      expect(() => depositAddress(xpub, index)).toThrow(RangeError);
  });
});
