/**
 * The reality checks' scheduler, run by the boot script on every player page (a few hundred
 * bytes): it reads `GET /customer/reality-check` once per page, shares the sign-in time with the
 * round screen's clock, shows "Last signed in" once per session, and sets one timer for the next
 * check (`realityDue.ts`). Only when a notice or a check is due is their code
 * (`realityDialog.ts`) loaded. The dialog itself is the layout's (`RealityCheck.astro`).
 */
import type { RealityCheck } from '#shared/contract/limits.ts';
import { api } from './api.ts';
import { nextCheck, type DueCheck } from './realityDue.ts';
import { $jwt, $user } from './session.ts';
import { $sessionStart } from './sessionStart.ts';

/**
 * What this browser remembers of the player's session (a shared phone changes hands, and a new
 * sign-in starts afresh): the time of the last check acknowledged, and whether the previous
 * sign-in was shown.
 */
export interface RealityMemory {
  user: string;
  signedInAt: string;
  acknowledgedAt: number;
  noticed: boolean;
}
const MEMORY_KEY = 'reality-check';

/** The layout's reality-check dialog (player pages only). */
function dialogElement(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[data-reality-check]');
}

/** What is remembered for this session (nothing yet when the user or the sign-in differ). */
export function readMemory(signedInAt: string): RealityMemory {
  const user = $user.get()?.userId ?? '';
  try {
    const stored = JSON.parse(localStorage.getItem(MEMORY_KEY) ?? 'null') as RealityMemory | null;
    if (stored?.user === user && stored.signedInAt === signedInAt) return stored;
  } catch {
    // A value this code did not write: start afresh.
  }
  return { user, signedInAt, acknowledgedAt: 0, noticed: false };
}

export function remember(signedInAt: string, change: Partial<RealityMemory>): void {
  try {
    localStorage.setItem(MEMORY_KEY, JSON.stringify({ ...readMemory(signedInAt), ...change }));
  } catch {
    // Storage refused (private mode, full): this page still goes on with its checks.
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** The check due next for the session, counting the one acknowledged in any tab. */
export function dueCheck(check: RealityCheck, now: number): DueCheck | null {
  const start = Date.parse(check.session.signedInAt);
  const acknowledgedAt = readMemory(check.session.signedInAt).acknowledgedAt;
  const acknowledged = Math.max(0, Math.floor((acknowledgedAt - start) / (check.minutes * 60_000)));
  return nextCheck(start, check.minutes, acknowledged, now);
}

/** A failed read of the figures is tried again this much later. */
const RETRY_MS = 60_000;

/** Sets the one timer: `fire` after `delay`, and again a minute later if it failed. */
function arm(delay: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void fire().catch(() => arm(RETRY_MS)), Math.max(0, delay));
}

/** Sets the one timer for the next check of the session. */
export function schedule(check: RealityCheck): void {
  const due = dueCheck(check, Date.now());
  clearTimeout(timer);
  if (due) arm(due.at - Date.now());
}

/** A check fell due: the figures are read now, and the dialog shown unless it was acknowledged. */
async function fire(): Promise<void> {
  const dialog = dialogElement();
  if (!dialog || !$jwt.get()) return;
  const fresh = await api('GET /customer/reality-check');
  const due = dueCheck(fresh, Date.now());
  // Turned off, or acknowledged in another tab meanwhile: only the next one is waited for.
  if (!due || due.at > Date.now()) return schedule(fresh);
  const { showRealityCheck } = await import('./realityDialog.ts');
  showRealityCheck(dialog, fresh, due);
}

/** Reads the session's reality check and plans what this page shows. */
export async function startRealityChecks(): Promise<void> {
  const dialog = dialogElement();
  if (!dialog || !$jwt.get()) return;
  const check = await api('GET /customer/reality-check');
  $sessionStart.set(Date.parse(check.session.signedInAt));
  if (!readMemory(check.session.signedInAt).noticed) {
    remember(check.session.signedInAt, { noticed: true });
    const { showLastSignIn } = await import('./realityDialog.ts');
    showLastSignIn(dialog, check.session.previousSignInAt);
  }
  schedule(check);
}
