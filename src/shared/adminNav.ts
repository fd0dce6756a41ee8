/**
 * The staff console's pages, each with the roles that may open it (the API refuses the others
 * too: hiding a link is a courtesy, the server's check is the rule).
 */
import { ADMIN_ROLES, FINANCE_ROLES, STAFF_ROLES, SUPPORT_ROLES, type StaffRole } from './vocabulary.ts';

export interface AdminPage {
  /** The page's key: its path under /admin and its `admin.nav.*` message. */
  key: string;
  href: string;
  roles: readonly StaffRole[];
}

const ALL = STAFF_ROLES;
const FINANCE = FINANCE_ROLES;
const SUPPORT = SUPPORT_ROLES;
const ADMIN = ADMIN_ROLES;

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: 'dashboard', href: '/admin', roles: ALL },
  { key: 'customers', href: '/admin/customers', roles: ALL },
  { key: 'deposits', href: '/admin/deposits', roles: FINANCE },
  { key: 'chain', href: '/admin/chain', roles: ALL },
  { key: 'withdrawals', href: '/admin/withdrawals', roles: FINANCE },
  { key: 'transfers', href: '/admin/transfers', roles: FINANCE },
  { key: 'ledger', href: '/admin/ledger', roles: FINANCE },
  { key: 'invitations', href: '/admin/invitations', roles: SUPPORT },
  { key: 'lotteries', href: '/admin/lotteries', roles: ALL },
  { key: 'rounds', href: '/admin/rounds', roles: ALL },
  { key: 'notifications', href: '/admin/notifications', roles: SUPPORT },
  { key: 'settings', href: '/admin/settings', roles: ADMIN },
  { key: 'reports', href: '/admin/reports', roles: FINANCE },
  { key: 'audit', href: '/admin/audit', roles: ADMIN },
  { key: 'staff', href: '/admin/staff', roles: ADMIN },
  { key: 'account', href: '/admin/account', roles: ALL },
];

/** Whether a role may open the admin page with this key. */
export function mayOpen(role: StaffRole | undefined, key: string): boolean {
  const page = ADMIN_PAGES.find((p) => p.key === key);
  return Boolean(role && page?.roles.includes(role));
}
