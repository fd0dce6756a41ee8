/**
 * Seeding depends on what the database lacks, not on whether it is new: each step creates its
 * records only when they are missing, so it is safe at every start.
 */
import type { Logger } from 'pino';
import type { SiteSettingsService } from './site/settings.ts';

export interface SeedDeps {
  site: SiteSettingsService;
  /** Create the demo data too (lotteries, rooms, the first admin…), not only what the app needs. */
  demo: boolean;
  log: Logger;
}

export async function seedDatabase({ site, log }: SeedDeps): Promise<void> {
  // The site settings are needed by every page: created with defaults when missing.
  if (await site.ensure()) log.info('created the default site settings');
}
