/**
 * The route cache of the public pages, on the production build: a page the same for
 * every visitor of a locale is rendered once per locale and then served from memory; the locale
 * in the key is the one negotiated (cookie, then Accept-Language); nothing personal is ever in a
 * cached page; personal pages are never cached; a round event drops its lottery's pages, a site
 * settings change every page, at once; a page that could not read its data is not kept.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server.ts';

const ADMIN_PASSWORD = 'page-cache-admin-password';
const ROUND_SECONDS = 10;
let server: ServerProcess;
let staffJwt: string;

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-page-cache-')),
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DEMO_ROUND_SECONDS: String(ROUND_SECONDS),
    LOG_LEVEL: 'warn',
  });
  const login = await fetch(`${server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  staffJwt = ((await login.json()) as { data: { jwt: string } }).data.jwt;
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

interface Page {
  cache: string | null;
  vary: string | null;
  headers: Headers;
  html: string;
}

async function page(route: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.url}${route}`, { headers });
  expect(response.status, route).toBe(200);
  return {
    cache: response.headers.get('x-astro-cache'),
    vary: response.headers.get('vary'),
    headers: response.headers,
    html: await response.text(),
  };
}

const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

interface Lottery {
  intervalSeconds: number;
  currentRound: { closesAt: string; drawAt: string } | null;
}

/**
 * Waits until no round of any lottery closes, opens or is drawn for the next `ms` (nor did in the
 * last 2 s, while its settlement and the next round's scheduling may still be under way): each such change drops the pages that show rounds (the home page, the draw
 * results), and a test that expects one of them kept must not meet one by chance.
 */
async function awayFromRoundChanges(ms: number) {
  for (;;) {
    const { data } = (await (await fetch(`${server.url}/api/app/game`)).json()) as { data: Lottery[] };
    const moments = data.flatMap(({ intervalSeconds, currentRound }) =>
      currentRound
        ? [currentRound.closesAt, currentRound.drawAt].flatMap((at) =>
            [-1, 0, 1].map((k) => Date.parse(at) + k * intervalSeconds * 1000),
          )
        : [],
    );
    const now = Date.now();
    const near = moments.filter((moment) => moment > now - 2_000 && moment < now + ms);
    if (near.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(...near) + 2_000 - now));
  }
}

