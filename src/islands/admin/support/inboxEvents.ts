/**
 * The console's support inbox tells the nav's badge when its stream heard a change, so that the
 * badge reads the counts again at once instead of at its next poll.
 */
export const SUPPORT_CHANGED_EVENT = 'fairdraw:support-changed';

/** Says that a support conversation changed (its messages, status, assignment or read marks). */
export function announceSupportChange(): void {
  window.dispatchEvent(new Event(SUPPORT_CHANGED_EVENT));
}
