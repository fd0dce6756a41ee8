/**
 * Watch-only deposit addresses: every player's address on an EVM chain comes from the
 * operator's extended public key, so the server can tell whose deposit arrived but holds no key
 * that could move it.
 *
 * The key expected is the ACCOUNT-level extended public key of BIP-44 for Ethereum,
 * m/44'/60'/0' (depth 3) — what a hardware wallet exports as the account's "xpub". Its hardened
 * part was derived where the private key lives; from it this module derives only the
 * non-hardened tail 0/{index} (the external chain, then the player's index), giving the address
 * of m/44'/60'/0'/0/{index}: the same address a wallet shows for "account index {index}" of that
 * seed. A key of another depth, or a private key, is refused.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { bytesToHex, type Address } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';

/** BIP-44's account level: m / purpose' / coin_type' / account'. */
export const ACCOUNT_DEPTH = 3;
/** The largest non-hardened child index (BIP-32). */
export const MAX_ADDRESS_INDEX = 2 ** 31 - 1;

/**
 * Parses an account-level extended public key (m/44'/60'/0'), or throws saying what is wrong
 * with it (never echoing the key).
 */
export function accountKey(xpub: string): HDKey {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub);
  } catch {
    throw new Error('is not an extended public key (xpub…)');
  }
  if (key.privateKey) throw new Error('is a private key: give the extended PUBLIC key (xpub…)');
  if (key.depth !== ACCOUNT_DEPTH)
    throw new Error(`must be the account-level key m/44'/60'/0' (depth 3), got depth ${key.depth}`);
  return key;
}

/**
 * The checksummed address of m/44'/60'/0'/0/{index} under the account key `xpub`.
 * @example depositAddress(xpubOfTestMnemonic, 0) // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function depositAddress(xpub: string | HDKey, index: number): Address {
  if (!Number.isInteger(index) || index < 0 || index > MAX_ADDRESS_INDEX)
    throw new RangeError(`address index must be an integer from 0 to ${MAX_ADDRESS_INDEX}, got ${index}`);
  const key = typeof xpub === 'string' ? accountKey(xpub) : xpub;
  const child = key.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}
