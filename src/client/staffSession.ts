/**
 * The staff console's session, apart from any player session in the same browser: the staff
 * token and the staff member (role, TOTP) in localStorage, and the staff API client (a 401
 * goes to `/admin/login`).
 */
import { persistentAtom } from '@nanostores/persistent';
import { createApiClient, type StaffApi } from './api.ts';

import type { StaffRole } from '#shared/vocabulary.ts';

export type { StaffRole };

export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
  totpEnabled: boolean;
  /** Must use TOTP (admin and finance when the site requires it); until enrolled, only enrolment works. */
  totpRequired?: boolean;
}

/** Whether the member must enrol TOTP before the console opens to them. */
export function mustEnrolTotp(staff: StaffMember | null): boolean {
  return Boolean(staff?.totpRequired && !staff.totpEnabled);
}

/** The page where a member changes their password and enrols TOTP. */
export const ACCOUNT_PAGE = '/admin/account';

const json = { encode: JSON.stringify, decode: JSON.parse };

export const $staffJwt = persistentAtom<string>('staffJwt', '');
export const $staff = persistentAtom<StaffMember | null>('staff', null, json);

/** Forgets the staff session. */
export function clearStaffSession(): void {
  $staffJwt.set('');
  $staff.set(null);
}

/**
 * Calls a route of the staff API (`/api/admin`) and returns its `data`, typed by the route.
 * @example const page = await adminApi('GET /deposits', { query: { status: 'pending' } });
 */
export const adminApi = createApiClient<StaffApi>({
  base: '/api/admin',
  token: () => $staffJwt.get(),
  onUnauthorized: () => {
    clearStaffSession();
    window.location.assign('/admin/login');
  },
});
