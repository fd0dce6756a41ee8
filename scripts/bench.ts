/**
 * `npm run bench`: load figures of the production build, each beside a baseline measured in
 * the same run on the same machine, written to docs/benchmarks.md.
 * `npm run bench -- --only chain,chase` runs those sections alone (http, wallet, bets, stats,
 * chase, chain, sse) and replaces only them in docs/benchmarks.md, between their markers.
 *
 * Baseline for HTTP reads: a bare `node:http` server that answers the same bytes from memory
 * (no routing, no database, no rendering), so the ratio shows what the app's own work costs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServerProcess } from '../tests/support/server.ts';
import { transferBench, type Rate } from './bench/transfers.ts';
import { betBenchPglite, betBenchPostgres, type BetBench } from './bench/bets.ts';
import { fanOutBench, type FanOut } from './bench/sse.ts';
import { statsBench } from './bench/stats.ts';
import { chaseBench, chaseReport } from './bench/chase.ts';
import { chainBench, chainReport } from './bench/chain.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SECTIONS = ['http', 'wallet', 'bets', 'stats', 'chase', 'chain', 'sse'] as const;
type Section = (typeof SECTIONS)[number];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt < 0 ? undefined : new Set(process.argv[onlyAt + 1]?.split(',') ?? []);
for (const name of only ?? []) {
  if (!SECTIONS.includes(name as Section))
    throw new Error(`--only: no section "${name}" (${SECTIONS.join(', ')})`);
}
/** Whether this run measures `section`. */
const runs = (section: Section) => !only || only.has(section);
/** A section's text between its markers, so that a run of a few sections replaces only them. */
const marked = (section: Section, text: string) =>
  `\n<!-- bench:${section} -->${text}<!-- /bench:${section} -->\n`;

