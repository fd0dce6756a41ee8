/**
 * A room's stake chips: the preset amounts a player taps to fill a stake. Every room
 * has them (the minimum bet ×1, ×5, ×10, ×50, ×100 within the bet limit until staff set them),
 * every reply that carries a room shows them, and an admin sets them per room: one to eight,
 * each within the room's minimum bet and bet limit, none twice, stored ascending, audited.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { staffSession } from '../support/accounts.ts';
import { roomIds, startGames } from '../support/games.ts';
import { room as roomSchema, roomView } from '#shared/contract/games.ts';
import { adminLottery } from '#shared/contract/gamesAdmin.ts';
import { auditEntry } from '#shared/contract/staff.ts';
import { pageSchema } from '#shared/contract/common.ts';

const t = setupTestRuntime();

async function lotto() {
  t.clock.set('2026-11-21T00:00:10.000Z');
  const lottery = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lottery) throw new Error('no lotto');
  const [beginner = 0, standard = 0, vip = 0] = await roomIds(t, lottery.id);
  return { lotteryId: lottery.id, beginner, standard, vip };
}

/** The room as players read it (`GET /game/{lotteryId}/{roomId}`), parsed with its contract. */
async function playerRoom(lotteryId: number, roomId: number) {
  const res = await callApp(t, 'GET /game/{lotteryId}/{roomId}', { params: { lotteryId, roomId } });
  expect(res.status).toBe(200);
  return roomView.parse(res.body.data).room;
}

async function editRoom(
  headers: Record<string, string>,
  target: { lotteryId: number; roomId: number },
  body: Record<string, unknown>,
) {
  return callAdmin(t, 'PUT /lotteries/{lotteryId}/rooms/{roomId}', {
    params: { lotteryId: target.lotteryId, roomId: target.roomId },
    headers,
    body,
  });
}

describe('stake chips by default', () => {
  it('every demo room has its minimum bet ×1, ×5, ×10, ×50 and ×100 within its limit, in the room list, the room view and the staff list', async () => {
    const { lotteryId, standard } = await lotto();
    const rooms = z
      .array(roomSchema)
      .parse((await callApp(t, 'GET /game/{lotteryId}/room', { params: { lotteryId } })).body.data);
    expect(rooms.map((r) => [r.name, r.stakeChips])).toEqual([
      ['Beginner', ['1.00', '5.00', '10.00', '50.00', '100.00']],
      ['Standard', ['10.00', '50.00', '100.00', '500.00', '1000.00']],
      ['VIP', ['100.00', '500.00', '1000.00', '5000.00', '10000.00']],
    ]);
    expect((await playerRoom(lotteryId, standard)).stakeChips).toEqual(rooms[1]?.stakeChips);
    const admin = await staffSession(t, 'admin');
    const lotteries = z
      .array(adminLottery)
      .parse((await callAdmin(t, 'GET /lotteries', { headers: admin.headers })).body.data);
    const staffRooms = lotteries.find((l) => l.id === lotteryId)?.rooms;
    expect(staffRooms?.map((r) => r.stakeChips)).toEqual(rooms.map((r) => r.stakeChips));
  });

  it('are described in both OpenAPI documents: on every Room, and as the room edit’s stakeChips', async () => {
    await lotto();
    const player = await t.call<Envelope & Record<string, unknown>>('GET', '/api/app/openapi.json');
    expect(JSON.stringify(player.body)).toContain('"stakeChips"');
    const admin = await staffSession(t, 'admin');
    const staff = await t.call<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/admin/openapi.json',
      { headers: admin.headers },
    );
    const edit = JSON.stringify(staff.body.paths['/api/admin/lotteries/{lotteryId}/rooms/{roomId}']?.put);
    expect(edit).toContain('"stakeChips"');
    expect(edit).toContain('"maxItems":8');
  });
});

