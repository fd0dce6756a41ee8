/**
 * Choosing the language from any page: every player page ends with a link naming the language
 * it is in; it opens the picker, and the chosen language brings the player back to the page
 * they came from, now in that language. No script runs on a page for the link itself.
 */
import { expect, test } from './test.ts';
import { dictionaries } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

test('the language link at the foot of a page opens the picker, which brings the player back in the chosen language', async ({
  page,
}) => {
  await page.goto('/draw');
  const link = page.locator('.language-link a');
  await expect(link).toHaveText(dictionaries.en['locale.name']);
  await link.click();
  await expect(page).toHaveURL(/\/language\?next=%2Fdraw$/);
  await expect(page.locator('.language-link')).toHaveCount(0);
  await page.getByLabel(dictionaries.en['language.label']).selectOption('fr');
  await expect(page).toHaveURL(/\/draw$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.language-link a')).toHaveText(dictionaries.fr['locale.name']);
});

test('every kind of player page carries the link, the round screen and the sign-in page included', async ({
  page,
}) => {
  for (const path of ['/', '/login', '/terms', '/personal/protection', '/room/1', '/lotto/1/1']) {
    await page.goto(path);
    await expect(page.locator('.language-link a'), path).toHaveAttribute(
      'href',
      `/language?next=${encodeURIComponent(path)}`,
    );
  }
});

test('the picker follows only a path of this site back', async ({ page }) => {
  await page.goto('/language?next=%2F%2Fevil.example');
  await expect(page.locator('.plain-header a')).toHaveAttribute('href', '/');
});
