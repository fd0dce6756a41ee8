/**
 * Lotteries and rooms named in the player's language: staff give a name per language (English is
 * the plain `name`, and where a language has none); every player call and page reads them in the
 * request's language; the demo data carries the ten; bad names change nothing.
 */
import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession } from '../support/accounts.ts';
import { at, bet, fast3RoundAhead, startGames } from '../support/games.ts';
import { fund } from '../support/wallet.ts';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/index.ts';
import { translate } from '#i18n/index.ts';
import { NAME_LOCALES } from '#shared/localNames.ts';
import { lotteryList, roomsOf } from '#server/pageData.ts';

const t = setupTestRuntime();
type Reply<T> = Envelope & { data: T; fields?: Record<string, string> };

const inLanguage = (language: string) => ({ 'accept-language': language });

async function lotteriesIn(language: string) {
  return (await callApp(t, 'GET /game', { headers: inLanguage(language) })).body.data;
}

async function adminLotteries(jwt: string) {
  return (await callAdmin(t, 'GET /lotteries', { headers: { jwt } })).body.data;
}

describe('lottery and room names in the player’s language', () => {
  it('come from the demo data in all ten languages, English the plain name', async () => {
    await startGames(t);
    const english = await lotteriesIn('en');
    expect(english.map((l) => l.name)).toEqual(['Lotto 10', 'Fast 3', '5 Minutes', 'Mark 6']);
    const russian = await lotteriesIn('ru');
    expect(russian.map((l) => l.name)).toEqual(english.map((l) => translate('ru', `game.${l.game}`)));
    for (const lottery of english)
      expect(Object.keys(lottery.names).sort()).toEqual([...NAME_LOCALES].sort());

    const [fast3] = english.filter((l) => l.game === 'fast3');
    const rooms = (
      await callApp(t, 'GET /game/{lotteryId}/room', {
        params: { lotteryId: fast3!.id },
        headers: inLanguage('fr'),
      })
    ).body.data;
    expect(rooms.map((r) => r.name)).toEqual(['Débutant', 'Classique', 'VIP']);
    const view = (
      await callApp(t, 'GET /game/{lotteryId}/{roomId}', {
        params: { lotteryId: fast3!.id, roomId: rooms[0]!.id },
        headers: inLanguage('ja'),
      })
    ).body.data;
    expect([view.lottery.name, view.room.name]).toEqual([translate('ja', 'game.fast3'), '初心者']);

    // The pages read them in the language they are rendered in.
    const locals = { runtime: t.runtime, locale: 'ar' as const };
    expect((await lotteryList(locals)).map((l) => l.name)).toEqual(
      russian.map((l) => translate('ar', `game.${l.game}`)),
    );
    expect((await roomsOf(locals, fast3!.id)).map((r) => r.name)).toEqual(['مبتدئ', 'عادي', 'كبار اللاعبين']);
  });

  it('are set by an admin, audited as an edit, and a language left out shows the English name', async () => {
    await startGames(t);
    const admin = await staffSession(t, 'admin');
    const [lotto] = await adminLotteries(admin.jwt);
    // Staff read the English name, and every language's.
    expect(lotto!.name).toBe('Lotto 10');
    const edited = await callAdmin(t, 'PUT /lotteries/{lotteryId}', {
      params: { lotteryId: lotto!.id },
      headers: admin.headers,
      body: { names: { fr: '  Loto Éclair ', ja: 'ロト・ライト' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.names).toEqual({ fr: 'Loto Éclair', ja: 'ロト・ライト' });
    const room = lotto!.rooms[0]!;
    const roomEdit = await callAdmin(t, 'PUT /lotteries/{lotteryId}/rooms/{roomId}', {
      params: { lotteryId: lotto!.id, roomId: room.id },
      headers: admin.headers,
      body: { names: { ru: 'Для новичков' } },
    });
    expect(roomEdit.status).toBe(200);
    const [audited] = await t.runtime.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lottery.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audited?.after).toMatchObject({ names: { fr: 'Loto Éclair', ja: 'ロト・ライト' } });

    const named = async (language: string) => {
      const view = await callApp(t, 'GET /game/{lotteryId}/{roomId}', {
        params: { lotteryId: lotto!.id, roomId: room.id },
        headers: inLanguage(language),
      });
      return [view.body.data.lottery.name, view.body.data.room.name];
    };
    expect(await named('fr')).toEqual(['Loto Éclair', 'Beginner']);
    expect(await named('ru')).toEqual(['Lotto 10', 'Для новичков']);
    expect(await named('en')).toEqual(['Lotto 10', 'Beginner']);
  });

  it('refuse a name for English, an unknown language, an empty or too long name, and anyone but an admin', async () => {
    await startGames(t);
    const admin = await staffSession(t, 'admin');
    const support = await staffSession(t, 'support');
    const [lotto] = await adminLotteries(admin.jwt);
    const put = (jwt: string, names: unknown) =>
      t.call<Reply<unknown>>('PUT', `/api/admin/lotteries/${lotto!.id}`, {
        headers: { jwt },
        body: { names },
      });
    for (const names of [
      { en: 'Lotto' },
      { xx: 'Lotto' },
      { fr: '   ' },
      { fr: 'L'.repeat(41) },
      { fr: 7 },
      'Loto',
    ])
      expect((await put(admin.jwt, names)).status, JSON.stringify(names)).toBe(400);
    expect((await put(support.jwt, { fr: 'Loto' })).status).toBe(403);
    expect((await adminLotteries(admin.jwt))[0]!.names).toEqual(lotto!.names);
  });

  it('name the lottery of a win in the language the notification is read in', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const { round, draw, target } = await fast3RoundAhead(t);
    const player = await registerPlayer(t);
    await fund(t, player, '10');
    expect((await bet(t, player, target, [`face:${draw.numbers[0]}`], '10')).status).toBe(200);
    await at(t, round.drawAt, 1_000);
    const wins = async (language: string) =>
      (
        await callApp(t, 'GET /notification/search', {
          headers: { ...player.headers, ...inLanguage(language) },
        })
      ).body.data.list.filter((n) => n.kind === 'betWon');
    expect((await wins('fr'))[0]?.body).toContain(translate('fr', 'game.fast3'));
    expect((await wins('ko'))[0]?.body).toContain(translate('ko', 'game.fast3'));
    expect((await wins('en'))[0]?.body).toContain('Fast 3');
  });
});