describe('an admin sets a room’s stake chips', () => {
  it('saved ascending, returned by the edit and shown to players at once; other rooms keep theirs', async () => {
    const { lotteryId, beginner, standard } = await lotto();
    const admin = await staffSession(t, 'admin');
    const res = await editRoom(
      admin.headers,
      { lotteryId, roomId: beginner },
      {
        stakeChips: ['250', '2.5', '20', '1', '500'],
      },
    );
    expect(res.status).toBe(200);
    expect(roomSchema.parse(res.body.data).stakeChips).toEqual(['1.00', '2.50', '20.00', '250.00', '500.00']);
    expect((await playerRoom(lotteryId, beginner)).stakeChips).toEqual([
      '1.00',
      '2.50',
      '20.00',
      '250.00',
      '500.00',
    ]);
    expect((await playerRoom(lotteryId, standard)).stakeChips).toEqual([
      '10.00',
      '50.00',
      '100.00',
      '500.00',
      '1000.00',
    ]);
  });

  it('with a new minimum bet and limit in the same edit, judged against those', async () => {
    const { lotteryId, beginner } = await lotto();
    const admin = await staffSession(t, 'admin');
    const res = await editRoom(
      admin.headers,
      { lotteryId, roomId: beginner },
      {
        minBet: '20',
        betLimit: '2000',
        stakeChips: ['2000', '20', '200'],
      },
    );
    expect(res.status).toBe(200);
    expect(await playerRoom(lotteryId, beginner)).toMatchObject({
      minBet: '20.00',
      betLimit: '2000.00',
      stakeChips: ['20.00', '200.00', '2000.00'],
    });
  });

  it('is audited with the room before and after', async () => {
    const { lotteryId, vip } = await lotto();
    const admin = await staffSession(t, 'admin');
    expect(
      (await editRoom(admin.headers, { lotteryId, roomId: vip }, { stakeChips: ['100', '1000'] })).status,
    ).toBe(200);
    const audit = await callAdmin(t, 'GET /audit', {
      query: { action: 'room.update' },
      headers: admin.headers,
    });
    const [entry] = pageSchema(auditEntry).parse(audit.body.data).list;
    expect(entry).toMatchObject({
      staffUsername: admin.username,
      action: 'room.update',
      targetType: 'room',
      targetId: String(vip),
      before: { stakeChips: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'] },
      after: { stakeChips: ['100.00', '1000.00'] },
    });
  });
});

describe('an edit that names no field', () => {
  it('changes nothing and audits nothing, for a room and for a lottery (it was a 500)', async () => {
    const { lotteryId, beginner } = await lotto();
    const admin = await staffSession(t, 'admin');
    const before = await playerRoom(lotteryId, beginner);
    const room = await editRoom(admin.headers, { lotteryId, roomId: beginner }, {});
    expect(room.status).toBe(200);
    expect(roomSchema.parse(room.body.data)).toEqual(before);
    const lottery = await callAdmin(t, 'PUT /lotteries/{lotteryId}', {
      params: { lotteryId },
      headers: admin.headers,
      body: {},
    });
    expect(lottery.status).toBe(200);
    expect(lottery.body.data).toMatchObject({ id: lotteryId });
    const audit = await callAdmin(t, 'GET /audit', { headers: admin.headers });
    const actions = pageSchema(auditEntry)
      .parse(audit.body.data)
      .list.map((entry) => entry.action);
    expect(actions).not.toContain('room.update');
    expect(actions).not.toContain('lottery.update');
  });
});

describe('chips that break the rules are refused with a stakeChips field error, and nothing is saved', () => {
  // Beginner: minimum 1.00, limit 500.00.
  it.each([
    ['below the minimum bet', ['0.99', '5'], 'AMOUNT_BELOW_MINIMUM'],
    ['above the bet limit', ['5', '500.01'], 'AMOUNT_ABOVE_MAXIMUM'],
    ['the same amount twice', ['5', '10', '5.00'], 'DUPLICATE_VALUE'],
    ['none', [], 'TOO_SHORT'],
    ['more than eight', ['1', '2', '3', '4', '5', '6', '7', '8', '9'], 'TOO_LONG'],
  ])('%s', async (_, stakeChips, code) => {
    const { lotteryId, beginner } = await lotto();
    const admin = await staffSession(t, 'admin');
    const before = await playerRoom(lotteryId, beginner);
    const res = await editRoom(
      admin.headers,
      { lotteryId, roomId: beginner },
      { name: 'Renamed', stakeChips },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, error: 'VALIDATION_ERROR', fields: { stakeChips: code } });
    expect(await playerRoom(lotteryId, beginner)).toEqual(before);
  });

  it('an amount that is not one: its own field, nothing saved', async () => {
    const { lotteryId, beginner } = await lotto();
    const admin = await staffSession(t, 'admin');
    const before = await playerRoom(lotteryId, beginner);
    const res = await editRoom(admin.headers, { lotteryId, roomId: beginner }, { stakeChips: ['5', '1,5'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { 'stakeChips.1': 'INVALID_AMOUNT' },
    });
    expect(await playerRoom(lotteryId, beginner)).toEqual(before);
  });

  it('a new minimum bet or limit that leaves a stored chip outside is refused unless chips that fit come with it', async () => {
    const { lotteryId, beginner } = await lotto();
    const admin = await staffSession(t, 'admin');
    const before = await playerRoom(lotteryId, beginner);
    // The chips are 1, 5, 10, 50 and 100: a minimum of 2.00 leaves 1.00 below it.
    const higherMin = await editRoom(admin.headers, { lotteryId, roomId: beginner }, { minBet: '2' });
    expect(higherMin.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { stakeChips: 'AMOUNT_BELOW_MINIMUM' },
    });
    const lowerLimit = await editRoom(admin.headers, { lotteryId, roomId: beginner }, { betLimit: '99' });
    expect(lowerLimit.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { stakeChips: 'AMOUNT_ABOVE_MAXIMUM' },
    });
    expect(await playerRoom(lotteryId, beginner)).toEqual(before);
    // A limit that keeps every chip needs none; a minimum with chips that fit is taken.
    expect((await editRoom(admin.headers, { lotteryId, roomId: beginner }, { betLimit: '100' })).status).toBe(
      200,
    );
    const fitted = await editRoom(
      admin.headers,
      { lotteryId, roomId: beginner },
      {
        minBet: '2',
        stakeChips: ['2', '5', '10'],
      },
    );
    expect(fitted.status).toBe(200);
    expect(await playerRoom(lotteryId, beginner)).toMatchObject({
      minBet: '2.00',
      betLimit: '100.00',
      stakeChips: ['2.00', '5.00', '10.00'],
    });
  });

  it('a minimum above the limit names both the minimum and the chips', async () => {
    const { lotteryId, beginner } = await lotto();
    const admin = await staffSession(t, 'admin');
    const res = await editRoom(
      admin.headers,
      { lotteryId, roomId: beginner },
      { minBet: '600', stakeChips: ['600'] },
    );
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { minBet: 'TOO_BIG', stakeChips: 'AMOUNT_ABOVE_MAXIMUM' },
    });
  });
});

describe('staff who are not admins', () => {
  it.each(['finance', 'support'] as const)('%s cannot set chips (403), and nothing changes', async (role) => {
    const { lotteryId, beginner } = await lotto();
    const staff = await staffSession(t, role);
    const before = await playerRoom(lotteryId, beginner);
    const res = await editRoom(staff.headers, { lotteryId, roomId: beginner }, { stakeChips: ['1', '2'] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 0, error: 'FORBIDDEN' });
    expect(await playerRoom(lotteryId, beginner)).toEqual(before);
    const admin = await staffSession(t, 'admin');
    const audit = await callAdmin(t, 'GET /audit', {
      query: { action: 'room.update' },
      headers: admin.headers,
    });
    expect(pageSchema(auditEntry).parse(audit.body.data).total).toBe(0);
  });
});
