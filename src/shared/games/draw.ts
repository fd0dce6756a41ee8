/**
 * The provably fair draw: the numbers follow from the secret seed (published as
 * SHA-256 before betting) through an HMAC-SHA256 stream. One module for the server, the browser
 * verifier and the command-line verifier; Web Crypto by default, so it runs in all three.
 */
import { GAMES, type DrawResult, type GameKey } from './types.ts';

/** HMAC-SHA256; the server and tests may pass a synchronous node:crypto one for speed. */
export type Hmac = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array> | Uint8Array;

/** What a draw is derived from: the round's identity, the optional beacon salt and the seed. */
export type DrawInput = { game: GameKey; lotteryId: number; period: string; salt: string; seed: Uint8Array };

const SEED_BYTES = 32;
const BLOCK_BYTES = 32;
const WORD_RANGE = 2 ** 32;

/**
 * The published commitment to a seed: SHA-256 of its bytes, 64 lowercase hex characters.
 * @example await seedHash(hexToBytes('00'.repeat(32)))
 */
export async function seedHash(seed: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', ownBytes(seed));
  return bytesToHex(new Uint8Array(digest));
}

/**
 * Derives the draw of one round from its seed.
 * @example await deriveDraw({ game: 'fast3', lotteryId: 2, period: '202611210042', salt: '', seed })
 */
export async function deriveDraw(input: DrawInput, hmac: Hmac = webCryptoHmac()): Promise<DrawResult> {
  const { game, lotteryId, period, salt, seed } = input;
  if (!GAMES.includes(game)) throw new Error(`Unknown game: ${String(game)}`);
  if (seed.length !== SEED_BYTES) throw new Error(`A seed is ${SEED_BYTES} bytes, not ${seed.length}`);
  if (!Number.isSafeInteger(lotteryId) || lotteryId < 0) throw new Error(`Bad lottery id: ${lotteryId}`);

  const encoder = new TextEncoder();
  const nextWord = wordStream((counter) =>
    hmac(seed, encoder.encode(`${game}:${lotteryId}:${period}:${salt}:${counter}`)),
  );
  const uniform = async (n: number): Promise<number> => {
    // Rejection sampling: only the largest multiple of n below 2^32 maps evenly onto 0..n−1.
    const limit = WORD_RANGE - (WORD_RANGE % n);
    for (;;) {
      const word = await nextWord();
      if (word < limit) return word % n;
    }
  };

  switch (game) {
    case 'lotto': {
      const a = range(1, 10);
      for (let i = 9; i >= 1; i--) swap(a, i, await uniform(i + 1));
      return { numbers: a };
    }
    case 'fast3': {
      const numbers: number[] = [];
      for (let die = 0; die < 3; die++) numbers.push((await uniform(6)) + 1);
      return { numbers };
    }
    case 'fiveMins': {
      const numbers: number[] = [];
      for (let ball = 0; ball < 5; ball++) numbers.push(await uniform(10));
      return { numbers };
    }
    case 'mark6': {
      // A partial Fisher–Yates shuffle: only the first seven places are drawn.
      const a = range(1, 49);
      for (let i = 0; i <= 6; i++) swap(a, i, i + (await uniform(49 - i)));
      const special = a[6];
      if (special === undefined) throw new Error('unreachable: 49 numbers have a seventh');
      return { numbers: a.slice(0, 6).sort((x, y) => x - y), special };
    }
  }
}

/**
 * Bytes from hex (either case); throws on odd length or a non-hex character.
 * @example hexToBytes('00ff') // Uint8Array [0, 255]
 */
export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error('Not a hex string of whole bytes');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * Lowercase hex of bytes, the form seeds and seed hashes travel in.
 * @example bytesToHex(new Uint8Array([0, 255])) // '00ff'
 */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The big-endian uint32 words of blocks 0, 1, 2, …, eight per block, in order. */
function wordStream(block: (counter: number) => Promise<Uint8Array> | Uint8Array): () => Promise<number> {
  let counter = 0;
  let view: DataView | null = null;
  let offset = BLOCK_BYTES;
  return async () => {
    if (view === null || offset === BLOCK_BYTES) {
      const bytes = await block(counter++);
      if (bytes.length !== BLOCK_BYTES) throw new Error(`An HMAC-SHA256 block is ${BLOCK_BYTES} bytes`);
      // Honour byteOffset: a Node Buffer is often a slice of a shared pool.
      view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      offset = 0;
    }
    const word = view.getUint32(offset, false);
    offset += 4;
    return word;
  };
}

/** HMAC-SHA256 by Web Crypto (browsers and Node), importing each key once rather than per block. */
function webCryptoHmac(): Hmac {
  let imported: { key: Uint8Array; cryptoKey: Promise<CryptoKey> } | null = null;
  return async (key, message) => {
    const { subtle } = globalThis.crypto;
    if (imported?.key !== key) {
      const algorithm = { name: 'HMAC', hash: 'SHA-256' };
      imported = { key, cryptoKey: subtle.importKey('raw', ownBytes(key), algorithm, false, ['sign']) };
    }
    return new Uint8Array(await subtle.sign('HMAC', await imported.cryptoKey, ownBytes(message)));
  };
}

// Web Crypto wants bytes backed by a plain ArrayBuffer; a copy also ignores any later change.
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function swap(a: number[], i: number, j: number): void {
  const x = a[i];
  const y = a[j];
  if (x === undefined || y === undefined) throw new Error(`swap out of range: ${i}, ${j}`);
  a[i] = y;
  a[j] = x;
}
