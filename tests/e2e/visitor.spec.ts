/**
 * What a visitor sees before signing in: sign-in and registration with
 * their client-side messages, the public screens (draws, rooms, how to play, terms) and the
 * in-browser verification of a draw; every screen checked with axe and saved as a screenshot.
 */
import { allowConsoleErrors, refusedResponse, expect, test, type APIRequestContext } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, openForm, registerByApi, screenshot, seriousViolations, uniqueUsername } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

/** Waits until some lottery has drawn a round (demo rounds last 30 s here); returns that draw. */
async function someDraw(request: APIRequestContext) {
  for (let attempt = 0; attempt < 90; attempt++) {
    const page = await call<{ list: { id: number; numbers: number[] }[] }>(
      request,
      'GET',
      '/api/app/game/search/draw?pageNo=1&pageSize=1',
    );
    if (page.list[0]) return page.list[0];
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no draw within 90 s');
}

test.describe('sign-in', () => {
  test('asks for the username and password before calling the server', async ({ page }) => {
    await openForm(page, '/login', 'Sign in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await screenshot(page, 'login-errors');
  });

  test('says the username or password is wrong, and stays signed out', async ({ page, request }) => {
    allowConsoleErrors(refusedResponse(400, '/api/app/customer/login'));
    const { user } = await registerByApi(request);
    await openForm(page, '/login', 'Sign in');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeFalsy();
  });

  test('signs in, stores the session and returns home with the balance', async ({ page, request }) => {
    const { user } = await registerByApi(request);
    await openForm(page, '/login', 'Sign in');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('/');
    await expect(page.getByText(`${user.username} · ID ${user.userId}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null')).toMatchObject({
      userId: user.userId,
    });
  });

  test('a token the server no longer accepts (401) clears the session and goes to /login, to come back after', async ({
    page,
  }) => {
    // Every call the page makes with the dead token is refused until it leaves for sign-in.
    allowConsoleErrors(refusedResponse(401, '/api/app/'));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid');
        localStorage.setItem('user', JSON.stringify({ userId: '123456', username: 'ghost' }));
      }
    });
    await page.goto('/personal');
    await page.waitForURL('/login?next=%2Fpersonal');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeFalsy();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('null');
  });

  test('the login screen has no serious accessibility violation', async ({ page }) => {
    await openForm(page, '/login', 'Sign in');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'login');
  });
});

test.describe('registration', () => {
  test('shows every rule with its text, and links the terms', async ({ page }) => {
    await openForm(page, '/register', 'Sign up');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm password').fill('1234');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText('Username must be 4-20 characters and contain only letters, numbers, or underscores.'),
    ).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(page.getByText('Real name cannot be empty.')).toBeVisible();
    await expect(page.getByText('Invite code cannot be empty.')).toBeVisible();
    await expect(page.getByText('You must agree to the terms and conditions.')).toBeVisible();
    await screenshot(page, 'register-errors');
    await expect(page.getByRole('link', { name: 'user service agreement' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  test('refuses an unknown invitation code with the server’s message', async ({ page }) => {
    allowConsoleErrors(refusedResponse(400, '/api/app/customer/register'));
    await openForm(page, '/register', 'Sign up');
    await page.getByLabel('Username').fill(uniqueUsername('newbie'));
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByLabel('Real name').fill('New Player');
    await page.getByLabel('Invitation code').fill('NO-SUCH-CODE');
    await page.getByLabel(/over 18/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid invitation code.');
  });

  test('the register screen has no serious accessibility violation', async ({ page }) => {
    await page.goto('/register');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'register');
  });
});

test.describe('public screens', () => {
  test('draw results list number, BIG/SMALL and ODD/EVEN, and a draw verifies in the browser', async ({
    page,
    request,
  }) => {
    const draw = await someDraw(request);
    await page.goto('/draw');
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.locator('thead').getByRole('columnheader')).toHaveText([
      'Number',
      'BIG/SMALL',
      'ODD/EVEN',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'draw');

    // The verifier must not ask the server: the seed and the numbers are already on the page.
    await page.goto(`/lotto/draw/${draw.id}`);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(r.url());
    });
    await page.getByRole('button', { name: 'Verify' }).click();
    // Scoped: the page also holds the (empty) live region of the win toasts.
    await expect(page.getByRole('region', { name: 'Provably fair' }).getByRole('status')).toContainText(
      'Verified: this draw is fair.',
    );
    expect(apiCalls).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'draw-detail');
  });

  test('a lottery lists its rooms with minimum bet and balance requirement', async ({ page }) => {
    await page.goto('/room/1');
    const rooms = page.getByRole('main').getByRole('listitem');
    await expect(rooms).toHaveCount(3);
    await expect(rooms.first()).toContainText('Minimum bet');
    await expect(rooms.first()).toContainText('Balance requirement');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'rooms');
  });

  for (const game of ['lotto', 'fast3', 'fiveMins', 'mark6'] as const) {
    test(`how to play ${game}: the guide, then the odds with their RTP, and no island`, async ({ page }) => {
      await page.goto(`/${game}/how-to-play`);
      await expect(page.locator('astro-island')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Odds and return to player' })).toBeVisible();
      await page.locator('details summary').first().click();
      await expect(page.getByRole('columnheader', { name: 'Return to player' }).first()).toBeVisible();
      // Every default key returns between 95% and 99%.
      const rtps = await page.locator('details[open] tbody td:nth-child(3)').allTextContents();
      expect(rtps.length).toBeGreaterThan(0);
      for (const rtp of rtps) expect(Number.parseFloat(rtp)).toBeGreaterThanOrEqual(95);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `how-to-play-${game}`);
    });
  }

  test('the terms have 24 sections and say what players agree to', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('astro-island')).toHaveCount(0);
    const sections = page.locator('article h2');
    await expect(sections).toHaveCount(24);
    const text = await page.locator('article').innerText();
    for (const point of [/18/, /one account/i, /freeze/i, /United Kingdom/]) expect(text).toMatch(point);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'terms');
  });
});

test.describe('public screens in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the terms read right to left in Arabic, 24 sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('article h2')).toHaveCount(24);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'terms-ar');
  });
});
