/**
 * The win toast, loaded by `winCheck.ts` only when there is a win to show: the notification's
 * title and body (already in the player's language), a link to it and a close button, in the
 * layout's polite live region. Nothing takes focus; the toast leaves after a few seconds unless
 * the pointer or the focus is on it (or the page is hidden, so that the player still sees it).
 * Its words come from the region's `data-view` and `data-close`, rendered by the layout.
 */
import type { Notification } from '#shared/contract/notifications.ts';
import { paths } from '#shared/paths.ts';
import { play } from './sounds.ts';

/** How long a toast stays when nobody is reading it. */
const TOAST_MS = 8_000;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Calls `leave` after `TOAST_MS` of nobody hovering or focusing the toast while the page is visible. */
function dismissLater(toast: HTMLElement, leave: () => void, gone: AbortSignal): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const held = () => toast.matches(':hover') || toast.contains(document.activeElement) || document.hidden;
  const arm = () => {
    clearTimeout(timer);
    if (!held()) timer = setTimeout(leave, TOAST_MS);
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
}

function winToast(region: HTMLElement, win: Notification): HTMLElement {
  const toast = element('div', 'win-toast');
  const gone = new AbortController();
  const leave = () => {
    gone.abort();
    toast.remove();
  };
  const text = element('div', 'win-toast-text');
  text.append(element('p', 'win-toast-title', win.title), element('p', 'win-toast-body', win.body));
  const link = element('a', 'win-toast-link', region.dataset.view ?? 'View');
  link.href = paths.notification(win.id);
  const close = element('button', 'close-round');
  close.type = 'button';
  close.setAttribute('aria-label', region.dataset.close ?? 'Close');
  const cross = element('span', '', '×');
  cross.setAttribute('aria-hidden', 'true');
  close.append(cross);
  close.addEventListener('click', leave);
  toast.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') leave();
  });
  toast.append(text, link, close);
  dismissLater(toast, leave, gone.signal);
  return toast;
}

/** Shows each win as a toast in the region, newest first, with the win chime if sounds are on. */
export function showWinToasts(region: HTMLElement, wins: readonly Notification[]): void {
  for (const win of wins) region.append(winToast(region, win));
  play('win');
}
