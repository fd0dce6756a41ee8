/**
 * `npm run verify -- …`: checks a draw offline with the same derivation the server used.
 *
 *   npm run verify -- 1234 [--server http://localhost:4321]
 *       fetches published draw 1234 and checks it
 *   npm run verify -- --game lotto --lottery 1 --period 202611210001 --seed <64 hex>
 *                     [--salt S] [--hash <64 hex>] [--numbers 3,7,…] [--special 12]
 *       derives the result from a seed; with --hash/--numbers, checks them too
 *
 * Exits 0 when everything checks out, 1 when something does not match.
 */
import { parseArgs } from 'node:util';
import { deriveDraw, hexToBytes, seedHash } from '#shared/games/draw.ts';
import { GAMES, type GameKey } from '#shared/games/types.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    server: { type: 'string', default: 'http://localhost:4321' },
    game: { type: 'string' },
    lottery: { type: 'string' },
    period: { type: 'string' },
    seed: { type: 'string' },
    salt: { type: 'string', default: '' },
    hash: { type: 'string' },
    numbers: { type: 'string' },
    special: { type: 'string' },
  },
});

interface Claim {
  game: GameKey;
  lotteryId: number;
  period: string;
  seed: string;
  salt: string;
  seedHash?: string | undefined;
  numbers?: number[] | undefined;
  special?: number | undefined;
}

function fail(message: string): never {
  console.error(`verify: ${message}`);
  process.exit(1);
}

async function claimFromServer(drawId: string): Promise<Claim> {
  const response = await fetch(`${values.server}/api/app/game/draw/${encodeURIComponent(drawId)}`);
  const body = (await response.json()) as {
    code: number;
    message?: string;
    data?: Claim & { lotteryId: number };
  };
  if (body.code !== 1 || !body.data) fail(`draw ${drawId}: ${body.message ?? response.status}`);
  return body.data;
}

function claimFromArgs(): Claim {
  const game = values.game as GameKey;
  if (!GAMES.includes(game)) fail(`--game must be one of ${GAMES.join(', ')}`);
  if (!values.lottery || !values.period || !values.seed) fail('--lottery, --period and --seed are needed');
  return {
    game,
    lotteryId: Number(values.lottery),
    period: values.period,
    seed: values.seed,
    salt: values.salt ?? '',
    seedHash: values.hash,
    numbers: values.numbers?.split(',').map(Number),
    special: values.special === undefined ? undefined : Number(values.special),
  };
}

const claim = positionals[0] ? await claimFromServer(positionals[0]) : claimFromArgs();
const seed = hexToBytes(claim.seed);
const hash = await seedHash(seed);
const derived = await deriveDraw({
  game: claim.game,
  lotteryId: claim.lotteryId,
  period: claim.period,
  salt: claim.salt,
  seed,
});
console.log(`${claim.game} lottery ${claim.lotteryId} period ${claim.period}`);
console.log(`seed hash  ${hash}`);
console.log(
  `numbers    ${derived.numbers.join(' ')}${derived.special === undefined ? '' : ` + special ${derived.special}`}`,
);

let ok = true;
if (claim.seedHash !== undefined) {
  const match = claim.seedHash === hash;
  ok &&= match;
  console.log(
    match ? 'OK   the seed matches the published hash' : `FAIL the published hash is ${claim.seedHash}`,
  );
}
if (claim.numbers !== undefined) {
  const match =
    JSON.stringify(claim.numbers) === JSON.stringify(derived.numbers) &&
    (claim.special ?? undefined) === derived.special;
  ok &&= match;
  console.log(
    match
      ? 'OK   the published numbers follow from the seed'
      : `FAIL the published numbers are ${claim.numbers.join(' ')}`,
  );
}
process.exitCode = ok ? 0 : 1;
