/**
 * Starts the production server (`scripts/start.ts`) as a child process, the way `npm start`
 * does, and waits until it answers its health check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Spawns the server; with `waitReady` (the default) resolves once `/api/health` answers. */
export async function startServerProcess(
  env: Record<string, string>,
  {
    waitReady = true,
    timeoutMs = 120_000,
    logFile,
  }: {
    waitReady?: boolean;
    timeoutMs?: number;
    /**
     * Where the server writes its output, instead of a pipe to this process: a benchmark's
     * client must not spend its own CPU reading the request logs of the server it measures.
     */
    logFile?: string;
  } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const file = logFile ? openSync(logFile, 'a') : undefined;
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', file ?? 'pipe', file ?? 'pipe'],
  });
  if (file !== undefined) closeSync(file);
  let piped = '';
  child.stdout?.on('data', (chunk: Buffer) => (piped += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (piped += chunk.toString()));
  const output = () => (logFile ? readFileSync(logFile, 'utf8') : piped);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server = { child, url, output, exited };
  if (!waitReady) return server;
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      // `connection: close`: a pooled socket of this poll could be reused by the test's first
      // call just as a busy server closes it as idle ("other side closed").
      if ((await fetch(`${url}/api/health`, { headers: { connection: 'close' } })).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output()}`);
}

/** The demo admin's password from the framed notice a first start prints (undefined if none). */
export function demoAdminPasswordOf(output: string): string | undefined {
  return /║ {2}Password: +(\S+)/.exec(output)?.[1];
}

/** Polls `probe` every 200 ms until it answers something truthy (returned), or fails after `ms`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
