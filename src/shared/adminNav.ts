/**
 * The staff console's pages, each with the roles that may open it (the API refuses the others
 * too: hiding a link is a courtesy, the server's check is the rule).
 */
import {
  ADMIN_ROLES,
  EDITOR_ROLES,
  FINANCE_ROLES,
  OPERATOR_ROLES,
  STAFF_ROLES,
  SUPPORT_ROLES,
  type StaffRole,
} from './vocabulary.ts';

export interface AdminPage {
  /** The page's key: its path under /admin and its `admin.nav.*` message. */
  key: string;
  href: string;
  roles: readonly StaffRole[];
}

const ALL = STAFF_ROLES;
const OPERATORS = OPERATOR_ROLES;
const EDITORS = EDITOR_ROLES;
const FINANCE = FINANCE_ROLES;
const SUPPORT = SUPPORT_ROLES;
const ADMIN = ADMIN_ROLES;

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: 'dashboard', href: '/admin', roles: OPERATORS },
  { key: 'customers', href: '/admin/customers', roles: OPERATORS },
  { key: 'support', href: '/admin/support', roles: OPERATORS },
  { key: 'deposits', href: '/admin/deposits', roles: FINANCE },
  { key: 'chain', href: '/admin/chain', roles: OPERATORS },
  { key: 'withdrawals', href: '/admin/withdrawals', roles: FINANCE },
  { key: 'transfers', href: '/admin/transfers', roles: FINANCE },
  { key: 'ledger', href: '/admin/ledger', roles: FINANCE },
  { key: 'invitations', href: '/admin/invitations', roles: SUPPORT },
  { key: 'lotteries', href: '/admin/lotteries', roles: OPERATORS },
  { key: 'rounds', href: '/admin/rounds', roles: OPERATORS },
  { key: 'notifications', href: '/admin/notifications', roles: SUPPORT },
  { key: 'content', href: '/admin/content', roles: EDITORS },
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

/** Where a staff member lands after signing in: the first page their role may open. */
export function homeFor(role: StaffRole): string {
  return ADMIN_PAGES.find((p) => p.roles.includes(role))?.href ?? '/admin/account';
}
