import { ADMIN_ROLES } from '#shared/vocabulary.ts';
import { staffSettings, staffSettingsUpdate } from '#shared/contract/site.ts';
import type { DatabaseKind, Db } from '#server/db/client.ts';
import { staffActor } from '#server/http/context.ts';
import { defineRoute } from '#server/http/route.ts';
import type { Events } from '#server/events/events.ts';
import { toStaffSettings, updateSiteSettings, type SiteSettingsService } from './site.ts';

/**
 * The staff's site settings. An edit is announced on the catalog channel (`events`), so every
 * instance forgets its copy of the settings and drops its cached pages.
 */
export function siteStaffRoutes(
  db: Db,
  site: SiteSettingsService,
  databaseKind: DatabaseKind,
  events: Pick<Events, 'publishCatalogChange'>,
) {
  return [
    defineRoute({
      method: 'get',
      path: '/settings',
      summary:
        'Site settings: the site info of GET /info, with the deposit-claim limits and the staff TOTP rule',
      tags: ['staff settings'],
      auth: 'staff',
      response: staffSettings,
      handler: async () => toStaffSettings(await site.get(), databaseKind),
    }),
    defineRoute({
      method: 'put',
      path: '/settings',
      errors: ['INVALID_CHAIN_OR_ADDRESS'],
      summary:
        'Edit site settings: name, favicon, support link, deposit addresses, limits, fee, hours, maintenance, staff TOTP rule',
      tags: ['staff settings'],
      auth: 'staff',
      roles: ADMIN_ROLES,
      body: staffSettingsUpdate,
      response: staffSettings,
      handler: async ({ c, body }) => {
        const settings = await updateSiteSettings(db, databaseKind, staffActor(c), body, (tx) =>
          events.publishCatalogChange(tx),
        );
        site.invalidate();
        return settings;
      },
    }),
  ];
}
