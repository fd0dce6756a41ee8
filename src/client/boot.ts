/**
 * Runs on every page (a few hundred bytes): the site info (fetched with a loading
 * indicator, cached under `website-info`, the cached copy kept when the fetch fails), the visit
 * ping of a signed-in customer, a fresh start after each navigation (top of the page, nothing
 * focused), and the unread count: the Notice tab's badge, and the win toast's cue to look for a
 * new win (`winCheck.ts`) when it rises; the Me tab's count of unread support replies;
 * the reality checks' scheduler (`realityCheck.ts`); and,
 * in a production build, the service worker of the installable app.
 */
import { api } from './api.ts';
import { startRealityChecks } from './realityCheck.ts';
import { $jwt } from './session.ts';
import { pingSession } from './sessionPing.ts';
import { SETTLED_EVENT, toastRegion, unreadCountSeen } from './winCheck.ts';
import { interpolate } from '#i18n/format.ts';

export const SITE_INFO_KEY = 'website-info';
/** When this tab last fetched the site info; the page itself is rendered with it, so once a minute is enough. */
const SITE_INFO_FETCHED_KEY = 'website-info-fetched-at';
const SITE_INFO_MAX_AGE_MS = 60_000;

async function loadSiteInfo(): Promise<void> {
  const fetchedAt = Number(sessionStorage.getItem(SITE_INFO_FETCHED_KEY) ?? 0);
  if (localStorage.getItem(SITE_INFO_KEY) && Date.now() - fetchedAt < SITE_INFO_MAX_AGE_MS) return;
  const indicator = document.getElementById('site-loading');
  indicator?.removeAttribute('hidden');
  try {
    const response = await fetch('/api/app/info', {
      headers: { 'Accept-Language': document.documentElement.lang },
    });
    const body = (await response.json()) as { code: number; data?: { name: string; faviconUrl: string } };
    if (body.code !== 1 || !body.data) throw new Error(`site info: ${response.status}`);
    localStorage.setItem(SITE_INFO_KEY, JSON.stringify(body.data));
    sessionStorage.setItem(SITE_INFO_FETCHED_KEY, String(Date.now()));
    applySiteInfo(body.data);
  } catch (error) {
    // The page works without fresh site info: the failure is only logged and the cached info is used.
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

/** Above this the Notice tab shows "99+". */
const MAX_UNREAD_SHOWN = 99;

function showBadge(badge: HTMLElement, count: number): void {
  const locale = document.documentElement.lang;
  const digits = (n: number) => new Intl.NumberFormat(locale).format(n);
  badge.hidden = count === 0;
  const shown = badge.querySelector('[data-unread-digits]');
  const text = badge.querySelector('[data-unread-text]');
  if (shown) shown.textContent = count > MAX_UNREAD_SHOWN ? `${digits(MAX_UNREAD_SHOWN)}+` : digits(count);
  if (text) text.textContent = ` (${interpolate(badge.dataset.template ?? '{count}', { count }, locale)})`;
}

/**
 * The unread count of a signed-in player, on load, every minute and after a round screen's
 * settled round: the Notice tab's badge, and a check for a new win when it rose.
 */
async function showUnreadCount(): Promise<void> {
  const badge = document.querySelector<HTMLElement>('[data-unread-badge]');
  if (!$jwt.get() || (!badge && !toastRegion())) return;
  try {
    const { count } = await api('GET /notification/unread/count');
    if (badge) showBadge(badge, count);
    unreadCountSeen(count);
  } catch {
    // The count is a courtesy: a failed fetch leaves the tab as it is.
  }
}

/** The Me tab's badge: support replies the player has not read (only where the chat is the support). */
async function showSupportUnread(): Promise<void> {
  const badge = document.querySelector<HTMLElement>('[data-support-badge]');
  if (!badge || !$jwt.get()) return;
  try {
    const { count } = await api('GET /support/unread');
    showBadge(badge, count);
  } catch {
    // A courtesy too.
  }
}

/** Spreads the round screens' checks after a settlement over this long. */
const SETTLED_SPREAD_MS = 1_500;

/**
 * Registers the service worker under this build's identity: a new build is a new worker, which
 * takes over the open tabs and drops the old build's caches (`public/sw.js`).
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const build = import.meta.env.PUBLIC_BUILD_ID ?? 'unknown';
  navigator.serviceWorker.register(`/sw.js?v=${build}`, { scope: '/' }).catch((error: unknown) => {
    // Offline reading is a courtesy: the site works without it.
    console.warn(error);
  });
}

void loadSiteInfo();
registerServiceWorker();
void pingSession('visit');
void showUnreadCount();
void showSupportUnread();
// Reality checks are a courtesy of the player pages: a failed read leaves the page as it is.
startRealityChecks().catch(() => undefined);
setInterval(() => {
  if (document.visibilityState !== 'visible') return;
  void showUnreadCount();
  void showSupportUnread();
}, 60_000);
// Every player watching the round asks at once otherwise.
window.addEventListener(SETTLED_EVENT, () => {
  setTimeout(() => void showUnreadCount(), Math.random() * SETTLED_SPREAD_MS);
});
