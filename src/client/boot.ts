/**
 * Runs on every page (a few hundred bytes): the site info of SPEC.md §3 (fetched with a loading
 * indicator, cached under `website-info`, the cached copy kept when the fetch fails), the visit
 * ping of a signed-in customer, and a fresh start after each navigation (top of the page,
 * nothing focused).
 */
import { pingSession } from './sessionPing.ts';

export const SITE_INFO_KEY = 'website-info';

async function loadSiteInfo(): Promise<void> {
  const indicator = document.getElementById('site-loading');
  indicator?.removeAttribute('hidden');
  try {
    const response = await fetch('/api/app/info', {
      headers: { 'Accept-Language': document.documentElement.lang },
    });
    const body = (await response.json()) as { code: number; data?: { name: string; faviconUrl: string } };
    if (body.code !== 1 || !body.data) throw new Error(`site info: ${response.status}`);
    localStorage.setItem(SITE_INFO_KEY, JSON.stringify(body.data));
    applySiteInfo(body.data);
  } catch (error) {
    // SPEC.md §7: the failure is only logged; the cached info is used if present.
    console.warn(error);
    const cached = localStorage.getItem(SITE_INFO_KEY);
    if (cached) applySiteInfo(JSON.parse(cached) as { name: string; faviconUrl: string });
  } finally {
    indicator?.setAttribute('hidden', '');
  }
}

function applySiteInfo(info: { name: string; faviconUrl: string }): void {
  const siteName = document.documentElement.dataset.siteName;
  if (siteName && info.name && siteName !== info.name) {
    document.title = document.title.replace(siteName, info.name);
    document.documentElement.dataset.siteName = info.name;
  }
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && info.faviconUrl && icon.getAttribute('href') !== info.faviconUrl) icon.href = info.faviconUrl;
}

window.addEventListener('pageshow', () => {
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
});

void loadSiteInfo();
void pingSession('visit');
