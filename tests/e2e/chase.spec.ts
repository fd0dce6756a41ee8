/**
 * Chase plans, the player's side: a chase made from the round screen's slip, started
 * with the open round (period 1 placed at once), seen in My chases and on its own page with one
 * period placed, then stopped; the plan's loss limit below one period's stake refused next to
 * its field (by the page, and by the API with `fields.lossLimit`); and the new pages at phone
 * size in English, Arabic (right to left) and Russian: no sideways scroll, no word broken inside
 * a button, no serious axe violation.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, LOCALE_COOKIE, type Locale, type MessageKey } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, call, screenshot, seriousViolations, signedInPlayer } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];
/** The text of a message before its first placeholder. */
const lead = (key: MessageKey, locale: Locale = 'en') => l(key, locale).split('{')[0] ?? '';

type LotteryItem = {
  id: number;
  game: string;
  currentRound: { state: string; period: string; closesAt: string } | null;
};

async function lotto(request: APIRequestContext) {
  const lottery = (await call<LotteryItem[]>(request, 'GET', '/api/app/game')).find(
    (x) => x.game === 'lotto',
  );
  if (!lottery) throw new Error('no Lotto lottery');
  const [room] = await call<{ id: number; minBet: string }[]>(
    request,
    'GET',
    `/api/app/game/${lottery.id}/room`,
  );
  if (!room) throw new Error('no Lotto room');
  return { lottery, room };
}

/**
 * Waits until a Lotto round has just opened, with at least `seconds` of betting left. Rounds are
 * 30 s here and the next opens when this one closes (10 s before its draw): a chase confirmed
 * now has its next period placed `seconds` or more later, and the round is drawn 10 s after that.
 */
