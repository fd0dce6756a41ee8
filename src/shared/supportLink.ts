/**
 * Where "Online service" and every "contact customer service" lead: the site's own
 * support address when staff set one (`supportUrl` of the site info), else the in-app chat,
 * told what the player came about so that it can fill in the first message.
 */
import { paths } from './paths.ts';

/** What the player came about, as the chat's address carries it (`/support?about=…`). */
export type SupportAbout =
  | { about: 'deposit'; amount?: string; network?: string; txHash?: string }
  | { about: 'withdrawal'; id: string }
  | { about: 'account' };

/**
 * The href of the support entry point: `supportUrl` when set, else `/support` with `about`.
 * @example supportHref('', { about: 'withdrawal', id: '42' }) // '/support?about=withdrawal&id=42'
 */
export function supportHref(supportUrl: string, about?: SupportAbout): string {
  if (supportUrl.trim() !== '') return supportUrl;
  if (!about) return paths.support;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(about)) {
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  return `${paths.support}?${query.toString()}`;
}

/** Whether the chat is the site's support (no outside address set). */
export function inAppSupport(supportUrl: string): boolean {
  return supportUrl.trim() === '';
}