async function settings(body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', jwt: staffJwt },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Registers a player; their name, user ID and token. */
async function player(username: string) {
  const response = await fetch(`${server.url}/api/app/customer/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'secret-123',
      confirmPassword: 'secret-123',
      realName: 'Cache Tester',
      invitationCode: 'FAIRDRAW',
      agreeTerms: true,
    }),
  });
  const { data } = (await response.json()) as { data: { jwt: string; user: { userId: string } } };
  return { username, userId: data.user.userId, jwt: data.jwt };
}

describe('the route cache', () => {
  it('renders a public page once per negotiated locale, then serves the same bytes from memory', async () => {
    const first = await page('/terms', { 'accept-language': 'en' });
    const again = await page('/terms', { 'accept-language': 'en' });
    expect([first.cache, again.cache]).toEqual(['MISS', 'HIT']);
    expect(again.html).toBe(first.html);
    // A hit is written before Astro, gzipped once for clients that accept it (fetch does).
    expect(again.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${server.url}/terms`, {
      headers: { 'accept-language': 'en', 'accept-encoding': 'identity' },
    });
    expect([plain.headers.get('x-astro-cache'), plain.headers.get('content-encoding')]).toEqual([
      'HIT',
      null,
    ]);
    expect(await plain.text()).toBe(first.html);
    // Browsers and proxies are told what the page varies on; nothing internal leaks out.
    expect(again.vary).toMatch(/^Cookie, Accept-Language/);
    for (const internal of ['cdn-cache-control', 'cache-tag', 'x-fairdraw-page-locale'])
      expect(again.headers.has(internal)).toBe(false);
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const russian = await page('/terms', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect([russian.cache, langOf(russian.html)]).toEqual(['MISS', 'ru']);
    expect((await page('/terms', { 'accept-language': 'ru' })).cache).toBe('HIT');
    // The cookie wins over the header, as the middleware negotiates it.
    const arabic = await page('/terms', { cookie: 'locale=ar', 'accept-language': 'ru' });
    expect([arabic.cache, langOf(arabic.html)]).toEqual(['MISS', 'ar']);
    expect(arabic.html).toContain('dir="rtl"');
    const arabicAgain = await page('/terms', { cookie: 'theme=x; locale=ar', 'accept-language': 'en' });
    expect([arabicAgain.cache, arabicAgain.html]).toEqual(['HIT', arabic.html]);
  });

  it('puts nothing personal in a cached page: two players and a visitor get the same bytes', async () => {
    const players = [await player('cachealice'), await player('cachebob')];
    const read = (language: string, p?: (typeof players)[number]) =>
      page('/', { 'accept-language': language, ...(p && { jwt: p.jwt, cookie: `session=${p.jwt}` }) });
    // The home page shows the rounds, and a round changes every 10 s here, dropping it: the three
    // reads are made again, in a language not read yet, when a change came between them. The
    // first is always rendered for a player; had it carried anything of theirs, the others would
    // differ every time.
    let reads: Page[] = [];
    for (const language of ['en', 'fr', 'id', 'vi', 'ja']) {
      reads = [await read(language, players[0]), await read(language, players[1]), await read(language)];
      if (reads.every((seen) => seen.html === reads[0]!.html)) break;
    }
    expect(reads[0]!.cache).toBe('MISS');
    for (const seen of reads.slice(1)) expect([seen.cache, seen.html]).toEqual(['HIT', reads[0]!.html]);
    for (const p of players) {
      expect(reads[0]!.html).not.toContain(p.username);
      expect(reads[0]!.html).not.toContain(p.userId);
      expect(reads[0]!.html).not.toContain(p.jwt);
    }
  });

  it('never caches a page that is not the same for everyone', async () => {
    for (const route of ['/personal', '/deposit', '/bet/records', '/login']) {
      await page(route);
      expect((await page(route)).cache, route).toBeNull();
    }
  });

  it("drops a lottery's round screen when its round changes, not only when it expires", async () => {
    const room = await page('/room/1');
    const route = /href="(\/[a-zA-Z0-9]+\/1\/\d+)"/.exec(room.html)?.[1];
    expect(route).toBeTruthy();
    await awayFromRoundChanges(2_000);
    const first = await page(route ?? '');
    expect((await page(route ?? '')).cache).toBe('HIT');
    // The shell is kept 60 s at most; a round lasts 10 s: a miss before then is a dropped page.
    const deadline = Date.now() + (ROUND_SECONDS + 10) * 1000;
    let next = await page(route ?? '');
    while (next.cache === 'HIT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      next = await page(route ?? '');
    }
    expect(next.cache).toBe('MISS');
    expect(next.html).not.toBe(first.html);
  });

  it('drops every page at once when the site settings change, and keeps none under maintenance', async () => {
    await awayFromRoundChanges(2_000);
    await page('/');
    expect((await page('/')).cache).toBe('HIT');
    await settings({ name: 'Fairdraw Cached' });
    const renamed = await page('/');
    expect(renamed.cache).toBe('MISS');
    expect(renamed.html).toContain('Fairdraw Cached');

    await settings({ maintenance: true });
    try {
      await page('/draw');
      // Under maintenance the page reads nothing and shows its empty state: not kept.
      expect((await page('/draw')).cache).toBeNull();
    } finally {
      await settings({ maintenance: false, name: 'Fairdraw' });
    }
    await awayFromRoundChanges(2_000);
    await page('/draw');
    expect((await page('/draw')).cache).toBe('HIT');
  });

  it('drops exactly the pages showing an entry when an editor publishes it, at once', async () => {
    const staff = (method: string, route: string, body?: unknown) =>
      fetch(`${server.url}/api/admin${route}`, {
        method,
        headers: { 'content-type': 'application/json', jwt: staffJwt },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: { number: number }[] } }));
    const routes = ['/', '/terms', '/lotto/how-to-play', '/fast3/how-to-play'];
    await awayFromRoundChanges(4_000);
    for (const route of routes) await page(route);
    for (const route of routes) expect((await page(route)).cache, route).toBe('HIT');

    const versions = await staff('GET', '/content/howToPlay/lotto/en/versions');
    const published = await staff('PUT', '/content/howToPlay/lotto/en', {
      title: 'Lotto 10, rewritten',
      summary: 'A guide an editor published.',
      body: 'Ten numbers land on **ten positions**.',
      baseNumber: versions.body.data[0]?.number ?? 0,
      publish: 'now',
    });
    expect(published.status).toBe(200);
    const guide = await page('/lotto/how-to-play');
    expect(guide.cache).toBe('MISS');
    expect(guide.html).toContain('Lotto 10, rewritten');
    expect(guide.html).toContain('<strong>ten positions</strong>');
    for (const route of ['/', '/terms', '/fast3/how-to-play'])
      expect((await page(route)).cache, route).toBe('HIT');

    // A new announcement, once published, drops the pages listing announcements: the home page.
    await awayFromRoundChanges(4_000);
    await page('/');
    const created = await fetch(`${server.url}/api/admin/content/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', jwt: staffJwt },
      body: JSON.stringify({ title: 'Urgent', body: '' }),
    }).then(async (r) => ((await r.json()) as { data: { slug: string } }).data);
    expect((await page('/')).cache).toBe('HIT');
    await staff('PUT', `/content/announcements/${created.slug}/en`, {
      title: 'The deposit address has changed',
      summary: 'Confirm it with online service.',
      body: 'Use the new address only.',
      baseNumber: 1,
      publish: 'now',
    });
    expect((await page('/')).cache).toBe('MISS');
    const home = await page('/', { 'accept-language': 'ru' });
    expect(home.cache).toBe('MISS');
    expect(home.html).toContain('The deposit address has changed');
    expect((await page('/terms')).cache).toBe('HIT');
  });
});
