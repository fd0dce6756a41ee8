/**
 * Live content in the browser: an editor writes a new announcement in the console,
 * sees the Markdown rendered in the preview as the page will show it, publishes it and a visitor
 * sees it on the home page at once (no rebuild); the Russian translation is written beside the
 * English source and shows to a Russian visitor; two versions compared and an old one restored.
 * Then hostile Markdown is published and the home page is opened in Chromium: no script runs, no
 * element carries an event handler, no `javascript:` link is clickable, and the page's CSP has no
 * `unsafe-inline`. Screenshots of the console at phone width, in English and Arabic.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, call, screenshot, seriousViolations, staffSignInByPage } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const EDITOR = { username: 'editor1', password: 'editor-password-1', landing: '/admin/content' };
const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];
const tag = () => randomBytes(3).toString('hex');

async function editorJwt(request: APIRequestContext): Promise<string> {
  return (
    await call<{ jwt: string }>(request, 'POST', '/api/admin/auth/login', {
      body: { username: EDITOR.username, password: EDITOR.password },
    })
  ).jwt;
}

/** A new announcement made through the API (a premise of the hostile test), published now. */
async function publishedAnnouncement(request: APIRequestContext, title: string, body: string) {
  const jwt = await editorJwt(request);
  const entry = await call<{ collection: string; slug: string }>(
    request,
    'POST',
    '/api/admin/content/announcements',
    {
      jwt,
      body: { title, body: '' },
    },
  );
  const versions = await call<{ number: number }[]>(
    request,
    'GET',
    `/api/admin/content/announcements/${entry.slug}/en/versions`,
    { jwt },
  );
  await call(request, 'PUT', `/api/admin/content/announcements/${entry.slug}/en`, {
    jwt,
    body: { title, summary: '', body, baseNumber: versions[0]?.number ?? 0, publish: 'now' },
  });
  return entry;
}

/** The home page's announcement titled `title`, opened (announcements fold their text). */
async function openAnnouncement(page: Page, title: string) {
  const item = page.locator('.announcements li').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await item.locator('summary').click();
  return item;
}

