/**
 * Where a locale of an entry stands, computed from its versions: the one shown, one
 * scheduled, a draft on top, and whether its translation is older than the English in force.
 */
import type { ContentLocaleState } from '#shared/contract/content.ts';
import type { Locale } from '#shared/vocabulary.ts';

/** What the computation reads of a version. */
export interface VersionFacts {
  number: number;
  state: 'draft' | 'published';
  publishAt: Date | null;
  sourceNumber: number | null;
  createdAt: Date;
}

/** The number of the version shown at `now`: the highest-numbered published one whose time has come. */
export function liveNumber(versions: readonly VersionFacts[], now: Date): number | null {
  let live: number | null = null;
  for (const v of versions) {
    if (v.state === 'published' && v.publishAt && v.publishAt <= now && (live === null || v.number > live)) {
      live = v.number;
    }
  }
  return live;
}

/**
 * A locale's state. `versions` are this entry's in this locale; `englishLive` the English
 * version shown now (a translation made from an older one is `outdated`).
 */
export function localeState(
  locale: Locale,
  versions: readonly VersionFacts[],
  englishLive: number | null,
  now: Date,
): ContentLocaleState {
  const live = liveNumber(versions, now);
  const waiting = versions.filter(
    (v) => v.state === 'published' && v.publishAt && v.publishAt > now && v.number > (live ?? 0),
  );
  const scheduled = waiting.reduce<VersionFacts | null>((a, v) => (a && a.number > v.number ? a : v), null);
  const latest = versions.reduce<VersionFacts | null>((a, v) => (a && a.number > v.number ? a : v), null);
  const outdated =
    locale !== 'en' && latest !== null && englishLive !== null && (latest.sourceNumber ?? 0) < englishLive;
  return {
    locale,
    live,
    scheduled: scheduled?.number ?? null,
    scheduledAt: scheduled?.publishAt?.toISOString() ?? null,
    draft: latest?.state === 'draft',
    outdated,
    updatedAt: latest?.createdAt.toISOString() ?? null,
  };
}
