/**
 * HTTPS and the API description: `Strict-Transport-Security` on every response that came over
 * HTTPS (a TLS socket, or a trusted proxy's `X-Forwarded-Proto`), never over plain HTTP; the staff
 * routes' OpenAPI document only for signed-in staff, the player one public.
 */
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { cameOverHttps } from '#server/http/transportSecurity.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { serveOverHttp } from '../support/httpServer.ts';
import { registerPlayer, staffSession } from '../support/accounts.ts';

describe('the staff OpenAPI document', () => {
  const plain = setupTestRuntime();

  it('is 401 without a token', async () => {
    const res = await plain.call('GET', '/api/admin/openapi.json');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 0, error: 'UNAUTHORIZED' });
  });

  it('is 401 with a player token', async () => {
    const player = await registerPlayer(plain);
    const res = await plain.call('GET', '/api/admin/openapi.json', { headers: player.headers });
    expect(res.status).toBe(401);
  });

  it('is served to signed-in staff and lists the staff routes', async () => {
    const staff = await staffSession(plain, 'support');
    const res = await plain.call<{ paths: Record<string, unknown> }>('GET', '/api/admin/openapi.json', {
      headers: staff.headers,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain('/api/admin/customers');
  });

  it('is not in the public player document', async () => {
    const res = await plain.call<{ paths: Record<string, unknown> }>('GET', '/api/app/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toContain('/api/app/info');
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });
});

describe('whether a request came over HTTPS', () => {
  const request = (encrypted: boolean, proto?: string) =>
    ({
      socket: { encrypted },
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    }) as unknown as IncomingMessage;

  it('a TLS socket did, proxy or not', () => {
    expect(cameOverHttps(request(true), false)).toBe(true);
    expect(cameOverHttps(request(true), true)).toBe(true);
  });

  it('a trusted proxy saying https did; saying http did not', () => {
    expect(cameOverHttps(request(false, 'https'), true)).toBe(true);
    expect(cameOverHttps(request(false, 'HTTPS, http'), true)).toBe(true);
    expect(cameOverHttps(request(false, 'http'), true)).toBe(false);
  });

  it('X-Forwarded-Proto from a client when no proxy is trusted did not', () => {
    expect(cameOverHttps(request(false, 'https'), false)).toBe(false);
    expect(cameOverHttps(request(false), false)).toBe(false);
  });
});

describe('Strict-Transport-Security behind a trusted proxy', () => {
  const t = setupTestRuntime({ env: { TRUST_PROXY: 'true' } });
  const start = serveOverHttp(t);

  it('is sent on pages, API answers, errors and assets that came over HTTPS', async () => {
    const url = await start();
    const https = { 'X-Forwarded-Proto': 'https' };
    for (const route of ['/', '/api/app/info', '/api/app/nothing-here', '/robots.txt']) {
      const res = await fetch(url + route, { headers: https });
      expect(res.headers.get('strict-transport-security'), route).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent over plain HTTP', async () => {
    const url = await start();
    for (const route of ['/', '/api/app/info']) {
      expect((await fetch(url + route)).headers.get('strict-transport-security'), route).toBeNull();
      const http = await fetch(url + route, { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(http.headers.get('strict-transport-security'), route).toBeNull();
    }
  });
});

describe('Strict-Transport-Security without a trusted proxy', () => {
  const t = setupTestRuntime();
  const start = serveOverHttp(t);

  it('ignores a client’s X-Forwarded-Proto', async () => {
    const url = await start();
    const res = await fetch(`${url}/api/app/info`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
