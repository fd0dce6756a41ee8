/**
 * The win toast's checks, run by the boot script on every player page: when the unread count
 * rises (the Notice badge's minute poll, or right after a round screen announces a settled round)
 * the newest unread notifications are read, and any new win is toasted. Only then is the toast's
 * rendering (`winToast.ts`) loaded, so pages without news carry a few hundred bytes of this.
 */
import type { Notification } from '#shared/contract/notifications.ts';
import type { Page } from '#shared/contract/common.ts';
import { api } from './api.ts';
import { newWins, type ToastedWins } from './newWins.ts';
import { $jwt, $user } from './session.ts';

/**
 * What this browser remembers, per player (a shared phone changes hands): the unread count it
 * last checked for wins at, so that another page or a reload does not check again, and the
 * wins it toasted.
 */
interface WinWatch {
  user: string;
  unread: number;
  toasted: ToastedWins | null;
}
const WATCH_KEY = 'win-toasts';

/**
 * The event a round screen dispatches when its stream says a round settled: the page checks for
 * a win at once instead of at the next minute's poll.
 * @example window.dispatchEvent(new CustomEvent(SETTLED_EVENT));
 */
export const SETTLED_EVENT = 'fairdraw:settled';

/** Tells the page a round settled (the round screen's `settled` event), so that a win is toasted now. */
export function announceSettled(): void {
  window.dispatchEvent(new CustomEvent(SETTLED_EVENT));
}

/** The page's toast region (player layouts only; none in the staff console). */
export function toastRegion(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-win-toasts]');
}

function readWatch(): WinWatch {
  const user = $user.get()?.userId ?? '';
  try {
    const stored = JSON.parse(localStorage.getItem(WATCH_KEY) ?? 'null') as WinWatch | null;
    if (stored?.user === user && typeof stored.unread === 'number') return stored;
  } catch {
    // A value this code did not write: start afresh.
  }
  return { user, unread: 0, toasted: null };
}

function writeWatch(change: Partial<WinWatch>): void {
  localStorage.setItem(WATCH_KEY, JSON.stringify({ ...readWatch(), ...change }));
}

/** Reads the newest unread notifications and toasts the wins not toasted before in this browser. */
export async function checkWins(): Promise<void> {
  const region = toastRegion();
  if (!region || !$jwt.get()) return;
  const page = await api<Page<Notification>>('/notification/search', {
    query: { pageNo: 1, pageSize: 10, isRead: 'false' },
  });
  const { show, remember } = newWins(page.list, readWatch().toasted, Date.now());
  if (show.length === 0) return;
  // Remembered before showing: another tab checking at the same moment finds them toasted.
  writeWatch({ toasted: remember });
  const { showWinToasts } = await import('./winToast.ts');
  showWinToasts(region, show);
}

/** Called with each unread count fetched: a count above the one last checked may hold a new win. */
export function unreadCountSeen(count: number): void {
  if (count <= readWatch().unread) {
    writeWatch({ unread: count });
    return;
  }
  checkWins().then(
    () => writeWatch({ unread: count }),
    // Not recorded: the next count tries again.
    () => undefined,
  );
}
