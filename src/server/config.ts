/**
 * Every setting of the server: its environment variable, its default and what it does.
 * Read once at start-up; the README's configuration table is checked against this list.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Setting<T> {
  env: string;
  description: string;
  default: string;
  parse: (raw: string) => T;
}

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`must be an integer from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
}

function boolean(raw: string): boolean {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`must be true or false, got "${raw}"`);
}

const text = (raw: string): string => raw;
const optionalText = (raw: string): string | undefined => raw || undefined;

/** The settings, in the order the README documents them. */
export const SETTINGS = {
  port: {
    env: 'PORT',
    default: '4321',
    description: 'HTTP port of the server.',
    parse: integer(0, 65535),
  },
  host: {
    env: 'HOST',
    default: '127.0.0.1',
    description: 'Interface to listen on; `0.0.0.0` to accept connections from other machines.',
    parse: text,
  },
  databaseUrl: {
    env: 'DATABASE_URL',
    default: '',
    description:
      'PostgreSQL connection string. Unset: the embedded PGlite database under `DATA_DIR` (evaluation and development only).',
    parse: optionalText,
  },
  databasePoolSize: {
    env: 'DATABASE_POOL_SIZE',
    default: '10',
    description: 'Connections in the PostgreSQL pool.',
    parse: integer(1, 200),
  },
  dataDir: {
    env: 'DATA_DIR',
    default: './data',
    description: 'Directory for the PGlite database, its lock file and the generated JWT secret.',
    parse: (raw: string) => path.resolve(raw),
  },
  jwtSecret: {
    env: 'JWT_SECRET',
    default: '',
    description:
      'Secret for signing tokens (at least 32 characters). Unset: generated once and kept in `DATA_DIR/jwt-secret`.',
    parse: optionalText,
  },
  logLevel: {
    env: 'LOG_LEVEL',
    default: 'info',
    description: 'pino log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
    parse: (raw: string) => {
      if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(raw)) {
        throw new Error(`unknown level "${raw}"`);
      }
      return raw;
    },
  },
  trustProxy: {
    env: 'TRUST_PROXY',
    default: 'false',
    description: 'Take the client IP from `X-Forwarded-For` (only behind a proxy you control).',
    parse: boolean,
  },
  seedDemo: {
    env: 'SEED_DEMO',
    default: '',
    description:
      'Create the demo data that the database lacks at start-up. Default: `true` on PGlite, `false` with `DATABASE_URL`.',
    // Unset: decided by the database in loadConfig (a real database gets no demo admin).
    parse: (raw: string) => (raw ? boolean(raw) : undefined),
  },
  demoRoundSeconds: {
    env: 'DEMO_ROUND_SECONDS',
    default: '',
    description:
      'Round interval of the demo lotteries when the demo data creates them (betting closes a third of it before each draw). Unset: each game’s own interval (75 s to 600 s).',
    parse: (raw: string) => (raw ? integer(10, 86_400)(raw) : undefined),
  },
  demoAdminPassword: {
    env: 'DEMO_ADMIN_PASSWORD',
    default: '',
    description:
      'Password of the demo staff account `admin` when the demo data creates it (at least 8 characters). Unset: generated and printed once.',
    parse: optionalText,
  },
  shutdownTimeoutMs: {
    env: 'SHUTDOWN_TIMEOUT_MS',
    default: '10000',
    description: 'How long SIGTERM waits for in-flight requests before closing them.',
    parse: integer(0),
  },
  rateLimitWindowSeconds: {
    env: 'RATE_LIMIT_WINDOW_SECONDS',
    default: '900',
    description: 'Window of the per-IP and per-username rate limits.',
    parse: integer(1),
  },
  rateLimitAuthPerIp: {
    env: 'RATE_LIMIT_AUTH_PER_IP',
    default: '300',
    description:
      'Sign-ins and registrations allowed per IP per window (generous: players share carrier IPs).',
    parse: integer(1),
  },
  rateLimitLoginFailuresPerUserIp: {
    env: 'RATE_LIMIT_LOGIN_FAILURES_PER_USER_IP',
    default: '10',
    description:
      'Failed sign-ins (player or staff) allowed per username from one client IP per window; that IP is then refused, the user can still sign in from elsewhere.',
    parse: integer(1),
  },
  rateLimitLoginFailuresPerUser: {
    env: 'RATE_LIMIT_LOGIN_FAILURES_PER_USER',
    default: '100',
    description:
      'Failed sign-ins allowed per username from all sources together per window (guessing spread over many IPs).',
    parse: integer(1),
  },
  tokenTtlDays: {
    env: 'TOKEN_TTL_DAYS',
    default: '30',
    description: 'Lifetime of a sign-in token; the session behind it can end sooner.',
    parse: integer(1, 365),
  },
  staffTokenTtlHours: {
    env: 'STAFF_TOKEN_TTL_HOURS',
    default: '12',
    description:
      'Lifetime of a staff sign-in token and its session (a staff member signs in again after a shift).',
    parse: integer(1, 168),
  },
  sessionIdleMinutes: {
    env: 'SESSION_IDLE_MINUTES',
    default: '10080',
    description: 'A session unused for this long ends (default 7 days).',
    parse: integer(1),
  },
  rateLimitTransactionPasswordFailures: {
    env: 'RATE_LIMIT_TRANSACTION_PASSWORD_FAILURES',
    default: '5',
    description: 'Wrong transaction passwords allowed per player per window.',
    parse: integer(1),
  },
  eventStreamsPerIp: {
    env: 'EVENT_STREAMS_PER_IP',
    default: '50',
    description:
      'Open event streams (live round updates) allowed per client IP on each instance (generous: players share carrier IPs); past it, 429.',
    parse: integer(1),
  },
  eventStreamsTotal: {
    env: 'EVENT_STREAMS_TOTAL',
    default: '5000',
    description: 'Open event streams allowed in total on each instance; past it, 429.',
    parse: integer(1),
  },
  idempotencyTtlHours: {
    env: 'IDEMPOTENCY_TTL_HOURS',
    default: '24',
    description: 'How long a stored `Idempotency-Key` response is replayed.',
    parse: integer(1),
  },
  idempotencyClaimSeconds: {
    env: 'IDEMPOTENCY_CLAIM_SECONDS',
    default: '30',
    description:
      'How long a request in progress holds its `Idempotency-Key`; a repeat waits for it, and after this a crashed request’s key is taken over.',
    parse: integer(1, 3600),
  },
  chains: {
    env: 'CHAINS',
    default: '',
    description:
      'The EVM chains USDT deposits are watched on, a JSON array (see `src/server/chain/config.ts`). Unset (and no `CHAINS_FILE`): no chain is watched.',
    parse: optionalText,
  },
  chainsFile: {
    env: 'CHAINS_FILE',
    default: '',
    description: 'A file holding the `CHAINS` JSON instead (not both).',
    parse: optionalText,
  },
  chainScanSeconds: {
    env: 'CHAIN_SCAN_SECONDS',
    default: '15',
    description:
      'How often the scheduler leader reads the watched chains for deposits (a scan still running is not started again).',
    parse: integer(1, 3600),
  },
  demoChain: {
    env: 'DEMO_CHAIN',
    default: '',
    description:
      '`anvil`: `npm start` runs a local demo chain (anvil, state kept in `DATA_DIR`) with a test USDT and watches it, instead of `CHAINS`; send deposits with `npm run chain -- send`.',
    parse: (raw: string): 'anvil' | undefined => {
      if (raw === '') return undefined;
      if (raw === 'anvil') return raw;
      throw new Error(`must be "anvil" or unset, got "${raw}"`);
    },
  },
  demoChainPort: {
    env: 'DEMO_CHAIN_PORT',
    default: '8545',
    description: 'Port of the demo chain’s JSON-RPC on 127.0.0.1 (`DEMO_CHAIN=anvil`).',
    parse: integer(1, 65535),
  },
  vapidPublicKey: {
    env: 'VAPID_PUBLIC_KEY',
    default: '',
    description:
      'Web Push (VAPID) public key, URL-safe base64; with `VAPID_PRIVATE_KEY`. Unset: a pair is generated once and kept in `DATA_DIR/vapid-keys.json` (set both on every instance of a cluster).',
    parse: optionalText,
  },
  vapidPrivateKey: {
    env: 'VAPID_PRIVATE_KEY',
    default: '',
    description: 'Web Push (VAPID) private key, URL-safe base64; with `VAPID_PUBLIC_KEY`.',
    parse: optionalText,
  },
  vapidSubject: {
    env: 'VAPID_SUBJECT',
    default: 'mailto:support@fairdraw.example',
    description: 'Who push services can reach about this site’s pushes: a `mailto:` or `https:` address.',
    parse: (raw: string) => {
      if (!/^(mailto:|https:\/\/)\S+$/.test(raw)) throw new Error('must be a mailto: or https: address');
      return raw;
    },
  },
  pushServiceOrigins: {
    env: 'PUSH_SERVICE_ORIGINS',
    default:
      'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com',
    description:
      'Comma-separated origins a push subscription may point at (`*.` allows subdomains); any other endpoint is refused, so the server never posts to an address a client made up.',
    parse: (raw: string) =>
      raw
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
  },
} satisfies Record<string, Setting<unknown>>;