interface Figure {
  name: string;
  rps: number;
  p99: number;
  baselineRps: number;
  baselineP99: number;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A bare node:http server answering `body` with `contentType` to every request. */
async function startBaseline(
  body: string,
  contentType: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const source = `
    const body = Buffer.from(${JSON.stringify(body)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, child };
}

async function compare(name: string, appUrl: string, headers: Record<string, string> = {}): Promise<Figure> {
  const sample = await fetch(appUrl, { headers });
  const body = await sample.text();
  const baseline = await startBaseline(body, sample.headers.get('content-type') ?? 'text/plain');
  try {
    const base = await load(baseline.url, headers);
    const app = await load(appUrl, headers);
    return { name, rps: app.rps, p99: app.p99, baselineRps: base.rps, baselineP99: base.p99 };
  } finally {
    baseline.child.kill();
  }
}

/** Milliseconds of each of `n` sequential calls. */
async function timed(n: number, call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`status ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Sign-in latency (argon2id verification) beside an unauthenticated read, one at a time. */
async function loginLatency(url: string): Promise<string> {
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const account = { username: 'bench_login', password: 'bench-password' };
  await fetch(
    `${url}/api/app/customer/register`,
    json({
      ...account,
      confirmPassword: account.password,
      realName: 'Bench',
      invitationCode: 'FAIRDRAW',
      agreeTerms: true,
    }),
  );
  const logins = await timed(40, () => fetch(`${url}/api/app/customer/login`, json(account)));
  const reads = await timed(40, () => fetch(`${url}/api/app/info`));
  const row = (name: string, t: number[]) =>
    `| ${name} | ${percentile(t, 50).toFixed(1)} | ${percentile(t, 99).toFixed(1)} |`;
  return `
Sign-in latency, 40 sequential requests each (argon2id, 19 MiB, 2 iterations, 1 lane):

| call | p50 ms | p99 ms |
|---|---|---|
${row('POST /api/app/customer/login', logins)}
${row('GET /api/app/info (baseline)', reads)}
`;
}

/** The public pages the route cache keeps, and what each is. */
const CACHED_PAGES = [
  ['/', 'home page'],
  ['/lotto/1/1', 'round screen'],
  ['/draw', 'draw results'],
  ['/terms', 'terms'],
  ['/lotto/how-to-play', 'how to play'],
] as const;

/**
 * The first, uncached render of each cached page, 20 sequential requests each: a query the
 * page ignores makes every request a new cache entry, so each one is rendered.
 */
async function firstRenders(url: string): Promise<string> {
  const rows: string[] = [];
  for (const [route, what] of CACHED_PAGES) {
    let n = 0;
    const times = await timed(20, () => fetch(`${url}${route}?first=${Date.now()}-${n++}`));
    rows.push(
      `| GET ${route} (${what}) | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`,
    );
  }
  return `
First render of each cached page (not in the cache yet), 20 sequential requests each:

| page | p50 ms | p99 ms |
|---|---|---|
${rows.join('\n')}
`;
}

const figures: Figure[] = [];
let loginReport = '';
let firstRenderReport = '';
if (runs('http')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-'));
  // Request logs are written as in production, by the server, to a file: read through a pipe
  // they would cost the measuring client (in this process) CPU the baselines do not ask of it.
  const server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    { logFile: path.join(dataDir, 'server.log') },
  );
  try {
    figures.push(await compare('GET /api/app/info', `${server.url}/api/app/info`));
    // The public pages come from the route cache once rendered; their first render
    // is measured apart below.
    for (const [route, what] of CACHED_PAGES)
      figures.push(await compare(`GET ${route} (${what}, route cache)`, `${server.url}${route}`));
    figures.push(
      await compare(
        'GET /api/app/game/1/stats (statistics, window 100)',
        `${server.url}/api/app/game/1/stats`,
      ),
    );
    loginReport = await loginLatency(server.url);
    firstRenderReport = await firstRenders(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

// Wallet throughput on PostgreSQL (when one is reachable).
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
// Betting is measured at several numbers of concurrent players: the raw baseline and the
// batched bet path scale differently with them.
const BET_PLAYERS = (process.env.BENCH_BET_PLAYERS ?? '16,32,64').split(',').map(Number);
let walletReport = '';
if (runs('wallet'))
  try {
    const rates: Rate[] = await transferBench(postgresUrl, WORKERS, DURATION);
    const baseline = rates.find((r) => r.name.startsWith('baseline'))?.perSecond ?? 1;
    walletReport = `
Wallet on PostgreSQL (${new URL(postgresUrl).host}), ${WORKERS} concurrent clients, ${DURATION} s each:

| what | per second | p50 ms | p99 ms | ratio to baseline |
|---|---|---|---|---|
${rates.map((r) => `| ${r.name} | ${Math.round(r.perSecond)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.perSecond / baseline).toFixed(2)} |`).join('\n')}
`;
  } catch (error) {
    walletReport = `\nWallet on PostgreSQL: not measured (${(error as Error).message}).\n`;
  }

// Betting and settlement, on PostgreSQL and on PGlite.
const betBenches: BetBench[] = [];
let betErrors = '';
for (const run of runs('bets')
  ? [() => betBenchPostgres(postgresUrl, BET_PLAYERS, DURATION), () => betBenchPglite(BET_PLAYERS, DURATION)]
  : []) {
  try {
    betBenches.push(await run());
  } catch (error) {
    betErrors += `\nBetting benchmark not measured: ${(error as Error).message}\n`;
  }
}
const betReport = betBenches.length
  ? `
Betting: ${DURATION} s per figure, through the real server over HTTP, each beside the rate of one-row INSERT
transactions (BEGIN, INSERT, COMMIT) from as many connections, measured in the same run on the same engine:

| engine | players | bets/s (HTTP) | p50 ms | p99 ms | baseline: one-row INSERT tx/s | ratio | signed-in read/s (HTTP, same client) | bets ÷ signed-in read | bets/s with loss limits | ÷ bets/s without |
|---|---|---|---|---|---|---|---|---|---|---|
${betBenches
  .flatMap((b) =>
    b.runs.map(
      (r) =>
        `| ${b.engine} | ${r.players} | ${Math.round(r.bets.perSecond)} | ${r.bets.p50.toFixed(1)} | ${r.bets.p99.toFixed(1)} | ${Math.round(r.baseline.perSecond)} | ${(r.bets.perSecond / r.baseline.perSecond).toFixed(2)} | ${Math.round(r.signedInRead.perSecond)} | ${(r.bets.perSecond / r.signedInRead.perSecond).toFixed(2)} | ${Math.round(r.betsWithLossLimits.perSecond)} | ${(r.betsWithLossLimits.perSecond / r.bets.perSecond).toFixed(2)} |`,
    ),
  )
  .join('\n')}

Settling a round of 100 000 bets (the real set-based settlement) beside a bare UPDATE of the same rows:

| engine | settle ms | baseline: bare UPDATE ms | ratio |
|---|---|---|---|
${betBenches
  .map(
    (b) =>
      `| ${b.engine} | ${Math.round(b.settlement.settleMs)} | ${Math.round(b.settlement.bareUpdateMs)} | ${(b.settlement.settleMs / b.settlement.bareUpdateMs).toFixed(2)} |`,
  )
  .join('\n')}
`
  : '';

// Market statistics of a 1 000-round window, per game.
let statsReport = '';
if (runs('stats'))
  try {
    const stats = await statsBench();
    statsReport = `
Market statistics over a 1 000-round window (PGlite, rounds drawn by the real draw; median of 15), beside
reading the same 1 000 rounds alone. The figures are computed once per draw and then served from memory
(the req/s line in the first table):

| game | keys | read + compute ms | baseline: read only ms | ratio |
|---|---|---|---|---|
${stats.map((f) => `| ${f.game} | ${f.keys} | ${f.computeMs.toFixed(1)} | ${f.readMs.toFixed(1)} | ${(f.computeMs / f.readMs).toFixed(2)} |`).join('\n')}
`;
  } catch (error) {
    statsReport = `\nMarket statistics: not measured (${(error as Error).message}).\n`;
  }

// Chase plans: a round's periods of 10 000 plans, on both engines.
let chaseSection = '';
if (runs('chase'))
  try {
    chaseSection = chaseReport(
      await chaseBench(postgresUrl, Number(process.env.BENCH_CHASE_PLANS ?? 10_000)),
    );
  } catch (error) {
    chaseSection = `\nChase plans: not measured (${(error as Error).message}).\n`;
  }

// Chain deposits: 10 000 transfers over 500 blocks read and credited by the watcher, both engines.
let chainSection = '';
if (runs('chain'))
  try {
    chainSection = chainReport(await chainBench(postgresUrl));
  } catch (error) {
    chainSection = `\nChain deposits: not measured (${(error as Error).message}).\n`;
  }

// Event stream fan-out to many clients, at each number of clients.
const FAN_OUT_CLIENTS = (process.env.BENCH_SSE_CLIENTS ?? '2000,10000').split(',').map(Number);
let fanOutReport = '';
if (runs('sse')) {
  const fanOuts: FanOut[] = [];
  let fanOutErrors = '';
  for (const clients of FAN_OUT_CLIENTS) {
    try {
      fanOuts.push(await fanOutBench(clients));
    } catch (error) {
      fanOutErrors += `\nEvent stream fan-out to ${clients} clients: not measured (${(error as Error).message}).\n`;
    }
  }
  const ms = (v: number) => v.toFixed(0);
  const ratio = (v: number, base: number) => (v / Math.max(1, base)).toFixed(2);
  fanOutReport = fanOuts.length
    ? `
Event stream: clients on one lottery's \`/stream\` on one instance (PGlite, 10 s rounds), ${fanOuts[0]?.changes} round changes
(\`closed\` at \`closesAt\`, \`drawing\` at \`drawAt\`) that every client received, due after all streams were open. The
clients are raw sockets spread over several processes, each arrival timed before any parsing. Fan-out is the time from
the first client's receipt of a change to each client's; the baseline is a bare \`node:http\` server writing one SSE
message to the same clients, measured the same way. The delay is from the change's scheduled moment to each client's
receipt (the scheduler wakes at the moment); the baseline's is from the bare server's write.

| clients | client processes | fan-out p50 ms | p99 ms | max ms | baseline p50 ms | p99 ms | max ms | p99 ratio | delay after the scheduled moment p50 ms | p99 ms | max ms | baseline write → receipt p50 ms | p99 ms | max ms |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${fanOuts.map((f) => `| ${f.clients} | ${f.processes} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.max)} | ${ms(f.baselineP50)} | ${ms(f.baselineP99)} | ${ms(f.baselineMax)} | ${ratio(f.p99, f.baselineP99)} | ${ms(f.dueP50)} | ${ms(f.dueP99)} | ${ms(f.dueMax)} | ${ms(f.baselineDueP50)} | ${ms(f.baselineDueP99)} | ${ms(f.baselineDueMax)} |`).join('\n')}
${fanOutErrors}`
    : fanOutErrors;
}

const rows = figures.map(
  (f) =>
    `| ${f.name} | ${Math.round(f.rps)} | ${f.p99} | ${Math.round(f.baselineRps)} | ${f.baselineP99} | ${(f.rps / f.baselineRps).toFixed(2)} |`,
);
const httpSection = `
Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, PGlite, with autocannon (${CONNECTIONS} connections, ${DURATION} s each) on the same machine.
Baseline: a bare \`node:http\` server answering the same bytes from memory, measured in the same run.

| what | req/s | p99 ms | baseline req/s | baseline p99 ms | ratio to baseline |
|---|---|---|---|---|---|
${rows.join('\n')}
${firstRenderReport}${loginReport}`;
const sections: Record<Section, string> = {
  http: httpSection,
  wallet: walletReport,
  bets: `${betReport}${betErrors}`,
  stats: statsReport,
  chase: chaseSection,
  chain: chainSection,
  sse: fanOutReport,
};
const file = path.join(root, 'docs/benchmarks.md');
let report: string;
if (!only) {
  report = `# Benchmarks\n${SECTIONS.map((name) => marked(name, sections[name])).join('')}`;
} else {
  // The sections measured replace their own, between their markers (added at the end if none).
  report = readFileSync(file, 'utf8');
  for (const name of SECTIONS.filter(runs)) {
    const section = marked(name, sections[name]);
    const start = report.indexOf(`\n<!-- bench:${name} -->`);
    const endMarker = `<!-- /bench:${name} -->\n`;
    const end = report.indexOf(endMarker, start);
    report =
      start >= 0 && end >= 0
        ? report.slice(0, start) + section + report.slice(end + endMarker.length)
        : `${report.trimEnd()}\n${section}`;
  }
}
writeFileSync(file, report);
console.log(
  only
    ? SECTIONS.filter(runs)
        .map((name) => sections[name])
        .join('')
    : report,
);
