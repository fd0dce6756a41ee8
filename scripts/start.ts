/**
 * `npm start`: builds the site when the build is missing or stale, opens (and migrates and
 * seeds) the database, and serves everything on one port. SIGTERM or SIGINT stop it gracefully.
 * With `DEMO_CHAIN=anvil` it first starts the local demo chain (scripts/demo-chain/) and watches
 * it, and stops it when it stops.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRuntime } from '#server/runtime.ts';
import { startServer, type AstroHandler } from '#server/serve.ts';
import { build, ensureBuild } from './build-state.ts';
import { loadConfig } from '#server/config.ts';
import { DirectoryLockedError } from '#server/db/lock.ts';
import type { DemoChain } from './demo-chain/node.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
// React and its server renderer pick their production builds from this when first loaded (the
// built site is imported below); the development builds render several times slower.
process.env.NODE_ENV ??= 'production';

function fail(message: string): never {
  console.error(`fairdraw: ${message}`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

if (ensureBuild(root) === 'stale') {
  console.log('fairdraw: building the site (first start, or the sources changed)…');
  try {
    build(root);
  } catch (error) {
    fail((error as Error).message);
  }
}

let demo: DemoChain | undefined;
if (config.demoChain) {
  // Imported only here: anvil and its helpers are development dependencies.
  const { startDemoChain, localUrl } = await import('./demo-chain/node.ts');
  demo = await startDemoChain({
    dataDir: config.dataDir,
    port: config.demoChainPort,
    serverUrl: localUrl(config.host, config.port),
  }).catch((error: unknown) => fail(`the demo chain did not start: ${(error as Error).message}`));
  config = { ...config, chains: demo.chainsJson };
  console.log(
    `fairdraw: demo chain on ${demo.file.rpcUrl}, test USDT ${demo.deployed ? 'deployed' : 'kept'} at ${demo.file.token}; ` +
      'send a player some with `npm run chain -- send --user <user ID> --amount 50`',
  );
}

let runtime;
try {
  runtime = await createRuntime({ config, demoChain: demo?.file });
} catch (error) {
  await demo?.stop();
  if (error instanceof DirectoryLockedError) fail(error.message);
  throw error;
}

const entry = (await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href)) as {
  handler: AstroHandler;
};
runtime.scheduler.start();
const running = await startServer({
  runtime,
  astroHandler: entry.handler,
  clientDir: path.join(root, 'dist/client'),
  port: config.port,
  host: config.host,
});
runtime.log.info(
  { url: running.url, startupMs: Math.round(performance.now() - started) },
  `Fairdraw is serving on ${running.url}`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running
      .shutdown()
      .then(() => demo?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
}
