/**
 * The reality check and the "last signed in" notice, loaded by `realityCheck.ts` only when one
 * is due. The check fills the layout's `<dialog>` (`RealityCheck.astro`: its words rendered in
 * the page's language) with the time since sign-in, the amount wagered and the net result, read
 * at display time, and opens it modal: focus stays inside, Escape or Continue acknowledge the
 * check, Sign out ends the session, "See my activity" goes to the statement. The notice sits in
 * the layout's live region at the top of the page and stays until closed.
 */
import type { RealityCheck } from '#shared/contract/limits.ts';
import { formatDateTimeForLocale, formatMoneyForLocale, interpolate } from '#i18n/format.ts';
import type { DueCheck } from './realityDue.ts';
import { hoursAndMinutes } from './realityDue.ts';
import { readMemory, remember, schedule } from './realityCheck.ts';
import { signOut } from './signOut.ts';

function part<E extends Element>(dialog: HTMLElement, name: string): E | null {
  return dialog.querySelector<E>(`[data-reality-${name}]`);
}

/** "1 hour 5 minutes", "12 minutes" in the page's language, from the dialog's words. */
function elapsedText(dialog: HTMLElement, ms: number, locale: string): string {
  const { hours, minutes } = hoursAndMinutes(ms);
  const words = dialog.dataset;
  return hours > 0
    ? interpolate(words.hoursMinutes ?? '{hours}:{minutes}', { hours, minutes }, locale)
    : interpolate(words.minutes ?? '{minutes}', { minutes }, locale);
}

/** Opens the check with the session's figures; closing it in any way but signing out acknowledges `due`. */
export function showRealityCheck(dialog: HTMLDialogElement, check: RealityCheck, due: DueCheck): void {
  if (dialog.open) return;
  const locale = document.documentElement.lang || 'en';
  const { session } = check;
  const fill = (name: string, text: string) => {
    const target = part(dialog, name);
    if (target) target.textContent = text;
  };
  fill('elapsed', elapsedText(dialog, Date.now() - Date.parse(session.signedInAt), locale));
  fill('wagered', formatMoneyForLocale(locale, session.wagered));
  fill('net', formatMoneyForLocale(locale, session.net));
  part(dialog, 'net')?.classList.toggle('reality-loss', session.net.startsWith('-'));

  const shown = new AbortController();
  const { signal } = shown;
  let signingOut = false;
  part<HTMLButtonElement>(dialog, 'continue')?.addEventListener('click', () => dialog.close(), { signal });
  // Going to read the activity is seeing the check: the statement page does not show it again.
  part<HTMLAnchorElement>(dialog, 'activity')?.addEventListener(
    'click',
    () => remember(session.signedInAt, { acknowledgedAt: due.at }),
    { signal },
  );
  const signOutButton = part<HTMLButtonElement>(dialog, 'sign-out');
  signOutButton?.addEventListener(
    'click',
    () => {
      signingOut = true;
      signOutButton.disabled = true;
      void signOut();
    },
    { signal },
  );
  dialog.addEventListener(
    'close',
    () => {
      shown.abort();
      if (signingOut) return;
      remember(session.signedInAt, { acknowledgedAt: due.at });
      schedule(check);
    },
    { signal },
  );
  // Acknowledged in another tab: this one closes too.
  window.addEventListener(
    'storage',
    () => {
      if (readMemory(session.signedInAt).acknowledgedAt >= due.at) dialog.close();
    },
    { signal },
  );
  dialog.showModal();
}

/** "Last signed in: …" (or "first sign-in") once after signing in, at the top of the page until closed. */
export function showLastSignIn(dialog: HTMLElement, previousSignInAt: string | null): void {
  const region = document.querySelector<HTMLElement>('[data-reality-notice]');
  if (!region) return;
  const locale = document.documentElement.lang || 'en';
  const words = dialog.dataset;
  const notice = document.createElement('div');
  notice.className = 'notice reality-notice';
  notice.dataset.signInNotice = '';
  const text = document.createElement('p');
  text.textContent = previousSignInAt
    ? interpolate(
        words.lastSignIn ?? '{time}',
        { time: formatDateTimeForLocale(locale, previousSignInAt) },
        locale,
      )
    : (words.firstSignIn ?? '');
  const close = document.createElement('button');
  close.className = 'close-round';
  close.type = 'button';
  close.setAttribute('aria-label', region.dataset.close ?? 'Close');
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  close.append(cross);
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  region.append(notice);
}