async function untilFreshRound(request: APIRequestContext, seconds = 15) {
  await expect
    .poll(
      async () => {
        const { lottery } = await lotto(request);
        const round = lottery.currentRound;
        return round?.state === 'open' ? Date.parse(round.closesAt) - Date.now() : 0;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(seconds * 1_000);
}

/** The round screen once hydrated, early in a round that stays open for the steps that follow. */
async function openBoardWithOpenRound(page: Page, request: APIRequestContext, path: string) {
  await untilFreshRound(request);
  await page.goto(path);
  await expect(page.locator('.slip-bet')).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('.round-period .badge')).toHaveText(l('round.state.open'), { timeout: 60_000 });
}

/** Posts a chase through the API (one pick at the minimum), started now when a round is open. */
async function chaseByApi(request: APIRequestContext, jwt: string, body: Record<string, unknown> = {}) {
  const { lottery, room } = await lotto(request);
  const { markets } = await call<{ markets: { key: string; odds: string }[] }>(
    request,
    'GET',
    `/api/app/game/${lottery.id}/${room.id}/odds`,
  );
  const market = markets[0];
  return request.post('/api/app/chase', {
    headers: { jwt, 'Idempotency-Key': randomUUID() },
    data: {
      lotteryId: lottery.id,
      roomId: room.id,
      items: [{ key: market?.key, amount: room.minBet, odds: market?.odds }],
      summary: { count: 1, amount: room.minBet, total: room.minBet },
      periods: 5,
      stopOnWin: true,
      lossLimit: '50',
      startNow: false,
      ...body,
    },
  });
}

test('a chase made from the slip starts with the open round, shows in My chases with one period placed, and stops', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  const { lottery, room } = await lotto(request);
  await openBoardWithOpenRound(page, request, `/lotto/${lottery.id}/${room.id}`);
  await page.getByRole('tabpanel').getByRole('button').first().click();
  await page.getByRole('button', { name: l('chase.option'), exact: true }).click();

  const dialog = page.getByRole('dialog', { name: l('chase.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(l('chase.sameStake'));
  await expect(dialog.getByLabel(l('chase.stopOnWin'))).toBeChecked();
  await expect(dialog.getByLabel(l('chase.startNow'))).toBeChecked();

  // The loss limit is required, and at least one period's stake: said next to the field.
  await dialog.getByRole('button', { name: l('chase.review') }).click();
  await expect(dialog.locator('#chase-loss-limit-error')).toHaveText(l('chase.lossLimitRequired'));
  await dialog.getByLabel(l('chase.lossLimit')).fill('0.01');
  await dialog.getByRole('button', { name: l('chase.review') }).click();
  await expect(dialog.locator('#chase-loss-limit-error')).toContainText(
    lead('error.CHASE_LOSS_LIMIT_BELOW_STAKE'),
  );
  await expect(dialog.getByLabel(l('chase.lossLimit'))).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel(l('chase.periods')).fill('3');
  await dialog.getByLabel(l('chase.lossLimit')).fill('50');
  await dialog.getByRole('button', { name: l('chase.review') }).click();
  const confirm = page.getByRole('dialog', { name: l('chase.confirmTitle') });
  await expect(confirm).toContainText(l('chase.mostCost'));
  await expect(confirm).toContainText('50.00');
  await screenshot(page, 'chase-confirm-en');
  // Confirmed early in a round: its first period is placed now, the second only when the next
  // round opens (25 s or more later), after the steps below have read the first.
  await untilFreshRound(request, 25);
  await confirm.getByRole('button', { name: l('chase.confirm') }).click();

  const started = page.getByRole('dialog', { name: l('chase.startedTitle') });
  await expect(started).toContainText(lead('chase.firstPlaced'));
  await screenshot(page, 'chase-started-en');
  await started.getByRole('button', { name: l('common.ok') }).click();

  // The round screen's My chases (opened on success) shows the plan running.
  const mine = page.locator('#round-chases');
  await expect(mine).toContainText('1 / 3');
  await screenshot(page, 'chase-round-panel-en');

  await page.goto(paths.chases);
  const card = page.locator('.chase-card').first();
  await expect(card).toContainText('1 / 3');
  await expect(card).toContainText(l('chase.state.active'));
  await card.getByRole('link', { name: l('chase.details') }).click();
  await expect(page.locator('.chase-period')).toHaveCount(1);
  await expect(page.locator('.chase-period')).toContainText(
    l('chase.periodOf').replace('{number}', '1').replace('{periods}', '3'),
  );

  await page.getByRole('button', { name: l('chase.stop'), exact: true }).click();
  await page
    .getByRole('dialog', { name: l('chase.stopTitle') })
    .getByRole('button', { name: l('chase.stop') })
    .click();
  await expect(page.locator('.chase-card')).toContainText(l('chase.state.stopped'));
  await expect(page.locator('.chase-card')).toContainText(l('chase.reason.player'));
  await expect(page.getByRole('button', { name: l('chase.stop'), exact: true })).toHaveCount(0);
});

test('the API refuses a loss limit below one period’s stake on the field', async ({ page, request }) => {
  const { jwt } = await signedInPlayer(page, request);
  const response = await chaseByApi(request, jwt, { lossLimit: '0.01' });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: string; fields: Record<string, string> };
  expect(body.error).toBe('CHASE_LOSS_LIMIT_BELOW_STAKE');
  expect(body.fields.lossLimit).toBeTruthy();
});

const SIZES: [Locale, number][] = [
  ['en', 390],
  ['ar', 390],
  ['ru', 360],
];

for (const [locale, width] of SIZES) {
  test(`My chases, a plan and the round's panel at ${width} px in ${locale}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { jwt } = await signedInPlayer(page, request);
    const created = await chaseByApi(request, jwt);
    expect(created.ok(), await created.text()).toBe(true);
    const plan = ((await created.json()) as { data: { id: string } }).data;
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL ?? '' }]);
    await page.setViewportSize({ width, height: 800 });

    const { lottery, room } = await lotto(request);
    const pages: [string, string][] = [
      ['chases', paths.chases],
      ['chase', paths.chase(plan.id)],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.locator('.chase-card').first()).toBeVisible();
      await expect(page.locator('.chase-card').first()).toContainText(l('chase.state.active', locale));
      await screenshot(page, `chase-${name}-${locale}-${width}`);
      expect(await seriousViolations(page), `${name} ${locale}`).toEqual([]);
      expect(await brokenButtonWords(page, locale), `${name} ${locale}`).toEqual([]);
    }

    await page.goto(`/lotto/${lottery.id}/${room.id}`);
    await expect(page.locator('.slip-bet')).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: l('chase.mine', locale) }).click();
    await expect(page.locator('#round-chases')).toContainText('/', { timeout: 10_000 });
    await screenshot(page, `chase-round-panel-${locale}-${width}`);
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await page.getByRole('button', { name: l('chase.option', locale), exact: true }).click();
    await expect(page.getByRole('dialog', { name: l('chase.title', locale) })).toBeVisible();
    await screenshot(page, `chase-form-${locale}-${width}`);
    expect(await seriousViolations(page), `round ${locale}`).toEqual([]);
  });
}
