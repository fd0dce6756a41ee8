/**
 * `npm test`: every check the project has, in order, stopping at the first failure —
 * formatting and lint beside the type checks, unit and API tests (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set), then, on a production build, the server-process and browser tests
 * (the chain tests on a local EVM node beside the server-process ones).
 * It ends with one line counting every test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-state.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(path.join(tmpdir(), 'fairdraw-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];

function step(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${title}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds}s)`);
    summary();
    process.exit(result.status ?? 1);
  }
}

interface Check {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Result {
  check: Check;
  status: number | null;
  output: string;
  seconds: string;
}

/** Runs one check, keeping its output for later. */
function run(check: Check): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '1', ...check.env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) =>
      resolve({ check, status, output, seconds: ((performance.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/**
 * Runs the lanes side by side, the checks of a lane one after another (a lane stops at its first
 * failure); prints each check's output whole, in order; stops if any failed.
 */
async function lanes(...checkLanes: Check[][]): Promise<void> {
  const results = (
    await Promise.all(
      checkLanes.map(async (lane) => {
        const done: Result[] = [];
        for (const check of lane) {
          const result = await run(check);
          done.push(result);
          if (result.status !== 0) break;
        }
        return done;
      }),
    )
  ).flat();
  for (const { check, status, output, seconds } of results) {
    console.log(`\n▶ ${check.title}`);
    process.stdout.write(output);
    timings.push(`${check.title}: ${seconds}s (beside another lane)`);
    if (status !== 0) console.error(`\n✖ ${check.title} failed (${seconds}s)`);
  }
  countReports();
  if (results.some((r) => r.status !== 0)) {
    summary();
    process.exit(1);
  }
}

/** Adds the counts of every report the lanes wrote (once each). */
const counted = new Set<string>();
function countReports(): void {
  for (const name of ['server', 'cluster-crash', 'api-postgres', 'playwright']) {
    const file = path.join(reports, `${name}.json`);
    if (counted.has(file) || !existsSync(file)) continue;
    counted.add(file);
    if (name === 'playwright') countPlaywright(file);
    else countVitest(file);
  }
}

/** Adds the counts of a vitest JSON report. */
function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** Adds the counts of a Playwright JSON report. */
function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

function summary(): void {
  console.log(`\n${timings.join('\n')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

/**
 * Where a check writes its JSON report, and a vitest run of `projects` reporting there; with
 * `workers`, that many files at a time (vitest's own default on two cores is one).
 */
const report = (name: string) => path.join(reports, `${name}.json`);
const vitestCheck = (name: string, projects: string[], workers?: number): Check => ({
  title: `vitest ${projects.join(', ')}`,
  command: bin('vitest'),
  args: [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(name)}`,
  ],
});

await lanes(
  [
    { title: 'format (prettier)', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
    { title: 'lint (eslint)', command: bin('eslint'), args: ['.'] },
  ],
  [
    {
      title: 'types (astro check)',
      command: bin('astro'),
      args: ['check', '--minimumSeverity', 'warning'],
      env: { ASTRO_TELEMETRY_DISABLED: '1' },
    },
    { title: 'types (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  ],
);

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) console.log('\nnote: TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
// Every file on a database of its own and nothing else running: two files at a time, one a core.
const unitApi = vitestCheck('unit-api', ['unit', 'api-pglite'], 2);
step(unitApi.title, unitApi.command, unitApi.args);
countVitest(report('unit-api'));

console.log('\n▶ production build (when stale)');
buildIfStale(root);
// Three lanes side by side, each mostly waiting (on its servers, the database, rounds and pages):
// the server-process tests, the API suite on PostgreSQL, and the browser tests.
if (!postgres) console.log('\nnote: TEST_DATABASE_URL is not set: the cluster and crash tests are skipped.');
await lanes(
  [
    // The chain tests (a local anvil node, offline, on both engines) take seconds: beside the
    // browser tests (which mostly wait for rounds and pages) they cost no time of their own.
    vitestCheck('server', ['server', 'chain', ...(postgres ? ['chain-postgres'] : [])]),
    ...(postgres ? [vitestCheck('cluster-crash', ['cluster', 'crash'])] : []),
  ],
  // The API suite on PostgreSQL waits on the database server about half the time.
  postgres ? [vitestCheck('api-postgres', ['api-postgres'])] : [],
  [
    {
      title: 'browser (playwright)',
      command: bin('playwright'),
      args: ['test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright') },
    },
  ],
);

summary();
