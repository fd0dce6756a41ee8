/**
 * Signing in again after a 401 brings the player back to the page they were on, and never to
 * another site.
 */
import { expect, test, allowConsoleErrors, refusedResponse } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, registerByApi } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

test.describe('signing in again after a 401', () => {
  test('brings the player back to the page they were on', async ({ page, request }) => {
    // The page's calls with the revoked token are refused before it leaves for sign-in.
    allowConsoleErrors(refusedResponse(401, '/api/app/'));
    const session = await registerByApi(request);
    const user = await call<Record<string, unknown>>(request, 'GET', '/api/app/customer', {
      jwt: session.jwt,
    });
    await page.addInitScript(
      ([jwt, userJson]) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('jwt', jwt);
          localStorage.setItem('user', userJson);
        }
      },
      [session.jwt, JSON.stringify(user)] as const,
    );
    await page.goto('/withdraw');
    await expect(page.locator('.signin-prompt')).toHaveCount(0);
    // The page's own calls (the form's, the unread count, the visit ping) are done: none of them
    // meets the revoked token before the reload does.
    await page.waitForLoadState('networkidle');

    await call(request, 'POST', '/api/app/customer/logout', { jwt: session.jwt });
    // The reloaded page's first call (the boot script's unread count, or the form's) gets the 401
    // and leaves for sign-in, possibly before the reload's own load event: wait for the sign-in.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL('/login?next=%2Fwithdraw');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.getByLabel('Username').fill(session.user.username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('/withdraw');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
  });

  test('never follows a next address to another site', async ({ page, request }) => {
    const session = await registerByApi(request);
    await page.goto('/login?next=%2F%2Fevil.example%2Fwithdraw');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.getByLabel('Username').fill(session.user.username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('/');
  });
});
