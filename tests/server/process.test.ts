import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/server.ts';

const running: ServerProcess[] = [];
const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'fairdraw-proc-'));

async function start(env: Record<string, string>, options?: Parameters<typeof startServerProcess>[1]) {
  const server = await startServerProcess(env, options);
  running.push(server);
  return server;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

describe('the production server process', () => {
  it('says which database it uses and warns that PGlite is for evaluation', async () => {
    const server = await start({ DATA_DIR: newDataDir() });
    expect(server.output()).toMatch(/database: PGlite at .*pglite/);
    expect(server.output()).toMatch(/PGlite is for evaluation and development/);
    expect(server.output()).toMatch(/Fairdraw is serving on http:\/\/127\.0\.0\.1:\d+/);
  });

  it('refuses to open a data directory another process holds, with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const second = await start({ DATA_DIR: dataDir }, { waitReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another Fairdraw process (pid ${first.child.pid})`,
    );
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'fairdraw.lock'), '2147483646');
    const server = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('on SIGTERM finishes the request in flight, exits 0 and releases the data directory', async () => {
    const dataDir = newDataDir();
    const server = await start({ DATA_DIR: dataDir });
    const port = new URL(server.url).port;
    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/app/info',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"half":');
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end('"done"}'), 300);
      }, 200);
    });
    const answered = await response;
    expect(answered.status).toBe(405);
    expect(JSON.parse(answered.body)).toMatchObject({ code: 0, error: 'METHOD_NOT_ALLOWED' });
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'fairdraw.lock'))).toBe(false);
    expect(server.output()).toContain('stopped');
  });

  it('keeps its data and its generated JWT secret across restarts', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(first.output()).toContain('created the default site settings');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('created the default site settings');
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    const info = (await (await fetch(`${second.url}/api/app/info`)).json()) as { data: { name: string } };
    expect(info.data.name).toBe('Fairdraw');
  });

  it('serves the home page, the API and compressed, cacheable assets on one port', async () => {
    const server = await start({ DATA_DIR: newDataDir() });
    const home = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('br');
    const html = await home.text();
    expect(html).toContain('<title>Fairdraw</title>');
    const favicon = await fetch(`${server.url}/favicon.svg`, { headers: { 'accept-encoding': 'gzip' } });
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect(favicon.headers.get('etag')).toBeTruthy();
    const again = await fetch(`${server.url}/favicon.svg`, {
      headers: { 'if-none-match': favicon.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('reads API bodies from the socket, in any chunks, and refuses more than 16 KiB with 413, declared or not', async () => {
    const server = await start({ DATA_DIR: newDataDir() });
    const { port } = new URL(server.url);
    /** POSTs `chunks` one write at a time (chunked, unless `headers` declare a length). */
    const post = (chunks: string[], headers: Record<string, string | number> = {}) =>
      new Promise<{ status: number; connection: string | undefined; body: Record<string, unknown> }>(
        (resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/app/customer/login',
              headers: { 'content-type': 'application/json', ...headers },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  connection: res.headers.connection,
                  body: JSON.parse(text) as Record<string, unknown>,
                }),
              );
            },
          );
          req.on('error', reject);
          for (const chunk of chunks) req.write(chunk);
          req.end();
        },
      );

    // A body in three chunks is read whole: its fields are judged.
    const split = await post(['{"user', 'name": "some', 'one"}']);
    expect(split.status).toBe(400);
    expect(split.body).toMatchObject({ code: 0, fields: { password: 'PASSWORD_REQUIRED' } });
    const malformed = await post(['{"username":', ' "x"']);
    expect(malformed.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { body: 'MALFORMED_JSON' } });

    // Chunked with no length: counted as it arrives, refused past 16 KiB, connection closed.
    const streamed = await post([
      '{"username": "',
      ...Array.from({ length: 17 }, () => 'x'.repeat(1024)),
      '"}',
    ]);
    expect(streamed.status).toBe(413);
    expect(streamed.connection).toBe('close');
    expect(streamed.body).toMatchObject({ code: 0, error: 'PAYLOAD_TOO_LARGE' });

    // A declared length over the limit is refused before the body is read.
    const big = `{"username": "${'x'.repeat(17 * 1024)}"}`;
    const declared = await post([big], { 'content-length': Buffer.byteLength(big) });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 0, error: 'PAYLOAD_TOO_LARGE' });

    // The server goes on answering.
    expect((await post(['{}'])).status).toBe(400);
  });
});

describe('PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is used when DATABASE_URL is set, and named without credentials',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x');
      url.password = 'hunter2';
      url.username ||= 'postgres';
      const server = await start({ DATA_DIR: newDataDir(), DATABASE_URL: url.href });
      expect(server.output()).toMatch(/database: PostgreSQL at 127\.0\.0\.1:5432\/test/);
      expect(server.output()).not.toContain('hunter2');
      expect(server.output()).not.toMatch(/PGlite is for evaluation/);
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
        data: { database: string };
      };
      expect(health.data.database).toBe('postgres');
    },
  );
});
