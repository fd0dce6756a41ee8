/**
 * The invitation to set a deposit limit: offered, never forced. After registration
 * it waits in this tab's sessionStorage for the home page; dismissed on the deposit page, it
 * stays away on this device.
 */

const AFTER_REGISTRATION_KEY = 'fairdraw:limitInvite';
const DISMISSED_KEY = 'fairdraw:limitInviteDismissed';

/** Called when registration succeeds: the home page then offers a deposit limit once. */
export function inviteAfterRegistration(): void {
  try {
    sessionStorage.setItem(AFTER_REGISTRATION_KEY, '1');
  } catch {
    // Storage refused (private mode): no invitation, nothing else changes.
  }
}

/** Whether the invitation is waiting after registration. */
export function invitedAfterRegistration(): boolean {
  try {
    return sessionStorage.getItem(AFTER_REGISTRATION_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the player dismissed the invitation on this device. */
export function inviteDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The invitation was followed or dismissed: neither page offers it again on this device. */
export function dismissInvite(): void {
  try {
    sessionStorage.removeItem(AFTER_REGISTRATION_KEY);
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused: the card is hidden for this page only.
  }
}
