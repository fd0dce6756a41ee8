import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { defineRoute } from '#server/http/route.ts';
import { moneyAmount } from '#shared/contract/common.ts';
import { formatMoney } from '#shared/money.ts';
import { siteSettings } from '#server/db/schema/index.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';

// Probe routes mounted on the real framework, to exercise validation and errors.
const probes = () => [
  defineRoute({
    method: 'post',
    path: '/probe/echo/{id}',
    summary: 'probe',
    tags: ['probe'],
    auth: 'none',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ flag: z.enum(['on', 'off']).optional() }),
    body: z.object({ amount: moneyAmount, name: z.string().min(2) }),
    response: z.object({ id: z.number(), amount: z.string(), name: z.string() }),
    handler: ({ params, body }) => ({ id: params.id, amount: formatMoney(body.amount), name: body.name }),
  }),
  defineRoute({
    method: 'get',
    path: '/probe/boom',
    summary: 'probe',
    tags: ['probe'],
    auth: 'none',
    response: z.null(),
    handler: () => {
      throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
    },
  }),
];

const t = setupTestRuntime({ extraPlayerRoutes: probes });

describe('the success envelope', () => {
  it('wraps data as {code: 1, data}', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/7?flag=on', {
      body: { amount: '12.5', name: 'Ann' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1, data: { id: 7, amount: '12.50', name: 'Ann' } });
  });
});

describe('bad requests get the right status and code, and change nothing', () => {
  it('an unknown route is a 404 envelope', async () => {
    const res = await t.call('GET', '/api/app/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, error: 'NOT_FOUND', message: 'Not found.' });
  });

  it('an unknown staff route is a 404 envelope too', async () => {
    const res = await t.call('GET', '/api/admin/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, error: 'NOT_FOUND' });
  });

  it('a wrong method on a known route is a 405 with Allow', async () => {
    const res = await t.call('DELETE', '/api/app/info');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toMatchObject({ code: 0, error: 'METHOD_NOT_ALLOWED' });
  });

  it('malformed JSON is a 400 VALIDATION_ERROR naming the body', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/1', {
      rawBody: '{"amount": "1",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 0,
      error: 'VALIDATION_ERROR',
      fields: { body: 'MALFORMED_JSON' },
    });
  });

  it('a body over 16 KiB is a 413', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/1', {
      body: { amount: '1', name: 'x'.repeat(17 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 0, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('a body just under 16 KiB is accepted', async () => {
    const name = 'x'.repeat(16 * 1024 - 40);
    const res = await t.call('POST', '/api/app/probe/echo/1', { body: { amount: '1', name } });
    expect(res.status).toBe(200);
  });

  it('invalid fields are a VALIDATION_ERROR with a code per field', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/abc?flag=maybe', {
      body: { amount: '1e3', name: 'A' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 0,
      error: 'VALIDATION_ERROR',
      fields: { id: 'INVALID_TYPE' },
    });
  });

  it('reports every invalid body field, missing ones as REQUIRED', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/1', { body: { name: 'A' } });
    expect(res.body).toMatchObject({ fields: { amount: 'REQUIRED', name: 'TOO_SHORT' } });
  });

  it.each([['0'], ['-1'], ['1e3'], ['0.001'], ['abc'], ['12345678901234567890']])(
    'refuses the amount %j',
    async (amount) => {
      const res = await t.call('POST', '/api/app/probe/echo/1', { body: { amount, name: 'Ann' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { amount: 'INVALID_AMOUNT' } });
    },
  );

  it('refuses a JSON number as an amount (money travels as strings)', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/1', { body: { amount: 12, name: 'Ann' } });
    expect(res.body).toMatchObject({ fields: { amount: 'INVALID_AMOUNT' } });
  });

  it('a query value outside its enum is named', async () => {
    const res = await t.call('POST', '/api/app/probe/echo/1?flag=maybe', {
      body: { amount: '1', name: 'Ann' },
    });
    expect(res.body).toMatchObject({ fields: { flag: 'INVALID_VALUE' } });
  });
});

describe('unexpected errors', () => {
  it('are a 500 SYSTEM_ERROR with a request id and no internals', async () => {
    const res = await t.call('GET', '/api/app/probe/boom');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      code: 0,
      error: 'SYSTEM_ERROR',
      message: 'System error, please try again later.',
    });
    const body = res.body as { requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
    expect(JSON.stringify(res.body)).not.toMatch(/secret_table|SELECT|stack|at /);
  });
});

describe('messages follow Accept-Language', () => {
  it.each([
    ['fr-FR,fr;q=0.9', 'fr'],
    ['ar', 'ar'],
    ['ja-JP', 'ja'],
  ])('%s', async (header, locale) => {
    const { dictionaries } = await import('#i18n/index.ts');
    const res = await t.call('GET', '/api/app/no/such/route', { headers: { 'accept-language': header } });
    expect((res.body as { message: string }).message).toBe(dictionaries[locale as 'fr']['error.NOT_FOUND']);
  });

  it('falls back to English', async () => {
    const res = await t.call('GET', '/api/app/no/such/route', { headers: { 'accept-language': 'de' } });
    expect((res.body as { message: string }).message).toBe('Not found.');
  });
});

describe('maintenance', () => {
  it('answers 503 UNDER_MAINTENANCE to players, but still serves /info that says so', async () => {
    await t.runtime.database.db.update(siteSettings).set({ maintenance: true }).where(eq(siteSettings.id, 1));
    t.runtime.site.invalidate();
    const res = await t.call('POST', '/api/app/probe/echo/1', { body: { amount: '1', name: 'Ann' } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 0, error: 'UNDER_MAINTENANCE' });
    const info = await callApp(t, 'GET /info');
    expect(info.status).toBe(200);
    expect(info.body.data.maintenance).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('says the database is reachable', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 1,
      data: { status: 'ok', database: t.runtime.database.kind, scheduler: 'standby' },
    });
  });
});
