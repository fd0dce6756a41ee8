import { siteInfo, type SiteInfo } from '#shared/contract/site.ts';
import { sendSerialized, serializeSuccess } from '#server/http/envelope.ts';
import { defineRoute } from '#server/http/route.ts';
import type { SiteSettingsService } from './site.ts';

/**
 * `GET /info`'s answer. Every page's boot script asks for the site info: its answer is serialized
 * once per copy of the settings. `site.info()` answers the same object until that copy is dropped
 * (an edit here, a change announced on the catalog channel by any instance, or the copy's expiry).
 */
export function createInfoAnswer({ site }: { site: SiteSettingsService }) {
  let answer: { info: SiteInfo; body: string } | undefined;
  const bodyOf = (info: SiteInfo) => {
    if (answer?.info !== info) answer = { info, body: serializeSuccess(info) };
    return answer.body;
  };
  return {
    body: async () => bodyOf(await site.info()),
    /**
     * The answer without waiting, while the settings copy it was made from is fresh: the
     * production server writes it before the API's pipeline (`serve.ts`); undefined when the
     * settings must be read again, and the API answers.
     */
    fresh: (): string | undefined => {
      const info = site.freshInfo();
      return info && bodyOf(info);
    },
  };
}

export type InfoAnswer = ReturnType<typeof createInfoAnswer>;

export function siteRoutes(answer: InfoAnswer) {
  return [
    defineRoute({
      method: 'get',
      path: '/info',
      summary: 'Site info: name, favicon, support link, deposit addresses and money limits',
      tags: ['site'],
      auth: 'none',
      response: siteInfo,
      handler: async ({ c }) => sendSerialized(c, await answer.body()),
    }),
  ];
}
