import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, deriveDraw, hexToBytes, seedHash, type Hmac } from '#shared/games/draw.ts';
import type { DrawResult, GameKey } from '#shared/games/types.ts';

const ASCENDING_SEED = Uint8Array.from({ length: 32 }, (_, i) => i); // 0x00..0x1f
const FF_SEED = new Uint8Array(32).fill(0xff);
const PERIOD = '202611210001';

const nodeHmac: Hmac = (key, message) => createHmac('sha256', key).update(message).digest();

/**
 * A second implementation, transcribed separately with
 * node:crypto, that produced the vectors below; the vectors are hardcoded so a change to both
 * implementations at once still fails.
 */
function referenceDraw(game: GameKey, lotteryId: number, period: string, salt: string, seed: Uint8Array) {
  let counter = 0;
  const words: number[] = [];
  const word = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', seed).update(
        `${game}:${lotteryId}:${period}:${salt}:${counter++}`,
        'utf8',
      );
      const digest = block.digest();
      for (let i = 0; i < 32; i += 4) words.push(digest.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const uniform = (n: number): number => {
    for (;;) {
      const w = word();
      if (w < 2 ** 32 - (2 ** 32 % n)) return w % n;
    }
  };
  const swap = (a: number[], i: number, j: number) => {
    [a[i], a[j]] = [a[j] as number, a[i] as number];
  };
  if (game === 'lotto') {
    const a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (let i = 9; i >= 1; i--) swap(a, i, uniform(i + 1));
    return { numbers: a };
  }
  if (game === 'fast3') return { numbers: [uniform(6) + 1, uniform(6) + 1, uniform(6) + 1] };
  if (game === 'fiveMins')
    return { numbers: [uniform(10), uniform(10), uniform(10), uniform(10), uniform(10)] };
  const a = Array.from({ length: 49 }, (_, i) => i + 1);
  for (let i = 0; i <= 6; i++) swap(a, i, i + uniform(49 - i));
  return { numbers: a.slice(0, 6).sort((x, y) => x - y), special: a[6] };
}

