/**
 * End-to-end browser tests (`npm run test:e2e`): the production server (`scripts/start.ts`, which
 * builds when needed), one per worker on a fresh database of its own (`tests/e2e/servers.ts`),
 * driven through the system Chromium at phone size. Without `/usr/bin/chromium` the suite is
 * skipped with a notice rather than failing.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_MISSING_NOTICE, CHROMIUM_PATH, chromiumAvailable } from './tests/e2e/chromium.ts';
import { FIRST_PORT, HOST, SERVER_COUNT, serverURL } from './tests/e2e/servers.ts';

/** The staff accounts the browser tests sign in with: username, role, password. */
const STAFF = [
  ['admin', 'admin', 'e2e-admin-password'],
  ['shift', 'admin', 'shift-admin-password'],
  ['support1', 'support', 'support-password-1'],
  ['finance1', 'finance', 'finance-password-1'],
  ['editor1', 'editor', 'editor-password-1'],
] as const;

// The config is evaluated by the runner and again by every worker: the runner creates the data
// directory and hands it down through the environment, so there is exactly one per run (a folder
// in it per server), removed when the runner exits (after it has stopped the servers).
const DATA_DIR_ENV = 'FAIRDRAW_E2E_DATA_DIR';
if (chromiumAvailable && !process.env[DATA_DIR_ENV]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairdraw-e2e-'));
  process.env[DATA_DIR_ENV] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
if (!chromiumAvailable && !process.env.TEST_WORKER_INDEX) console.warn(CHROMIUM_MISSING_NOTICE);

/** Worker slot `slot`'s server: staff accounts first (the admin CLI migrates a fresh data directory), then the app. */
function server(slot: number) {
  const dataDir = path.join(process.env[DATA_DIR_ENV] ?? '', `server-${slot}`);
  if (!process.env.TEST_WORKER_INDEX) mkdirSync(dataDir, { recursive: true });
  return {
    // The demo admin, a second admin who enrols TOTP in the staff shift, and a support, a finance
    // and an editor member.
    command: [
      ...STAFF.map(
        ([username, role, password]) =>
          `node --disable-warning=ExperimentalWarning scripts/admin.ts create-staff --username ${username} --role ${role} --password ${password}`,
      ),
      'node --disable-warning=ExperimentalWarning scripts/start.ts',
    ].join(' && '),
    url: `${serverURL(slot)}/api/health`,
    env: {
      PORT: String(FIRST_PORT + slot),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Known staff password and short rounds: the journeys confirm deposits and wait for draws.
      // The journeys need the demo lotteries and invitation code, whatever the database.
      SEED_DEMO: 'true',
      DEMO_ADMIN_PASSWORD: 'e2e-admin-password',
      DEMO_ROUND_SECONDS: '30',
    },
    reuseExistingServer: false,
    // The first start builds the site.
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A committed test.only would silently skip the rest: refused on CI.
  forbidOnly: !!process.env.CI,
  // A file's tests run in order in one worker; the files are shared out among the workers, each
  // with a server of its own (see `servers.ts`).
  fullyParallel: false,
  workers: SERVER_COUNT,
  retries: 0,
  timeout: 120_000,
  // Islands read their data after hydrating; on a loaded machine that took over the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // The specs take `test` from `tests/e2e/test.ts`, which points each worker at its own server.
    baseURL: serverURL(0),
    locale: 'en-US',
    // A phone.
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // Bounded, so that a step that hangs fails under its own name rather than as the test's
    // timeout with nothing to say which step it was (a CI run once lost two minutes that way).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    // The app's service worker would sit between the tests and the server (and hide
    // requests from page.route); only the offline spec lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // No network here: keep Chromium from phoning home (updates, sync, QUIC probes).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium-phone' }],
  // Nothing to serve when the tests are skipped anyway.
  webServer: chromiumAvailable ? Array.from({ length: SERVER_COUNT }, (_, slot) => server(slot)) : undefined,
});
