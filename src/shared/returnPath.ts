/**
 * Where a player goes back to after signing in again (a 401 sent them to `/login?next=…`). Only
 * a path of this site is followed: `//evil.com`, `https://…`, `/\evil.com` (browsers read the
 * backslash as a slash) and `javascript:` would turn the sign-in page into an open redirect.
 */
import { paths } from './paths.ts';

/** The query parameter of `/login` that carries the page to return to. */
export const NEXT_PARAM = 'next';

/**
 * `next` when it is a path of this site other than the sign-in page, else home.
 * @example returnPathOf('/withdraw') // '/withdraw'
 * @example returnPathOf('//evil.com') // '/'
 */
export function returnPathOf(next: string | null): string {
  if (!next) return paths.home;
  // One leading slash, then no slash, backslash, control character or space: a path, not a host.
  if (!/^\/(?![/\\])/.test(next) || /[\\\s\p{Cc}]/u.test(next)) return paths.home;
  // Resolved against a placeholder origin, it must stay on that origin and not be the login page.
  const url = new URL(next, 'http://same.invalid');
  if (url.origin !== 'http://same.invalid' || url.pathname === paths.login) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in address that brings the player back to `pathname` + `search` (the plain one from
 * home or from the sign-in page itself).
 * @example loginPathReturningTo('/withdraw', '') // '/login?next=%2Fwithdraw'
 */
export function loginPathReturningTo(pathname: string, search: string): string {
  if (pathname === paths.login) return `${paths.login}${search}`;
  const next = returnPathOf(`${pathname}${search}`);
  return next === paths.home ? paths.login : `${paths.login}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
