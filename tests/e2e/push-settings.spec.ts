/**
 * Notifications on this device, at phone width: the personal centre leads to the page;
 * nothing asks for permission until the player presses Turn on; the topics are chosen before;
 * another device of the player's is listed by its browser and system and can be stopped. This
 * machine reaches no push service, so turning on ends in the page's own failure message, and
 * nothing is saved. Screenshots in English, Arabic and Russian.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { allowConsoleErrors, expect, test, type APIRequestContext } from './test.ts';
import { dictionaries, type Locale } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, screenshot, seriousViolations, signedInPlayer } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.use({ serviceWorkers: 'allow' });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Another device of the player's, subscribed at a push service the server accepts. */
async function otherDevice(request: APIRequestContext, jwt: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const response = await request.post('/api/app/push/subscriptions', {
    headers: { jwt, 'user-agent': ANDROID_CHROME },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
      topics: ['betWon'],
      locale: 'en',
    },
  });
  expect(response.status()).toBe(200);
}

async function devices(request: APIRequestContext, jwt: string) {
  const response = await request.get('/api/app/push/subscriptions', { headers: { jwt } });
  return ((await response.json()) as { data: unknown[] }).data;
}

test('a player chooses topics, stops another device, and is asked for permission only on Turn on', async ({
  page,
  request,
  context,
}) => {
  // Chromium's own line when the page asks for push in a private window, as every test context
  // is; it cannot be detected beforehand (the page then says push is not available).
  allowConsoleErrors(/^Chrome currently does not support the Push API in incognito mode/);
  const l = dictionaries.en;
  const player = await signedInPlayer(page, request);
  await otherDevice(request, player.jwt);
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      const counted = window as Window & { asked?: number };
      counted.asked = (counted.asked ?? 0) + 1;
      return ask();
    };
  });

  await page.goto('/personal');
  await page.getByRole('link', { name: l['push.title'] }).click();
  await page.waitForURL('/personal/push');
  await expect(page.getByText(l['push.off'])).toBeVisible();
  const boxes = page.getByRole('group', { name: l['push.topics'] }).getByRole('checkbox');
  // Bets won, money in, withdrawals, chases, support replies.
  await expect(boxes).toHaveCount(5);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  const other = page.getByRole('region', { name: l['push.otherDevices'] });
  await expect(other).toContainText('Chrome · Android');
  expect(await page.evaluate(() => (window as Window & { asked?: number }).asked ?? 0)).toBe(0);
  await screenshot(page, 'push-settings-en');
  expect(await brokenButtonWords(page, 'en')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // No topic, nothing to turn on.
  for (const box of await boxes.all()) await box.uncheck();
  await expect(page.getByRole('button', { name: l['push.turnOn'] })).toBeDisabled();
  await page.getByRole('checkbox', { name: l['push.topic.deposit'] }).check();

  // The other device stopped.
  await other.getByRole('button', { name: l['push.remove'] }).click();
  await expect(other).toBeHidden();
  expect(await devices(request, player.jwt)).toEqual([]);

  // Turning on asks now; with no push service reachable the page says it could not.
  await context.grantPermissions(['notifications']);
  await page.getByRole('button', { name: l['push.turnOn'] }).click();
  await expect(page.getByRole('alert')).toHaveText(l['push.failed'], { timeout: 30_000 });
  expect(await page.evaluate(() => (window as Window & { asked?: number }).asked)).toBe(1);
  expect(await devices(request, player.jwt)).toEqual([]);
});

for (const [locale, width] of [
  ['ar', 360],
  ['ru', 360],
] as [Locale, number][]) {
  test(`the page fits ${width} px in ${locale}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.context().addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
    const player = await signedInPlayer(page, request);
    await otherDevice(request, player.jwt);
    await page.goto('/personal/push');
    await expect(page.getByText(dictionaries[locale]['push.off'])).toBeVisible();
    await expect(page.getByRole('region', { name: dictionaries[locale]['push.otherDevices'] })).toBeVisible();
    await screenshot(page, `push-settings-${locale}-${width}`);
    expect(await brokenButtonWords(page, locale)).toEqual([]);
  });
}
