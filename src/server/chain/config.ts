/**
 * The EVM chains USDT deposits are watched on, read from the environment: `CHAINS`
 * holding a JSON array, or `CHAINS_FILE` naming a file that holds it. Neither set: no chains.
 *
 *   [{ "key": "ethereum", "name": "Ethereum", "rpcUrl": "https://…",
 *      "token": "0xdAC17F958D2ee523a2206206994597C13D831ec7", "decimals": 6,
 *      "confirmations": 12, "xpub": "xpub…", "explorerTxUrl": "https://etherscan.io/tx/{tx}",
 *      "minDeposit": "10.00", "recheckBlocks": 12, "enabled": true }]
 *
 * `xpub` is the account-level key m/44'/60'/0' (see addresses.ts). Errors name the entry and
 * field (`CHAINS[1].confirmations: …`) and never repeat a value, since an RPC URL may hold a key.
 */
import { readFileSync } from 'node:fs';
import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { parseMoney } from '#shared/money.ts';
import { accountKey } from './addresses.ts';

const chainSchema = z.strictObject({
  key: z
    .string()
    .regex(
      /^[a-z][a-z0-9-]{0,31}$/,
      'must be 1–32 lower-case letters, digits or dashes, starting with a letter',
    ),
  name: z.string().trim().min(1, 'must not be empty'),
  rpcUrl: z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s):// or ws(s):// URL' }),
  token: z
    .string()
    .refine(
      (value) => isAddress(value, { strict: true }),
      'must be a 0x address (40 hex digits, valid checksum)',
    )
    .transform((value): Address => getAddress(value)),
  decimals: z.number().int().min(0).max(36),
  confirmations: z.number().int().min(1),
  xpub: z.string().superRefine((value, ctx) => {
    try {
      accountKey(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  explorerTxUrl: z
    .string()
    .refine(
      (value) => value.includes('{tx}') && URL.canParse(value.replaceAll('{tx}', '0x00')),
      'must be a URL with {tx} where the transaction hash goes',
    ),
  minDeposit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const cents = parseMoney(value);
      if (cents === null || cents <= 0n) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive amount such as "10.00"' });
        return z.NEVER;
      }
      return cents;
    }),
  /**
   * Blocks past its confirmations during which a credited (or held) deposit's transfer is checked
   * again, so that a reorganisation deeper than the confirmations is caught; default: as many as
   * the confirmations (`recheckWindow`).
   */
  recheckBlocks: z.number().int().min(0).max(100_000).optional(),
  enabled: z.boolean().default(true),
});

const chainsSchema = z.array(chainSchema).superRefine((chains, ctx) => {
  const seen = new Set<string>();
  chains.forEach((chain, index) => {
    if (seen.has(chain.key))
      ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `"${chain.key}" is used twice` });
    seen.add(chain.key);
  });
});

/** One configured chain; `minDeposit` in cents. */
export type ChainConfig = z.output<typeof chainSchema>;

/** `CHAINS[1].rpcUrl` style names of where each issue is. */
function describe(error: z.ZodError, source: string): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`));
      return `${source}${where.join('')}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Validates parsed JSON as the chains list; `source` names it in errors, `origin` (a file) is
 * said once before them.
 */
export function parseChains(json: unknown, source = 'CHAINS', origin = ''): ChainConfig[] {
  const result = chainsSchema.safeParse(json);
  if (!result.success)
    throw new Error(
      `Invalid chains configuration${origin ? ` in ${origin}` : ''}: ${describe(result.error, source)}`,
    );
  return result.data;
}

/** The chains of `CHAINS` or `CHAINS_FILE` (not both); none configured: an empty list. */
export function loadChains(env: Record<string, string | undefined> = process.env): ChainConfig[] {
  const inline = env.CHAINS?.trim();
  const file = env.CHAINS_FILE?.trim();
  if (inline && file) throw new Error('Invalid chains configuration: set CHAINS or CHAINS_FILE, not both');
  let text: string;
  let source: string;
  if (inline) {
    text = inline;
    source = 'CHAINS';
  } else if (file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `Invalid chains configuration: CHAINS_FILE ${file} cannot be read: ${(error as Error).message}`,
        { cause: error },
      );
    }
    source = 'CHAINS_FILE';
  } else return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `Invalid chains configuration: ${file ? `CHAINS_FILE ${file}` : source} is not JSON: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return parseChains(json, source, file ?? '');
}

/** The blocks past its confirmations a decided deposit is checked again for (see `recheckBlocks`). */
export const recheckWindow = (chain: Pick<ChainConfig, 'confirmations' | 'recheckBlocks'>): number =>
  chain.recheckBlocks ?? chain.confirmations;

/** The chains deposits are watched on. */
export const enabledChains = (chains: ChainConfig[]): ChainConfig[] =>
  chains.filter((chain) => chain.enabled);
