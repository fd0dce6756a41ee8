/**
 * Staff's view of a customer's chase plans: the page of plans and one plan's periods;
 * the stop by admin and support (audited as `chase.stop`, the player told), refused to finance;
 * another customer's plan and an unknown customer not found; a plan already ended answered as
 * it is, with no second audit entry.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';
import { oddsOf, roomIds, startGames } from '../support/games.ts';
import { auditLog } from '#server/db/schema/index.ts';

const t = setupTestRuntime();

interface PlanView {
  id: string;
  lotteryName: string;
  state: string;
  stopReason: string | null;
  placed: number;
  periods: number;
  stake: string;
  staked: string;
  lossLimit: string;
  periodList?: { number: number; period: string; stake: string; bets: { key: string; amount: string }[] }[];
}
type Reply<T> = Envelope & { data: T };

async function readyPlayer() {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  await fund(t, player, '100');
  return player;
}

/** A plan of 5 periods of 1.00 on pos1:BIG in the open Lotto 10 round's Beginner room, started now. */
async function chaseNow(player: Player) {
  const lottery = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lottery) throw new Error('no lotto');
  const [roomId = 1] = await roomIds(t, lottery.id);
  const odds = await oddsOf(t, lottery.id, roomId);
  const res = await callApp(t, 'POST /chase', {
    headers: player.headers,
    body: {
      lotteryId: lottery.id,
      roomId,
      items: [{ key: 'pos1:BIG', amount: '1.00', odds: odds.get('pos1:BIG') ?? '0' }],
      summary: { count: 1, amount: '1.00', total: '1.00' },
      periods: 5,
      lossLimit: '10',
      startNow: true,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const staffCall = <T>(staff: { headers: Record<string, string> }, method: 'GET' | 'POST', path: string) =>
  t.call<Reply<T>>(method, `/api/admin${path}`, { headers: staff.headers });

const stopEntries = (userId: string) =>
  t.runtime.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'chase.stop'), eq(auditLog.targetId, userId)));

describe('staff and a customer’s chase plans', () => {
  it('lists the plans and shows one with its periods and bets', async () => {
    const player = await readyPlayer();
    const plan = await chaseNow(player);
    const finance = await staffSession(t, 'finance');
    const list = await staffCall<{ list: PlanView[]; total: number }>(
      finance,
      'GET',
      `/customers/${player.userId}/chases`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      id: plan.id,
      state: 'active',
      placed: 1,
      periods: 5,
      stake: '1.00',
      staked: '1.00',
      lossLimit: '10.00',
    });
    const stopped = await staffCall<{ total: number }>(
      finance,
      'GET',
      `/customers/${player.userId}/chases?state=stopped`,
    );
    expect(stopped.body.data.total).toBe(0);

    const detail = await staffCall<PlanView>(finance, 'GET', `/customers/${player.userId}/chases/${plan.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.periodList).toHaveLength(1);
    expect(detail.body.data.periodList?.[0]).toMatchObject({ number: 1, stake: '1.00' });
    expect(detail.body.data.periodList?.[0]?.bets).toEqual([
      expect.objectContaining({ key: 'pos1:BIG', amount: '1.00' }),
    ]);
  });

  it('admin stops a plan: audited once, the player told; a second stop answers it unchanged', async () => {
    const player = await readyPlayer();
    const plan = await chaseNow(player);
    const admin = await staffSession(t, 'admin');
    const path = `/customers/${player.userId}/chases/${plan.id}/stop`;
    const res = await staffCall<PlanView>(admin, 'POST', path);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'stopped', stopReason: 'staff', placed: 1 });
    const entries = await stopEntries(player.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: 'customer', after: { planId: plan.id } });

    const notes = await callApp(t, 'GET /notification/search', { headers: player.headers });
    const ended = notes.body.data.list.filter((note) => note.kind === 'chaseEnded');
    expect(ended).toHaveLength(1);
    expect(ended[0]?.body).toBe(
      `Your chase on ${plan.lotteryName} ended after 1 of 5 periods: our staff stopped it.`,
    );
    const [row] = await t.runtime.database.db.query.notifications.findMany({
      where: (n, { eq: is }) => is(n.kind, 'chaseEnded'),
      orderBy: (n, { desc }) => desc(n.createdAt),
      limit: 1,
    });
    expect(row?.params).toMatchObject({ reason: 'staff', placed: '1', periods: '5' });

    const again = await staffCall<PlanView>(admin, 'POST', path);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ state: 'stopped', stopReason: 'staff', placed: 1 });
    expect(await stopEntries(player.userId)).toHaveLength(1);
  });

  it('stops a plan whose lottery is no longer cached (on PGlite’s one connection, too)', async () => {
    const player = await readyPlayer();
    const plan = await chaseNow(player);
    const admin = await staffSession(t, 'admin');
    t.runtime.catalog.forget();
    const res = await staffCall<PlanView>(
      admin,
      'POST',
      `/customers/${player.userId}/chases/${plan.id}/stop`,
    );
    expect(res.body.data).toMatchObject({ state: 'stopped', stopReason: 'staff' });
  }, 15_000);

  it('support may stop a plan; finance may not (403, the plan runs on)', async () => {
    const player = await readyPlayer();
    const plan = await chaseNow(player);
    const path = `/customers/${player.userId}/chases/${plan.id}/stop`;
    const refused = await staffCall(await staffSession(t, 'finance'), 'POST', path);
    expect(refused.status).toBe(403);
    const support = await staffSession(t, 'support');
    const shown = await staffCall<PlanView>(support, 'GET', `/customers/${player.userId}/chases/${plan.id}`);
    expect(shown.body.data.state).toBe('active');
    expect(await stopEntries(player.userId)).toHaveLength(0);
    const res = await staffCall<PlanView>(support, 'POST', path);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'stopped', stopReason: 'staff' });
  });

  it('an unknown customer and another customer’s plan are not found', async () => {
    const owner = await readyPlayer();
    const other = await readyPlayer();
    const plan = await chaseNow(owner);
    const admin = await staffSession(t, 'admin');
    const unknown = '999999';
    expect((await staffCall(admin, 'GET', `/customers/${unknown}/chases`)).status).toBe(404);
    expect((await staffCall(admin, 'GET', `/customers/${unknown}/chases/${plan.id}`)).status).toBe(404);
    expect((await staffCall(admin, 'POST', `/customers/${unknown}/chases/${plan.id}/stop`)).status).toBe(404);
    expect((await staffCall(admin, 'GET', `/customers/${other.userId}/chases/${plan.id}`)).status).toBe(404);
    const stop = await staffCall(admin, 'POST', `/customers/${other.userId}/chases/${plan.id}/stop`);
    expect(stop.status).toBe(404);
    const still = await callApp(t, 'GET /chase/{id}', { params: { id: plan.id }, headers: owner.headers });
    expect(still.body.data.state).toBe('active');
    expect(await stopEntries(other.userId)).toHaveLength(0);
  });
});
