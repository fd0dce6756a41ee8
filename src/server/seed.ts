/**
 * Seeding depends on what the database lacks, not on whether it is new: each step creates its
 * records only when they are missing, so it is safe at every start (and after
 * `npm run admin -- create-staff` on a fresh data directory).
 */
import type { Logger } from 'pino';
import type { SiteSettingsService } from './site/site.ts';
import type { StaffAccounts } from './staff/staff.ts';
import type { Invitations } from './staff/invitations.ts';
import type { Db } from './db/client.ts';
import { staff } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { seedDemoGames, type Catalog } from './games/catalog.ts';
import { demoAdminNotice } from './demoAdminNotice.ts';

export const DEMO_INVITATION_CODE = 'FAIRDRAW';

export interface SeedDeps {
  site: SiteSettingsService;
  staffAccounts: StaffAccounts;
  invitations: Invitations;
  catalog: Catalog;
  /** Create the demo data too, not only what the app needs to run. */
  demo: boolean;
  /** The demo admin's password; generated when unset. */
  demoAdminPassword?: string | undefined;
  /** The staff console's address, shown with the demo admin's password. */
  consoleUrl: string;
  /** Round interval of the demo lotteries; their defaults when unset. */
  demoRoundSeconds?: number | undefined;
  log: Logger;
}

async function hasAdmin(db: Db): Promise<boolean> {
  return (await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'admin')).limit(1)).length > 0;
}

export async function seedDatabase(deps: SeedDeps & { db: Db }): Promise<void> {
  const { site, log } = deps;
  // The site settings are needed by every page: created with defaults when missing.
  if (await site.ensure()) log.info('created the default site settings');
  if (!deps.demo) return;

  if (!(await hasAdmin(deps.db))) {
    const { password } = await deps.staffAccounts.create({
      username: 'admin',
      role: 'admin',
      ...(deps.demoAdminPassword ? { password: deps.demoAdminPassword } : {}),
    });
    // Shown once, on the console of the first start: the demo's way in to /admin.
    console.log(`\n${demoAdminNotice({ password, consoleUrl: deps.consoleUrl })}\n`);
  }
  if (await seedDemoGames(deps.db, deps.catalog, deps.demoRoundSeconds))
    log.info('created the demo lotteries, rooms and odds');
  if (!(await deps.invitations.any())) {
    await deps.invitations.create(null, { code: DEMO_INVITATION_CODE, note: 'demo invitation code' });
    log.info(`created the demo invitation code ${DEMO_INVITATION_CODE}`);
  }
}
