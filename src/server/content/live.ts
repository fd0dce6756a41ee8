/**
 * What the site shows of live content, read by the pages' live loader
 * (`src/live.config.ts`): each entry in the reader's locale, else in English, rendered from its
 * Markdown, with the cache tags of the pages that show it. Read from the database on each call:
 * the route cache keeps the pages, and a publish drops them.
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { PAGE_TAGS } from '#server/pageCache/dropPages.ts';
import { renderMarkdown } from './markdown.ts';
import { liveVersions, type LiveRow } from './queries.ts';
import type { ContentCollection, Locale } from '#shared/vocabulary.ts';

/** An entry as a page reads it (Astro's live entry shape). */
export interface LiveContentEntry {
  /** The entry's slug. */
  id: string;
  data: {
    title: string;
    summary: string;
    position: number;
    /** The locale shown (English when the reader's has no version). */
    locale: string;
    /** When the entry first showed (an announcement's date). */
    date: Date;
    /** When the version shown was published (the terms' "updated"). */
    updated: Date;
  };
  rendered: { html: string };
  cacheHint: { tags: string[]; lastModified: Date };
}

function toEntry(collection: ContentCollection, row: LiveRow): LiveContentEntry {
  return {
    id: row.slug,
    data: {
      title: row.title,
      summary: row.summary,
      position: row.position,
      locale: row.locale,
      date: new Date(row.first_published),
      updated: new Date(row.publish_at),
    },
    rendered: { html: renderMarkdown(row.body) },
    cacheHint: { tags: [PAGE_TAGS.content(collection, row.slug)], lastModified: new Date(row.publish_at) },
  };
}

/** Per slug, the reader's locale's row, else English's. */
function preferLocale(rows: LiveRow[], locale: Locale): LiveRow[] {
  const bySlug = new Map<string, LiveRow>();
  for (const row of rows) {
    const held = bySlug.get(row.slug);
    if (!held || (row.locale === locale && held.locale !== locale)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()];
}

export interface LiveContentDeps {
  db: Db;
  clock: Clock;
}

export function createLiveContent({ db, clock }: LiveContentDeps) {
  const locales = (locale: Locale) => (locale === 'en' ? ['en'] : [locale, 'en']);
  return {
    /**
     * The entries of a collection shown now: announcements newest first, the others in their
     * order. The list carries its collection's tag, so a new entry drops the pages listing it.
     */
    async collection(collection: ContentCollection, locale: Locale) {
      const rows = preferLocale(await liveVersions(db, collection, locales(locale), clock.now()), locale);
      const entries = rows.map((row) => toEntry(collection, row));
      entries.sort((a, b) =>
        collection === 'announcements'
          ? b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id)
          : a.data.position - b.data.position || a.id.localeCompare(b.id),
      );
      return { entries, cacheHint: { tags: [PAGE_TAGS.content(collection)] } };
    },
    /** One entry shown now, or undefined (none published yet, or hidden). */
    async entry(collection: ContentCollection, slug: string, locale: Locale) {
      const rows = preferLocale(
        await liveVersions(db, collection, locales(locale), clock.now(), slug),
        locale,
      );
      const row = rows[0];
      return row ? toEntry(collection, row) : undefined;
    },
  };
}

export type LiveContent = ReturnType<typeof createLiveContent>;
