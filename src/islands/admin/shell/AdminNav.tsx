/**
 * The staff console's sidebar: the pages the signed-in role may open, the staff member and
 * sign-out. Without a staff session it sends the browser to /admin/login; on a page the role may
 * not open it says so (the API refuses the calls anyway). A member who must enrol TOTP first is
 * kept on My account. The Support item counts the conversations waiting with unread messages,
 * the Chain deposits item the credited deposits flagged because their transfer left the chain.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { keyOf } from '#client/i18n.ts';
import {
  $staff,
  $staffJwt,
  ACCOUNT_PAGE,
  adminApi,
  clearStaffSession,
  mustEnrolTotp,
} from '#client/staffSession.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { ADMIN_PAGES, homeFor, mayOpen } from '#shared/adminNav.ts';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { ChainNavBadge } from './ChainNavBadge.tsx';
import { SupportNavBadge } from './SupportNavBadge.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  current: string;
  siteName: string;
}

export default withIslandI18n(function AdminNav({ current, siteName }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const jwt = useStore($staffJwt);
  const staff = useStore($staff);

  useEffect(() => {
    if (hydrated && !jwt && current !== 'login') window.location.assign('/admin/login');
  }, [hydrated, jwt, current]);

  // The member as the server sees them now, on every page: a disabled member or an ended session
  // is sent to sign in (the client does so on a 401), a changed role or TOTP rule is picked up.
  useEffect(() => {
    if (!hydrated || !jwt || current === 'login') return;
    adminApi('GET /auth/me')
      .then((fresh) => $staff.set(fresh))
      .catch(() => {
        // A 401 has already sent the browser to sign in; other failures keep the stored member.
      });
  }, [hydrated, jwt, current]);

  // An editor opening /admin (the dashboard is the operators') lands on their own first page.
  useEffect(() => {
    if (hydrated && staff && current === 'dashboard' && !mayOpen(staff.role, current)) {
      window.location.assign(homeFor(staff.role));
    }
  }, [hydrated, staff, current]);

  useEffect(() => {
    if (hydrated && mustEnrolTotp(staff) && current !== 'account') window.location.assign(ACCOUNT_PAGE);
  }, [hydrated, staff, current]);

  async function signOut() {
    try {
      await adminApi('POST /auth/logout');
    } catch {
      // Signed out locally whatever the server says.
    }
    clearStaffSession();
    window.location.assign('/admin/login');
  }

  const pages = hydrated && staff ? ADMIN_PAGES.filter((p) => mayOpen(staff.role, p.key)) : [];
  return (
    <nav className="admin-nav" aria-label={t('admin.console')}>
      <p className="admin-brand">
        <strong>{siteName}</strong>
        <span>{t('admin.console')}</span>
      </p>
      <ul>
        {pages.map((page) => (
          <li key={page.key}>
            <a href={page.href} aria-current={page.key === current ? 'page' : undefined}>
              {t(keyOf('admin.nav', page.key))}
              {page.key === 'support' && <SupportNavBadge />}
              {page.key === 'chain' && <ChainNavBadge />}
            </a>
          </li>
        ))}
      </ul>
      {hydrated && staff && (
        <div className="admin-who">
          <p>
            {staff.username} · {t(`admin.role.${staff.role}`)}
          </p>
          <button type="button" className="button button-secondary button-small" onClick={signOut}>
            {t('admin.signOut')}
          </button>
        </div>
      )}
    </nav>
  );
});
