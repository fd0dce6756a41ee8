/**
 * The win notice's checks, run by the boot script on every player page: when the unread count
 * rises (the Notice badge's minute poll, or right after a round screen announces a settled round)
 * the server is asked for the wins no device has announced yet (`POST /notification/wins/announce`,
 * which marks them announced), and any are shown as one notice. Only then is the notice's
 * rendering (`winToast.ts`) loaded, so pages without news carry a few hundred bytes of this.
 */
import { api } from './api.ts';
import { $jwt, $user } from './session.ts';

/**
 * What this browser remembers, per player (a shared phone changes hands): the unread count it
 * last checked for wins at, so that another page or a reload does not ask again. Which wins were
 * announced is the server's to remember, for every device of the player.
 */
interface WinWatch {
  user: string;
  unread: number;
}
const WATCH_KEY = 'win-toasts';

/**
 * The event a round screen dispatches when its stream says a round settled: the page checks for
 * a win at once instead of at the next minute's poll.
 * @example window.dispatchEvent(new CustomEvent(SETTLED_EVENT));
 */
export const SETTLED_EVENT = 'fairdraw:settled';

/** Tells the page a round settled (the round screen's `settled` event), so that a win is announced now. */
export function announceSettled(): void {
  window.dispatchEvent(new CustomEvent(SETTLED_EVENT));
}

/** The page's notice region (player layouts only; none in the staff console). */
export function toastRegion(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-win-toasts]');
}

function readWatch(): WinWatch {
  const user = $user.get()?.userId ?? '';
  try {
    const stored = JSON.parse(localStorage.getItem(WATCH_KEY) ?? 'null') as WinWatch | null;
    if (stored?.user === user && typeof stored.unread === 'number') return { user, unread: stored.unread };
  } catch {
    // A value this code did not write: start afresh.
  }
  return { user, unread: 0 };
}

function writeWatch(unread: number): void {
  localStorage.setItem(WATCH_KEY, JSON.stringify({ ...readWatch(), unread }));
}

/** Claims the wins no device has announced yet and shows them as one notice. */
export async function checkWins(): Promise<void> {
  const region = toastRegion();
  if (!region || !$jwt.get()) return;
  const notice = await api('POST /notification/wins/announce');
  if (notice.bets === 0) return;
  const { showWinNotice } = await import('./winToast.ts');
  showWinNotice(region, notice);
}

/** Called with each unread count fetched: a count above the one last checked may hold a new win. */
export function unreadCountSeen(count: number): void {
  if (count <= readWatch().unread) {
    writeWatch(count);
    return;
  }
  checkWins().then(
    () => writeWatch(count),
    // Not recorded: the next count tries again.
    () => undefined,
  );
}
