/**
 * Shared steps of the browser tests: API shortcuts for what a test only needs as a premise
 * (a funded player, staff actions), axe checks, and the phone screenshots a human reviews.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(root, 'tests/screenshots');

/** The demo admin's password, fixed for the test server by `DEMO_ADMIN_PASSWORD`. */
export const STAFF_PASSWORD = 'e2e-admin-password';

type Envelope<T> = { code: number; data: T; error?: string; message?: string };

/** Calls the API and returns `data`, failing the test on an error envelope. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { jwt?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: options.jwt ? { jwt: options.jwt } : {},
    ...(options.body !== undefined ? { data: options.body } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(1);
  return body.data;
}

/** A staff token for the demo admin. */
export async function staffJwt(request: APIRequestContext): Promise<string> {
  const data = await call<{ jwt: string }>(request, 'POST', '/api/admin/auth/login', {
    body: { username: 'admin', password: STAFF_PASSWORD },
  });
  return data.jwt;
}

let counter = 0;
/** A username no other test uses. */
export function uniqueUsername(prefix = 'player'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`.slice(0, 20);
}

/** Registers a player through the API; returns their token and user. */
export async function registerByApi(request: APIRequestContext, username = uniqueUsername()) {
  return call<{ jwt: string; user: { userId: string; username: string } }>(
    request,
    'POST',
    '/api/app/customer/register',
    {
      body: {
        username,
        password: 'secret-123',
        confirmPassword: 'secret-123',
        realName: 'Test Player',
        invitationCode: 'FAIRDRAW',
        agreeTerms: true,
      },
    },
  );
}

/** Confirms a player's pending deposits as staff would (the amount as received). */
export async function confirmPendingDeposits(request: APIRequestContext, userId: string): Promise<number> {
  const staff = await staffJwt(request);
  const page = await call<{ list: { id: string; amount: string }[] }>(
    request,
    'GET',
    `/api/admin/deposits?status=pending&userId=${userId}&pageSize=100`,
    { jwt: staff },
  );
  for (const deposit of page.list) {
    await call(request, 'POST', `/api/admin/deposits/${deposit.id}/confirm`, {
      jwt: staff,
      body: { amount: deposit.amount },
    });
  }
  return page.list.length;
}

/**
 * A new player whose deposit of `amount` staff confirmed, with the `User` the API then returns.
 * With `transactionPassword` the profile is completed too, as withdrawals and transfers need.
 */
export async function fundedPlayer(
  request: APIRequestContext,
  { amount = '500', transactionPassword }: { amount?: string; transactionPassword?: string } = {},
) {
  const session = await registerByApi(request);
  if (transactionPassword) {
    await call(request, 'POST', '/api/app/customer/profile', {
      jwt: session.jwt,
      body: {
        phoneNumber: '+6590000002',
        cryptoAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
        transactionPassword,
      },
    });
  }
  const deposit = await call<{ id: string }>(request, 'POST', '/api/app/deposit/apply', {
    jwt: session.jwt,
    body: { amount },
  });
  const staff = await staffJwt(request);
  await call(request, 'POST', `/api/admin/deposits/${deposit.id}/confirm`, { jwt: staff, body: { amount } });
  const user = await call<Record<string, unknown>>(request, 'GET', '/api/app/customer', { jwt: session.jwt });
  return { ...session, user };
}

/** A player with a balance, signed in in this page's browser storage. */
export async function signedInPlayer(page: Page, request: APIRequestContext, amount = '500') {
  const { user, ...session } = await fundedPlayer(request, { amount });
  await page.addInitScript(
    ([jwt, userJson]) => {
      if (!localStorage.getItem('jwt')) {
        localStorage.setItem('jwt', jwt);
        localStorage.setItem('user', userJson);
      }
    },
    [session.jwt, JSON.stringify(user)] as const,
  );
  return { ...session, user };
}

/** A new player whom staff froze (for `reason`), signed in in this page's browser storage. */
export async function signedInFrozenPlayer(page: Page, request: APIRequestContext, reason: string) {
  const session = await registerByApi(request);
  await call(request, 'POST', `/api/admin/customers/${session.user.userId}/status`, {
    jwt: await staffJwt(request),
    body: { status: 'frozen', reason },
  });
  const user = await call(request, 'GET', '/api/app/customer', { jwt: session.jwt });
  await page.addInitScript(
    ([jwt, u]) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', u);
    },
    [session.jwt, JSON.stringify(user)] as const,
  );
  return session;
}

/** Axe violations a player would actually be hurt by (serious or critical). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Saves a full-page phone screenshot as tests/screenshots/<name>.png and checks nothing overflows. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  test.info().annotations.push({ type: 'screenshot', description: path.relative(root, file) });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} overflows`,
  ).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
}

/**
 * Opens a form and waits for its island: typed before the form hydrates, the fields would be
 * reset by React (its submit button stays disabled until then).
 */
export async function openForm(page: Page, path: string, submitLabel: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: submitLabel })).toBeEnabled();
}

