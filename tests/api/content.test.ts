/**
 * Live content: the files of `src/content` are imported at start; editors and admins
 * (no other role) save drafts, publish now or at a time, restore old versions and hide
 * announcements and notes; every write is a new version checked against the newest the editor
 * saw; a publish is audited and told to every instance; translations older than their English are
 * marked; a locale without a version shows the English; an entry never edited follows its file.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { staffSession, type StaffSession } from '../support/accounts.ts';
import { auditLog } from '#server/db/schema/index.ts';
import { readContentFiles } from '#server/content/files.ts';
import type {
  ContentEntryDetail,
  ContentEntrySummary,
  ContentVersion,
  ContentVersionItem,
} from '#shared/contract/content.ts';

const t = setupTestRuntime();
type Reply<T> = Envelope & { data: T };

const call = <T>(staff: StaffSession, method: string, path: string, body?: unknown) =>
  t.call<Reply<T>>(method, `/api/admin${path}`, {
    headers: staff.headers,
    ...(body === undefined ? {} : { body }),
  });

const WELCOME = '/content/announcements/welcome';
const live = (slug: string, locale: 'en' | 'fr' | 'ar' = 'en') =>
  t.runtime.content.live.entry('announcements', slug, locale);

async function save(staff: StaffSession, path: string, input: Record<string, unknown>) {
  return call<ContentVersion>(staff, 'PUT', path, { title: 'Title', summary: '', body: 'Body', ...input });
}

async function newest(staff: StaffSession, path: string) {
  const versions = await call<ContentVersionItem[]>(staff, 'GET', `${path}/versions`);
  return versions.body.data[0]?.number ?? 0;
}

describe('the import of src/content', () => {
  it('brings in every entry in all 10 languages, live and following its file', async () => {
    const editor = await staffSession(t, 'editor');
    const res = await call<ContentEntrySummary[]>(editor, 'GET', '/content');
    expect(res.status).toBe(200);
    const count = (c: string) => res.body.data.filter((e) => e.collection === c).length;
    expect([count('announcements'), count('notes'), count('terms'), count('howToPlay')]).toEqual([
      3, 3, 25, 4,
    ]);
    for (const entry of res.body.data) {
      expect(entry.fromFile, entry.slug).toBe(true);
      expect(entry.locales.map((l) => l.locale)).toHaveLength(10);
      for (const state of entry.locales) {
        expect(state.live, `${entry.slug}/${state.locale}`).toBe(1);
        expect(state.outdated).toBe(false);
      }
    }
    const terms = await t.runtime.content.live.collection('terms', 'fr');
    expect(terms.entries.map((e) => e.id)).toEqual([
      'intro',
      ...Array.from({ length: 24 }, (_, i) => `section-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(terms.entries.every((e) => e.data.locale === 'fr')).toBe(true);
  });

  it('is not repeated by a second start, and an entry never edited follows its changed file', async () => {
    const editor = await staffSession(t, 'editor');
    expect(await t.runtime.content.importFiles()).toEqual([]);
    // An editor changes the welcome announcement; the files then change both it and the guide.
    await save(editor, `${WELCOME}/en`, { title: 'Edited welcome', baseNumber: 1, publish: 'now' });
    const files = readContentFiles().map((f) =>
      f.locale === 'en' && (f.slug === 'welcome' || f.slug === 'lotto')
        ? { ...f, body: `${f.body}\n\nA new paragraph.`, hash: `${f.hash}-changed` }
        : f,
    );
    expect(await t.runtime.content.importFiles(files)).toEqual([{ collection: 'howToPlay', slug: 'lotto' }]);
    const guide = await t.runtime.content.live.entry('howToPlay', 'lotto', 'en');
    expect(guide?.rendered.html).toContain('A new paragraph.');
    expect((await live('welcome'))?.data.title).toBe('Edited welcome');
    // The guide's translations were written from the English before: marked older than it.
    const detail = await call<ContentEntryDetail>(editor, 'GET', '/content/howToPlay/lotto');
    expect(detail.body.data.locales.find((l) => l.state.locale === 'fr')?.state.outdated).toBe(true);
    expect(detail.body.data.fromFile).toBe(true);
  });
});

describe('who may edit', () => {
  it('editors and admins; finance and support are refused', async () => {
    for (const role of ['editor', 'admin'] as const) {
      expect((await call(await staffSession(t, role), 'GET', '/content')).status).toBe(200);
    }
    for (const role of ['finance', 'support'] as const) {
      const res = await call(await staffSession(t, role), 'GET', '/content');
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('FORBIDDEN');
    }
  });

  it('an editor reaches nothing of the players or the money, only their own account', async () => {
    const editor = await staffSession(t, 'editor');
    for (const path of [
      '/customers',
      '/deposits',
      '/withdrawals',
      '/chain/status',
      '/audit',
      '/lotteries',
      '/settings',
    ]) {
      expect((await call(editor, 'GET', path)).status, path).toBe(403);
    }
    const me = await call<{ role: string }>(editor, 'GET', '/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.role).toBe('editor');
  });
});

describe('drafts, publishing and versions', () => {
  it('a draft is not shown; a publish shows at once, is audited and tells every instance', async () => {
    const editor = await staffSession(t, 'editor');
    const heard: unknown[] = [];
    t.runtime.events.watchContent((changes) => heard.push(...changes));
    const draft = await save(editor, `${WELCOME}/en`, {
      title: 'Draft title',
      body: 'Draft body',
      baseNumber: 1,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({
      number: 2,
      state: 'draft',
      publishAt: null,
      author: editor.username,
    });
    expect((await live('welcome'))?.data.title).not.toBe('Draft title');
    expect(heard).toEqual([]);

    const published = await save(editor, `${WELCOME}/en`, {
      title: 'Live title',
      body: '**Now** live',
      baseNumber: 2,
      publish: 'now',
    });
    expect(published.body.data).toMatchObject({ number: 3, state: 'published' });
    const shown = await live('welcome');
    expect(shown?.data.title).toBe('Live title');
    expect(shown?.rendered.html).toContain('<strong>Now</strong> live');
    // Heard at once in this process, and again when the NOTIFY arrives after the commit.
    expect(heard).toContainEqual({ collection: 'announcements', slug: 'welcome' });
    expect(new Set(heard.map((c) => JSON.stringify(c)))).toEqual(
      new Set([JSON.stringify({ collection: 'announcements', slug: 'welcome' })]),
    );
    const audits = await t.runtime.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.publish'), eq(auditLog.targetId, 'announcements/welcome/en')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.staffUsername).toBe(editor.username);
    expect(audits[0]?.after).toMatchObject({ number: 3, title: 'Live title' });
  });

  it('keeps every version with its author, newest first, and restores an old one as a draft', async () => {
    const editor = await staffSession(t, 'editor');
    const admin = await staffSession(t, 'admin');
    const original = (await call<ContentVersion>(editor, 'GET', `${WELCOME}/en/versions/1`)).body.data;
    await save(editor, `${WELCOME}/en`, { title: 'Second', baseNumber: 1, publish: 'now' });
    await save(admin, `${WELCOME}/en`, { title: 'Third', baseNumber: 2 });
    const list = (await call<ContentVersionItem[]>(editor, 'GET', `${WELCOME}/en/versions`)).body.data;
    expect(list.map((v) => [v.number, v.state, v.author])).toEqual([
      [3, 'draft', admin.username],
      [2, 'published', editor.username],
      [1, 'published', null],
    ]);
    const restored = await call<ContentVersion>(editor, 'POST', `${WELCOME}/en/versions/1/restore`, {
      baseNumber: 3,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      number: 4,
      state: 'draft',
      restoredFrom: 1,
      title: original.title,
    });
    expect(restored.body.data.body).toBe(original.body);
    // A restore is a draft: the site still shows version 2 until it is published.
    expect((await live('welcome'))?.data.title).toBe('Second');
    const audits = await t.runtime.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.restore'));
    expect(audits.map((a) => a.after)).toEqual([{ number: 4, restoredFrom: 1 }]);
  });

  it('refuses a save made from an older version, and of many at once from the same one saves one', async () => {
    const editor = await staffSession(t, 'editor');
    const stale = await save(editor, `${WELCOME}/en`, { baseNumber: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('CONTENT_VERSION_CHANGED');
    expect(stale.body.fields).toEqual({ baseNumber: '1' });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(editor, `${WELCOME}/en`, { title: `Race ${i}`, baseNumber: 1 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await newest(editor, WELCOME + '/en')).toBe(2);
  });

  it('a scheduled version waits for its time, then the leader shows it and tells every instance', async () => {
    const editor = await staffSession(t, 'editor');
    const at = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const res = await save(editor, `${WELCOME}/en`, { title: 'At ten', baseNumber: 1, publish: at });
    expect(res.body.data).toMatchObject({ number: 2, state: 'published', publishAt: at });
    const detail = await call<ContentEntryDetail>(editor, 'GET', '/content/announcements/welcome');
    expect(detail.body.data.locales[0]?.state).toMatchObject({
      live: 1,
      scheduled: 2,
      scheduledAt: at,
      draft: false,
    });
    expect(await t.runtime.content.goLive()).toEqual([]);
    expect((await live('welcome'))?.data.title).not.toBe('At ten');

    t.clock.advance(10 * 60_000);
    expect(await t.runtime.content.goLive()).toEqual([{ collection: 'announcements', slug: 'welcome' }]);
    expect((await live('welcome'))?.data.title).toBe('At ten');
    expect(await t.runtime.content.goLive()).toEqual([]);
    const audits = await t.runtime.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.schedule'));
    expect(audits).toHaveLength(1);
  });

  it('refuses a time less than a minute ahead', async () => {
    const editor = await staffSession(t, 'editor');
    for (const publish of [
      t.clock.now().toISOString(),
      new Date(t.clock.now().getTime() + 30_000).toISOString(),
    ]) {
      const res = await save(editor, `${WELCOME}/en`, { baseNumber: 1, publish });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ publish: 'INVALID_VALUE' });
    }
    expect(await newest(editor, `${WELCOME}/en`)).toBe(1);
  });
});

describe('languages', () => {
  it('marks translations older than the English in force until they are saved again', async () => {
    const editor = await staffSession(t, 'editor');
    await save(editor, `${WELCOME}/en`, { title: 'New English', baseNumber: 1, publish: 'now' });
    const before = await call<ContentEntryDetail>(editor, 'GET', '/content/announcements/welcome');
    const states = new Map(before.body.data.locales.map((l) => [l.state.locale, l.state]));
    expect(states.get('en')?.outdated).toBe(false);
    expect(states.get('fr')?.outdated).toBe(true);
    expect(before.body.data.english).toMatchObject({ number: 2, title: 'New English' });
    const fr = await save(editor, `${WELCOME}/fr`, { title: 'Nouveau', baseNumber: 1, publish: 'now' });
    expect(fr.body.data.sourceNumber).toBe(2);
    const after = await call<ContentEntryDetail>(editor, 'GET', '/content/announcements/welcome');
    expect(after.body.data.locales.find((l) => l.state.locale === 'fr')?.state.outdated).toBe(false);
    expect((await live('welcome', 'fr'))?.data.title).toBe('Nouveau');
  });

  it('a new announcement shows in English to every language until it is translated', async () => {
    const editor = await staffSession(t, 'editor');
    const created = await call<{ collection: string; slug: string }>(
      editor,
      'POST',
      '/content/announcements',
      {
        title: 'Deposit address changed!',
        body: '',
      },
    );
    expect(created.body.data).toEqual({ collection: 'announcements', slug: 'deposit-address-changed' });
    const again = await call<{ slug: string }>(editor, 'POST', '/content/announcements', {
      title: 'Deposit address changed',
      body: '',
    });
    expect(again.body.data.slug).toBe('deposit-address-changed-2');
    expect(await live('deposit-address-changed', 'ar')).toBeUndefined();
    const path = '/content/announcements/deposit-address-changed/en';
    await save(editor, path, {
      title: 'The address changed',
      body: 'Use the new one.',
      baseNumber: 1,
      publish: 'now',
    });
    const arabic = await live('deposit-address-changed', 'ar');
    expect(arabic?.data).toMatchObject({ title: 'The address changed', locale: 'en' });
    const list = await t.runtime.content.live.collection('announcements', 'ar');
    expect(list.entries[0]?.id).toBe('deposit-address-changed');
    expect(list.cacheHint.tags).toEqual(['content:announcements']);
  });

  it('hides an announcement or note and shows it again; the terms and guides cannot be hidden', async () => {
    const editor = await staffSession(t, 'editor');
    const hide = await call(editor, 'PUT', '/content/announcements/welcome/hidden', { hidden: true });
    expect(hide.status).toBe(200);
    expect(await live('welcome')).toBeUndefined();
    expect(
      (await t.runtime.content.live.collection('announcements', 'en')).entries.map((e) => e.id),
    ).not.toContain('welcome');
    await call(editor, 'PUT', '/content/announcements/welcome/hidden', { hidden: false });
    expect(await live('welcome')).toBeDefined();
    const terms = await call(editor, 'PUT', '/content/terms/section-01/hidden', { hidden: true });
    expect(terms.status).toBe(400);
    expect(terms.body.error).toBe('INVALID_OPERATION');
    const audits = await t.runtime.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'content.%'));
    expect(audits.map((a) => a.action)).toEqual(['content.hide', 'content.show']);
  });
});

describe('bad input changes nothing', () => {
  it('answers unknown entries, collections, languages and versions clearly', async () => {
    const editor = await staffSession(t, 'editor');
    expect((await call(editor, 'GET', '/content/announcements/nope')).status).toBe(404);
    expect((await call(editor, 'GET', '/content/blog/welcome')).status).toBe(400);
    expect((await save(editor, '/content/announcements/welcome/xx', { baseNumber: 1 })).status).toBe(400);
    expect((await save(editor, '/content/announcements/nope/en', { baseNumber: 0 })).status).toBe(404);
    expect((await call(editor, 'GET', `${WELCOME}/en/versions/99`)).status).toBe(404);
    expect((await call(editor, 'POST', `${WELCOME}/en/versions/99/restore`, { baseNumber: 1 })).status).toBe(
      404,
    );
    const created = await call(editor, 'POST', '/content/terms', { title: 'Section 25', body: 'x' });
    expect(created.body.error).toBe('INVALID_OPERATION');
    expect(await newest(editor, `${WELCOME}/en`)).toBe(1);
  });

  it('refuses a missing title, a huge body, a malformed time or base', async () => {
    const editor = await staffSession(t, 'editor');
    const cases = [
      { title: '', baseNumber: 1 },
      { body: 'x'.repeat(100_001), baseNumber: 1 },
      { body: 'ก'.repeat(100_001), baseNumber: 1 },
      { publish: 'tomorrow', baseNumber: 1 },
      { baseNumber: -1 },
      { baseNumber: 'one' },
      { body: 42, baseNumber: 1 },
    ];
    for (const input of cases) {
      const res = await save(editor, `${WELCOME}/en`, input);
      expect(res.status, JSON.stringify(input).slice(0, 60)).toBe(400);
    }
    expect(await newest(editor, `${WELCOME}/en`)).toBe(1);
    // Past what any version may hold: refused before it is read.
    const huge = await save(editor, `${WELCOME}/en`, { body: 'ก'.repeat(200_000), baseNumber: 1 });
    expect(huge.status).toBe(413);
  });

  it('takes a long guide in a script of three bytes a character', async () => {
    const editor = await staffSession(t, 'editor');
    const body = 'การเล่น '.repeat(4000);
    const res = await save(editor, '/content/howToPlay/lotto/th', {
      title: 'วิธีเล่น',
      body,
      baseNumber: 1,
      publish: 'now',
    });
    expect(res.status).toBe(200);
    expect((await t.runtime.content.live.entry('howToPlay', 'lotto', 'th'))?.rendered.html).toContain(
      'การเล่น',
    );
  });
});

describe('the preview', () => {
  it('renders Markdown as the page will, with no raw HTML, handler or script link', async () => {
    const editor = await staffSession(t, 'editor');
    const hostile = [
      '# Title',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[entity](javascript&colon;alert(1))',
      '![pixel](data:image/png;base64,AAAA)',
      '<a href="javascript:alert(1)">a</a>',
      '[fine](https://example.com)',
    ].join('\n\n');
    const res = await call<{ html: string }>(editor, 'POST', '/content/preview', { body: hostile });
    const { html } = res.body.data;
    expect(html).toContain('<h1>Title</h1>');
    // Raw HTML comes out as text: no element is made from it, so no handler attribute exists.
    expect(html).not.toMatch(/<script|<img|<a href="javascript|<[^>]+\son\w+=|src="data:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">fine</a>');
  });
});
