import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '#server/http/route.ts';
import { moneyAmount } from '#shared/contract/common.ts';
import { AppError } from '#server/errors.ts';
import { formatMoney } from '#shared/money.ts';
import { setupTestRuntime } from '../support/runtime.ts';

// A probe of a money route: it counts how often its body really runs.
let executions = 0;
const probes = () => [
  defineRoute({
    method: 'post',
    path: '/probe/pay',
    errors: ['INSUFFICIENT_BALANCE'],
    summary: 'probe',
    tags: ['probe'],
    auth: 'none',
    idempotent: true,
    body: z.object({ amount: moneyAmount }),
    response: z.object({ execution: z.number(), amount: z.string() }),
    handler: async ({ body }) => {
      executions += 1;
      const execution = executions;
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (body.amount === 666n) throw new AppError('INSUFFICIENT_BALANCE');
      return { execution, amount: formatMoney(body.amount) };
    },
  }),
];

const t = setupTestRuntime({ extraPlayerRoutes: probes });
const pay = (key: string | undefined, amount: string) =>
  t.call<{ code: number; data?: { execution: number }; error?: string }>('POST', '/api/app/probe/pay', {
    body: { amount },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('Idempotency-Key', () => {
  it('a repeat with the same key and body returns the first response and runs once', async () => {
    const before = executions;
    const first = await pay('key-0001-aaaa', '5');
    const second = await pay('key-0001-aaaa', '5');
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(executions - before).toBe(1);
  });

  it('ten concurrent repeats run the handler once and all get the same answer', async () => {
    const before = executions;
    const results = await Promise.all(Array.from({ length: 10 }, () => pay('key-0002-concurrent', '7')));
    expect(executions - before).toBe(1);
    for (const result of results) expect(result.body).toEqual(results[0]?.body);
  });

  it('the same key with another body is 409 IDEMPOTENCY_KEY_REUSED', async () => {
    await pay('key-0003-bbbb', '5');
    const other = await pay('key-0003-bbbb', '6');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 0, error: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a refused request is not stored: its repeat is evaluated again', async () => {
    const before = executions;
    const first = await pay('key-0004-cccc', '6.66');
    const second = await pay('key-0004-cccc', '6.66');
    expect(first.body).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
    expect(second.body).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
    expect(executions - before).toBe(2);
  });

  it('without a key every request runs', async () => {
    const before = executions;
    await pay(undefined, '1');
    await pay(undefined, '1');
    expect(executions - before).toBe(2);
  });

  it.each([['short'], ['x'.repeat(65)], ['has spaces in it'], ['clé-clé-clé-clé']])(
    'a malformed key %j is a VALIDATION_ERROR and runs nothing',
    async (key) => {
      const before = executions;
      const res = await pay(key, '1');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: { 'Idempotency-Key': 'INVALID_FORMAT' },
      });
      expect(executions).toBe(before);
    },
  );

  it('a key expires after its time to live (24 h) and may then be used again', async () => {
    const before = executions;
    await pay('key-0005-dddd', '2');
    t.clock.advance(24 * 3_600_000 + 1);
    const again = await pay('key-0005-dddd', '3');
    expect(again.status).toBe(200);
    expect(executions - before).toBe(2);
  });
});
