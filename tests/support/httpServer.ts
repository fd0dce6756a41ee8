/**
 * The production HTTP server (`startServer`) on a random port around a test runtime, with a
 * stand-in for Astro's pages: what a browser or a proxy meets, without building the site.
 */
import { afterEach } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '#server/serve.ts';
import type { TestContext } from './runtime.ts';

/** Registers the server's cleanup; the returned function starts it and resolves with its URL. */
export function serveOverHttp(t: TestContext): () => Promise<string> {
  let running: RunningServer | undefined;
  afterEach(() => {
    running?.server.close();
    running?.server.closeAllConnections();
    running = undefined;
  });
  return async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-client-'));
    writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
    running = await startServer({
      runtime: t.runtime,
      astroHandler: (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>');
      },
      clientDir,
      port: 0,
      host: '127.0.0.1',
    });
    return running.url;
  };
}
