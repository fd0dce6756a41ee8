/**
 * An in-process runtime on a fresh test database for each test, and a small client that calls
 * its API the way a browser would (JSON, headers, status), without a network.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '#server/config.ts';
import { ManualClock } from '#server/clock.ts';
import { createRuntime, type Runtime, type RuntimeOptions } from '#server/runtime.ts';
import { testDatabases } from './database.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Envelope {
  code: 0 | 1;
  data?: unknown;
  error?: string;
  message?: string;
  fields?: Record<string, string>;
  requestId?: string;
}

export interface TestContext {
  runtime: Runtime;
  clock: ManualClock;
  /** Calls the API in-process: `call('POST', '/api/app/x', { body })`. */
  call<T = Envelope>(method: string, path: string, init?: CallInit): Promise<ApiResponse<T>>;
}

export interface CallInit {
  body?: unknown;
  /** A raw body, sent as is (malformed JSON, huge payloads). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * A successful reply must be what its route declares: `data` parses with the route's response
 * schema, so a handler that drifts from the contract fails the test that called it.
 */
function checkAgainstContract(
  runtime: Runtime,
  method: string,
  urlPath: string,
  status: number,
  body: unknown,
) {
  if (status >= 300 || typeof body !== 'object' || body === null || (body as Envelope).code !== 1) return;
  const route = runtime.routeFor(method, new URL(urlPath, 'http://fairdraw.test').pathname);
  if (!route) return; // health and the OpenAPI documents are not declared routes
  const result = route.response.safeParse((body as Envelope).data);
  if (!result.success) {
    throw new Error(
      `${method} ${urlPath}: the reply does not match the route's response schema\n${z.prettifyError(result.error)}`,
    );
  }
}

/**
 * Registers hooks that give each test its own runtime and database; read it inside tests
 * through the returned object.
 */
export function setupTestRuntime(
  options: Pick<RuntimeOptions, 'extraPlayerRoutes'> & {
    env?: Record<string, string>;
    /** The runtime's logger (a test that reads the log); silent by default. */
    log?: () => Logger;
  } = {},
): TestContext {
  const databases = testDatabases();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-test-'));
  const context = {} as TestContext;

  beforeEach(async () => {
    const clock = new ManualClock();
    const runtime = await createRuntime({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...options.env }),
      clock,
      log: options.log?.() ?? pino({ level: 'silent' }),
      database: await databases.next(),
      ...(options.extraPlayerRoutes ? { extraPlayerRoutes: options.extraPlayerRoutes } : {}),
    });
    // Staff need no TOTP here unless a test asks for it (PostgreSQL's default would require it
    // of every admin and finance member the tests sign in).
    await runtime.database.db.execute(sql`update site_settings set staff_totp_required = false`);
    runtime.site.invalidate();
    context.runtime = runtime;
    context.clock = clock;
    context.call = async <T>(method: string, urlPath: string, init: CallInit = {}) => {
      const headers = new Headers(init.headers);
      let body: string | undefined = init.rawBody;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      const response = await runtime.api.fetch(
        new Request(`http://fairdraw.test${urlPath}`, { method, headers, body }),
      );
      const text = await response.text();
      const parsed = response.headers.get('content-type')?.includes('json')
        ? (JSON.parse(text) as T)
        : (text as T);
      checkAgainstContract(runtime, method, urlPath, response.status, parsed);
      return { status: response.status, headers: response.headers, body: parsed };
    };
  });

  afterEach(async () => {
    await context.runtime?.close();
  });

  afterAll(async () => {
    await databases.dispose();
  });

  return context;
}