type Vector = [name: string, input: Parameters<typeof deriveDraw>[0], expected: DrawResult];
const VECTORS: Vector[] = [
  [
    'lotto, seed 00..1f',
    { game: 'lotto', lotteryId: 1, period: PERIOD, salt: '', seed: ASCENDING_SEED },
    { numbers: [4, 7, 5, 2, 8, 6, 10, 1, 3, 9] },
  ],
  [
    'lotto, seed ff..ff',
    { game: 'lotto', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
    { numbers: [6, 5, 8, 10, 9, 7, 1, 4, 2, 3] },
  ],
  [
    'fast3, seed 00..1f',
    { game: 'fast3', lotteryId: 1, period: PERIOD, salt: '', seed: ASCENDING_SEED },
    { numbers: [3, 6, 5] },
  ],
  [
    'fast3, seed ff..ff',
    { game: 'fast3', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
    { numbers: [6, 4, 5] },
  ],
  [
    'fiveMins, seed 00..1f',
    { game: 'fiveMins', lotteryId: 1, period: PERIOD, salt: '', seed: ASCENDING_SEED },
    { numbers: [6, 8, 7, 2, 6] },
  ],
  [
    'fiveMins, seed ff..ff',
    { game: 'fiveMins', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
    { numbers: [7, 2, 4, 1, 1] },
  ],
  [
    'mark6, seed 00..1f',
    { game: 'mark6', lotteryId: 1, period: PERIOD, salt: '', seed: ASCENDING_SEED },
    { numbers: [1, 10, 19, 31, 36, 38], special: 8 },
  ],
  [
    'mark6, seed ff..ff',
    { game: 'mark6', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
    { numbers: [7, 10, 29, 43, 48, 49], special: 11 },
  ],
  [
    'lotto, lottery 7 with a beacon salt',
    { game: 'lotto', lotteryId: 7, period: '202611210042', salt: 'abc', seed: ASCENDING_SEED },
    { numbers: [1, 5, 10, 8, 4, 7, 3, 2, 6, 9] },
  ],
  [
    'mark6, lottery 7 with a beacon salt',
    { game: 'mark6', lotteryId: 7, period: '202611210042', salt: 'abc', seed: ASCENDING_SEED },
    { numbers: [5, 20, 24, 34, 36, 45], special: 46 },
  ],
];

/** An HMAC stand-in returning chosen words for each block, and recording the messages asked for. */
function stubHmac(blocks: number[][]): { hmac: Hmac; messages: string[] } {
  const messages: string[] = [];
  const hmac: Hmac = (_key, message) => {
    const text = new TextDecoder().decode(message);
    messages.push(text);
    const counter = Number(text.slice(text.lastIndexOf(':') + 1));
    const words = blocks[counter] ?? [];
    const bytes = new Uint8Array(32);
    words.forEach((word, i) => new DataView(bytes.buffer).setUint32(4 * i, word, false));
    return bytes;
  };
  return { hmac, messages };
}

const ALL_ONES = 0xffff_ffff; // 2^32 − 1

describe('seedHash', () => {
  it('is the SHA-256 of the seed bytes in lowercase hex', async () => {
    expect(await seedHash(ASCENDING_SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  it('agrees with node:crypto', async () => {
    expect(await seedHash(FF_SEED)).toBe(createHash('sha256').update(FF_SEED).digest('hex'));
  });
});

describe('deriveDraw test vectors', () => {
  it.each(VECTORS)('%s: the reference transcription gives the vector', (_name, input, expected) => {
    expect(referenceDraw(input.game, input.lotteryId, input.period, input.salt, input.seed)).toEqual(
      expected,
    );
  });

  it.each(VECTORS)('%s: deriveDraw with Web Crypto gives the vector', async (_name, input, expected) => {
    expect(await deriveDraw(input)).toEqual(expected);
  });

  it.each(VECTORS)(
    '%s: deriveDraw with an injected node:crypto HMAC gives the vector',
    async (_name, input, expected) => {
      expect(await deriveDraw(input, nodeHmac)).toEqual(expected);
    },
  );
});

describe('the HMAC stream', () => {
  it('keys each block with the seed and signs "{game}:{lotteryId}:{period}:{salt}:{c}"', async () => {
    const keys: string[] = [];
    const { hmac, messages } = stubHmac([[0, 1, 2]]);
    const recording: Hmac = (key, message) => {
      keys.push(bytesToHex(key));
      return hmac(key, message);
    };
    await deriveDraw(
      { game: 'fast3', lotteryId: 2, period: '202611210042', salt: '', seed: FF_SEED },
      recording,
    );
    expect(messages).toEqual(['fast3:2:202611210042::0']);
    expect(keys).toEqual(['ff'.repeat(32)]);
  });

  it('takes eight words from a block, then moves on to block 1', async () => {
    // Block 0: eight words that uniform(6) must reject (≥ 2^32 − 4); block 1: 0, 1, 2
    const { hmac, messages } = stubHmac([Array(8).fill(ALL_ONES), [0, 1, 2]]);
    const draw = await deriveDraw(
      { game: 'fast3', lotteryId: 1, period: PERIOD, salt: 'x', seed: FF_SEED },
      hmac,
    );
    expect(draw).toEqual({ numbers: [1, 2, 3] });
    expect(messages).toEqual([`fast3:1:${PERIOD}:x:0`, `fast3:1:${PERIOD}:x:1`]);
  });

  it('reads words big-endian', async () => {
    // The first word is the bytes 00 00 00 01: big-endian 1 → ball 1; little-endian 2^24 → ball 6
    const { hmac } = stubHmac([[1, 2, 3, 4, 5]]);
    const draw = await deriveDraw(
      { game: 'fiveMins', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
      hmac,
    );
    expect(draw).toEqual({ numbers: [1, 2, 3, 4, 5] });
  });
});

describe('uniform(n) rejection sampling', () => {
  it('skips a die word at 2^32 − (2^32 mod 6) and takes the one below it', async () => {
    // 2^32 mod 6 = 4, so words from 4294967292 are skipped; 4294967291 mod 6 = 5 → die 6; 0 → 1; 7 → 2
    const { hmac } = stubHmac([[4_294_967_292, 4_294_967_291, 0, 7]]);
    const draw = await deriveDraw(
      { game: 'fast3', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
      hmac,
    );
    expect(draw).toEqual({ numbers: [6, 1, 2] });
  });

  it('skips a ball word at 2^32 − (2^32 mod 10) and every word above it', async () => {
    // 2^32 mod 10 = 6: 4294967290 and 2^32 − 1 are skipped, 4294967289 mod 10 = 9
    const { hmac } = stubHmac([[4_294_967_290, 4_294_967_289, ALL_ONES, 10, 21, 32, 43]]);
    const draw = await deriveDraw(
      { game: 'fiveMins', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
      hmac,
    );
    expect(draw).toEqual({ numbers: [9, 0, 1, 2, 3] });
  });

  it('skips a Mark 6 word at 2^32 − (2^32 mod 49)', async () => {
    // 2^32 mod 49 = 39: 4294967257 is skipped; 4294967256 mod 49 = 48 → swap a[0] with a[48] (49);
    // then 0, 0, … keep a[1..6] = 2..7 in place, so the special is 7
    const { hmac } = stubHmac([[4_294_967_257, 4_294_967_256, 0, 0, 0, 0, 0, 0]]);
    const draw = await deriveDraw(
      { game: 'mark6', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
      hmac,
    );
    expect(draw).toEqual({ numbers: [2, 3, 4, 5, 6, 49], special: 7 });
  });

  it('skips nothing when n divides 2^32: 2^32 − 1 is a fair word for uniform(8), (4) and (2)', async () => {
    // Lotto draws uniform(10), (9), (8), …, (2) from the words
    // 0, 0, 2^32−1 (→ 7), 0, 0, 0, 2^32−1 (→ 3), 0 | block 1: 2^32−1 (→ 1)
    // [1..10] → swap 9,0 → swap 8,0 → keep 7 → swap 6,0 → swap 5,0 → swap 4,0 → keep 3 → swap 2,0 → keep 1
    const { hmac } = stubHmac([[0, 0, ALL_ONES, 0, 0, 0, ALL_ONES, 0], [ALL_ONES]]);
    const draw = await deriveDraw(
      { game: 'lotto', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED },
      hmac,
    );
    expect(draw).toEqual({ numbers: [3, 2, 5, 4, 6, 7, 9, 8, 10, 1] });
  });
});

describe('draw validity', () => {
  const seeds = Array.from({ length: 200 }, (_, i) => createHash('sha256').update(`seed ${i}`).digest());
  const draws = (game: GameKey) =>
    Promise.all(
      seeds.map((seed) => deriveDraw({ game, lotteryId: 3, period: PERIOD, salt: '', seed }, nodeHmac)),
    );

  it('draws Lotto 10 as a permutation of 1..10', async () => {
    for (const { numbers } of await draws('lotto'))
      expect([...numbers].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('draws Fast 3 as three dice of 1..6', async () => {
    for (const { numbers } of await draws('fast3')) {
      expect(numbers).toHaveLength(3);
      for (const die of numbers) expect(die >= 1 && die <= 6 && Number.isInteger(die)).toBe(true);
    }
  });

  it('draws 5 Minutes as five digits', async () => {
    for (const { numbers } of await draws('fiveMins')) {
      expect(numbers).toHaveLength(5);
      for (const ball of numbers) expect(ball >= 0 && ball <= 9 && Number.isInteger(ball)).toBe(true);
    }
  });

  it('draws Mark 6 as seven distinct numbers of 1..49, the six regular sorted', async () => {
    for (const { numbers, special } of await draws('mark6')) {
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
      expect(new Set([...numbers, special]).size).toBe(7);
      for (const n of [...numbers, special ?? 0]) expect(n >= 1 && n <= 49).toBe(true);
    }
  });
});

describe('input checks', () => {
  const input = { game: 'fast3', lotteryId: 1, period: PERIOD, salt: '', seed: FF_SEED } as const;

  it('refuses a seed that is not 32 bytes', async () => {
    await expect(deriveDraw({ ...input, seed: new Uint8Array(31) })).rejects.toThrow(/32 bytes/);
  });

  it('refuses an unknown game', async () => {
    await expect(deriveDraw({ ...input, game: 'keno' as GameKey })).rejects.toThrow(/Unknown game/);
  });
});

describe('hex helpers', () => {
  it('round-trips bytes through lowercase hex', () => {
    expect(bytesToHex(ASCENDING_SEED)).toBe(
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
    );
    expect(hexToBytes(bytesToHex(ASCENDING_SEED))).toEqual(ASCENDING_SEED);
  });

  it('reads upper-case hex too', () => {
    expect(hexToBytes('00FF')).toEqual(new Uint8Array([0, 255]));
  });

  it.each(['abc', 'zz', '0x00', ' 00'])('refuses %j', (hex) => {
    expect(() => hexToBytes(hex)).toThrow();
  });
});
