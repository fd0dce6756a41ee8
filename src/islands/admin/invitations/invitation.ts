/** An invitation code as the staff API returns it, and its state at a given time. */

export interface Invitation {
  code: string;
  inviterUserId: string | null;
  maxUses: number | null;
  uses: number;
  expiresAt: string | null;
  disabled: boolean;
  note: string | null;
  createdAt: string;
}

export type Status = 'active' | 'disabled' | 'expired' | 'usedUp';

export function statusOf(invitation: Invitation, now: number): Status {
  if (invitation.disabled) return 'disabled';
  if (invitation.expiresAt && new Date(invitation.expiresAt).getTime() <= now) return 'expired';
  if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses) return 'usedUp';
  return 'active';
}

export const STATUS_BADGE: Record<Status, string> = {
  active: 'badge badge-good',
  disabled: 'badge badge-bad',
  expired: 'badge badge-warn',
  usedUp: 'badge badge-warn',
};

/** Work the page's actions share: one call at a time, and the last success line. */
export interface Shared {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  notice: string;
  setNotice: (notice: string) => void;
}