type Settings = typeof SETTINGS;
type Parsed = { readonly [K in keyof Settings]: ReturnType<Settings[K]['parse']> };
export type Config = Omit<Parsed, 'seedDemo'> & { readonly seedDemo: boolean };

/**
 * Reads every setting from an environment, applying defaults; throws one error naming every
 * invalid variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const errors: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(SETTINGS) as [string, Setting<unknown>][]) {
    const raw = env[setting.env];
    try {
      values[name] = setting.parse(raw === undefined || raw === '' ? setting.default : raw);
    } catch (error) {
      errors.push(`${setting.env} ${(error as Error).message}`);
    }
  }
  if (values.demoChain && (values.chains || values.chainsFile))
    errors.push('DEMO_CHAIN=anvil brings its own chain: unset CHAINS and CHAINS_FILE, or unset DEMO_CHAIN');
  if (errors.length > 0) throw new Error(`Invalid configuration: ${errors.join('; ')}`);
  // Demo data (and its demo admin) by default only on the embedded evaluation database.
  values.seedDemo ??= !values.databaseUrl;
  return Object.freeze(values) as Config;
}

/**
 * Returns the JWT secret: `JWT_SECRET` when set, else the one kept in `DATA_DIR/jwt-secret`,
 * generated on first start so that tokens survive restarts.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return config.jwtSecret;
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // `wx`: when two processes race, the first one's secret wins and both read it.
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
