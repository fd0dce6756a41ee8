/**
 * The console's one role gate: who is signed in, whether their role may open the page, and
 * what a page shows until it may render.
 */
import type { ComponentType, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { T } from '#client/i18n.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { $staff, type StaffMember, type StaffRole } from '#client/staffSession.ts';
import { mayOpen } from '#shared/adminNav.ts';
import { useHydrated } from '#islands/common/useHydrated.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './console.css';

export interface StaffGate {
  /** The island runs in the browser and the staff session is read (it lives in localStorage). */
  ready: boolean;
  staff: StaffMember | null;
  /** The role may open the page. */
  allowed: boolean;
  isAdmin: boolean;
}

/**
 * Who is signed in and what they may do on the page `pageKey`.
 * @example const gate = useStaffGate('rounds'); return gateView(t, gate) ?? <RoundsPage />;
 */
export function useStaffGate(pageKey: string): StaffGate {
  const hydrated = useHydrated();
  const stored = useStore($staff);
  const staff = hydrated ? stored : null;
  const ready = staff !== null;
  return {
    ready,
    staff,
    allowed: ready && mayOpen(staff.role, pageKey),
    isAdmin: ready && staff.role === 'admin',
  };
}

export function hasRole(staff: StaffMember | null, roles: readonly StaffRole[]): boolean {
  return Boolean(staff && roles.includes(staff.role));
}

/**
 * What a page island shows instead of its content: a loading line until the staff session is
 * read, "your role cannot open this page" when it may not; null when the page may render.
 */
export function gateView(t: T, gate: Pick<StaffGate, 'ready' | 'allowed'>) {
  if (!gate.ready) {
    return (
      <div className="state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
      </div>
    );
  }
  if (!gate.allowed)
    return (
      <p className="notice notice-danger" role="alert">
        {t('admin.notAllowed')}
      </p>
    );
  return null;
}

/** What a console page gets from its island once the staff member's role may open it. */
export interface StaffPageProps {
  staff: StaffMember | null;
  isAdmin: boolean;
}

/** `gateView` while the page may not render yet, then the page for the gate's staff member. */
function GatedPage({ pageKey, page }: { pageKey: string; page: (gate: StaffGate) => ReactNode }) {
  const t = useT();
  const gate = useStaffGate(pageKey);
  return gateView(t, gate) ?? page(gate);
}

/**
 * A console page's island: its messages and locale, and the page's own props `P` (read from the
 * address by the Astro page); it shows `gateView` until `Page` may render.
 * @example export default staffIsland('rounds', RoundsPage);
 */
export function staffIsland<P extends object = object>(
  pageKey: string,
  Page: ComponentType<P & StaffPageProps>,
) {
  return withIslandI18n(function StaffIsland(props: P & { messages: IslandMessages; locale: string }) {
    return (
      <GatedPage
        pageKey={pageKey}
        page={(gate) => <Page {...props} staff={gate.staff} isAdmin={gate.isAdmin} />}
      />
    );
  });
}
