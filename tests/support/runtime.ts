/**
 * An in-process runtime on a fresh test database for each test, and a small client that calls
 * its API the way a browser would (JSON, headers, status), without a network.
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '#server/config.ts';
import { ManualClock } from '#server/clock.ts';
import { createRuntime, type Runtime, type RuntimeOptions } from '#server/runtime.ts';
import type { RouteSpec } from '#server/http/route.ts';
import { COMMON_ERRORS } from '#shared/contract/api.ts';
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
 * Set to a file, the error codes routes answer but do not declare are written there (one
 * `METHOD /path CODE` a line) instead of failing: a way to find what a route's `errors` miss.
 */
const ERROR_RECORD = process.env.RECORD_ROUTE_ERRORS;

/**
 * A failure must be one its route declares: the codes every route may answer, or one of the
 * route's `errors` (which the OpenAPI documents and the browser's client read), so a list that
 * misses a code the route answers fails the test that saw it.
 */
function checkErrorAgainstRoute(route: RouteSpec, method: string, urlPath: string, code: string | undefined) {
  const declared: readonly string[] = [...COMMON_ERRORS, ...(route.errors ?? [])];
  if (code !== undefined && declared.includes(code)) return;
  const base = urlPath.startsWith('/api/admin/') ? 'staff' : 'player';
  const line = `${base} ${method.toUpperCase()} ${route.path} ${code}`;
  if (ERROR_RECORD) return appendFileSync(ERROR_RECORD, `${line}\n`);
  throw new Error(
    `${method} ${urlPath}: ${code} is not among the route's declared errors (${declared.join(', ')})`,
  );
}

/**
 * A reply must be what its route declares: the `data` of a success parses with the route's
 * response schema, and a failure's code is one the route declares, so a handler that drifts
 * from the contract fails the test that called it.
 */
function checkAgainstContract(
  runtime: Runtime,
  method: string,
  urlPath: string,
  status: number,
  body: unknown,
) {
  if (typeof body !== 'object' || body === null) return;
  const envelope = body as Envelope;
  const route = runtime.routeFor(method, new URL(urlPath, 'http://fairdraw.test').pathname);
  if (!route) return; // health and the OpenAPI documents are not declared routes
  if (envelope.code === 0) return checkErrorAgainstRoute(route, method, urlPath, envelope.error);
  if (status >= 300 || envelope.code !== 1) return;
  const result = route.response.safeParse(envelope.data);
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
