/**
 * Which win notifications a page should toast: the rule, apart from fetching and showing, so it
 * is tested on its own. A win is toasted once per browser: what was toasted is remembered (in
 * localStorage, by `winCheck.ts`) across pages and reloads; wins older than a few minutes are
 * history, not news, and are left to the notification list.
 */

/** The fields of a `Notification` the rule reads. */
export interface WinCandidate {
  id: string;
  kind: string;
  isRead: boolean;
  createdAt: string;
}

/** What the browser remembers of the toasts shown: the newest one's time and the ids at that time. */
export interface ToastedWins {
  since: string;
  ids: string[];
}

/** A win older than this is not toasted (the player was away; the list and its badge tell them). */
export const WIN_TOAST_MAX_AGE_MS = 10 * 60_000;
/** At most this many toasts at once, newest first. */
export const MAX_WIN_TOASTS = 3;

/**
 * The unread `betWon` notifications to toast now, newest first (at most `MAX_WIN_TOASTS`):
 * created within `WIN_TOAST_MAX_AGE_MS` of `now` and after the newest one toasted before (or at
 * the same instant but not among its ids); and what to remember once they are shown.
 * @example const { show, remember } = newWins(page.list, readToasted(), Date.now());
 */
export function newWins<N extends WinCandidate>(
  list: readonly N[],
  toasted: ToastedWins | null,
  now: number,
): { show: N[]; remember: ToastedWins | null } {
  const since = toasted ? Date.parse(toasted.since) : Number.NEGATIVE_INFINITY;
  const isNew = (n: N) => {
    const at = Date.parse(n.createdAt);
    if (n.kind !== 'betWon' || n.isRead || !(at >= now - WIN_TOAST_MAX_AGE_MS)) return false;
    return at > since || (at === since && !toasted?.ids.includes(n.id));
  };
  const show = list
    .filter(isNew)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, MAX_WIN_TOASTS);
  const newest = show[0];
  if (!newest) return { show, remember: toasted };
  const newestAt = Date.parse(newest.createdAt);
  const atNewest = show.filter((n) => Date.parse(n.createdAt) === newestAt).map((n) => n.id);
  const remember =
    toasted && newestAt === since
      ? { since: toasted.since, ids: [...toasted.ids, ...atNewest] }
      : { since: newest.createdAt, ids: atNewest };
  return { show, remember };
}
