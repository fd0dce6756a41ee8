import { siteInfo } from '#shared/contract/site.ts';
import { defineRoute } from '../http/route.ts';
import type { SiteSettingsService } from './settings.ts';

export function siteRoutes(site: SiteSettingsService) {
  return [
    defineRoute({
      method: 'get',
      path: '/info',
      summary: 'Site info: name, favicon, support link, deposit addresses and money limits',
      tags: ['site'],
      auth: 'none',
      response: siteInfo,
      handler: () => site.info(),
    }),
  ];
}
