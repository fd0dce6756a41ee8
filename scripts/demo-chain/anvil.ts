/**
 * What the demo chain (`DEMO_CHAIN=anvil npm start`, `npm run chain`) and the chain tests share
 *: the anvil executable of the `@foundry-rs/anvil` package, anvil's well-known test
 * mnemonic and its account-level xpub, and the test token of contracts/TestUSDT.json.
 *
 * All of it is for local chains only: the mnemonic is public, and so is every key it derives.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Abi, Hex } from 'viem';

/** Anvil's default mnemonic: its ten funded accounts, the first 0xf39F…2266. Public: never use it for real money. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** The BIP-44 account path of Ethereum whose extended public key the chains configuration takes. */
export const ACCOUNT_PATH = "m/44'/60'/0'";

/** The account-level extended public key (m/44'/60'/0') of a mnemonic: all the server is given. */
export function accountXpub(mnemonic: string = TEST_MNEMONIC): string {
  return HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(ACCOUNT_PATH).publicExtendedKey;
}

/**
 * The anvil executable of this platform's `@foundry-rs/anvil-<os>-<arch>` package (a development
 * dependency: missing after `npm install --omit=dev`, which this says).
 */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const name = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    return createRequire(import.meta.url).resolve(`${name}/bin/${exe}`);
  } catch (error) {
    throw new Error(
      `anvil is not installed (${name}): it comes with the development dependencies of \`npm install\``,
      { cause: error },
    );
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** The test token (contracts/TestUSDT.sol): an ERC-20 whose decimals are set at deployment and that anyone may mint. */
export const testToken = JSON.parse(readFileSync(path.join(root, 'contracts/TestUSDT.json'), 'utf8')) as {
  abi: Abi;
  bytecode: Hex;
};
