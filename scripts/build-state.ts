/**
 * Decides whether `dist/` is the build of the current sources: a hash over every input of the
 * build (sources, public files, configuration, lockfile) is recorded after each build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = 'dist/.build-hash';

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .sort();
}

/** The hash of every build input under `root`. */
export function inputsHash(root: string): string {
  const hash = createHash('sha256');
  const all = [
    ...INPUT_DIRS.flatMap((dir) => files(path.join(root, dir))),
    ...INPUT_FILES.map((f) => path.join(root, f)),
  ];
  for (const file of all) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Whether the build is current; with `record`, marks the current build as matching the inputs. */
export function ensureBuild(root: string, options: { record?: boolean } = {}): 'fresh' | 'stale' {
  const stamp = path.join(root, STAMP);
  const current = inputsHash(root);
  if (options.record) {
    writeFileSync(stamp, current);
    return 'fresh';
  }
  const built =
    existsSync(path.join(root, 'dist/server/entry.mjs')) && existsSync(stamp)
      ? readFileSync(stamp, 'utf8')
      : '';
  return built === current ? 'fresh' : 'stale';
}

/**
 * The environment of a build: the caller's, but always for production. A build that inherits
 * NODE_ENV=test (a server started by a vitest run finding `dist/` stale) or development compiles
 * React's development JSX runtime, and every server-rendered page then fails with
 * "jsxDEV is not a function" in the middle of its stream.
 */
export function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Runs `astro build` and records the inputs it was built from. */
export function build(root: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // The build's identity, which the boot script registers the service worker with: every
    // build is a new worker, which takes over and drops the caches of the builds before it.
    env: { ...buildEnvironment(process.env), PUBLIC_BUILD_ID: inputsHash(root).slice(0, 16) },
  });
  if (result.status !== 0) throw new Error('astro build failed');
  ensureBuild(root, { record: true });
}

/** Builds when `dist/` is missing or older than the sources; says whether it built. */
export function buildIfStale(root: string): boolean {
  if (ensureBuild(root) === 'fresh') return false;
  build(root);
  return true;
}
