/**
 * The support chat's message limits (/work/chat-design.md): a player may send 10
 * messages a minute and 300 a day (database-backed counters of `rateLimits/rateLimits.ts`, keyed by
 * the customer); past either, 429 `RATE_LIMITED` with `Retry-After`, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registerPlayer, type Player } from '../support/accounts.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { customers, rateLimits } from '#server/db/schema/index.ts';
import type { SupportMessage, SupportThread } from '#shared/contract/support.ts';

const t = setupTestRuntime();

type Reply<T> = Envelope & { data: T };

const say = (player: Player, body: unknown) =>
  t.call<Reply<SupportMessage>>('POST', '/api/app/support/messages', { headers: player.headers, body });
const thread = (player: Player) =>
  t.call<Reply<SupportThread>>('GET', '/api/app/support/conversation', { headers: player.headers });

/**
 * Sets the player's count of the day to `count`, as if they had sent that many messages since
 * the window opened (it stays where their first message opened it): 300 requests would only
 * make the test slow.
 */
async function setDayCount(player: Player, count: number): Promise<void> {
  const { db } = t.runtime.database;
  const [customer] = await db.select().from(customers).where(eq(customers.userId, player.userId));
  const changed = await db
    .update(rateLimits)
    .set({ count })
    .where(eq(rateLimits.bucket, `support.message.day:${customer?.id}`))
    .returning({ bucket: rateLimits.bucket });
  expect(changed).toHaveLength(1);
}

describe('message limits', () => {
  it('refuse the 11th message of a minute with 429 and Retry-After, and let the player write a minute later', async () => {
    const player = await registerPlayer(t);
    for (let n = 1; n <= 10; n++) expect((await say(player, { body: `message ${n}` })).status).toBe(200);
    const refused = await say(player, { body: 'message 11' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await thread(player)).body.data.messages).toHaveLength(10);
    t.clock.advance(61_000);
    expect((await say(player, { body: 'message 11' })).status).toBe(200);
  });

  it('refuse the 301st message of a day with 429 and a Retry-After to the day’s end, and let the player write the next day', async () => {
    const player = await registerPlayer(t);
    expect((await say(player, { body: 'message 1' })).status).toBe(200);
    await setDayCount(player, 299);
    // A minute later: the minute's count is not what refuses.
    t.clock.advance(61_000);
    expect((await say(player, { body: 'message 300' })).status).toBe(200);
    const refused = await say(player, { body: 'message 301' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('RATE_LIMITED');
    // The day's window opened with the first message, 61 s ago.
    expect(Number(refused.headers.get('retry-after'))).toBe(24 * 60 * 60 - 61);
    expect((await thread(player)).body.data.messages.map((m) => m.body)).toEqual([
      'message 1',
      'message 300',
    ]);
    t.clock.advance((24 * 60 * 60 - 61) * 1000);
    expect((await say(player, { body: 'message 301' })).status).toBe(200);
  });
});