/**
 * Signs a staff member in through the console's sign-in page (in `locale`), after its form has
 * hydrated, and waits for the console's first page (`landing`: an editor's is the content).
 */
export async function staffSignInByPage(
  page: Page,
  { username = 'admin', password = STAFF_PASSWORD, locale = 'en' as Locale, landing = '/admin' } = {},
): Promise<void> {
  const l = dictionaries[locale];
  await openForm(page, '/admin/login', l['auth.signIn']);
  await page.getByLabel(l['auth.username']).fill(username);
  await page.getByLabel(l['auth.password']).fill(password);
  await page.getByRole('button', { name: l['auth.signIn'] }).click();
  await page.waitForURL(landing);
}

/** Words of the buttons under `selector` (the page's main by default) that the browser broke across lines. */
export function brokenButtonWords(page: Page, locale: string, selector = 'main button') {
  return page.evaluate(
    ([locale, selector]) => {
      const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
      const problems: string[] = [];
      for (const button of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.parentElement?.closest('.visually-hidden')) continue;
          for (const word of segmenter.segment(text.textContent ?? '')) {
            if (!word.isWordLike) continue;
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word.segment.length);
            const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
            const lower = Math.max(...boxes.map((r) => r.top));
            const upper = Math.min(...boxes.map((r) => r.bottom));
            if (boxes.length > 1 && lower >= upper)
              problems.push(`"${word.segment}" in "${button.textContent}"`);
          }
        }
      }
      return problems;
    },
    [locale, selector] as const,
  );
}

type FastLottery = {
  id: number;
  game: string;
  currentRound: { state: string; period: string; closesAt: string } | null;
};

/**
 * Bets 1.00 on Big and 1.00 on Small for each player in the same open Fast 3 round (one of the
 * two wins whatever the dice), or 1.00 on each of the player's own `keys` (Big, Small, Odd and
 * Even: two win), in a round that stays open `secondsLeft` more: it is drawn and settled 10 s
 * after it closes.
 */
export async function betBothSides(
  request: APIRequestContext,
  players: { jwt: string; keys?: string[] }[],
  secondsLeft = 4,
) {
  const fast3 = (await call<FastLottery[]>(request, 'GET', '/api/app/game')).find((l) => l.game === 'fast3');
  if (!fast3) throw new Error('no Fast 3 lottery');
  const [room] = await call<{ id: number }[]>(request, 'GET', `/api/app/game/${fast3.id}/room`);
  const { markets } = await call<{ markets: { key: string; odds: string }[] }>(
    request,
    'GET',
    `/api/app/game/${fast3.id}/${room?.id}/odds`,
  );
  const itemsOf = (keys = ['sum:BIG', 'sum:SMALL']) =>
    keys.map((key) => ({ key, amount: '1', odds: markets.find((m) => m.key === key)?.odds }));
  let period = '';
  await expect
    .poll(
      async () => {
        const round = (await call<FastLottery[]>(request, 'GET', '/api/app/game')).find(
          (l) => l.id === fast3.id,
        )?.currentRound;
        if (round?.state !== 'open' || Date.parse(round.closesAt) - Date.now() < secondsLeft * 1_000) {
          return false;
        }
        for (const player of players) {
          const items = itemsOf(player.keys);
          const placed = await request.post('/api/app/game/bet', {
            headers: { jwt: player.jwt },
            data: {
              lotteryId: fast3.id,
              roomId: room?.id,
              period: round.period,
              items,
              summary: { count: items.length, amount: '1', total: String(items.length) },
            },
          });
          expect(placed.ok(), await placed.text()).toBe(true);
        }
        period = round.period;
        return true;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return { lottery: fast3, roomId: room?.id ?? 1, period };
}

/** The phone widths the player pages are checked at. */
export const PHONE_WIDTHS = [360, 390] as const;
/** English, Arabic (right to left) and Russian (long words): the locales a layout check shows. */
export const SHOWN_LOCALES = ['en', 'ar', 'ru'] as const;

/** A message of a locale with its placeholders filled, as the page writes it. */
export function text(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = (dictionaries[locale] as Record<string, string>)[key] ?? '';
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(params[name]));
}

/** Shows pages in `locale` from now on (the cookie the language picker sets). */
export async function showInLocale(page: Page, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, domain: '127.0.0.1', path: '/' }]);
}

/** The demo lottery of a game. */
export async function lotteryOf(request: APIRequestContext, game: string) {
  const lotteries = await call<{ id: number; game: string; name: string }[]>(request, 'GET', '/api/app/game');
  const lottery = lotteries.find((l) => l.game === game);
  if (!lottery) throw new Error(`no ${game} lottery`);
  return lottery;
}

/** Waits until a lottery has drawn a round (demo rounds last 30 s here); returns that draw. */
export async function drawOf(request: APIRequestContext, lotteryId: number) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const found = await call<{ list: { id: number; special?: number }[] }>(
      request,
      'GET',
      `/api/app/game/search/draw?lotteryId=${lotteryId}&pageNo=1&pageSize=1`,
    );
    if (found.list[0]) return found.list[0];
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no draw of lottery ${lotteryId} within 120 s`);
}