test('an editor writes, previews, publishes and translates an announcement, and a visitor sees it at once', async ({
  page,
  browser,
}) => {
  const title = `Deposit address changed ${tag()}`;
  await staffSignInByPage(page, EDITOR);
  await expect(page.getByRole('heading', { name: l('admin.content.collection.terms') })).toBeVisible();
  await expect(page.getByTestId('content-row-howToPlay-mark6')).toBeVisible();
  await screenshot(page, 'content-list-en');

  // A new announcement starts as an English draft and opens in the editor.
  await page.getByLabel(l('admin.content.newTitle')).fill(title);
  await page.getByRole('button', { name: l('admin.content.newAnnouncement') }).click();
  await page.waitForURL(/entry=announcements%2F|entry=announcements\//);
  await expect(page.getByLabel(l('admin.content.title'))).toHaveValue(title);

  // The preview shows the Markdown as the page will, a moment after typing stops.
  await page.getByLabel(l('admin.content.summary')).fill('Use the new address from today.');
  await page
    .getByLabel(l('admin.content.body'))
    .fill('The **new address** is on the deposit page.\n\n- Check the network\n- Keep the hash');
  const preview = page.locator('.content-preview');
  await expect(preview.locator('strong')).toHaveText('new address');
  await expect(preview.locator('li')).toHaveCount(2);
  await screenshot(page, 'content-editor-en');

  // A draft is not on the site (the new entry's empty English is version 1, this is 2).
  await page.getByRole('button', { name: l('admin.content.saveDraft') }).click();
  await expect(page.getByText(l('admin.content.savedDraft').replace('{number}', '2'))).toBeVisible();
  const visitor = await browser.newContext({ locale: 'en-US' });
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.locator('.announcements')).not.toContainText(title);

  // Published, with one more line, it is on the home page at the next load.
  const body = page.getByLabel(l('admin.content.body'));
  await body.fill(`${await body.inputValue()}\n\nDeposits sent to the old address are still credited.`);
  await page.getByRole('button', { name: l('admin.content.publishNow') }).click();
  await expect(page.getByText(l('admin.content.published').replace('{number}', '3'))).toBeVisible();
  await home.goto('/');
  const shown = await openAnnouncement(home, title);
  await expect(shown.locator('.announcement-body strong')).toHaveText('new address');
  await expect(shown).toContainText('still credited');

  // The draft compared with the published version: the added line is marked.
  const versions = page.locator('.content-versions > li');
  await expect(versions).toHaveCount(3);
  await page
    .getByRole('button', {
      name: l('admin.content.compare').replace('{number}', '2').replace('{newest}', '3'),
    })
    .click();
  const diff = page.getByLabel(l('admin.content.diffOf').replace('{from}', '2').replace('{to}', '3'));
  await expect(diff.locator('ins')).toContainText('still credited');
  await expect(diff.locator('del')).toHaveCount(0);

  // Restored, the draft becomes version 4, a draft: the site keeps showing version 3.
  await page
    .getByTestId('content-version-2')
    .getByRole('button', { name: l('admin.content.restore') })
    .click();
  await expect(page.getByTestId('content-version-4')).toContainText(
    l('admin.content.restoredFrom').replace('{number}', '2'),
  );
  await expect(page.getByLabel(l('admin.content.body'))).not.toHaveValue(/still credited/);
  await home.goto('/');
  await expect(await openAnnouncement(home, title)).toContainText('still credited');

  // The Russian translation, written beside the English source, shows to a Russian visitor.
  await page
    .getByRole('navigation', { name: l('admin.content.locales') })
    .getByRole('link', { name: /^ru/ })
    .click();
  await page.waitForURL(/locale=ru/);
  await expect(page.locator('.content-source')).toContainText('new address');
  const russian = `Адрес для пополнения изменён ${tag()}`;
  await page.getByLabel(l('admin.content.title')).fill(russian);
  await page.getByLabel(l('admin.content.body')).fill('**Новый адрес** указан на странице пополнения.');
  await page.getByRole('button', { name: l('admin.content.publishNow') }).click();
  await expect(page.getByText(l('admin.content.published').replace('{number}', '1'))).toBeVisible();
  const russianVisitor = await browser.newContext({ locale: 'ru-RU' });
  const russianHome = await russianVisitor.newPage();
  await russianHome.goto('/');
  await openAnnouncement(russianHome, russian);
  await expect(russianHome.locator('.announcements')).not.toContainText(title);
  await visitor.close();
  await russianVisitor.close();
  expect(await brokenButtonWords(page, 'en')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the console’s content pages fit a phone in Arabic, right to left', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: 'http://127.0.0.1' }]);
  await staffSignInByPage(page, { ...EDITOR, locale: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: l('admin.content.collection.howToPlay', 'ar') }),
  ).toBeVisible();
  await screenshot(page, 'content-list-ar');
  await page.goto('/admin/content?entry=howToPlay/lotto&locale=ar');
  await expect(page.locator('.content-source')).toBeVisible();
  await expect(page.locator('.content-preview h3').first()).not.toBeEmpty();
  // The English source reads left to right inside the right-to-left console; the Arabic text
  // being written right to left.
  const direction = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).direction);
  expect(await direction('.content-source pre')).toBe('ltr');
  expect(await direction('#content-body')).toBe('rtl');
  await screenshot(page, 'content-editor-ar');
  await page.goto('/admin/content?entry=howToPlay/lotto&locale=en');
  await expect(page.locator('.content-preview h3').first()).not.toBeEmpty();
  expect(await direction('#content-body')).toBe('ltr');
  expect(await brokenButtonWords(page, 'ar')).toEqual([]);
});

test('hostile Markdown published to the site runs nothing in the browser', async ({ page, request }) => {
  const title = `Hostile ${tag()}`;
  const hostile = [
    'Text <script>window.__pwned = "script"</script> after.',
    '<img src="/x" onerror="window.__pwned = \'img\'">',
    '<a href="javascript:window.__pwned=\'raw-link\'">raw link</a>',
    '[md link](javascript:window.__pwned=%27md-link%27)',
    '[upper](JAVASCRIPT:window.__pwned=1)',
    '[spaced]( java\tscript:window.__pwned=1 )',
    '![data](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
    '[data link](data:text/html,<script>window.__pwned=1</script>)',
    '<svg onload="window.__pwned=\'svg\'"></svg>',
    '<iframe src="javascript:window.__pwned=1"></iframe>',
    '[safe](https://example.org/ok) and [here](/terms)',
  ].join('\n\n');
  await publishedAnnouncement(request, title, hostile);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('script-src');
  expect(csp).not.toContain('unsafe-inline');
  const item = await openAnnouncement(page, title);
  const body = item.locator('.announcement-body');

  // The raw HTML is shown as text, not made into elements.
  await expect(body).toContainText('<script>window.__pwned = "script"</script>');
  const found = await body.evaluate((root) => ({
    scripts: root.querySelectorAll('script, iframe, svg, img[onerror], object, embed').length,
    handlers: [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`),
    ),
    hrefs: [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    images: [...root.querySelectorAll('img')].map((img) => img.getAttribute('src')),
  }));
  expect(found.scripts).toBe(0);
  expect(found.handlers).toEqual([]);
  expect(found.hrefs).toEqual(['https://example.org/ok', '/terms']);
  expect(found.images).toEqual([]);
  // Clicking what looked like links does nothing.
  await body.getByText('md link').click();
  await body.getByText('upper').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(page.url()).toMatch(/\/$/);
});
