/**
 * USDT withdrawal addresses: TRC-20 (Tron, base58check, `T…`) and ERC-20 (Ethereum, `0x…` with
 * the EIP-55 checksum when written in mixed case). Pure, so the browser can check as you type.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { CryptoNetwork } from './vocabulary.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A Tron address: base58check of 0x41 + 20 bytes, checksum = first 4 bytes of sha256(sha256). */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

/** An Ethereum address; mixed case must carry a valid EIP-55 checksum. */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const char = hex[i] ?? '';
    if (/[a-f]/i.test(char) && (nibble >= 8 ? char !== char.toUpperCase() : char !== char.toLowerCase()))
      return false;
  }
  return true;
}

/**
 * The network of a valid USDT address, or null when it is not one.
 * @example cryptoNetworkOf('0x52908400098527886E0F7030069857D2E4169EE7') // 'ERC20'
 */
export function cryptoNetworkOf(address: string): CryptoNetwork | null {
  if (isTronAddress(address)) return 'TRC20';
  if (isEthereumAddress(address)) return 'ERC20';
  return null;
}
