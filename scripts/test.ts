/**
 * `npm test`: every check the project has, in order, stopping at the first failure —
 * formatting, lint and types (side by side), unit and API tests (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set), then, on a production build, the server-process and browser tests.
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

/** Runs the checks side by side; prints each one's output in order; stops if any failed. */
async function together(checks: Check[]): Promise<void> {
  const started = performance.now();
  const results = await Promise.all(
    checks.map(
      (check) =>
        new Promise<{ check: Check; status: number | null; output: string; seconds: string }>((resolve) => {
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
        }),
    ),
  );
  for (const { check, status, output, seconds } of results) {
    console.log(`\n▶ ${check.title}`);
    process.stdout.write(output);
    timings.push(`${check.title}: ${seconds}s (run beside the others)`);
    if (status !== 0) console.error(`\n✖ ${check.title} failed (${seconds}s)`);
  }
  if (results.some((r) => r.status !== 0)) {
    summary();
    process.exit(1);
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

const vitest = (name: string, projects: string[]) => {
  const output = path.join(reports, `${name}.json`);
  step(`vitest ${projects.join(', ')}`, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  countVitest(output);
};

// The four static checks at once (each mostly waits on one core); their output is shown whole,
// one check after another, once all have ended.
await together([
  { title: 'format (prettier)', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  { title: 'lint (eslint)', command: bin('eslint'), args: ['.'] },
  {
    title: 'types (astro check)',
    command: bin('astro'),
    args: ['check', '--minimumSeverity', 'warning'],
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
  { title: 'types (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
]);

const projects = ['unit', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])];
if (!process.env.TEST_DATABASE_URL)
  console.log('\nnote: TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
vitest('unit-api', projects);

console.log('\n▶ production build (when stale)');
buildIfStale(root);
vitest('server', ['server']);
// Several instances on one PostgreSQL, and SIGKILL crashes on both engines (PostgreSQL needed).
if (process.env.TEST_DATABASE_URL) vitest('cluster-crash', ['cluster', 'crash']);
else console.log('\nnote: TEST_DATABASE_URL is not set: the cluster and crash tests are skipped.');

const playwrightReport = path.join(reports, 'playwright.json');
step('browser (playwright)', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
countPlaywright(playwrightReport);

summary();
