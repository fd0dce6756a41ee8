/**
 * The production HTTP server: `/api/*` to the Hono app, built assets from `dist/client`
 * (compressed once, cached forever when hashed), and every other request to Astro's SSR
 * handler, with compression. SIGTERM lets in-flight requests finish, then closes the database.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import compression from 'compression';
import { getRequestListener } from '@hono/node-server';
import type { Runtime } from './runtime.ts';
import { createStaticHandler } from './http/static.ts';
import { serveCachedPage } from './pageCache/serveCached.ts';
import { INFO_PATH, serveFreshInfo } from './http/freshInfo.ts';
import { watchEventLoop } from './http/loopWatch.ts';
import { cameOverHttps, STRICT_TRANSPORT_SECURITY } from './http/transportSecurity.ts';

/** The page (src/pages/404.astro) rendered for a path no page matches. */
const NOT_FOUND_PAGE = '/404';

/** Astro's node adapter handler in middleware mode. */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
  locals?: object,
) => void | Promise<void>;

export interface ServeOptions {
  runtime: Runtime;
  astroHandler: AstroHandler;
  clientDir: string;
  port: number;
  host: string;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, waits for in-flight requests (up to the configured timeout), closes the runtime. */
  shutdown(): Promise<void>;
}

export async function startServer({
  runtime,
  astroHandler,
  clientDir,
  port,
  host,
}: ServeOptions): Promise<RunningServer> {
  const { log } = runtime;
  // The adapter's lightweight Request and Response (it puts them in place of the global ones;
  // they still pass `instanceof` the originals) keep an API answer's string as it is and write it
  // straight to the socket. Through undici's, every answer became a web stream read back chunk by
  // chunk: on GET /info about 40 µs of CPU a request, more than half of the server's. Astro's
  // pages, rendered in this process, build theirs from the same globals and answer as before.
  const apiListener = getRequestListener(runtime.api.fetch, { overrideGlobalObjects: true });
  const serveStatic = createStaticHandler(clientDir);
  const compress = compression({ threshold: 1024 });

  const server = createServer((req, res) => {
    // Set here, before any handler, so pages, API answers, assets and errors all carry it.
    if (cameOverHttps(req, runtime.config.trustProxy)) {
      res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    const url = req.url ?? '/';
    // The site info every page's boot script asks for, written as kept while it is fresh.
    if (url === INFO_PATH && req.method === 'GET' && serveFreshInfo(runtime.infoAnswer, req, res)) return;
    if (url === '/api' || url.startsWith('/api/')) {
      void apiListener(req, res);
      return;
    }
    if (serveStatic(req, res)) return;
    // A public page kept by the route cache is written as stored, before Astro.
    if (serveCachedPage(req, res)) return;
    compress(req as never, res as never, () => {
      const failed = (error: unknown) => {
        log.error({ err: error }, 'page error');
        if (!res.headersSent) res.writeHead(500).end();
      };
      // Locals of this request only: the middleware writes the request's locale into them, and a
      // page whose reads failed marks them (one shared object let requests see each other's).
      const render = (noMatch: () => void) =>
        Promise.resolve(
          astroHandler(req, res, (error?: unknown) => (error ? failed(error) : noMatch()), { runtime }),
        ).catch(failed);
      void render(() => {
        // No page matched: the 404 page, through the page middleware (language, security headers).
        req.url = NOT_FOUND_PAGE;
        void render(() => !res.headersSent && res.writeHead(404).end());
      });
    });
  });
  // Idle sockets outlive the 60 s of proxies in front and clients' pauses: a call written into a
  // socket the server is closing (late, behind a held-up event loop) fails with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  const stopWatchingLoop = watchEventLoop(log);
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;

  let stopping: Promise<void> | undefined;
  function shutdown(): Promise<void> {
    stopping ??= (async () => {
      log.info('shutting down: finishing in-flight requests');
      stopWatchingLoop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), runtime.config.shutdownTimeoutMs);
      await closed;
      clearTimeout(force);
      await runtime.close();
      log.info('stopped');
    })();
    return stopping;
  }

  return { server, url, shutdown };
}
