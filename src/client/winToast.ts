/**
 * The win notice, loaded by `winCheck.ts` only when there is a win to announce: one compact line
 * for every win announced together ("You won 3 bets: +12.40 USDT"), a link to the win (to the
 * list when there are several) and a close button, in the layout's polite live region at the
 * bottom of the screen, lifted above the bars kept there (the tab bar, the round screen's slip:
 * `data-bottom-bar`) unless that would cover the round's head (`data-keep-clear`). Nothing takes
 * focus; the notice leaves after a few seconds unless the pointer or the focus is on it (or the
 * page is hidden, so that the player still sees it). A win announced while one is shown joins it.
 * Its words come from the region's `data-template`, `data-view` and `data-close`, rendered by the
 * layout.
 */
import type { WinNotice } from '#shared/contract/notifications.ts';
import { formatDecimal, interpolate, numberFormat } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { play } from './sounds.ts';

/** How long a notice stays when nobody is reading it. */
const WIN_NOTICE_MS = 6_000;
/** The gap between the notice and the bar under it (or the screen's edge). */
const GAP_PX = 8;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Calls `leave` after `WIN_NOTICE_MS` of nobody hovering or focusing the notice while the page is
 * visible; answers the function that starts the time again.
 */
function dismissLater(toast: HTMLElement, leave: () => void, gone: AbortSignal): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const held = () => toast.matches(':hover') || toast.contains(document.activeElement) || document.hidden;
  const arm = () => {
    clearTimeout(timer);
    if (!held()) timer = setTimeout(leave, WIN_NOTICE_MS);
  };
  const hold = () => clearTimeout(timer);
  gone.addEventListener('abort', hold);
  toast.addEventListener('pointerenter', hold);
  toast.addEventListener('focusin', hold);
  toast.addEventListener('pointerleave', () => setTimeout(arm));
  // After focusout the focus is not yet elsewhere: decide once it has landed.
  toast.addEventListener('focusout', () => setTimeout(arm));
  document.addEventListener('visibilitychange', arm, { signal: gone });
  arm();
  return arm;
}

/** The boxes on screen of the elements matching `selector`. */
function boxes(selector: string): DOMRect[] {
  return [...document.querySelectorAll(selector)]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
}

/**
 * Keeps the region above the bars in the lower half of the screen while the notice is shown (the
 * tab bar, the round screen's slip, whose height changes as it opens), unless that would put it
 * on what must stay in view (`data-keep-clear`: the round's head, with its countdown): then it
 * sits at the bottom, over the bar, for its few seconds.
 */
function stayAboveBars(region: HTMLElement, gone: AbortSignal): () => void {
  const place = () => {
    const screen = window.innerHeight;
    const bars = boxes('[data-bottom-bar]').filter((box) => box.bottom > screen / 2);
    const lifted = screen - Math.min(screen, ...bars.map((box) => box.top)) + GAP_PX;
    const height = region.getBoundingClientRect().height;
    const top = screen - lifted - height;
    const covers = boxes('[data-keep-clear]').some((box) => box.bottom > top && box.top < screen - lifted);
    region.style.setProperty('--win-notice-bottom', `${covers ? GAP_PX : lifted}px`);
  };
  const observer = new ResizeObserver(place);
  // The bars, the notice, and the page (whose growth moves a bar kept at the bottom).
  for (const element of [...document.querySelectorAll('[data-bottom-bar]'), region, document.body])
    observer.observe(element);
  window.addEventListener('resize', place, { signal: gone });
  window.addEventListener('scroll', place, { signal: gone, passive: true });
  gone.addEventListener('abort', () => {
    observer.disconnect();
    region.style.removeProperty('--win-notice-bottom');
  });
  return place;
}

/** "+12.40 USDT" as the page's language writes it. */
function signedMoney(locale: string, cents: bigint): string {
  const format = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return `${formatDecimal(format, formatMoney(cents))} USDT`;
}

/** The notice on screen: what it counts, and its redraw (which also restarts its time). */
interface Shown {
  bets: number;
  cents: bigint;
  ids: string[];
  update: () => void;
}
let shown: Shown | null = null;

/** A close button with its cross, named for screen readers. */
function closeButton(label: string, onClose: () => void): HTMLButtonElement {
  const close = element('button', 'close-round');
  close.type = 'button';
  close.setAttribute('aria-label', label);
  const cross = element('span', '', '×');
  cross.setAttribute('aria-hidden', 'true');
  close.append(cross);
  close.addEventListener('click', onClose);
  return close;
}

function winNotice(region: HTMLElement): Shown {
  const toast = element('div', 'win-toast');
  const gone = new AbortController();
  const text = element('p', 'win-toast-text');
  const link = element('a', 'win-toast-link', region.dataset.view ?? 'View');
  const notice: Shown = { bets: 0, cents: 0n, ids: [], update: () => undefined };
  const leave = () => {
    gone.abort();
    toast.remove();
    if (shown === notice) shown = null;
  };
  toast.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') leave();
  });
  toast.append(text, link, closeButton(region.dataset.close ?? 'Close', leave));
  const place = stayAboveBars(region, gone.signal);
  const arm = dismissLater(toast, leave, gone.signal);
  notice.update = () => {
    const locale = document.documentElement.lang;
    const amount = signedMoney(locale, notice.cents);
    text.textContent = interpolate(
      region.dataset.template ?? '{count}: {amount}',
      { count: notice.bets, amount },
      locale,
    );
    const [only] = notice.ids;
    link.href = notice.ids.length === 1 && only ? paths.notification(only) : paths.notifications;
    place();
    arm();
  };
  region.append(toast);
  return notice;
}

/** Announces wins: a new notice, or the one on screen counting them too; the win chime if sounds are on. */
export function showWinNotice(region: HTMLElement, notice: WinNotice): void {
  shown ??= winNotice(region);
  shown.bets += notice.bets;
  shown.cents += parseMoney(notice.amount) ?? 0n;
  shown.ids = [...notice.notificationIds, ...shown.ids];
  shown.update();
  play('win');
}
